import "server-only";
import { cache } from "react";
import { mealIdSchema } from "@/lib/validations/meals";
import { mealService } from "@/lib/meals";

/** The meal of /recipeDetail/<id>, looked up once per request (layout, metadata and page share it). */
export const findMealForPage = cache(async (id: string) => {
  const parsed = mealIdSchema.safeParse(id);
  return parsed.success ? mealService().findMealById(parsed.data) : null;
});
