import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { translatorFor, type Locale } from "@/lib/platform/i18n";

/** How many cards fill a first screen on a wide display: their pictures load at once. */
export const ABOVE_THE_FOLD = 3;

/** Result cards, or the seed's "No meals found" with a next step. */
export function MealGrid<Item>({ items, render, locale = "en" }: { items: Item[]; render: (item: Item, index: number) => ReactNode; locale?: Locale }) {
  if (items.length === 0) {
    const t = translatorFor(locale, "home");
    return (
      <EmptyState>
        <p className="meal-empty">{t("results.noMeals")}</p>
        <p>{t("results.tryAnother")}</p>
      </EmptyState>
    );
  }
  // The page holds the Toaster where the hearts on the cards say "Saved" with an Undo.
  return <div className="meal-grid">{items.map(render)}</div>;
}
