import Link from "next/link";
import type { ReactNode } from "react";
import type { Meal } from "@/lib/meals";
import { plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import type { RatingSummary } from "@/lib/ranking";
import { RatingBadge } from "@/components/ranking/rating-badge";
import { SaveButton } from "@/components/cookbook/save-button";
import { MealPicture } from "./meal-picture";
import { minutesText } from "./minutes-text";

/** What a card shows; a category listing from TheMealDB live knows no time, difficulty or diets. */
type CardMeal = Pick<Meal, "id" | "name" | "thumbnail" | "imageAlt"> & Partial<Pick<Meal, "totalMinutes" | "difficulty" | "diets">>;

type Props = {
  meal: CardMeal;
  rating?: RatingSummary;
  /** Pictures in the first screenful load at once. */
  eager?: boolean;
  /** Why /home suggests it ("You have 6 of 8 ingredients"). */
  reason?: string;
  /** The heading level under the list's own heading. */
  level?: 2 | 3 | 4;
  /** Keeps ids apart when a meal is on a page twice (/home's Tonight and Continue cooking). */
  idPrefix?: string;
  /** Whether it is saved, when the page knows (/saved); else the hearts ask once per page. */
  saved?: boolean;
  /** A list's own action beside Save (a collection's "Take out"). */
  children?: ReactNode;
  /** The page's language (a signed-in page's); English where none is given. */
  locale?: Locale;
};

/**
 * The one meal card (the Recipe Finder, /home, category pages, saved recipes): picture, name,
 * total time, difficulty, rating and diets, and one Save. The whole card opens the recipe: the
 * name's link is stretched over the card by CSS (`.meal-card__link::after`), so the card is one
 * link in the tab order and for a screen reader, and Save sits above it, focusable on its own and
 * never inside the link.
 */
export function RecipeCard({ meal, rating, eager = false, reason, level = 2, idPrefix = "meal", saved, children, locale = "en" }: Props) {
  const t = translatorFor(locale, "recipe");
  const titleId = `${idPrefix}-${meal.id}-title`;
  const Heading = (["h2", "h3", "h4"] as const)[level - 2]!;
  const diets = meal.diets ?? [];
  return (
    <article className="meal-card" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={400} eager={eager} />
      <div className="meal-card__body">
        <Heading id={titleId} className="meal-card__title">
          <Link href={`/recipeDetail/${meal.id}`} className="meal-card__link">
            {meal.name}
          </Link>
        </Heading>
        {reason ? <p className="meal-card__reason">{reason}</p> : null}
        {meal.totalMinutes || meal.difficulty ? (
          <p className="meal-card__facts">
            {meal.totalMinutes ? (
              <span>
                <span className="visually-hidden">{t("card.totalTime")} </span>
                {minutesText(meal.totalMinutes, t)}
              </span>
            ) : null}
            {meal.difficulty ? (
              <span>
                <span className="visually-hidden">{t("card.difficulty")} </span>
                {plainMessages(locale, "difficulty")[meal.difficulty]}
              </span>
            ) : null}
          </p>
        ) : null}
        <RatingBadge rating={rating} locale={locale} />
        {diets.length > 0 ? (
          <ul className="diet-badges meal-card__diets" aria-label={t("card.diets")}>
            {diets.map((diet) => (
              <li key={diet} className="diet-badge">
                {plainMessages(locale, "diets")[diet]}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="meal-card__actions">
          <SaveButton mealId={meal.id} name={meal.name} initialSaved={saved} describedBy={titleId} text={locale === "en" ? undefined : plainMessages(locale, "recipeTools").save} />
          {children}
        </div>
      </div>
    </article>
  );
}
