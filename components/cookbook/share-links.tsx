"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Sheet } from "@/components/ui/sheet";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import type { NewShareLink, ShareKind, ShareLinkListing } from "@/lib/cookbook";
import { ShareLinkList, type ShareLinksText } from "./share-link-list";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

export type { ShareLinksText };

const EXPIRY_DAYS = [0, 1, 7, 30] as const;

const expiryLabel = (days: number, text: ShareLinksText) => (days === 0 ? text.untilOff : days === 1 ? text.oneDay : fill(text.days, { count: days }));

/** A sheet's title or a heading that starts with a name in the accusative ("deinen Essensplan teilen") still starts with a capital. */
const sentence = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);

/**
 * Makes read-only links to one recipe, collection or the plan, shows a new link once (only its
 * hash is kept), and lists the links made to it with a way to turn each off. Reads the list when
 * it is first shown, so a page with many collections asks nothing until one is shared.
 */
export function ShareLinks({
  kind,
  targetId,
  title,
  headed = true,
  text,
  intlTag = "en-GB",
}: {
  kind: ShareKind;
  targetId?: string;
  title: string;
  /** False where the sheet's own title already says it. */
  headed?: boolean;
  text: ShareLinksText;
  intlTag?: string;
}) {
  const [links, setLinks] = useState<ShareLinkListing[] | null>(null);
  const [days, setDays] = useState(0);
  const [fresh, setFresh] = useState<string | null>(null);
  const freshRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const query = new URLSearchParams({ kind, ...(targetId ? { targetId } : {}) }).toString();
  const readFailed = text.readFailed;

  useEffect(() => {
    let shown = true;
    void sendJson<{ links: ShareLinkListing[] }>("GET", `/api/share-links?${query}`).then(({ ok, body }) => {
      if (!shown) return;
      // A link made while this read was on its way is not in its answer: it stays, first.
      if (ok) setLinks((made) => [...(made ?? []).filter((link) => !body.links?.some((read) => read.id === link.id)), ...(body.links ?? [])]);
      else toast.error(refusalText(body, readFailed, pageLocale() === "en"));
    });
    return () => void (shown = false);
  }, [query, readFailed]);

  async function make(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson<NewShareLink>("POST", "/api/share-links", { kind, ...(targetId ? { targetId } : {}), ...(days ? { expiresInDays: days } : {}) });
    if (!ok) return void toast.error(refusalText(body, text.makeFailed, pageLocale() === "en"));
    setFresh(`${window.location.origin}${body.path}`);
    setLinks((before) => [body as ShareLinkListing, ...(before ?? [])]);
    requestAnimationFrame(() => freshRef.current?.select());
  }

  const words = { text, intlTag };
  return (
    <section className="share-links" aria-label={headed ? undefined : sentence(fill(text.share, { title }))} aria-labelledby={headed ? `${id}-title` : undefined}>
      {headed ? <h3 id={`${id}-title`}>{sentence(fill(text.shareReadOnly, { title }))}</h3> : null}
      <p className="kitchen-muted">{text.anyone}</p>
      <form className="share-links__make" onSubmit={make}>
        <div>
          <label htmlFor={`${id}-days`}>{text.linkWorks}</label>
          <select id={`${id}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_DAYS.map((choice) => (
              <option key={choice} value={choice}>
                {expiryLabel(choice, text)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="kitchen-button">
          {text.make}
        </button>
      </form>
      {fresh ? (
        <div className="share-links__fresh">
          <label htmlFor={`${id}-fresh`} className="visually-hidden">
            {text.fresh}
          </label>
          <input id={`${id}-fresh`} ref={freshRef} className="share-links__address" readOnly value={fresh} onFocus={(event) => event.target.select()} />
          <button
            type="button"
            className="kitchen-button"
            onClick={async () => {
              await navigator.clipboard?.writeText(fresh).catch(() => undefined);
              toast.success(text.copied);
            }}
          >
            {text.copy}
          </button>
        </div>
      ) : null}
      {headed ? <h4>{sentence(fill(text.linksTo, { title }))}</h4> : <h3>{sentence(fill(text.linksTo, { title }))}</h3>}
      {links ? (
        <ShareLinkList links={links} words={words} onChange={(changed) => setLinks((all) => (all ?? []).map((link) => (link.id === changed.id ? changed : link)))} />
      ) : (
        <p>{text.reading}</p>
      )}
    </section>
  );
}

/** A "Share" button that opens the links of one collection or the plan in a sheet. */
export function ShareButton({ kind, targetId, title, label, text, intlTag }: { kind: ShareKind; targetId?: string; title: string; label: string; text: ShareLinksText; intlTag?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" className="kitchen-button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Sheet
        open={open}
        title={sentence(fill(text.share, { title }))}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open ? <ShareLinks kind={kind} targetId={targetId} title={title} headed={false} text={text} intlTag={intlTag} /> : null}
      </Sheet>
    </>
  );
}
