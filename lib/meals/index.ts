import "server-only";
import { db } from "@/lib/db";
import { loadMealSourceConfig } from "./config";
import { createMealService, type MealService } from "./service";
import { mealSourceFor } from "./source-for-config";

let service: MealService | undefined;

/** The one meal service of the app, on the source MEAL_SOURCE names. */
export function mealService(): MealService {
  service ??= createMealService(mealSourceFor(loadMealSourceConfig(), db));
  return service;
}
