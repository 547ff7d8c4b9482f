import Link from "next/link";
import type { ReactNode } from "react";
import type { Meal } from "@/lib/meals";
import type { RatingSummary } from "@/lib/ranking";
import { ABOVE_THE_FOLD, MealGrid } from "@/components/meals/meal-grid";
import { MealPageLinks } from "@/components/meals/meal-page-links";
import { RecipeCard } from "@/components/meals/recipe-card";
import { LoadMore } from "./load-more";
import { plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";

type Props = {
  label: string;
  meals: Meal[];
  ratings: Map<string, RatingSummary>;
  total: number;
  /** The URL of the next page, or null on the last. */
  nextHref: string | null;
  /** "Load more" adds below (a search), or the seed's letter list moves to its next page. */
  paging: "load-more" | "pages";
  page: number;
  hrefFor: (page: number) => string;
  didYouMean: { words: string; href: string } | null;
  /** On /home below its sections: the label is the list's visible heading and the cards' headings go a level down. */
  titled?: boolean;
  /** The A–Z panel, above the count. */
  letterPanel: ReactNode;
  locale: Locale;
};

/**
 * The Recipe Finder's results: how many, "Did you mean …?" when the words were corrected or found
 * nothing (the words as the search read them when it forgave a typo, or a near spelling that
 * would find meals), the cards (or the seed's "No meals found") and the way to more. The count is a live
 * region, so a screen reader hears it change when a filter applies.
 */
export function FinderResults({ label, meals, ratings, total, nextHref, paging, page, hrefFor, didYouMean, titled = false, letterPanel, locale }: Props) {
  const t = translatorFor(locale, "home");
  const link = (chunks: ReactNode) => <Link href={didYouMean?.href ?? ""}>{chunks}</Link>;
  return (
    <section aria-label={titled ? undefined : label} aria-labelledby={titled ? "finder-results-title" : undefined} className="finder-results">
      {titled ? (
        <h2 id="finder-results-title" className="home-section__title">
          {label}
        </h2>
      ) : null}
      {letterPanel}
      <p className="finder-results__count" role="status">
        {total > 0 ? t("results.found", { count: total }) : ""}
      </p>
      {didYouMean && total > 0 ? (
        <p className="finder-results__did-you-mean">
          {t.rich("results.showingFor", { words: didYouMean.words, link })}
        </p>
      ) : didYouMean ? (
        <p className="finder-results__did-you-mean">
          {t.rich("results.didYouMean", { words: didYouMean.words, link })}
        </p>
      ) : null}
      <MealGrid
        items={meals}
        locale={locale}
        render={(meal, index) => (
          <RecipeCard key={meal.id} meal={meal} eager={!titled && index < ABOVE_THE_FOLD} rating={ratings.get(meal.id)} level={titled ? 3 : 2} locale={locale} />
        )}
      />
      {paging === "pages" ? (
        <MealPageLinks page={page} nextPage={nextHref ? page + 1 : null} hrefFor={hrefFor} locale={locale} />
      ) : (
        <LoadMore href={nextHref} shown={meals.length} total={total} text={plainMessages(locale, "home").results} />
      )}
    </section>
  );
}
