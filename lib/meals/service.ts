import { canonicalCategory } from "@/lib/validations/meals";
import { MEAT_CATEGORIES, type Meal, type MealCategory, type MealSource, type MealSummary } from "./types";

export type MealService = {
  searchMealsByName(term: string): Promise<Meal[]>;
  searchMealsByFirstLetter(letter: string): Promise<Meal[]>;
  listMealsInCategory(category: string): Promise<MealSummary[]>;
  findMealById(id: string): Promise<Meal | null>;
  listCategories(): Promise<MealCategory[]>;
};

const withoutMeat = (meals: Meal[]) => meals.filter((meal) => !MEAT_CATEGORIES.includes(meal.category));

/**
 * The seed's rules on top of any source: name and letter results drop Chicken, Pork and Beef;
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
  };
}
