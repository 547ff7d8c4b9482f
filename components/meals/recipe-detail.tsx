import { RecipeScale, ScaleControls, ScaledIngredientList, ScaledSteps } from "@/components/ingredients/recipe-scale";
import { scaleRecipe } from "@/components/ingredients/scale-engine";
import { NutritionPanel } from "@/components/nutrition/nutrition-panel";
import { densitiesOfRecipe, densityLookup, parseIngredient, type UnitChoice } from "@/lib/ingredients";
import { ASSUMED_SERVINGS, foodTable } from "@/lib/nutrition";
import { INTL_TAGS, catalogName, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { instructionParagraphs, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import type { ReactNode } from "react";
import { MealPicture } from "./meal-picture";
import { minutesText } from "./minutes-text";
import { NewTabLink } from "./new-tab-link";

/**
 * The recipe page's content, laid out for cooking (see app/styles/recipe-page.css) and for print
 * (meals.css). A phone reads it top to bottom in the order a cook needs it: the picture and name,
 * times and servings, the ingredients (with the servings and units that change them right above),
 * the method, then the rating ("Made it?"); a desktop keeps the ingredients in a column beside
 * the method that stays in view. A cook's own recipe says who wrote it; `tools` is a signed-in
 * cook's controls (cook-tools.tsx: offline status, the owner's Edit and Delete, the action bar), in
 * whose place a visitor gets cook mode alone (visitor-actions.tsx); `rating` is the stars and `madeIt` the "I made it"
 * notes (both absent for a meal the database does not hold: a live TheMealDB one).
 */
export function RecipeDetail(props: {
  meal: Meal;
  /**
   * The signed-in page's controls (components/meals/cook-tools.tsx), or a visitor's
   * (visitor-actions.tsx: cook mode): given by each page, so neither page's first load carries
   * the other's (issue 31).
   */
  tools: ReactNode;
  rating?: ReactNode;
  madeIt?: ReactNode;
  units?: UnitChoice;
  signedIn?: boolean;
  /** Beside the action bar: a public page's "Save to my Res-pe", an owner's Share control. */
  extraActions?: ReactNode;
  /** The page's language: the signed-in cook's, or a public recipe's address's (/r/ English, /lang/de/r/ German). */
  locale?: Locale;
}) {
  const { meal, tools, rating, madeIt, units = "as written", signedIn = false, extraActions, locale = "en" } = props;
  const t = translatorFor(locale, "recipe");
  const names = { category: plainMessages(locale, "categories") as Record<string, string>, difficulty: plainMessages(locale, "difficulty"), diet: plainMessages(locale, "diets") };
  const minutes = (total: number) => minutesText(total, t);
  // Only what the recipe states: an imported meal has no times, and we invent none.
  const facts = [
    [t("category"), Object.hasOwn(names.category, meal.category) ? names.category[meal.category] : meal.category],
    [t("area"), catalogName(locale, "areas", meal.area)],
    [t("serves"), meal.servings],
    [t("preparation"), meal.prepMinutes === null ? null : minutes(meal.prepMinutes)],
    [t("cooking"), meal.cookMinutes === null ? null : minutes(meal.cookMinutes)],
    [t("total"), meal.totalMinutes === null ? null : minutes(meal.totalMinutes)],
    [t("difficulty"), meal.difficulty ? names.difficulty[meal.difficulty] : null],
  ].filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== undefined);
  const recipe = {
    lines: meal.ingredients.map(({ measure, name }) => parseIngredient(measure, name)),
    steps: instructionParagraphs(meal.instructions),
    baseServings: meal.servings ?? ASSUMED_SERVINGS,
    densities: densitiesOfRecipe(meal.ingredients, densityLookup(foodTable())),
  };
  return (
    // Servings and units (issue 18): the lines, the method, the totals and the plan follow them.
    <RecipeScale
      {...recipe}
      // Drawn here at the recipe's servings and the cook's units: the browser fetches the scaling rules only to change them.
      initial={scaleRecipe(recipe, recipe.baseServings, units)}
      initialUnits={units}
      rememberOnAccount={signedIn}
      text={plainMessages(locale, "recipeTools")}
      numberLocale={INTL_TAGS[locale]}
    >
      <article className="recipe content">
        <header className="recipe__hero">
          <MealPicture className="recipe__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={480} eager />
          <div className="recipe__intro">
            <h1 className="page-title">{meal.name}</h1>
            {meal.author ? <p className="recipe__author">{t("by", { name: meal.author.name })}</p> : null}
            {/* Said in the cook's language: the catalog's recipe texts are not translated yet. */}
            {locale !== "en" && !meal.author ? <p className="recipe__language-note">{translatorFor(locale, "landing")("catalogInEnglish")}</p> : null}
            <dl className="recipe__facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {meal.diets.length > 0 ? (
              <ul className="diet-badges" aria-label={t("diets")}>
                {meal.diets.map((diet) => (
                  <li key={diet} className="diet-badge">
                    {names.diet[diet]}
                  </li>
                ))}
              </ul>
            ) : null}
            {tools}
            {extraActions}
          </div>
        </header>
        <div className="recipe__cooking">
          <div className="recipe__ingredients">
            <h2>{t("ingredients")}</h2>
            <ScaleControls />
            <ScaledIngredientList />
          </div>
          <div className="recipe__method">
            <h2>{t("instructions")}</h2>
            <ScaledSteps />
            {meal.tips.length > 0 ? (
              <section className="recipe__tips" aria-labelledby="recipe-tips-title">
                <h2 id="recipe-tips-title">{t("tips")}</h2>
                <ul>
                  {meal.tips.map((tip, index) => (
                    <li key={index}>{tip}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <p className="recipe__closing">{t("enjoy")}</p>
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
          <NutritionPanel meal={meal} locale={locale} />
        </div>
        <p className="recipe__links">
          {/* Without a video of its own the link is a search: it says so. */}
          <NewTabLink href={watchVideoUrl(meal)} className="button button--outline" newTab={t("newTab")}>
            {meal.youtube ? t("watchVideo") : t("findVideo")}
          </NewTabLink>
          {meal.source ? (
            <NewTabLink href={meal.source} className="button button--outline" newTab={t("newTab")}>
              {t("viewSource")}
            </NewTabLink>
          ) : null}
        </p>
      </article>
    </RecipeScale>
  );
}
