import { foldForSearch } from "@/lib/platform/text";

type Named = { name: string };

/**
 * Alphabetical by name, the order of letter and category lists. Sorted here rather than by SQL:
 * ORDER BY follows the database's collation (SQLite compares bytes, PostgreSQL its locale), and
 * the lists must read the same on both.
 */
export const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, "en");

/**
 * Name-search results prefix-first: a cook typing "cake" expects "Cake…" before "Carrot cake";
 * within each group alphabetical order keeps the list predictable.
 */
export function rankByName<Meal extends Named>(meals: Meal[], term: string): Meal[] {
  const folded = foldForSearch(term);
  const startsWith = (meal: Meal) => foldForSearch(meal.name).startsWith(folded);
  return [...meals].sort((a, b) => Number(startsWith(b)) - Number(startsWith(a)) || byName(a, b));
}
