"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import type { CookRow } from "@/lib/account";
import { UNREACHABLE } from "../server-reply";

/** Disable or enable, send a reset mail, delete (asked twice): one cook's row at /admin. */
export function CookActions({ cook }: { cook: CookRow }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const act = async (method: string, url: string, payload?: unknown) => {
    setBusy(true);
    const reply = await sendJson(method, url, payload);
    setBusy(false);
    if (!reply.ok) {
      toast.error(reply.status === 0 || !reply.body.message ? UNREACHABLE : reply.body.message);
      return;
    }
    toast.success(reply.body.message);
    setConfirmingDelete(false);
    router.refresh();
  };
  const path = `/api/admin/users/${cook.id}`;

  if (confirmingDelete) {
    return (
      <div className="admin-cook__actions" role="group" aria-label={`Delete ${cook.name}?`}>
        <p className="admin-cook__warning">Delete {cook.name} and everything of theirs? This cannot be undone.</p>
        <button className="button button--danger" type="button" disabled={busy} onClick={() => act("DELETE", path)}>
          Delete for good
        </button>
        <button className="button button--outline" type="button" disabled={busy} onClick={() => setConfirmingDelete(false)}>
          Keep
        </button>
      </div>
    );
  }
  return (
    <div className="admin-cook__actions" role="group" aria-label={`Actions for ${cook.name}`}>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => act("PATCH", path, { disabled: !cook.disabled })}>
        {cook.disabled ? "Enable" : "Disable"}
      </button>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => act("POST", `${path}/password-reset`)}>
        Send password reset
      </button>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => setConfirmingDelete(true)}>
        Delete…
      </button>
    </div>
  );
}
