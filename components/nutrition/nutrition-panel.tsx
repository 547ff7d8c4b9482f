import { FRYING_OIL_ABSORBED_SHARE, nutritionOfMeal, type UncountedLine } from "@/lib/nutrition";
import { ingredientLine } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import { RecipeEnergyTotal } from "@/components/kitchen/recipe-scale";
import { NutritionTable } from "./nutrition-table";

/** Why a line is missing, in the cook's words. */
function uncountedNote({ measure, reason }: UncountedLine): string {
  switch (reason) {
    case "no amount":
      return measure.trim() || "no amount";
    case "unknown ingredient":
      return "not in our food table";
    case "unknown weight":
      return `no weight known for “${measure}”`;
  }
}

/**
 * The recipe page's nutrition facts: an estimate from the ingredients, per serving or per 100 g
 * (the switch is the only client part), with every ingredient it could not count named.
 */
export function NutritionPanel({ meal }: { meal: Pick<Meal, "servings" | "ingredients"> }) {
  const nutrition = nutritionOfMeal(meal);
  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">
        Nutrition facts <span className="nutrition__estimate">Estimate</span>
      </h2>
      <p className="nutrition__note">
        Worked out from the ingredients with typical values (USDA FoodData Central), so treat it as a guide.{" "}
        {nutrition.servingsAssumed
          ? `Serves ${nutrition.servings} (assumed: the recipe does not say).`
          : `Serves ${nutrition.servings}.`}
      </p>
      <NutritionTable perServing={nutrition.perServing} per100g={nutrition.per100g} servings={nutrition.servings} />
      <RecipeEnergyTotal energyKcalPerServing={nutrition.perServing.energyKcal} />
      {nutrition.countedInPart.length > 0 ? (
        <p className="nutrition__note">
          Frying oil mostly stays in the pan: {FRYING_OIL_ABSORBED_SHARE * 100} % of{" "}
          {nutrition.countedInPart.map(ingredientLine).join(", ")} is counted.
        </p>
      ) : null}
      {nutrition.uncounted.length > 0 ? (
        <>
          <p className="nutrition__note" id="nutrition-uncounted">
            Not counted:
          </p>
          <ul className="nutrition__uncounted" aria-labelledby="nutrition-uncounted">
            {nutrition.uncounted.map((line, index) => (
              <li key={index}>
                {line.name} ({uncountedNote(line)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
