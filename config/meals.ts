/**
 * The meal rules the seed fixes, as plain constants: the schemas (lib/validations), the meal
 * domain and the pages share them, and none of them may import another for it.
 */

/** TheMealDB's 14 categories, in its spelling: the catalog uses exactly these. */
export const MEAL_CATEGORIES = [
  "Beef",
  "Breakfast",
  "Chicken",
  "Dessert",
  "Goat",
  "Lamb",
  "Miscellaneous",
  "Pasta",
  "Pork",
  "Seafood",
  "Side",
  "Starter",
  "Vegan",
  "Vegetarian",
] as const;

/**
 * The seed presents Res-pe as meat-free: name and letter results drop these categories (the
 * meat-free rule), unless a signed-in cook chose "Show chicken, beef and pork dishes" (issue 30).
 */
export const MEAT_CATEGORIES: readonly string[] = ["Chicken", "Pork", "Beef"];

/** How hard a recipe is to cook, as a cook would say it. */
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Bounds on a recipe's times in minutes: two days covers a long marinade or a slow ferment. */
export const MINUTES_LIMITS = { prep: 24 * 60, cook: 24 * 60, total: 48 * 60 } as const;

/** TheMealDB holds at most 20 ingredient/measure pairs per meal. */
export const MAX_INGREDIENTS = 20;

/**
 * Cooks' own recipes have ids nobody can guess: 20 characters of base32 (100 random bits).
 * Catalog and TheMealDB ids are 1 to 12 digits, so the two kinds never collide and an id alone
 * says where a meal lives.
 */
export const OWN_RECIPE_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
export const OWN_RECIPE_ID = /^[a-z2-7]{20}$/;
export const CATALOG_OR_MEALDB_ID = /^\d{1,12}$/;

/**
 * Meals in one answer of a list (name, letter, category) on a page or at /api/meals: cooks' own
 * recipes make every list unbounded, so the rest comes page by page (`page=2`, …).
 */
export const MEALS_PER_PAGE = 100;

/** The last page a list may ask for: beyond it a list would be longer than any real one. */
export const MAX_MEAL_PAGE = 1000;

/**
 * Longest name a search may carry: longer is never a dish name, only load. Here, not beside the
 * schemas (lib/validations/meals), so the search box reads it without loading zod (issue 31).
 */
export const MAX_SEARCH_LENGTH = 100;
