/** How many placeholder cards a streaming results page shows: more than a phone's first screen. */
const PLACEHOLDER_CARDS = 6;

/**
 * The Suspense fallback of the Recipe Finder and category pages: the seed's "Loading..." (for
 * screen readers and anyone reading) over grey cards the shape of the real ones. The block is at
 * least a screen tall, so the footer starts below the fold and does not jump when the results
 * stream in (the cumulative layout shift of /home and /category was 0.22 with a bare line).
 */
export function ResultsSkeleton() {
  return (
    <div className="results-skeleton">
      <p role="status" className="results-skeleton__status">
        Loading...
      </p>
      <div className="meal-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="meal-card skeleton-card">
            <div className="skeleton-card__picture" />
            <div className="meal-card__body">
              <div className="skeleton-line skeleton-line--title" />
              <div className="skeleton-line" />
              <div className="skeleton-line skeleton-line--short" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
