"use client";

import { useState } from "react";
import { serverMessageText } from "@/components/ui/kitchen-text";
import { toast } from "@/components/ui/toast";

/**
 * My Recipes' "Export all": the file is fetched, then saved as a download, so that a refusal (the
 * export limit's 429) is told in the cook's language (its `code`, issue 35) rather than saved as
 * a JSON file of English words, as a plain download link did.
 */
export function ExportAllButton({ label, failed, serverMessages }: { label: string; failed: string; serverMessages: Readonly<Record<string, string>> }) {
  const [busy, setBusy] = useState(false);

  async function exportAll() {
    setBusy(true);
    try {
      const response = await fetch("/api/recipes/export");
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
        toast.error(serverMessageText(answer, serverMessages, failed));
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "res-pe-recipes.json";
      const address = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = address;
      link.download = name;
      link.click();
      // The click has started the download: the address can go once the browser took it.
      setTimeout(() => URL.revokeObjectURL(address), 60_000);
    } catch {
      toast.error(failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--outline" onClick={exportAll} disabled={busy}>
      {label}
    </button>
  );
}
