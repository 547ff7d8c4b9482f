import { nutritionOfMeal, servingLabel, type CountedLine, type UncountedLine } from "@/lib/nutrition";
import { ingredientLine } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import { RecipeEnergyTotal } from "@/components/ingredients/recipe-scale";
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

/** How much of a line counts and why the rest does not, in the cook's words. */
function partNote(line: CountedLine): string {
  const counted = line.notEaten ? 1 - line.notEaten.share : (line.absorbedShare ?? 1);
  const why = line.notEaten?.why ?? "frying oil mostly stays in the pan";
  return `${Math.round(counted * 100)} % counted: ${why}`;
}

/**
 * The recipe page's nutrition facts: an estimate from the ingredients, per serving or per 100 g
 * (the switch is the only client part), with every ingredient it could not count named.
 */
export function NutritionPanel({ meal }: { meal: Pick<Meal, "name" | "tags" | "servings" | "ingredients"> }) {
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
      <NutritionTable
        perServing={nutrition.perServing}
        per100g={nutrition.per100g}
        servings={nutrition.servings}
        servingName={servingLabel(nutrition)}
      />
      <RecipeEnergyTotal energyKcalPerServing={nutrition.perServing.energyKcal} />
      {nutrition.countedInPart.length > 0 ? (
        <>
          <p className="nutrition__note" id="nutrition-in-part">
            Counted in part, as not all of it is eaten:
          </p>
          <ul className="nutrition__uncounted" aria-labelledby="nutrition-in-part">
            {nutrition.countedInPart.map((line, index) => (
              <li key={index}>
                {ingredientLine(line)} ({partNote(line)})
              </li>
            ))}
          </ul>
        </>
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
