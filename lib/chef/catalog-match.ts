import { MEAT_CATEGORIES } from "@/config/meals";
import type { Ingredient, Meal } from "@/lib/meals";
import { foldForSearch } from "@/lib/platform/text";

/**
 * Words that say how an ingredient is bought or cut, not what it is: "chopped tomatoes" are
 * tomatoes to a cook who has tomatoes.
 */
const DESCRIPTIONS = new Set(
  "a an and of the fresh freshly dried dry ground chopped large small medium whole ripe frozen tinned canned minced sliced grated diced crushed peeled cooked raw organic free range finely roughly"
    .split(" "),
);

/** Assumed in every kitchen: a recipe needing them needs nothing "extra". */
const STAPLE_WORDS = new Set(["salt", "sea", "pepper", "black", "white", "water", "cold", "hot", "boiling"]);

/**
 * One word reduced so that its singular and plural meet ("tomatoes"/"tomato", "berries"/"berry",
 * "leaves"/"leaf", "chillies"/"chilli"). Not English grammar: a key both forms fold to.
 */
function wordKey(word: string): string {
  let key = word;
  if (key.length > 3) {
    if (key.endsWith("ies")) key = `${key.slice(0, -3)}i`;
    else if (key.endsWith("s") && !/(ss|us|is)$/.test(key)) key = key.slice(0, -1);
  }
  if (key.length > 2 && key.endsWith("y")) key = `${key.slice(0, -1)}i`;
  if (key.length > 3 && key.endsWith("e")) key = key.slice(0, -1);
  if (key.length > 2 && key.endsWith("f")) key = `${key.slice(0, -1)}v`;
  return key;
}

/** An ingredient's name as the words that identify it, folded for case, accents and plurals. */
function ingredientWords(name: string): string[] {
  return foldForSearch(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !DESCRIPTIONS.has(word))
    .map(wordKey);
}

const STAPLE_KEYS = new Set([...STAPLE_WORDS].map(wordKey));
const isStaple = (words: readonly string[]) => words.length > 0 && words.every((word) => STAPLE_KEYS.has(word));

const within = (some: readonly string[], all: readonly string[]) => some.every((word) => all.includes(word));

/**
 * The cook's ingredient is the recipe's when one name holds all words of the other: "tomato"
 * is in "chopped tomatoes", and a recipe's "onion" is in the cook's "red onions".
 */
function sameIngredient(cook: readonly string[], recipe: readonly string[]): boolean {
  return cook.length > 0 && recipe.length > 0 && (within(cook, recipe) || within(recipe, cook));
}

/**
 * A meal with its ingredients' words worked out once (the catalog is matched on every request).
 * Meat categories are left out here, as in every meal list the app shows.
 */
export type IndexedMeal = { meal: Meal; ingredientWords: string[][] };

export function indexMeals(meals: readonly Meal[]): IndexedMeal[] {
  return meals
    .filter((meal) => !MEAT_CATEGORIES.includes(meal.category))
    .map((meal) => ({ meal, ingredientWords: meal.ingredients.map((ingredient) => ingredientWords(ingredient.name)) }));
}

export type CatalogMatch = {
  meal: Meal;
  /** The cook's ingredients (as they typed them) that the meal uses. */
  used: string[];
  /** The cook's ingredients that the meal does not use. */
  unused: string[];
  /** The meal's ingredients the cook did not list, staples (salt, water, pepper) included. */
  missing: Ingredient[];
  /** How many of `missing` are more than staples. */
  extras: number;
};

function matchMeal(indexed: IndexedMeal, cook: { name: string; words: string[] }[]): CatalogMatch {
  const used = cook.filter(({ words }) => indexed.ingredientWords.some((recipe) => sameIngredient(words, recipe)));
  const missingAt = indexed.ingredientWords.flatMap((recipe, index) =>
    cook.some(({ words }) => sameIngredient(words, recipe)) ? [] : [index],
  );
  return {
    meal: indexed.meal,
    used: used.map(({ name }) => name),
    unused: cook.filter((entry) => !used.includes(entry)).map(({ name }) => name),
    missing: missingAt.map((index) => indexed.meal.ingredients[index]!),
    extras: missingAt.filter((index) => !isStaple(indexed.ingredientWords[index]!)).length,
  };
}

/**
 * The meal that uses the most of the cook's ingredients and, among those, needs the fewest
 * extra ones; ties go to the shorter ingredient list, then by name and id, so the same list
 * always gets the same meal. Null only for an empty catalog.
 */
export function bestCatalogMatch(ingredients: readonly string[], meals: readonly IndexedMeal[]): CatalogMatch | null {
  const cook = ingredients.map((name) => ({ name, words: ingredientWords(name) }));
  let best: CatalogMatch | null = null;
  for (const indexed of meals) {
    const candidate = matchMeal(indexed, cook);
    if (!best || isBetter(candidate, best)) best = candidate;
  }
  return best;
}

function isBetter(a: CatalogMatch, b: CatalogMatch): boolean {
  return (
    (b.used.length - a.used.length ||
      a.extras - b.extras ||
      a.meal.ingredients.length - b.meal.ingredients.length ||
      a.meal.name.localeCompare(b.meal.name, "en") ||
      (a.meal.id < b.meal.id ? -1 : a.meal.id > b.meal.id ? 1 : 0)) < 0
  );
}

/** A match worth presenting as "a recipe from your ingredients": it uses at least two of them. */
export function matchesWell(match: CatalogMatch): boolean {
  const listed = match.used.length + match.unused.length;
  return match.used.length >= Math.min(2, listed);
}
