/**
 * The pairs of catalog pictures most alike in colour within one category: the candidates a blind
 * viewer is most likely to confuse, since the picture test (picture-test.ts) lists 8 meals of the
 * picture's own category. Look at them side by side with contact-sheet.ts --only, separate the ones
 * that show the same dish form, and add them to tests/meal-art/picture-families.test.ts.
 *
 *   npx tsx scripts/catalog/picture-look-alikes.ts [count, default 40]
 */
import { drawMealArt } from "../../lib/meal-art";
import { colourDifference, middleColours } from "./picture-hash";
import { readCatalogMeals } from "./render-meal-art";

void (async () => {
  const meals = readCatalogMeals();
  const colours = await Promise.all(meals.map((meal) => middleColours(drawMealArt(meal))));
  const pairs: [number, string][] = [];
  for (let a = 0; a < meals.length; a++) {
    for (let b = a + 1; b < meals.length; b++) {
      if (meals[a]!.category !== meals[b]!.category) continue;
      pairs.push([colourDifference(colours[a]!, colours[b]!), `${meals[a]!.category}: ${meals[a]!.name} / ${meals[b]!.name}`]);
    }
  }
  pairs.sort((x, y) => x[0] - y[0]);
  console.log(pairs.slice(0, Number(process.argv[2] ?? 40)).map(([difference, names]) => `${difference.toFixed(2)} ${names}`).join("\n"));
})();
