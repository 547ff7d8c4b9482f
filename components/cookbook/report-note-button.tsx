"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/** "Report" on a cook's note: the recipe's owner sees how often a note was reported and may hide it. */
export function ReportNoteButton({
  id,
  text,
}: {
  id: string;
  /** In the page's language; `which` names the note for a screen reader ("Anna’s note"). */
  text: { report: string; which: string; reported: string; reportFailed: string };
}) {
  const [sent, setSent] = useState(false);
  if (sent) return <p className="kitchen-muted">{text.reported}</p>;
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("POST", `/api/made-it/${id}/report`);
        if (!ok) return void toast.error(refusalText(body, text.reportFailed, pageLocale() === "en"));
        setSent(true);
      }}
    >
      {text.report}
      <span className="visually-hidden"> {text.which}</span>
    </button>
  );
}
