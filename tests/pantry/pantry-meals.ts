import type { PrismaClient } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import type { Meal } from "@/lib/meals/types";
import { testMeal } from "../support/meals";

/** These tests' meals live in an area no other meal has, so every match is scoped to them. */
export const PANTRY_AREA = "Qupantria";

const meal = (id: string, name: string, category: string, ingredients: string[], extra: Partial<Meal> = {}): Meal => ({
  ...testMeal(id, name, { category, ingredients }),
  area: PANTRY_AREA,
  ...extra,
});

export const PANTRY_MEALS: Meal[] = [
  meal("987101", "Qp Shakshuka", "Vegetarian", ["Tomatoes", "Onion", "Eggs", "Olive oil", "Salt"], { totalMinutes: 30, difficulty: "easy" }),
  meal("987102", "Qp Hummus", "Starter", ["Chickpeas", "Lemon juice", "Tahini", "Garlic", "Olive oil", "Salt"], { totalMinutes: 10, difficulty: "easy" }),
  meal("987103", "Qp Spring Onion Salad", "Side", ["Spring onions", "Cherry tomatoes", "Lemon", "Salt and pepper"], { totalMinutes: 15, difficulty: "easy" }),
  meal("987104", "Qp Tomato Bake", "Vegetarian", ["Tomatoes", "Mozzarella", "Basil"], { totalMinutes: 60, difficulty: "hard" }),
  meal("987105", "Qp Beef Chilli", "Beef", ["Minced beef", "Tomatoes", "Onion"], { totalMinutes: 45 }),
  meal("987106", "Qp Salted Water", "Side", ["Water", "Salt"], { totalMinutes: 5 }),
  meal("987107", "Qp Onion Tart", "Vegetarian", ["Onions", "Butter", "Plain flour"], { totalMinutes: 90, difficulty: "medium" }),
];

/** What the tests' cook keeps, written as a cook would: quantities, preparation, US names. */
export const PANTRY_ITEMS = ["2 ripe tomatoes, chopped", "Red onion", "Scallions", "Garbanzo beans", "Lemon", "Salt", "Pepper", "Oil", "Water"];

export const storePantryMeals = (db: PrismaClient) => syncMeals(db, PANTRY_MEALS, "themealdb");
export const removePantryMeals = (db: PrismaClient) => db.meal.deleteMany({ where: { area: PANTRY_AREA } });
