"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { refusalText } from "@/components/ui/kitchen-text";

/** Makes a single-use invite link and shows it once, ready to copy. */
export type InviteMakerText = Record<"unreachable" | "inviteTitle" | "inviteText" | "making" | "makeInvite" | "inviteLinkUntil", string>;

export function InviteMaker({ text, english, intlTag }: { text: InviteMakerText; english: boolean; intlTag: string }) {
  const [invite, setInvite] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    const reply = await sendJson<{ url: string; expiresAt: string }>("POST", "/api/admin/invites");
    setBusy(false);
    if (!reply.ok || !reply.body.url || !reply.body.expiresAt) {
      toast.error(reply.status === 0 ? text.unreachable : refusalText(reply.body, text.unreachable, english));
      return;
    }
    setInvite({ url: reply.body.url, expiresAt: reply.body.expiresAt });
  };

  return (
    <div className="admin-invite">
      <h3>{text.inviteTitle}</h3>
      <p>{text.inviteText}</p>
      <button className="button button--outline" type="button" disabled={busy} onClick={make}>
        {busy ? text.making : text.makeInvite}
      </button>
      {invite ? (
        <div className="field admin-invite__link">
          <label htmlFor="admin-invite-link">{text.inviteLinkUntil.replace("{day}", new Date(invite.expiresAt).toLocaleDateString(english ? "en-GB" : intlTag, { day: "numeric", month: "long" }))}</label>
          <input id="admin-invite-link" type="text" readOnly value={invite.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
