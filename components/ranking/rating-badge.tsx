import { formatAverage, ratingSentence } from "./rating-text";
import type { RatingSummary } from "@/lib/ranking";
import { INTL_TAGS, translatorFor, type Locale } from "@/lib/platform/i18n";

/** A card's "★ 4.3 (12)"; a screen reader hears the sentence instead. Nothing when unrated. */
export function RatingBadge({ rating, locale = "en" }: { rating: RatingSummary | undefined; locale?: Locale }) {
  if (!rating) return null;
  const average = locale === "en" ? formatAverage(rating.average) : rating.average.toLocaleString(INTL_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="rating-badge">
      <span aria-hidden="true">
        ★ {average} ({rating.count})
      </span>
      <span className="visually-hidden">{locale === "en" ? ratingSentence(rating.average, rating.count) : translatorFor(locale, "recipe")("card.rated", { average, count: rating.count })}</span>
    </p>
  );
}
