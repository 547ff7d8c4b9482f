import { describe, expect, it } from "vitest";
import { createMealService } from "@/lib/meals/service";
import { canonicalCategory } from "@/lib/validations/meals";
import type { Meal, MealSource } from "@/lib/meals/types";
import { testMeal } from "../support/meals";

const meal = (id: string, name: string, category: string) => testMeal(id, name, { category });

const MEALS = [
  meal("1", "Apple Pie", "Dessert"),
  meal("2", "Apple Chicken", "Chicken"),
  meal("3", "Apple Pork Roast", "Pork"),
  meal("4", "Apple Beef Stew", "Beef"),
  meal("5", "Apple Lamb", "Lamb"),
];

/** A source that answers everything with the same meals, as a source with no filtering would. */
function sourceAnswering(meals: Meal[]): MealSource {
  return {
    searchByName: async () => meals,
    searchByFirstLetter: async () => meals,
    filterByCategory: async (category) => meals.filter((m) => m.category === category).map(({ id, name, thumbnail, imageAlt }) => ({ id, name, thumbnail, imageAlt })),
    lookupById: async (id) => meals.find((m) => m.id === id) ?? null,
    listCategories: async () => [],
    filterByArea: async () => [],
    filterByIngredient: async () => [],
    listAreas: async () => [],
    listIngredients: async () => [],
    randomMeal: async (excluded) => meals.find((m) => !excluded.includes(m.category)) ?? null,
  };
}

describe("the meal service's seed rules", () => {
  const service = createMealService(sourceAnswering(MEALS));

  it("drops Chicken, Pork and Beef from name search results", async () => {
    const names = (await service.searchMealsByName("apple")).map((m) => m.name);
    expect(names).toEqual(["Apple Pie", "Apple Lamb"]);
  });

  it("never picks Chicken, Pork or Beef at random", async () => {
    const carnivore = createMealService(sourceAnswering(MEALS.filter((m) => m.category !== "Dessert")));
    expect((await carnivore.randomMeal())?.category).toBe("Lamb");
  });

  it("drops Chicken, Pork and Beef from letter search results", async () => {
    const categories = (await service.searchMealsByFirstLetter("A")).map((m) => m.category);
    expect(categories).toEqual(["Dessert", "Lamb"]);
  });

  it("keeps meat categories on category pages (the seed filters searches only)", async () => {
    expect(await service.listMealsInCategory("beef")).toHaveLength(1);
  });

  it("answers an empty list for a source with nothing, and for an unknown category", async () => {
    const empty = createMealService(sourceAnswering([]));
    expect(await empty.searchMealsByName("zzz")).toEqual([]);
    expect(await empty.searchMealsByFirstLetter("q")).toEqual([]);
    expect(await service.listMealsInCategory("Unicorns")).toEqual([]);
    expect(await service.findMealById("999")).toBeNull();
  });

  it("reads a category in any case in TheMealDB's spelling", () => {
    expect(canonicalCategory(" vEGAN ")).toBe("Vegan");
    expect(canonicalCategory("Vegans")).toBeUndefined();
  });
});
