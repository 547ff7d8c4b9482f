"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Sheet } from "@/components/ui/sheet";
import { sendJson } from "@/components/ui/send-json";
import type { NewShareLink, ShareKind, ShareLinkListing } from "@/lib/cookbook";

const EXPIRY_CHOICES = [
  { days: 0, label: "Until I turn it off" },
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
] as const;

const STATE_WORDS = { active: "Working", revoked: "Turned off", expired: "Expired" } as const;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

function describe(link: ShareLinkListing): string {
  const made = `made ${dateOf(link.createdAt)}`;
  if (link.state !== "active") return `${STATE_WORDS[link.state]}, ${made}`;
  return link.expiresAt ? `${STATE_WORDS.active} until ${dateOf(link.expiresAt)}, ${made}` : `${STATE_WORDS.active}, ${made}`;
}

/** Turns a link off; the list shows it as turned off from then on. */
function TurnOffButton({ link, onTurnedOff }: { link: ShareLinkListing; onTurnedOff: (link: ShareLinkListing) => void }) {
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson<ShareLinkListing>("DELETE", `/api/share-links/${link.id}`);
        if (!ok) return void toast.error(body.message ?? "Could not turn the link off.");
        toast.success("Turned the link off: it stopped working at once.");
        onTurnedOff(body as ShareLinkListing);
      }}
    >
      Turn off<span className="visually-hidden"> the link to {link.title} {describe(link)}</span>
    </button>
  );
}

/** The links listed with their state; working ones can be turned off. `withTitles`: the account's list of every link. */
function ShareLinkList({ links, withTitles, onChange }: { links: ShareLinkListing[]; withTitles?: boolean; onChange: (link: ShareLinkListing) => void }) {
  if (links.length === 0) return <p className="kitchen-muted">No share links yet.</p>;
  return (
    <ul className="share-links__list">
      {links.map((link) => (
        <li key={link.id} className="share-links__item">
          <span>
            {withTitles ? <strong>{link.title}: </strong> : null}
            {describe(link)}
          </span>
          {link.state === "active" ? <TurnOffButton link={link} onTurnedOff={onChange} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Makes read-only links to one recipe, collection or the plan, shows a new link once (only its
 * hash is kept), and lists the links made to it with a way to turn each off. Reads the list when
 * it is first shown, so a page with many collections asks nothing until one is shared.
 */
export function ShareLinks({ kind, targetId, title, headed = true }: { kind: ShareKind; targetId?: string; title: string; /** False where the sheet's own title already says it. */ headed?: boolean }) {
  const [links, setLinks] = useState<ShareLinkListing[] | null>(null);
  const [days, setDays] = useState(0);
  const [fresh, setFresh] = useState<string | null>(null);
  const freshRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const query = new URLSearchParams({ kind, ...(targetId ? { targetId } : {}) }).toString();

  useEffect(() => {
    let shown = true;
    void sendJson<{ links: ShareLinkListing[] }>("GET", `/api/share-links?${query}`).then(({ ok, body }) => {
      if (!shown) return;
      if (ok) setLinks(body.links ?? []);
      else toast.error(body.message ?? "Could not read your share links.");
    });
    return () => void (shown = false);
  }, [query]);

  async function make(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson<NewShareLink>("POST", "/api/share-links", { kind, ...(targetId ? { targetId } : {}), ...(days ? { expiresInDays: days } : {}) });
    if (!ok) return void toast.error(body.message ?? "Could not make the link.");
    setFresh(`${window.location.origin}${body.path}`);
    setLinks((before) => [body as ShareLinkListing, ...(before ?? [])]);
    requestAnimationFrame(() => freshRef.current?.select());
  }

  return (
    <section className="share-links" aria-label={headed ? undefined : `Share ${title}`} aria-labelledby={headed ? `${id}-title` : undefined}>
      {headed ? <h3 id={`${id}-title`}>Share {title} read-only</h3> : null}
      <p className="kitchen-muted">Anyone with the link can see it without signing in, with your display name. Turn it off any time.</p>
      <form className="share-links__make" onSubmit={make}>
        <div>
          <label htmlFor={`${id}-days`}>Link works</label>
          <select id={`${id}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="kitchen-button">
          Make a share link
        </button>
      </form>
      {fresh ? (
        <div className="share-links__fresh">
          <label htmlFor={`${id}-fresh`} className="visually-hidden">
            The new share link
          </label>
          <input id={`${id}-fresh`} ref={freshRef} className="share-links__address" readOnly value={fresh} onFocus={(event) => event.target.select()} />
          <button
            type="button"
            className="kitchen-button"
            onClick={async () => {
              await navigator.clipboard?.writeText(fresh).catch(() => undefined);
              toast.success("Copied the link.");
            }}
          >
            Copy link
          </button>
        </div>
      ) : null}
      {headed ? <h4>Links to {title}</h4> : <h3>Links to {title}</h3>}
      {links ? <ShareLinkList links={links} onChange={(changed) => setLinks((all) => (all ?? []).map((link) => (link.id === changed.id ? changed : link)))} /> : <p>Reading your links…</p>}
    </section>
  );
}

/** A "Share" button that opens the links of one collection or the plan in a sheet. */
export function ShareButton({ kind, targetId, title, label }: { kind: ShareKind; targetId?: string; title: string; label: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" className="kitchen-button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Sheet
        open={open}
        title={`Share ${title}`}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open ? <ShareLinks kind={kind} targetId={targetId} title={title} headed={false} /> : null}
      </Sheet>
    </>
  );
}

/** /account: every link the cook made, with Turn off on the working ones. */
export function AllShareLinks({ initial }: { initial: ShareLinkListing[] }) {
  const [links, setLinks] = useState(initial);
  return <ShareLinkList links={links} withTitles onChange={(changed) => setLinks((all) => all.map((link) => (link.id === changed.id ? changed : link)))} />;
}
