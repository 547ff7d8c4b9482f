import Link from "next/link";
import { translatorFor, type Locale } from "@/lib/platform/i18n";

/** Links to the previous and next page of a long meal list (a list shows MEALS_PER_PAGE at most). */
export function MealPageLinks({ page, nextPage, hrefFor, locale = "en" }: { page: number; nextPage: number | null; hrefFor: (page: number) => string; locale?: Locale }) {
  if (page === 1 && nextPage === null) return null;
  const t = translatorFor(locale, "home");
  return (
    <nav className="meal-page-links" aria-label={t("results.moreMeals")}>
      {page > 1 ? (
        <Link className="button button--outline" href={hrefFor(page - 1)}>
          {t("results.previousMeals")}
        </Link>
      ) : null}
      {nextPage !== null ? (
        <Link className="button button--outline" href={hrefFor(nextPage)}>
          {t("results.moreMeals")}
        </Link>
      ) : null}
    </nav>
  );
}
