import type { SecurityEventRecord } from "@/lib/platform/security-events";

/** An event's name in words: "admin_cook_disabled" → "admin cook disabled". */
const inWords = (kind: string) => kind.replaceAll("_", " ");

/** The latest security events, newest first: when, what, and about whom (emails masked). */
export function SecurityLog({ events }: { events: SecurityEventRecord[] }) {
  if (events.length === 0) return <p>Nothing yet since this server started.</p>;
  return (
    <ol className="admin-log">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="admin-log__event">
          <time dateTime={event.at}>{event.at.replace("T", " ").slice(0, 19)} UTC</time>
          <span className="admin-log__kind">{inWords(event.security)}</span>
          <span className="admin-log__detail">
            {[event.email, event.reason && inWords(event.reason), event.address && `from ${event.address}`].filter(Boolean).join(" · ")}
          </span>
        </li>
      ))}
    </ol>
  );
}
