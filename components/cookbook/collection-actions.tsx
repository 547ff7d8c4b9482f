"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

/** /saved's "New collection" form. */
export function NewCollectionForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson("POST", "/api/collections", { name });
    if (!ok) return void toast.error(body.message ?? "Could not make the collection.");
    setName("");
    toast.success(`Made “${name.trim()}”. Add recipes to it from their pages.`);
    router.refresh();
  }
  return (
    <form className="collection-picker__new" onSubmit={submit}>
      <label htmlFor="new-collection">New collection</label>
      <input id="new-collection" value={name} maxLength={60} required placeholder="Weeknights" onChange={(event) => setName(event.target.value)} />
      <button type="submit" className="kitchen-button">
        Create
      </button>
    </form>
  );
}

/** Deletes a collection (its recipes stay saved). */
export function DeleteCollectionButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/collections/${id}`);
        if (!ok) return void toast.error(body.message ?? "Could not delete the collection.");
        toast.success(`Deleted the collection “${name}”.`);
        router.refresh();
      }}
    >
      Delete “{name}”
    </button>
  );
}

/** Takes a recipe out of a collection. */
export function TakeOutButton({ collectionId, mealId, describedBy }: { collectionId: string; mealId: string; describedBy: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="kitchen-button"
      aria-describedby={describedBy}
      onClick={async () => {
        const { ok, body } = await sendJson("DELETE", `/api/collections/${collectionId}/recipes/${encodeURIComponent(mealId)}`);
        if (!ok) return void toast.error(body.message ?? "Could not change the collection.");
        router.refresh();
      }}
    >
      Take out
    </button>
  );
}

/**
 * Whether the cook's household sees this collection (issue 32): its members then read it and put
 * recipes in or take them out on their own /saved; renaming and deleting stay the cook's.
 */
export function ShareWithHouseholdToggle({ id, shared, describedBy }: { id: string; shared: boolean; describedBy: string }) {
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
            return void toast.error(body.message ?? "Could not change the collection.");
          }
          toast.success(wanted ? "Your household sees this collection now." : "Only you see this collection now.");
          router.refresh();
        }}
      />{" "}
      Shared with my household
    </label>
  );
}
