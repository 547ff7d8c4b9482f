"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

/** Deletes one of the cook's own notes, with its photo. */
export function DeleteMadeItButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/made-it/${id}`);
        if (!ok) return void toast.error(body.message ?? "Could not delete the note.");
        toast.success("Deleted the note.");
        router.refresh();
      }}
    >
      Delete note<span className="visually-hidden"> on {name}</span>
    </button>
  );
}
