import "server-only";
import { db } from "@/lib/db";
import { loadMealSourceConfig } from "./config";
import { createMealService, type MealService } from "./service";
import { mealSourceFor, type ConfiguredSource } from "./source-for-config";

let configured: (ConfiguredSource & { service: MealService }) | undefined;

function configuredSource() {
  if (!configured) {
    const source = mealSourceFor(loadMealSourceConfig(), db);
    configured = { ...source, service: createMealService(source.source) };
  }
  return configured;
}

/** The one meal service of the app, on the source MEAL_SOURCE names. */
export function mealService(): MealService {
  return configuredSource().service;
}

/** The stored meals' revision: it moves whenever any instance writes meals. */
export function mealsRevision(): Promise<number> {
  return configuredSource().revision();
}

/** After this process wrote meals (a cook's recipe): the next question reads them afresh. */
export function mealsChanged(): void {
  configuredSource().mealsChanged();
}
