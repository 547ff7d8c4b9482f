"use client";

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { fillIn } from "@/components/ui/kitchen-text";

export type Item = { id: string; text: string; aisle: string; from: string[]; own: boolean; checked: boolean; onHand: boolean };

/** What a line can have done to it: ticked, its text changed, removed. */
export type LineActions = {
  tick: (item: Item, checked: boolean) => Promise<void>;
  change: (item: Item, text: string) => Promise<void>;
  remove: (item: Item) => Promise<void>;
};

/** A line's words in the page's language (shopping.json), `{placeholders}` unfilled. */
export type LineText = Record<"pendingLine" | "forMeals" | "change" | "changeLine" | "save" | "remove" | "cancel", string>;

/** Lines typed offline get this id until the server has them: nothing can be done to them yet. */
export const PENDING = "pending-";

/** One aisle's lines (or the ticked ones, "Done"), each a large labelled tick box. */
export function ShoppingGroup({ id, title, lines, actions, text }: { id: string; title: string; lines: Item[]; actions: LineActions; text: LineText }) {
  return (
    <section className="shopping__aisle" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {lines.map((item) => (
          <ShoppingLine key={item.id} item={item} actions={actions} words={text} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A line: its tick box, and "Change" to write it differently ("2 l milk" for "Milk") or remove it.
 * Changing happens in place; Escape or Cancel puts the line back as it was, and the keyboard
 * returns to "Change".
 */
function ShoppingLine({ item, actions, words }: { item: Item; actions: LineActions; words: LineText }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.text);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Set when the cook closes the form: once "Change" is back on the page, the keyboard returns to it.
  const returnFocus = useRef(false);
  const pending = item.id.startsWith(PENDING);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    changeButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  async function save(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted && wanted !== item.text) await actions.change(item, wanted);
    close();
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setText(item.text);
    close();
  };

  const className = item.checked ? "shopping__item shopping__item--checked" : "shopping__item";
  if (editing) {
    const field = `text-${item.id}`;
    return (
      <li className={className}>
        <form className="shopping__change" onSubmit={save} onKeyDown={onKey}>
          <label htmlFor={field} className="visually-hidden">
            {fillIn(words.changeLine, { item: item.text })}
          </label>
          <input id={field} value={text} maxLength={120} required autoFocus onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="kitchen-button">
            {words.save}
          </button>
          <button type="button" className="kitchen-button" onClick={() => void actions.remove(item)}>
            {words.remove}
          </button>
          <button
            type="button"
            className="kitchen-button"
            onClick={() => {
              setText(item.text);
              close();
            }}
          >
            {words.cancel}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className={className}>
      <label>
        <input id={`tick-${item.id}`} type="checkbox" checked={item.checked} disabled={pending} onChange={(event) => void actions.tick(item, event.target.checked)} />
        <span>
          {item.text}
          {pending ? <span className="kitchen-muted"> {words.pendingLine}</span> : null}
          {item.from.length > 0 ? <span className="shopping__from">{fillIn(words.forMeals, { names: item.from.join(", ") })}</span> : null}
        </span>
      </label>
      {pending ? null : (
        <button
          ref={changeButton}
          id={`change-${item.id}`}
          type="button"
          className="shopping__change-button"
          aria-label={fillIn(words.changeLine, { item: item.text })}
          onClick={() => {
            setText(item.text);
            setEditing(true);
          }}
        >
          {words.change}
        </button>
      )}
    </li>
  );
}
