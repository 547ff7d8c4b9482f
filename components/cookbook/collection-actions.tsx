"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/** /saved's words in the page's language (saved.json). */
type Text = {
  newCollection: string;
  placeholder: string;
  create: string;
  made: string;
  makeFailed: string;
  delete: string;
  deleted: string;
  deleteFailed: string;
  takeOut: string;
  changeFailed: string;
};

/** The household switch's words (saved.json). */
type HouseholdText = { householdShared: string; householdSees: string; onlyYouSee: string; changeFailed: string };

/** /saved's "New collection" form. */
export function NewCollectionForm({ text }: { text: Text }) {
  const router = useRouter();
  const [name, setName] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson("POST", "/api/collections", { name });
    if (!ok) return void toast.error(refusalText(body, text.makeFailed, pageLocale() === "en"));
    setName("");
    toast.success(fill(text.made, { name: name.trim() }));
    router.refresh();
  }
  return (
    <form className="collection-picker__new" onSubmit={submit}>
      <label htmlFor="new-collection">{text.newCollection}</label>
      <input id="new-collection" value={name} maxLength={60} required placeholder={text.placeholder} onChange={(event) => setName(event.target.value)} />
      <button type="submit" className="kitchen-button">
        {text.create}
      </button>
    </form>
  );
}

/** Deletes a collection (its recipes stay saved). */
export function DeleteCollectionButton({ id, name, text }: { id: string; name: string; text: Text }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/collections/${id}`);
        if (!ok) return void toast.error(refusalText(body, text.deleteFailed, pageLocale() === "en"));
        toast.success(fill(text.deleted, { name }));
        router.refresh();
      }}
    >
      {fill(text.delete, { name })}
    </button>
  );
}

/** Takes a recipe out of a collection. */
export function TakeOutButton({ collectionId, mealId, describedBy, text }: { collectionId: string; mealId: string; describedBy: string; text: Text }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      aria-describedby={describedBy}
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/collections/${collectionId}/recipes/${encodeURIComponent(mealId)}`);
        if (!ok) return void toast.error(refusalText(body, text.changeFailed, pageLocale() === "en"));
        router.refresh();
      }}
    >
      {text.takeOut}
    </button>
  );
}

/**
 * Whether the cook's household sees this collection (issue 32): its members then read it and put
 * recipes in or take them out on their own /saved; renaming and deleting stay the cook's.
 */
export function ShareWithHouseholdToggle({ id, shared, describedBy, text }: { id: string; shared: boolean; describedBy: string; text: HouseholdText }) {
  const router = useRouter();
  const [on, setOn] = useState(shared);
  return (
    <label className="collection-share-toggle">
      <input
        type="checkbox"
        checked={on}
        aria-describedby={describedBy}
        onChange={async (event) => {
          const wanted = event.target.checked;
          setOn(wanted);
          const { ok, body } = await sendJson("PATCH", `/api/collections/${id}`, { shared: wanted });
          if (!ok) {
            setOn(!wanted);
            return void toast.error(refusalText(body, text.changeFailed, pageLocale() === "en"));
          }
          toast.success(wanted ? text.householdSees : text.onlyYouSee);
          router.refresh();
        }}
      />{" "}
      {text.householdShared}
    </label>
  );
}
