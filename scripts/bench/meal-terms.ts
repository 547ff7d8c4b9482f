import { loadCatalog } from "../../lib/meals";
import { foldForSearch } from "../../lib/platform/text";

const MEAT = ["Chicken", "Pork", "Beef"];
// Words home cooks search for; the one that finds most meat-free catalog meals is benchmarked.
const CANDIDATES = ["cake", "soup", "salad", "bread", "rice", "curry", "pie", "tart", "stew", "pasta"];

/** A realistic, common search: the candidate that finds most meals in the catalog. */
export function commonSearchTerm(): { word: string; meals: number } {
  const names = loadCatalog()
    .filter((meal) => !MEAT.includes(meal.category))
    .map((meal) => foldForSearch(meal.name));
  return CANDIDATES.map((word) => ({ word, meals: names.filter((name) => name.includes(word)).length })).sort(
    (a, b) => b.meals - a.meals,
  )[0]!;
}
