"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";
import { MADE_IT_TEXT_MAX, RECIPE_PICTURE } from "@/lib/validations/limits";
import { fill } from "@/components/meals/message-text";
import type { Messages } from "@/lib/platform/i18n";
import { FilePicker } from "@/components/ui/file-picker";

/**
 * The "I made it" sheet's form: the day, a note, the changes and a photo. The note is saved first
 * and the photo sent after it to the recipe pictures' own checks, so a refused photo keeps the
 * note. Fetched when the sheet first opens (made-it-button.tsx).
 */
export default function MadeItForm({ mealId, today, text, onSaved }: { mealId: string; today: string; text: Messages["recipeTools"]["madeIt"]; onSaved: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
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
      return void toast.error(refusalText(made.body, text.failed, pageLocale() === "en"));
    }
    const photo = form.get("photo");
    if (photo instanceof File && photo.size > 0) {
      const upload = new FormData();
      upload.set(RECIPE_PICTURE.field, photo);
      const sent = await sendJson("POST", `/api/made-it/${made.body.id}/photo`, upload);
      if (!sent.ok) toast.error(fill(text.photoFailed, { reason: refusalText(sent.body, text.notSent, pageLocale() === "en") }));
    }
    setBusy(false);
    onSaved();
    toast.success(text.saved);
    router.refresh();
  }

  return (
    <form className="made-it__form" onSubmit={save}>
      <label htmlFor={`${id}-day`}>{text.when}</label>
      <input id={`${id}-day`} name="cookedOn" type="date" required defaultValue={today} max={today} />
      <label htmlFor={`${id}-note`}>{text.note}</label>
      <textarea id={`${id}-note`} name="note" rows={3} maxLength={MADE_IT_TEXT_MAX} />
      <label htmlFor={`${id}-changes`}>{text.changes}</label>
      <textarea id={`${id}-changes`} name="changes" rows={2} maxLength={MADE_IT_TEXT_MAX} placeholder={text.changesPlaceholder} />
      <label htmlFor={`${id}-photo`}>{text.photo}</label>
      <FilePicker id={`${id}-photo`} name="photo" accept={RECIPE_PICTURE.types.join(",")} words={{ choose: text.fileChoose, none: text.noFile, many: text.filesChosen }} />
      <label className="made-it__choice">
        <input type="checkbox" name="shared" /> {text.share}
      </label>
      <button type="submit" className="button" disabled={busy}>
        {text.save}
      </button>
    </form>
  );
}
