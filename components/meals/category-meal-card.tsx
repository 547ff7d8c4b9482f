import type { MealSummary } from "@/lib/meals";
import { RatingBadge } from "@/components/ranking/rating-badge";
import type { RatingSummary } from "@/lib/ranking";
import { SaveButton } from "@/components/cookbook/save-button";
import { CardAddToPlan } from "@/components/meal-plan/plan-form";
import { MealPicture } from "./meal-picture";
import { NewTabLink } from "./new-tab-link";

/** A meal on a category page: thumbnail, name, 'View Recipe', Save and Add to plan. */
export function CategoryMealCard({ meal, eager, rating }: { meal: MealSummary; eager: boolean; rating?: RatingSummary }) {
  const titleId = `meal-${meal.id}-title`;
  return (
    <article className="meal-card meal-card--compact" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={300} eager={eager} />
      <div className="meal-card__body">
        <h2 id={titleId} className="meal-card__title">
          {meal.name}
        </h2>
        <RatingBadge rating={rating} />
        <p className="meal-card__actions">
          <SaveButton mealId={meal.id} name={meal.name} describedBy={titleId} />
          <NewTabLink href={`/recipeDetail/${meal.id}`} className="button" describedBy={titleId}>
            View Recipe
          </NewTabLink>
        </p>
        <CardAddToPlan mealId={meal.id} name={meal.name} describedBy={titleId} />
      </div>
    </article>
  );
}
