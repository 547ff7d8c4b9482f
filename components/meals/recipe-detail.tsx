import { RecipeScale, ScaleControls, ScaledIngredientList, ScaledSteps } from "@/components/ingredients/recipe-scale";
import { NutritionPanel } from "@/components/nutrition/nutrition-panel";
import { densitiesOfRecipe, densityLookup, parseIngredient, type UnitChoice } from "@/lib/ingredients";
import { ASSUMED_SERVINGS, foodTable } from "@/lib/nutrition";
import { planningDays } from "@/lib/meal-plan";
import { RecipeOwnerActions } from "@/components/own-recipes/recipe-owner-actions";
import { KeptOfflineStatus } from "@/components/offline/kept-offline-status";
import { DIET_LABELS } from "@/lib/diets";
import { formatMinutes, instructionParagraphs, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import type { ReactNode } from "react";
import { MealPicture } from "./meal-picture";
import { NewTabLink } from "./new-tab-link";
import { RecipeActions } from "./recipe-actions";

/**
 * The recipe page's content, laid out for cooking (see app/styles/recipe-page.css) and for print
 * (meals.css). A phone reads it top to bottom in the order a cook needs it: the picture and name,
 * times and servings, the ingredients (with the servings and units that change them right above),
 * the method, then the rating ("Made it?"); a desktop keeps the ingredients in a column beside
 * the method that stays in view. A cook's own recipe says who wrote it; `owner` (decided on the
 * server) adds Edit and Delete; `rating` is the stars and `madeIt` the "I made it" notes (both
 * absent for a meal the database does not hold: a live TheMealDB one).
 */
export function RecipeDetail(props: {
  meal: Meal;
  owner: boolean;
  rating?: ReactNode;
  madeIt?: ReactNode;
  units?: UnitChoice;
  signedIn?: boolean;
  saved?: boolean;
  /** Beside the action bar: a public page's "Save to my Res-pe", an owner's Share control. */
  extraActions?: ReactNode;
}) {
  const { meal, owner, rating, madeIt, units = "as written", signedIn = false, saved, extraActions } = props;
  // Only what the recipe states: an imported meal has no times, and we invent none.
  const facts = [
    ["Category", meal.category],
    ["Area", meal.area],
    ["Serves", meal.servings],
    ["Preparation", meal.prepMinutes === null ? null : formatMinutes(meal.prepMinutes)],
    ["Cooking", meal.cookMinutes === null ? null : formatMinutes(meal.cookMinutes)],
    ["Total", meal.totalMinutes === null ? null : formatMinutes(meal.totalMinutes)],
    ["Difficulty", meal.difficulty ? meal.difficulty[0]!.toUpperCase() + meal.difficulty.slice(1) : null],
  ].filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== undefined);
  return (
    // Servings and units (issue 18): the lines, the method, the totals and the plan follow them.
    <RecipeScale
      lines={meal.ingredients.map(({ measure, name }) => parseIngredient(measure, name))}
      steps={instructionParagraphs(meal.instructions)}
      baseServings={meal.servings ?? ASSUMED_SERVINGS}
      densities={densitiesOfRecipe(meal.ingredients, densityLookup(foodTable()))}
      initialUnits={units}
      rememberOnAccount={signedIn}
    >
      <article className="recipe content">
        <header className="recipe__hero">
          <MealPicture className="recipe__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={480} eager />
          <div className="recipe__intro">
            <h1 className="page-title">{meal.name}</h1>
            {meal.author ? <p className="recipe__author">by {meal.author.name}</p> : null}
            <dl className="recipe__facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
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
            {signedIn ? <KeptOfflineStatus path={`/recipeDetail/${meal.id}`} picture={meal.thumbnail} /> : null}
            {owner ? <RecipeOwnerActions recipe={meal} className="recipe__owner-actions" afterDelete="myRecipes" exportLink /> : null}
            <RecipeActions mealId={meal.id} name={meal.name} saved={saved} days={signedIn ? planningDays() : []} signedIn={signedIn} owner={owner} />
            {extraActions}
          </div>
        </header>
        <div className="recipe__cooking">
          <div className="recipe__ingredients">
            <h2>Ingredients</h2>
            <ScaleControls />
            <ScaledIngredientList />
          </div>
          <div className="recipe__method">
            <h2>Instructions</h2>
            <ScaledSteps />
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
          </div>
        </div>
        <div className="recipe__after">
          {/* One column of the grid: the stars, then "I made it" and cooks' notes below them. */}
          {rating || madeIt ? (
            <div className="recipe__cooked">
              {rating}
              {madeIt}
            </div>
          ) : null}
          <NutritionPanel meal={meal} />
        </div>
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
      </article>
    </RecipeScale>
  );
}
