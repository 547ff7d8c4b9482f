import { RecipeScale, ScaleControls, ScaledIngredientList, ScaledSteps } from "@/components/ingredients/recipe-scale";
import { AddToPlan } from "@/components/meal-plan/add-to-plan";
import { CookMode } from "./cook-mode";
import { CollectionPicker } from "@/components/cookbook/collection-picker";
import { SaveButton } from "@/components/cookbook/save-button";
import { NutritionPanel } from "@/components/nutrition/nutrition-panel";
import { densitiesOfRecipe, densityLookup, type UnitChoice } from "@/lib/ingredients";
import { ASSUMED_SERVINGS, foodTable } from "@/lib/nutrition";
import { planningDays } from "@/lib/meal-plan";
import { RecipeOwnerActions } from "@/components/own-recipes/recipe-owner-actions";
import { DIET_LABELS } from "@/lib/diets";
import { formatMinutes, instructionParagraphs, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import type { ReactNode } from "react";
import { MealPicture } from "./meal-picture";
import { NewTabLink } from "./new-tab-link";

/**
 * The recipe page's content, laid out for the screen and (see app/styles/meals.css) for print. A cook's
 * own recipe says who wrote it; `owner` (decided on the server) adds Edit and Delete; `rating` is
 * the stars (absent for a meal the database does not hold: a live TheMealDB one).
 */
export function RecipeDetail(props: { meal: Meal; owner: boolean; rating?: ReactNode; units?: UnitChoice; signedIn?: boolean; saved?: boolean }) {
  const { meal, owner, rating, units = "as written", signedIn = false, saved } = props;
  // Only what the recipe states: an imported meal has no times, and we invent none.
  const times = [
    ["Preparation", meal.prepMinutes],
    ["Cooking", meal.cookMinutes],
    ["Total", meal.totalMinutes],
  ].filter((time): time is [string, number] => time[1] !== null);
  return (
    <article className="recipe content">
      <h1 className="page-title">{meal.name}</h1>
      {meal.author ? <p className="recipe__author">by {meal.author.name}</p> : null}
      {owner ? <RecipeOwnerActions recipe={meal} className="recipe__owner-actions" afterDelete="myRecipes" exportLink /> : null}
      <MealPicture className="recipe__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={480} eager />
      <dl className="recipe__facts">
        <div>
          <dt>Category</dt>
          <dd>{meal.category}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{meal.area}</dd>
        </div>
        {meal.servings ? (
          <div>
            <dt>Serves</dt>
            <dd>{meal.servings}</dd>
          </div>
        ) : null}
        {times.map(([label, minutes]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMinutes(minutes)}</dd>
          </div>
        ))}
        {meal.difficulty ? (
          <div>
            <dt>Difficulty</dt>
            <dd>{meal.difficulty[0]!.toUpperCase() + meal.difficulty.slice(1)}</dd>
          </div>
        ) : null}
      </dl>
      {meal.diets.length > 0 ? (
        <ul className="diet-badges" aria-label="Suits these diets (worked out from the ingredients)">
          {meal.diets.map((diet) => (
            <li key={diet} className="diet-badge">
              {DIET_LABELS[diet]}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="recipe__links">
        {/* Without a video of its own the link is a search: it says so. */}
        <NewTabLink href={watchVideoUrl(meal)} className="button button--outline">
          {meal.youtube ? "Watch Video" : "Find a video"}
        </NewTabLink>
        {meal.source ? (
          <NewTabLink href={meal.source} className="button button--outline">
            View Source
          </NewTabLink>
        ) : null}
      </p>
      {rating}
      {signedIn ? (
        <div className="recipe__kitchen">
          <SaveButton mealId={meal.id} name={meal.name} initialSaved={saved} />
          <CollectionPicker mealId={meal.id} />
        </div>
      ) : null}
      {/* Servings and units (issue 18): the lines, the method and the totals follow the controls. */}
      <RecipeScale
        ingredients={meal.ingredients}
        steps={instructionParagraphs(meal.instructions)}
        baseServings={meal.servings ?? ASSUMED_SERVINGS}
        densities={densitiesOfRecipe(meal.ingredients, densityLookup(foodTable()))}
        initialUnits={units}
        rememberOnAccount={signedIn}
      >
        <h2>Ingredients</h2>
        <ScaleControls />
        <CookMode name={meal.name} />
        {signedIn ? (
          <AddToPlan mealId={meal.id} name={meal.name} days={planningDays()} />
        ) : null}
        <ScaledIngredientList />
        <NutritionPanel meal={meal} />
        <h2>Instructions</h2>
        <ScaledSteps />
      </RecipeScale>
      {meal.tips.length > 0 ? (
        <section className="recipe__tips" aria-labelledby="recipe-tips-title">
          <h2 id="recipe-tips-title">Cooking tips</h2>
          <ul>
            {meal.tips.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="recipe__closing">Enjoy your meal!</p>
    </article>
  );
}
