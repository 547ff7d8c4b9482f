import { dietsOf } from "@/lib/diets";
import type { Meal } from "@/lib/meals/types";

/** A meal for tests that need only some of its fields; each ingredient gets the measure "1". */
export function testMeal(
  id: string,
  name: string,
  { category = "Vegetarian", ingredients = [] as string[] }: { category?: string; ingredients?: string[] } = {},
): Meal {
  return {
    id,
    name,
    category,
    area: "British",
    instructions: "Prepare everything.\n\nCook it.",
    thumbnail: `/meals/${id}.svg`,
    imageAlt: null,
    youtube: null,
    source: null,
    tags: [],
    servings: 2,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    difficulty: null,
    diets: dietsOf(ingredients.map((name) => ({ name }))),
    tips: [],
    ingredients: ingredients.map((ingredient) => ({ name: ingredient, measure: "1" })),
    author: null,
  };
}
