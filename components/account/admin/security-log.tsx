import { Fragment } from "react";
import type { SecurityEventRecord } from "@/lib/platform/security-events";

import type { translatorFor } from "@/lib/platform/i18n";

/** The admin page's translator (messages/admin.json), from the page. */
type AdminT = ReturnType<typeof translatorFor<"admin">>;

/** An event's name in words: "admin_cook_disabled" → "admin cook disabled". */
const inWords = (kind: string) => kind.replaceAll("_", " ");

/** The latest security events, newest first: when, what, and about whom (emails masked). */
/**
 * The events' names stay the log's own (English identifiers, as the server's output writes them),
 * marked `lang="en"` so a screen reader says them in English on a page in another language.
 */
export function SecurityLog({ events, t }: { events: SecurityEventRecord[]; t: AdminT }) {
  if (events.length === 0) return <p>{t("nothingLogged")}</p>;
  return (
    <ol className="admin-log">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="admin-log__event">
          <time dateTime={event.at}>{event.at.replace("T", " ").slice(0, 19)} UTC</time>
          <span className="admin-log__kind" lang="en">
            {inWords(event.security)}
          </span>
          <span className="admin-log__detail">
            {[event.email, event.reason ? <span lang="en">{inWords(event.reason)}</span> : null, event.address ? t("from", { address: event.address }) : null]
              .filter((part) => part !== null && part !== undefined && part !== "")
              .map((part, at) => (
                <Fragment key={at}>
                  {at > 0 ? " · " : null}
                  {part}
                </Fragment>
              ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
