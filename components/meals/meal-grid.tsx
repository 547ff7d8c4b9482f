import type { ReactNode } from "react";

/** How many cards fill a first screen on a wide display: their pictures load at once. */
export const ABOVE_THE_FOLD = 3;

/** Result cards, or the seed's "No meals found". */
export function MealGrid<Item>({ items, render }: { items: Item[]; render: (item: Item, index: number) => ReactNode }) {
  if (items.length === 0) return <p className="meal-empty">No meals found</p>;
  return <div className="meal-grid">{items.map(render)}</div>;
}
