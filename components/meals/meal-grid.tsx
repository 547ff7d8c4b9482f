import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";

/** How many cards fill a first screen on a wide display: their pictures load at once. */
export const ABOVE_THE_FOLD = 3;

/** Result cards, or the seed's "No meals found" with a next step. */
export function MealGrid<Item>({ items, render }: { items: Item[]; render: (item: Item, index: number) => ReactNode }) {
  if (items.length === 0) {
    return (
      <EmptyState>
        <p className="meal-empty">No meals found</p>
        <p>Try another name, or browse by first letter or category.</p>
      </EmptyState>
    );
  }
  // The page holds the Toaster where the hearts on the cards say "Saved" with an Undo.
  return <div className="meal-grid">{items.map(render)}</div>;
}
