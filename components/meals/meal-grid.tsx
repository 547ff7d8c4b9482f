import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";

/** How many cards fill a first screen on a wide display: their pictures load at once. */
export const ABOVE_THE_FOLD = 3;

/** Result cards, or the seed's "No meals found". */
export function MealGrid<Item>({ items, render }: { items: Item[]; render: (item: Item, index: number) => ReactNode }) {
  if (items.length === 0) return <p className="meal-empty">No meals found</p>;
  return (
    <>
      {/* The hearts on the cards say "Saved" with an Undo here. */}
      <Toaster />
      <div className="meal-grid">{items.map(render)}</div>
    </>
  );
}
