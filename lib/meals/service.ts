import { canonicalCategory } from "@/lib/validations/meals";
import { MEAT_CATEGORIES, type IngredientEntry, type Meal, type MealCategory, type MealSource, type MealSummary } from "./types";

export type MealService = {
  searchMealsByName(term: string): Promise<Meal[]>;
  searchMealsByFirstLetter(letter: string): Promise<Meal[]>;
  listMealsInCategory(category: string): Promise<MealSummary[]>;
  findMealById(id: string): Promise<Meal | null>;
  listCategories(): Promise<MealCategory[]>;
  listMealsFromArea(area: string): Promise<MealSummary[]>;
  listMealsWithIngredient(ingredient: string): Promise<MealSummary[]>;
  listAreas(): Promise<string[]>;
  listIngredients(): Promise<IngredientEntry[]>;
  /** A meal picked at random, never Chicken, Pork or Beef (the product appears meat-free). */
  randomMeal(): Promise<Meal | null>;
  /**
   * Name or letter results for one cook (the Recipe Finder's seed list): the meat-free rule
   * applies unless they chose to see Chicken, Beef and Pork dishes, and the answer says how many
   * meals it left out, so the page can say why.
   */
  findMealsForCook(by: "name" | "letter", text: string, showMeatDishes: boolean): Promise<{ meals: Meal[]; hiddenByMeatFreeRule: number }>;
};

const withoutMeat = (meals: Meal[]) => meals.filter((meal) => !MEAT_CATEGORIES.includes(meal.category));

/**
 * The seed's rules on top of any source: name and letter results (and a random pick) drop Chicken, Pork and Beef;
 * "nothing" is always an empty list (a source's null never reaches a page).
 */
export function createMealService(source: MealSource): MealService {
  return {
    async searchMealsByName(term) {
      return withoutMeat(await source.searchByName(term.trim()));
    },
    async searchMealsByFirstLetter(letter) {
      return withoutMeat(await source.searchByFirstLetter(letter.toLowerCase()));
    },
    async listMealsInCategory(category) {
      const known = canonicalCategory(category);
      return known ? source.filterByCategory(known) : [];
    },
    findMealById: (id) => source.lookupById(id),
    listCategories: () => source.listCategories(),
    // Filters answer as the category filter does: what was asked for, with no meat rule.
    listMealsFromArea: (area) => source.filterByArea(area.trim()),
    listMealsWithIngredient: (ingredient) => source.filterByIngredient(ingredient.trim()),
    listAreas: () => source.listAreas(),
    listIngredients: () => source.listIngredients(),
    randomMeal: () => source.randomMeal(MEAT_CATEGORIES),
    async findMealsForCook(by, text, showMeatDishes) {
      const all = await (by === "name" ? source.searchByName(text.trim()) : source.searchByFirstLetter(text.toLowerCase()));
      const meals = showMeatDishes ? all : withoutMeat(all);
      return { meals, hiddenByMeatFreeRule: all.length - meals.length };
    },
  };
}
