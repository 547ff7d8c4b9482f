import Link from "next/link";

/** Links to the previous and next page of a long meal list (a list shows MEALS_PER_PAGE at most). */
export function MealPageLinks({ page, nextPage, hrefFor }: { page: number; nextPage: number | null; hrefFor: (page: number) => string }) {
  if (page === 1 && nextPage === null) return null;
  return (
    <nav className="meal-page-links" aria-label="More meals">
      {page > 1 ? (
        <Link className="button button--outline" href={hrefFor(page - 1)}>
          Previous meals
        </Link>
      ) : null}
      {nextPage !== null ? (
        <Link className="button button--outline" href={hrefFor(nextPage)}>
          More meals
        </Link>
      ) : null}
    </nav>
  );
}
