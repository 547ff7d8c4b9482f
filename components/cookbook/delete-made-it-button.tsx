"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/** Deletes one of the cook's own notes, with its photo. */
export function DeleteMadeItButton({
  id,
  name,
  text,
}: {
  id: string;
  name: string;
  text: { deleteNote: string; noteOn: string; noteDeleted: string; noteDeleteFailed: string };
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/made-it/${id}`);
        if (!ok) return void toast.error(refusalText(body, text.noteDeleteFailed, pageLocale() === "en"));
        toast.success(text.noteDeleted);
        router.refresh();
      }}
    >
      {text.deleteNote}
      <span className="visually-hidden"> {fill(text.noteOn, { name })}</span>
    </button>
  );
}
