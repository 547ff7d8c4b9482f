"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fillIn } from "@/components/ui/kitchen-text";

const ENGLISH = { report: "Report", whose: "{name}’s note", reported: "Reported. Thank you: the recipe's owner will see it.", failed: "Could not send the report." };

/** "Report" on a cook's note: the recipe's owner sees how often a note was reported and may hide it. */
export function ReportNoteButton({ id, cookName, text = ENGLISH }: { id: string; cookName: string; text?: typeof ENGLISH }) {
  const [sent, setSent] = useState(false);
  if (sent) return <p className="kitchen-muted">{text.reported}</p>;
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("POST", `/api/made-it/${id}/report`);
        if (!ok) return void toast.error(body.message ?? text.failed);
        setSent(true);
      }}
    >
      {text.report}
      <span className="visually-hidden"> {fillIn(text.whose, { name: cookName })}</span>
    </button>
  );
}
