import Link from "next/link";
import type { ReactNode } from "react";
import { MealPicture } from "@/components/meals/meal-picture";
import type { KitchenRecipe } from "@/lib/kitchen";
import { SaveButton } from "./save-button";

/** A recipe on /saved and in a collection: picture, name (the link), heart, and any extra action. */
export function KitchenRecipeCard({ recipe, saved, idPrefix, children }: { recipe: KitchenRecipe; saved: boolean; idPrefix: string; children?: ReactNode }) {
  const titleId = `${idPrefix}-${recipe.id}-title`;
  return (
    <article className="meal-card meal-card--compact" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={recipe.thumbnail} alt={recipe.imageAlt ?? recipe.name} size={300} />
      <div className="meal-card__body">
        <h3 id={titleId} className="meal-card__title">
          <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
        </h3>
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
