"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

/** `by`: the household member who shares it with this cook (null: the cook's own). */
type Listed = { id: string; name: string; recipeCount: number; hasRecipe?: boolean; by?: string | null };

/** "Collections": tick the cook's collections this recipe belongs in, or start a new one with it. */
export function CollectionPicker({ mealId }: { mealId: string }) {
  const [collections, setCollections] = useState<Listed[] | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  async function load() {
    const { ok, body } = await sendJson<{ collections: Listed[] }>("GET", `/api/collections?mealId=${encodeURIComponent(mealId)}`);
    if (ok && body.collections) setCollections(body.collections);
    else toast.error(body.message ?? "Could not load your collections.");
  }

  async function toggle(collection: Listed, inIt: boolean) {
    setCollections((list) => list!.map((item) => (item.id === collection.id ? { ...item, hasRecipe: inIt } : item)));
    const { ok, body } = await sendJson(inIt ? "PUT" : "DELETE", `/api/collections/${collection.id}/recipes/${encodeURIComponent(mealId)}`);
    if (!ok) {
      setCollections((list) => list!.map((item) => (item.id === collection.id ? { ...item, hasRecipe: !inIt } : item)));
      toast.error(body.message ?? "Could not change the collection.");
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const made = await sendJson<Listed>("POST", "/api/collections", { name });
    if (made.ok && made.body.id) {
      await sendJson("PUT", `/api/collections/${made.body.id}/recipes/${encodeURIComponent(mealId)}`);
      toast.success(`Added to “${made.body.name}”.`);
      setName("");
      await load();
    } else toast.error(made.body.message ?? "Could not make the collection.");
    setBusy(false);
  }

  return (
    <details className="collection-picker" onToggle={(event) => (event.currentTarget.open && collections === null ? void load() : undefined)}>
      <summary>Collections</summary>
      {collections === null ? (
        <p>Loading your collections…</p>
      ) : (
        <fieldset>
          <legend>Keep this recipe in</legend>
          {collections.length === 0 ? <p>No collections yet: name one below.</p> : null}
          {collections.map((collection) => (
            <label key={collection.id} className="collection-picker__choice">
              <input type="checkbox" checked={collection.hasRecipe ?? false} onChange={(event) => void toggle(collection, event.target.checked)} />{" "}
              {collection.name}
              {collection.by ? <span className="kitchen-muted"> (shared by {collection.by})</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={create} className="collection-picker__new">
        <label htmlFor={`new-collection-${mealId}`}>New collection</label>
        <input id={`new-collection-${mealId}`} value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} placeholder="Weeknights" />
        <button type="submit" className="kitchen-button" disabled={busy}>
          Create and add
        </button>
      </form>
    </details>
  );
}
