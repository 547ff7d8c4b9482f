import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { currentRevision, revisionChanged } from "@/lib/platform/revisions";
import { createMealService, type MealService } from "./service";
import { mealSourceFor, type ConfiguredSource } from "./sources/for-config";

let configured: (ConfiguredSource & { service: MealService }) | undefined;

function configuredSource() {
  if (!configured) {
    // The app's one reader of the meals' revision, shared with every other cache of meals.
    const source = mealSourceFor(loadConfig().meals, db, {
      current: () => currentRevision("meals"),
      forget: () => revisionChanged("meals"),
    });
    configured = { ...source, service: createMealService(source.source) };
  }
  return configured;
}

/** The one meal service of the app, on the source MEAL_SOURCE names. */
export function mealService(): MealService {
  return configuredSource().service;
}
