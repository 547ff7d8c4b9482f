"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import { spoken, type AccountSpeech } from "./server-reply";

/**
 * "Download my data": the export is a POST (see its route), so the file is fetched and handed
 * to the browser as a download rather than opened through a link.
 */
export function ExportButton({ speech }: { speech: AccountSpeech }) {
  const { text } = speech;
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch("/api/account/export", { method: "POST" });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        toast.error(refusalText(body, spoken(speech, body.message, text.unreachable), speech.english));
        return;
      }
      const file = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "res-pe-my-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = file;
      link.click();
      // Revoked once the browser has taken the file.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(fillIn(text.savedAs, { file }));
    } catch {
      toast.error(text.unreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button className="button button--outline" type="button" disabled={busy} onClick={download}>
      {busy ? text.preparing : text.download}
    </button>
  );
}
