import "server-only";
import { db } from "@/lib/db";
import { loadMealSourceConfig } from "./config";
import { createLocalSource } from "./local/source";
import { createMealService, type MealService } from "./service";
import { createTheMealDbSource } from "./themealdb/source";

let service: MealService | undefined;

/** The one meal service of the app, on the source MEAL_SOURCE names. */
export function mealService(): MealService {
  if (service) return service;
  const config = loadMealSourceConfig();
  service = createMealService(
    config.mode === "themealdb"
      ? createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs, retries: 1 })
      : createLocalSource(db),
  );
  return service;
}
