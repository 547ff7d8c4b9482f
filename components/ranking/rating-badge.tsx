import { formatAverage, ratingSentence } from "./rating-text";
import type { RatingSummary } from "@/lib/ranking";

/** A card's "★ 4.3 (12)"; a screen reader hears the sentence instead. Nothing when unrated. */
export function RatingBadge({ rating }: { rating: RatingSummary | undefined }) {
  if (!rating) return null;
  return (
    <p className="rating-badge">
      <span aria-hidden="true">
        ★ {formatAverage(rating.average)} ({rating.count})
      </span>
      <span className="visually-hidden">{ratingSentence(rating.average, rating.count)}</span>
    </p>
  );
}
