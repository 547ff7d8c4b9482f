"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

/** "Report" on a cook's note: the recipe's owner sees how often a note was reported and may hide it. */
export function ReportNoteButton({ id, cookName }: { id: string; cookName: string }) {
  const [sent, setSent] = useState(false);
  if (sent) return <p className="kitchen-muted">Reported. Thank you: the recipe&apos;s owner will see it.</p>;
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("POST", `/api/made-it/${id}/report`);
        if (!ok) return void toast.error(body.message ?? "Could not send the report.");
        setSent(true);
      }}
    >
      Report<span className="visually-hidden"> {cookName}’s note</span>
    </button>
  );
}
