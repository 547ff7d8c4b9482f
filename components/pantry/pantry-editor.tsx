"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { PANTRY_ITEM_MAX_LENGTH, PANTRY_MAX_ITEMS, PANTRY_QUICK_ADD } from "@/config/pantry";

const sameThing = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The cook's list of what is in the kitchen: remove any item (staples too), type one in, or tap a
 * quick-add chip. Every change is saved at once (PUT /api/pantry) and the matches below follow.
 */
export function PantryEditor({ items: initial, assumed }: { items: string[]; assumed: boolean }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState(initial);
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");

  async function save(next: string[], said: string) {
    const before = items;
    setItems(next);
    const { ok, body } = await sendJson<{ items: string[] }>("PUT", "/api/pantry", { items: next });
    if (!ok) {
      setItems(before);
      toast.error(body.message ?? "Could not save your pantry. Please try again.");
      return false;
    }
    setItems(body.items ?? next);
    setStatus(said);
    router.refresh();
    return true;
  }

  async function add(name: string) {
    const item = name.trim();
    if (!item) return;
    if (items.some((kept) => sameThing(kept, item))) {
      setStatus(`${item} is already in your pantry.`);
      return;
    }
    if (await save([...items, item], `Added ${item}.`)) setText("");
  }

  async function remove(item: string) {
    await save(
      items.filter((kept) => kept !== item),
      `Removed ${item}.`,
    );
    input.current?.focus();
  }

  const quick = PANTRY_QUICK_ADD.filter((item) => !items.some((kept) => sameThing(kept, item)));

  return (
    <section className="pantry-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>In your kitchen</h2>
      {assumed ? <p className="pantry-note">Salt, pepper, oil and water are assumed. Remove any you do not have.</p> : null}
      {items.length === 0 ? (
        <p className="pantry-note">Your pantry is empty.</p>
      ) : (
        <ul className="pantry-items" aria-label="Your pantry">
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button type="button" className="pantry-items__remove" aria-label={`Remove ${item}`} onClick={() => void remove(item)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="pantry-add"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void add(text);
        }}
      >
        <label htmlFor={`${id}-item`}>Add an ingredient</label>
        <div className="pantry-add__row">
          <input
            ref={input}
            id={`${id}-item`}
            value={text}
            maxLength={PANTRY_ITEM_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. spring onions"
            disabled={items.length >= PANTRY_MAX_ITEMS}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            Add
          </button>
        </div>
      </form>
      {quick.length > 0 ? (
        <div className="pantry-quick">
          <h3 id={`${id}-quick`}>Quick add</h3>
          <ul aria-labelledby={`${id}-quick`}>
            {quick.map((item) => (
              <li key={item}>
                <button type="button" className="pantry-chip" aria-label={`Add ${item}`} onClick={() => void add(item)}>
                  + {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
