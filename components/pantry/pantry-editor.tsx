"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import { PANTRY_ITEM_MAX_LENGTH, PANTRY_MAX_ITEMS } from "@/config/pantry";

const sameThing = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The cook's list of what is in the kitchen: remove any item (staples too), type one in, or tap a
 * quick-add chip. Every change is saved at once (PUT /api/pantry) and the matches below follow.
 */
export type PantryText = Record<
  "kitchenTitle" | "assumed" | "empty" | "yourPantry" | "removeItem" | "addIngredient" | "placeholder" | "add" | "quickAdd" | "addItem" | "already" | "added" | "removed" | "notSaved",
  string
>;

export function PantryEditor({
  items: initial,
  assumed,
  quickAdd,
  text: words,
  english,
}: {
  items: string[];
  assumed: boolean;
  /** The one-tap choices, named in the cook's language (lib/pantry's pantryFoodsIn). */
  quickAdd: readonly string[];
  text: PantryText;
  english: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState(initial);
  // The server's list changed (this page's save came back, or another page's): show it, keeping
  // what the cook is typing. (A remount did this before, and lost the next item being typed.)
  const [fromServer, setFromServer] = useState(initial.join("\n"));
  if (initial.join("\n") !== fromServer) {
    setFromServer(initial.join("\n"));
    setItems(initial);
  }
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");

  /** `about`: what the change adds, which a refusal may name ("„2 große“ ist keine Zutat"). */
  async function save(next: string[], said: string, about: { item?: string } = {}) {
    const before = items;
    setItems(next);
    const { ok, body } = await sendJson<{ items: string[] }>("PUT", "/api/pantry", { items: next });
    if (!ok) {
      setItems(before);
      toast.error(refusalText(body, words.notSaved, english, { values: { max: PANTRY_MAX_ITEMS, ...about } }));
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
      setStatus(fillIn(words.already, { item }));
      return;
    }
    if (await save([...items, item], fillIn(words.added, { item }), { item })) setText("");
  }

  async function remove(item: string) {
    await save(
      items.filter((kept) => kept !== item),
      fillIn(words.removed, { item }),
    );
    input.current?.focus();
  }

  const quick = quickAdd.filter((item) => !items.some((kept) => sameThing(kept, item)));

  return (
    <section className="pantry-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.kitchenTitle}</h2>
      {assumed ? <p className="pantry-note">{words.assumed}</p> : null}
      {items.length === 0 ? (
        <p className="pantry-note">{words.empty}</p>
      ) : (
        <ul className="pantry-items" aria-label={words.yourPantry}>
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button type="button" className="pantry-items__remove" aria-label={fillIn(words.removeItem, { item })} onClick={() => void remove(item)}>
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
        <label htmlFor={`${id}-item`}>{words.addIngredient}</label>
        <div className="pantry-add__row">
          <input
            ref={input}
            id={`${id}-item`}
            value={text}
            maxLength={PANTRY_ITEM_MAX_LENGTH}
            autoComplete="off"
            placeholder={words.placeholder}
            disabled={items.length >= PANTRY_MAX_ITEMS}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            {words.add}
          </button>
        </div>
      </form>
      {quick.length > 0 ? (
        <div className="pantry-quick">
          <h3 id={`${id}-quick`}>{words.quickAdd}</h3>
          <ul aria-labelledby={`${id}-quick`}>
            {quick.map((item) => (
              <li key={item}>
                <button type="button" className="pantry-chip" aria-label={fillIn(words.addItem, { item })} onClick={() => void add(item)}>
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
