import Link from "next/link";
import { MealPicture } from "@/components/meals/meal-picture";
import type { RecipeRecord } from "@/lib/own-recipes";
import { RecipeOwnerActions } from "./recipe-owner-actions";

// The server's clock and zone decide the day shown, so it is the same in every browser.
const UPDATED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** One of the cook's recipes on My Recipes: picture, name, category, when it changed, Edit and Delete. */
export function MyRecipeCard({ recipe, eager }: { recipe: RecipeRecord; eager: boolean }) {
  const titleId = `recipe-${recipe.id}-title`;
  return (
    <article className="meal-card" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={recipe.pictureUrl} alt={recipe.name} size={400} eager={eager} />
      <div className="meal-card__body">
        <h2 id={titleId} className="meal-card__title">
          <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
        </h2>
        <p className="meal-card__facts">
          <span>Category: {recipe.category}</span>
          <span>
            Updated <time dateTime={recipe.updatedAt}>{UPDATED.format(new Date(recipe.updatedAt))}</time>
          </span>
        </p>
        <RecipeOwnerActions recipe={recipe} className="meal-card__actions" afterDelete="refresh" />
      </div>
    </article>
  );
}
