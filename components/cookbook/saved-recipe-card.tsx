import Link from "next/link";
import type { ReactNode } from "react";
import { MealPicture } from "@/components/meals/meal-picture";
import type { MealCard } from "@/lib/meals";
import { SaveButton } from "./save-button";

/** A recipe on /saved and in a collection: picture, name (the link), heart, and any extra action. */
export function SavedRecipeCard(props: { recipe: MealCard; saved: boolean; idPrefix: string; level: 2 | 4; children?: ReactNode }) {
  const { recipe, saved, idPrefix, level, children } = props;
  const titleId = `${idPrefix}-${recipe.id}-title`;
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <article className="meal-card meal-card--compact" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={recipe.thumbnail} alt={recipe.imageAlt ?? recipe.name} size={300} />
      <div className="meal-card__body">
        <Heading id={titleId} className="meal-card__title">
          <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
        </Heading>
        <p className="meal-card__facts">
          <span>{recipe.category}</span>
          <span>{recipe.area}</span>
        </p>
        <p className="meal-card__actions">
          <SaveButton mealId={recipe.id} name={recipe.name} initialSaved={saved} describedBy={titleId} />
          {children}
        </p>
      </div>
    </article>
  );
}
