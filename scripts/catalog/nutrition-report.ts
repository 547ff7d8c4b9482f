/**
 * Prints each catalog meal's kcal and salt per serving, the lines counted only in part and the
 * lines nutrition cannot count: a reviewer's view of the estimates before a catalog change lands.
 * Run: npx tsx scripts/catalog/nutrition-report.ts [name filter]
 * (The rules the catalog must keep are checked by tests/meals/catalog-*.test.ts.)
 */
import { loadCatalog } from "../../lib/meals";
import { foodTable, mealNutrition } from "../../lib/nutrition";

const filter = (process.argv[2] ?? "").toLowerCase();
const table = foodTable();
for (const meal of loadCatalog()) {
  if (filter && !meal.name.toLowerCase().includes(filter)) continue;
  const n = mealNutrition(meal, table);
  const part = n.countedInPart.map((line) => `${line.measure} ${line.name}`).join("; ");
  const uncounted = n.uncounted.map((line) => `${line.measure} ${line.name} (${line.reason})`).join("; ");
  console.log(
    `${meal.id} ${meal.name} [${meal.category}]: ${n.perServing.energyKcal} kcal, salt ${n.perServing.saltG} g / serving` +
      (part ? ` | in part: ${part}` : "") +
      (uncounted ? ` | not counted: ${uncounted}` : ""),
  );
}
