"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/components/ui/empty-state";
import { sendJson } from "@/components/ui/send-json";

type Item = { id: string; text: string; aisle: string; from: string[]; own: boolean; checked: boolean; onHand: boolean };

const AISLE_NAMES: Record<string, string> = {
  produce: "Produce",
  "dairy and eggs": "Dairy and eggs",
  bakery: "Bakery",
  "tins and jars": "Tins and jars",
  "dry goods": "Dry goods",
  spices: "Spices",
  frozen: "Frozen",
  other: "Other",
};

/** The list by aisle with large tick targets, the cook's own lines, Clear checked, Share and Print. */
export function ShoppingListView({ items: initial, aisles, shareText, week }: { items: Item[]; aisles: string[]; shareText: string; week: string }) {
  const router = useRouter();
  const [items, setItems] = useState(initial);
  const [text, setText] = useState("");

  async function tick(item: Item, checked: boolean) {
    setItems((list) => list.map((line) => (line.id === item.id ? { ...line, checked } : line)));
    const { ok, body } = await sendJson("PATCH", `/api/shopping/items/${item.id}`, { checked });
    if (!ok) {
      setItems((list) => list.map((line) => (line.id === item.id ? { ...line, checked: !checked } : line)));
      toast.error(body.message ?? "Could not tick it. Please try again.");
    }
  }
  async function run(method: string, url: string, payload?: unknown, done?: string) {
    const { ok, body } = await sendJson(method, url, payload);
    if (!ok) return void toast.error(body.message ?? "Could not change the list. Please try again.");
    if (done) toast.success(done);
    router.refresh();
  }
  async function addOwn(event: FormEvent) {
    event.preventDefault();
    await run("POST", "/api/shopping/items", { text });
    setText("");
  }
  async function share() {
    if (navigator.share) {
      await navigator.share({ title: "Shopping list", text: shareText }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(shareText);
    toast.success("Copied the list as text.");
  }

  return (
    <>
      <div className="shopping__actions">
        <button type="button" className="kitchen-button" onClick={() => void run("POST", "/api/shopping/from-week", { week }, "Made the list from this week's plan.")}>
          Make from this week&apos;s plan
        </button>
        <button type="button" className="kitchen-button" disabled={!items.some((item) => item.checked)} onClick={() => void run("DELETE", "/api/shopping?checked=true", undefined, "Cleared the ticked lines.")}>
          Clear checked
        </button>
        <button type="button" className="kitchen-button" onClick={() => void share()}>
          Share as text
        </button>
        <button type="button" className="kitchen-button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <form className="collection-picker__new shopping__own" onSubmit={addOwn}>
        <label htmlFor="own-item">Add an item</label>
        <input id="own-item" value={text} maxLength={120} required placeholder="kitchen roll" onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="kitchen-button">
          Add
        </button>
      </form>
      {items.length === 0 ? (
        <EmptyState picture="basket">
          <p>The list is empty: make it from your plan, add a recipe&apos;s ingredients from its page, or type an item.</p>
        </EmptyState>
      ) : null}
      {aisles.map((aisle) => {
        const lines = items.filter((item) => item.aisle === aisle);
        if (lines.length === 0) return null;
        return (
          <section key={aisle} className="shopping__aisle" aria-labelledby={`aisle-${aisle.replace(/\W+/g, "-")}`}>
            <h2 id={`aisle-${aisle.replace(/\W+/g, "-")}`}>{AISLE_NAMES[aisle] ?? aisle}</h2>
            <ul>
              {lines.map((item) => (
                <li key={item.id} className={item.checked ? "shopping__item shopping__item--checked" : "shopping__item"}>
                  <label>
                    <input type="checkbox" checked={item.checked} onChange={(event) => void tick(item, event.target.checked)} />
                    <span>
                      {item.text}
                      {item.onHand ? <span className="kitchen-muted"> (in your pantry)</span> : null}
                      {item.from.length > 0 ? <span className="shopping__from">for {item.from.join(", ")}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** "Add ingredients to shopping list" on a recipe page, for the servings chosen there. */
export function AddToShoppingList({ mealId, servings }: { mealId: string; servings: number }) {
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("POST", "/api/shopping/from-recipe", { mealId, servings });
        if (!ok) return void toast.error(body.message ?? "Could not add the ingredients.");
        toast.success(`Added the ingredients for ${servings} ${servings === 1 ? "serving" : "servings"} to your shopping list.`);
      }}
    >
      Add ingredients to shopping list
    </button>
  );
}
