import type { Difficulty } from "@/config/meals";
import type { Diet } from "@/lib/diets";
import { AppError } from "@/lib/platform/errors";

export { DIFFICULTIES, MAX_INGREDIENTS, MEAL_CATEGORIES, MEAT_CATEGORIES, type Difficulty } from "@/config/meals";

/**
 * The part of a line that is not eaten (frying oil drained, the pasta water's salt) and why:
 * nutrition counts only the rest.
 */
export type NotEaten = { share: number; why: string };

export type Ingredient = { name: string; measure: string; notEaten?: NotEaten };

/** Who wrote a cook's own recipe (only the name is shown; the id decides who may change it). */
export type MealAuthor = { id: string; name: string };

export type Meal = {
  id: string;
  name: string;
  category: string;
  area: string;
  /** Steps or paragraphs separated by blank lines. */
  instructions: string;
  /** A path on this site (/meals/10001.svg) or an absolute URL. */
  thumbnail: string;
  imageAlt: string | null;
  /** The meal's own video, when it has one. */
  youtube: string | null;
  source: string | null;
  tags: string[];
  servings: number | null;
  /** Minutes; null where nobody stated them (imported meals are never given invented times). */
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  difficulty: Difficulty | null;
  /** Derived from the ingredient names by lib/diets on every write, never typed. */
  diets: Diet[];
  /** The catalog's cooking tips (why a step matters, make-ahead, swaps); empty elsewhere. */
  tips: string[];
  ingredients: Ingredient[];
  /** The cook who wrote it; null for catalog and TheMealDB meals. */
  author: MealAuthor | null;
};

/** A meal as a cook's lists show it (saved recipes, collections, the plan): a card, no recipe. */
export type MealCard = Pick<Meal, "id" | "name" | "thumbnail" | "imageAlt" | "category" | "area" | "totalMinutes" | "difficulty" | "diets">;

/** What a category listing carries (TheMealDB's filter.php gives only these three). */
export type MealSummary = Pick<Meal, "id" | "name" | "thumbnail"> & { imageAlt: string | null };

export type MealCategory = { id: string; name: string; thumbnail: string | null; description: string };

/** One ingredient of the list TheMealDB's list.php?i=list gives (its description and type when known). */
export type IngredientEntry = { id: string; name: string; description: string | null; type: string | null };

/**
 * Where meals come from. Sources answer without the seed's rules (the service applies them),
 * so the import can copy every meal and each source stays a plain adapter.
 */
export interface MealSource {
  searchByName(term: string): Promise<Meal[]>;
  searchByFirstLetter(letter: string): Promise<Meal[]>;
  filterByCategory(category: string): Promise<MealSummary[]>;
  lookupById(id: string): Promise<Meal | null>;
  listCategories(): Promise<MealCategory[]>;
  /** Meals of one area ("Italian"), any case; TheMealDB's filter.php?a=. */
  filterByArea(area: string): Promise<MealSummary[]>;
  /** Meals with an ingredient of exactly this name, any case; TheMealDB's filter.php?i=. */
  filterByIngredient(ingredient: string): Promise<MealSummary[]>;
  listAreas(): Promise<string[]>;
  listIngredients(): Promise<IngredientEntry[]>;
  /** One meal picked at random outside `excludedCategories`, or null when there is none. */
  randomMeal(excludedCategories: readonly string[]): Promise<Meal | null>;
}

const MEAL_SOURCE_DOWN = "The meal database is not answering right now. Please try again in a moment.";

/**
 * The source could not answer (network, timeout, bad status or body): not the client's fault.
 * The cook hears that the meal database is down; `detail` (what failed, where) goes to the log.
 */
export class MealSourceUnavailableError extends AppError {
  override name = "MealSourceUnavailableError";
  constructor(detail: string) {
    super("upstream_failed", MEAL_SOURCE_DOWN, { retryAfterSeconds: 10, detail });
  }
}
