"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import type { ShareLinkListing } from "@/lib/cookbook";
import type { Messages } from "@/lib/platform/i18n";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/**
 * The list of share links with Turn off, apart from the form that makes them (share-links.tsx):
 * /account shows only the list, and so loads neither the form nor its sheet.
 */

/** The share links' words in the page's language (sharing.json). */
export type ShareLinksText = Messages["sharing"];
/** The words, and the language tag its dates are written in. */
type ShareLinkWords = { text: ShareLinksText; intlTag: string };

function describe(link: ShareLinkListing, { text, intlTag }: ShareLinkWords): string {
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(intlTag, { day: "numeric", month: "short", year: "numeric" });
  const made = dateOf(link.createdAt);
  if (link.state === "revoked") return fill(text.revokedMade, { made });
  if (link.state === "expired") return fill(text.expiredMade, { made });
  return link.expiresAt ? fill(text.activeUntilMade, { until: dateOf(link.expiresAt), made }) : fill(text.activeMade, { made });
}

/** The plan's links are titled "Meal plan" by the server (in English): said in the page's language. */
const titleOf = (link: ShareLinkListing, text: ShareLinksText) => (link.kind === "plan" ? text.mealPlan : link.title);

/** Turns a link off; the list shows it as turned off from then on. */
function TurnOffButton({ link, words, onTurnedOff }: { link: ShareLinkListing; words: ShareLinkWords; onTurnedOff: (link: ShareLinkListing) => void }) {
  const { text } = words;
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson<ShareLinkListing>("DELETE", `/api/share-links/${link.id}`);
        if (!ok) return void toast.error(refusalText(body, text.turnOffFailed, pageLocale() === "en"));
        toast.success(text.turnedOff);
        onTurnedOff(body as ShareLinkListing);
      }}
    >
      {text.turnOff}
      <span className="visually-hidden"> {fill(text.turnOffWhich, { title: titleOf(link, text), state: describe(link, words) })}</span>
    </button>
  );
}

/** The links listed with their state; working ones can be turned off. `withTitles`: the account's list of every link. */
export function ShareLinkList({ links, words, withTitles, onChange }: { links: ShareLinkListing[]; words: ShareLinkWords; withTitles?: boolean; onChange: (link: ShareLinkListing) => void }) {
  if (links.length === 0) return <p className="kitchen-muted">{words.text.none}</p>;
  return (
    <ul className="share-links__list">
      {links.map((link) => (
        <li key={link.id} className="share-links__item">
          <span>
            {withTitles ? <strong>{titleOf(link, words.text)}: </strong> : null}
            {describe(link, words)}
          </span>
          {link.state === "active" ? <TurnOffButton link={link} words={words} onTurnedOff={onChange} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /account: every link the cook made, with Turn off on the working ones. */
export function AllShareLinks({ initial, text, intlTag }: { initial: ShareLinkListing[]; text: ShareLinksText; intlTag: string }) {
  const [links, setLinks] = useState(initial);
  return <ShareLinkList links={links} words={{ text, intlTag }} withTitles onChange={(changed) => setLinks((all) => all.map((link) => (link.id === changed.id ? changed : link)))} />;
}
