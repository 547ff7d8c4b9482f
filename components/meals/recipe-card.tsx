import { instructionPreview, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import { RatingBadge } from "@/components/ranking/rating-badge";
import type { RatingSummary } from "@/lib/ranking";
import { SaveButton } from "@/components/cookbook/save-button";
import { CardAddToPlan } from "@/components/meal-plan/plan-form";
import { MealPicture } from "./meal-picture";
import { NewTabLink } from "./new-tab-link";

/** A Recipe Finder result: picture, title, category, area, preview, video and recipe links, Save and Add to plan. */
export function RecipeCard({ meal, eager, rating }: { meal: Meal; eager: boolean; rating?: RatingSummary }) {
  const titleId = `meal-${meal.id}-title`;
  return (
    <article className="meal-card" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={400} eager={eager} />
      <div className="meal-card__body">
        <h2 id={titleId} className="meal-card__title">
          {meal.name}
        </h2>
        <RatingBadge rating={rating} />
        <p className="meal-card__facts">
          <span>Category: {meal.category}</span>
          <span>Area: {meal.area}</span>
        </p>
        <p className="meal-card__preview">{instructionPreview(meal.instructions)}</p>
        <p className="meal-card__actions">
          <NewTabLink href={watchVideoUrl(meal)} describedBy={titleId}>
            Watch Video
          </NewTabLink>
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
