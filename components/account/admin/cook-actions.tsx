"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import type { CookRow } from "@/lib/account";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";

/** Disable or enable, send a reset mail, delete (asked twice): one cook's row at /admin. */
export type CookActionsText = Record<
  "unreachable" | "done" | "deleteQuestion" | "deleteWarning" | "deleteForGood" | "keep" | "actionsFor" | "enable" | "disable" | "sendReset" | "delete",
  string
> & { english: boolean };

export function CookActions({ cook, text }: { cook: CookRow; text: CookActionsText }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const act = async (method: string, url: string, payload?: unknown) => {
    setBusy(true);
    const reply = await sendJson(method, url, payload);
    setBusy(false);
    if (!reply.ok) {
      toast.error(reply.status === 0 ? text.unreachable : refusalText(reply.body, text.unreachable, text.english));
      return;
    }
    toast.success(refusalText(reply.body.message, text.done, text.english));
    setConfirmingDelete(false);
    router.refresh();
  };
  const path = `/api/admin/users/${cook.id}`;

  if (confirmingDelete) {
    return (
      <div className="admin-cook__actions" role="group" aria-label={fillIn(text.deleteQuestion, { name: cook.name })}>
        <p className="admin-cook__warning">{fillIn(text.deleteWarning, { name: cook.name })}</p>
        <button className="button button--danger" type="button" disabled={busy} onClick={() => act("DELETE", path)}>
          {text.deleteForGood}
        </button>
        <button className="button button--outline" type="button" disabled={busy} onClick={() => setConfirmingDelete(false)}>
          {text.keep}
        </button>
      </div>
    );
  }
  return (
    <div className="admin-cook__actions" role="group" aria-label={fillIn(text.actionsFor, { name: cook.name })}>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => act("PATCH", path, { disabled: !cook.disabled })}>
        {cook.disabled ? text.enable : text.disable}
      </button>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => act("POST", `${path}/password-reset`)}>
        {text.sendReset}
      </button>
      <button className="button button--outline" type="button" disabled={busy} onClick={() => setConfirmingDelete(true)}>
        {text.delete}
      </button>
    </div>
  );
}
