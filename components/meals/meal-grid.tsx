import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PlanDaysProvider } from "@/components/meal-plan/plan-days";
import { Toaster } from "@/components/ui/toaster";
import { planningDays } from "@/lib/meal-plan";

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
  return (
    <>
      {/* The hearts on the cards say "Saved" with an Undo here. */}
      <Toaster />
      <PlanDaysProvider days={planningDays()}>
        <div className="meal-grid">{items.map(render)}</div>
      </PlanDaysProvider>
    </>
  );
}
