"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Sheet } from "@/components/ui/sheet";
import { sendJson } from "@/components/ui/send-json";
import { MADE_IT_TEXT_MAX } from "@/lib/validations/cookbook";
import { RECIPE_PICTURE } from "@/lib/validations/recipes";

/**
 * "I made it": the day, a note, the changes and a photo, in a sheet. The note is saved first and
 * the photo sent after it to the recipe pictures' own checks, so a refused photo keeps the note.
 */
export function MadeItButton({ mealId, name, today }: { mealId: string; name: string; today: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const made = await sendJson<{ id: string }>("POST", "/api/made-it", {
      mealId,
      cookedOn: form.get("cookedOn"),
      note: form.get("note"),
      changes: form.get("changes"),
      shared: form.get("shared") === "on",
    });
    if (!made.ok || !made.body.id) {
      setBusy(false);
      return void toast.error(made.body.message ?? "Could not save the note.");
    }
    const photo = form.get("photo");
    if (photo instanceof File && photo.size > 0) {
      const upload = new FormData();
      upload.set(RECIPE_PICTURE.field, photo);
      const sent = await sendJson("POST", `/api/made-it/${made.body.id}/photo`, upload);
      if (!sent.ok) toast.error(`The note is saved, but not the photo: ${sent.body.message ?? "it could not be sent."}`);
    }
    setBusy(false);
    setOpen(false);
    toast.success("Noted. Your notes are on Saved, under Cooked.");
    router.refresh();
  }

  return (
    <div className="made-it">
      <button ref={opener} type="button" className="kitchen-button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        I made it
      </button>
      <Sheet
        open={open}
        title={`I made “${name}”`}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <form className="made-it__form" onSubmit={save}>
          <label htmlFor={`${id}-day`}>When</label>
          <input id={`${id}-day`} name="cookedOn" type="date" required defaultValue={today} max={today} />
          <label htmlFor={`${id}-note`}>Note (how it went)</label>
          <textarea id={`${id}-note`} name="note" rows={3} maxLength={MADE_IT_TEXT_MAX} />
          <label htmlFor={`${id}-changes`}>Changes I made</label>
          <textarea id={`${id}-changes`} name="changes" rows={2} maxLength={MADE_IT_TEXT_MAX} placeholder="Less salt, a handful of spinach" />
          <label htmlFor={`${id}-photo`}>Photo (optional: JPEG, PNG or WebP, up to 5 MB)</label>
          <input id={`${id}-photo`} name="photo" type="file" accept={RECIPE_PICTURE.types.join(",")} />
          <label className="made-it__choice">
            <input type="checkbox" name="shared" /> Let other cooks see this note on the recipe, if its owner shows cooks&apos; notes
          </label>
          <button type="submit" className="button" disabled={busy}>
            Save note
          </button>
        </form>
      </Sheet>
    </div>
  );
}
