"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { UNREACHABLE } from "../server-reply";

/** Makes a single-use invite link and shows it once, ready to copy. */
export function InviteMaker() {
  const [invite, setInvite] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    const reply = await sendJson<{ url: string; expiresAt: string }>("POST", "/api/admin/invites");
    setBusy(false);
    if (!reply.ok || !reply.body.url || !reply.body.expiresAt) {
      toast.error(reply.status === 0 || !reply.body.message ? UNREACHABLE : reply.body.message);
      return;
    }
    setInvite({ url: reply.body.url, expiresAt: reply.body.expiresAt });
  };

  return (
    <div className="admin-invite">
      <h3>Invite links</h3>
      <p>A link lets one person sign up within 7 days while sign-ups are open or invite only. It is shown once: copy it now.</p>
      <button className="button button--outline" type="button" disabled={busy} onClick={make}>
        {busy ? "Making…" : "Make an invite link"}
      </button>
      {invite ? (
        <div className="field admin-invite__link">
          <label htmlFor="admin-invite-link">Invite link (until {new Date(invite.expiresAt).toLocaleDateString("en-GB", { day: "numeric", month: "long" })})</label>
          <input id="admin-invite-link" type="text" readOnly value={invite.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
