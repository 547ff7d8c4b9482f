import type { RatingSummary } from "@/lib/ranking";
import { INTL_TAGS, translatorFor, type Locale } from "@/lib/platform/i18n";

/** A public page's ratings: the average and how many cooks gave it, or that nobody has yet. */
export function RatingSummaryLine({ rating, locale = "en" }: { rating: RatingSummary | null; locale?: Locale }) {
  const t = translatorFor(locale, "publicRecipe");
  // One decimal everywhere (rating-text.ts), with the language's decimal comma.
  const average = (value: number) => new Intl.NumberFormat(INTL_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return (
    <section className="rating-summary" aria-labelledby="rating-summary-title">
      <h2 id="rating-summary-title">{t("ratingsTitle")}</h2>
      {rating ? (
        <p>
          <span aria-hidden="true" className="rating-summary__stars">
            ★{" "}
          </span>
          {t("rated", { average: average(rating.average), count: rating.count })}
        </p>
      ) : (
        <p>{t("noRatings")}</p>
      )}
    </section>
  );
}
