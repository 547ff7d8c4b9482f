import { loadCatalog, type CatalogMeal } from "../../lib/meals/catalog/load-catalog";
import { foldForSearch } from "../../lib/platform/text";

/** The catalog the e2e server was seeded with: tests derive what a page must show from it. */
export const catalog = loadCatalog();

const MEAT = ["Chicken", "Pork", "Beef"];

/** What a letter search shows: meals starting with the letter, without the seed's meat categories. */
export function catalogMealsStartingWith(letter: string): CatalogMeal[] {
  return catalog.filter((meal) => foldForSearch(meal.name).startsWith(letter) && !MEAT.includes(meal.category));
}

export function catalogMealsIn(category: string): CatalogMeal[] {
  return catalog.filter((meal) => meal.category === category);
}
