import type { RatingSummary } from "@/lib/ranking";
import { formatAverage, ratingCount } from "./rating-text";

/** A public page's ratings: the average and how many cooks gave it, or that nobody has yet. */
export function RatingSummaryLine({ rating }: { rating: RatingSummary | null }) {
  return (
    <section className="rating-summary" aria-labelledby="rating-summary-title">
      <h2 id="rating-summary-title">Ratings</h2>
      {rating ? (
        <p>
          <span aria-hidden="true" className="rating-summary__stars">
            ★{" "}
          </span>
          {formatAverage(rating.average)} out of 5 from {ratingCount(rating.count)}
        </p>
      ) : (
        <p>No ratings yet: cooks rate it once they have signed in and made it.</p>
      )}
    </section>
  );
}
