import type { PrismaClient } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import type { Meal } from "@/lib/meals/types";
import { testMeal } from "../support/meals";

/** This file's meals live in an area no catalog meal has, so the searches can be scoped to them. */
export const AREA = "Zedland";

type Extra = Partial<Pick<Meal, "tags" | "totalMinutes" | "difficulty" | "area">>;
const meal = (id: string, name: string, category: string, ingredients: string[], extra: Extra = {}): Meal => ({
  ...testMeal(id, name, { category, ingredients }),
  area: AREA,
  ...extra,
});

export const SEARCH_MEALS: Meal[] = [
  meal("981001", "Pinto Beans with Rice", "Vegan", ["Pinto beans", "Rice", "Onion"], { totalMinutes: 40, difficulty: "easy" }),
  meal("981002", "Crème Brûlée", "Dessert", ["Double cream", "Eggs", "Caster sugar"], { totalMinutes: 300, difficulty: "medium" }),
  meal("981003", "Tomato Soup", "Starter", ["Tomatoes", "Onion", "Vegetable stock"], { totalMinutes: 30, difficulty: "easy" }),
  meal("981004", "Lasagne al Forno", "Pasta", ["Lasagne sheets", "Tomatoes", "Ricotta"], { totalMinutes: 90, difficulty: "hard" }),
  meal("981005", "Penne Arrabbiata", "Pasta", ["Penne", "Tomatoes", "Chilli flakes"], { totalMinutes: 25, difficulty: "easy" }),
  meal("981006", "Broccoli Cheese Bake", "Vegetarian", ["Broccoli", "Cheddar", "Milk"], { totalMinutes: 45, difficulty: "medium" }),
  meal("981007", "Chicken Tomato Stew", "Chicken", ["Chicken thighs", "Tomatoes"], { totalMinutes: 60 }),
  meal("981008", "Potato Salad", "Side", ["Potatoes", "Mayonnaise", "Chives"], { totalMinutes: 15, difficulty: "easy" }),
  meal("981009", "Summer Vegetable Plate", "Side", ["Courgette", "Peppers"], { tags: ["Tomato"], totalMinutes: 20 }),
  meal("981010", "Peanut Noodles", "Vegan", ["Noodles", "Peanut butter", "Spring onions"], { totalMinutes: 15, difficulty: "easy" }),
];

export async function storeSearchMeals(db: PrismaClient): Promise<void> {
  await syncMeals(db, SEARCH_MEALS, "themealdb");
  // One rating: Penne Arrabbiata 5 stars, so it leads the meals that tie on where "tomato" was found.
  await db.mealRatingSummary.upsert({ where: { mealId: "981005" }, create: { mealId: "981005", count: 1, total: 5 }, update: { count: 1, total: 5 } });
}

export async function removeSearchMeals(db: PrismaClient): Promise<void> {
  await db.meal.deleteMany({ where: { area: AREA } });
}
