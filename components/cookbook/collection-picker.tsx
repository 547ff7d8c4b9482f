"use client";

import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/** `by`: the household member who shares it with this cook (null: the cook's own). */
type Listed = { id: string; name: string; recipeCount: number; hasRecipe?: boolean; by?: string | null };

/** "Collections": tick the cook's collections this recipe belongs in, or start a new one with it. */
/** English unless the page gives its language's words. */
const ENGLISH = {
  summary: "Collections",
  loading: "Loading your collections…",
  keepIn: "Keep this recipe in",
  none: "No collections yet: name one below.",
  new: "New collection",
  placeholder: "Weeknights",
  create: "Create and add",
  added: "Added to “{name}”.",
  loadFailed: "Could not load your collections.",
  changeFailed: "Could not change the collection.",
  makeFailed: "Could not make the collection.",
  sharedBy: "(shared by {name})",
};

export function CollectionPicker({ mealId, text = ENGLISH }: { mealId: string; text?: typeof ENGLISH }) {
  const [collections, setCollections] = useState<Listed[] | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  // Reads in order of asking: the first read, if it comes back after the one a new collection
  // asked for, would put back a list without it.
  const reads = useRef(0);

  async function load() {
    const read = ++reads.current;
    const { ok, body } = await sendJson<{ collections: Listed[] }>("GET", `/api/collections?mealId=${encodeURIComponent(mealId)}`);
    if (read !== reads.current) return;
    if (ok && body.collections) setCollections(body.collections);
    else toast.error(refusalText(body, text.loadFailed, pageLocale() === "en"));
  }

  async function toggle(collection: Listed, inIt: boolean) {
    setCollections((list) => list!.map((item) => (item.id === collection.id ? { ...item, hasRecipe: inIt } : item)));
    const { ok, body } = await sendJson(inIt ? "PUT" : "DELETE", `/api/collections/${collection.id}/recipes/${encodeURIComponent(mealId)}`);
    if (!ok) {
      setCollections((list) => list!.map((item) => (item.id === collection.id ? { ...item, hasRecipe: !inIt } : item)));
      toast.error(refusalText(body, text.changeFailed, pageLocale() === "en"));
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const made = await sendJson<Listed>("POST", "/api/collections", { name });
    if (made.ok && made.body.id) {
      await sendJson("PUT", `/api/collections/${made.body.id}/recipes/${encodeURIComponent(mealId)}`);
      toast.success(fill(text.added, { name: made.body.name ?? name }));
      setName("");
      await load();
    } else toast.error(refusalText(made.body, text.makeFailed, pageLocale() === "en"));
    setBusy(false);
  }

  return (
    <details className="collection-picker" onToggle={(event) => (event.currentTarget.open && collections === null ? void load() : undefined)}>
      <summary>{text.summary}</summary>
      {collections === null ? (
        <p>{text.loading}</p>
      ) : (
        <fieldset>
          <legend>{text.keepIn}</legend>
          {collections.length === 0 ? <p>{text.none}</p> : null}
          {collections.map((collection) => (
            <label key={collection.id} className="collection-picker__choice">
              <input type="checkbox" checked={collection.hasRecipe ?? false} onChange={(event) => void toggle(collection, event.target.checked)} />{" "}
              {collection.name}
              {collection.by ? <span className="kitchen-muted"> {fill(text.sharedBy, { name: collection.by })}</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={create} className="collection-picker__new">
        <label htmlFor={`new-collection-${mealId}`}>{text.new}</label>
        <input id={`new-collection-${mealId}`} value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} placeholder={text.placeholder} />
        <button type="submit" className="kitchen-button" disabled={busy}>
          {text.create}
        </button>
      </form>
    </details>
  );
}
