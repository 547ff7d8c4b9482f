import { nutritionOfMeal, type CountedLine, type MealNutrition, type UncountedLine } from "@/lib/nutrition";
import { INTL_TAGS, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { ingredientLine } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import { RecipeEnergyTotal } from "@/components/ingredients/recipe-scale";
import { NutritionTable } from "./nutrition-table";

/** Why a line is missing, in the cook's words. */
type Say = ReturnType<typeof translatorFor<"recipe">>;

function uncountedNote({ measure, reason }: UncountedLine, t: Say): string {
  switch (reason) {
    case "no amount":
      return measure.trim() || t("nutrition.noAmount");
    case "unknown ingredient":
      return t("nutrition.unknownIngredient");
    case "unknown weight":
      return t("nutrition.unknownWeight", { measure });
  }
}

/** How much of a line counts and why the rest does not, in the cook's words. */
function partNote(line: CountedLine, t: Say): string {
  const counted = line.notEaten ? 1 - line.notEaten.share : (line.absorbedShare ?? 1);
  const why = line.notEaten?.why ?? t("nutrition.fryingOil");
  return t("nutrition.partCounted", { percent: Math.round(counted * 100), why });
}

/** What one serving holds, as lib/nutrition's servingLabel says it, in the page's language. */
function servingLabel({ servingHasRice }: Pick<MealNutrition, "servingHasRice">, t: Say): string {
  if (servingHasRice === null) return t("nutrition.perServing");
  return t(servingHasRice ? "nutrition.perServingWithRice" : "nutrition.perServingWithoutRice");
}

/**
 * The recipe page's nutrition facts: an estimate from the ingredients, per serving or per 100 g
 * (the switch is the only client part), with every ingredient it could not count named.
 */
export function NutritionPanel({ meal, locale = "en" }: { meal: Pick<Meal, "name" | "tags" | "servings" | "ingredients">; locale?: Locale }) {
  const nutrition = nutritionOfMeal(meal);
  const t = translatorFor(locale, "recipe");
  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">
        {t("nutrition.title")} <span className="nutrition__estimate">{t("nutrition.estimate")}</span>
      </h2>
      <p className="nutrition__note">
        {t("nutrition.note")}{" "}
        {t(nutrition.servingsAssumed ? "nutrition.servesAssumed" : "nutrition.serves", { count: nutrition.servings })}
      </p>
      <NutritionTable
        perServing={nutrition.perServing}
        per100g={nutrition.per100g}
        servings={nutrition.servings}
        servingName={servingLabel(nutrition, t)}
        text={plainMessages(locale, "recipeTools").nutrition}
        numberLocale={INTL_TAGS[locale]}
      />
      <RecipeEnergyTotal energyKcalPerServing={nutrition.perServing.energyKcal} />
      {nutrition.countedInPart.length > 0 ? (
        <>
          <p className="nutrition__note" id="nutrition-in-part">
            {t("nutrition.inPart")}
          </p>
          <ul className="nutrition__uncounted" aria-labelledby="nutrition-in-part">
            {nutrition.countedInPart.map((line, index) => (
              <li key={index}>
                {ingredientLine(line)} ({partNote(line, t)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {nutrition.uncounted.length > 0 ? (
        <>
          <p className="nutrition__note" id="nutrition-uncounted">
            {t("nutrition.notCounted")}
          </p>
          <ul className="nutrition__uncounted" aria-labelledby="nutrition-uncounted">
            {nutrition.uncounted.map((line, index) => (
              <li key={index}>
                {line.name} ({uncountedNote(line, t)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
