import type { PrismaClient } from "../generated/prisma/client";
import { withCache } from "./cached-source";
import type { MealSourceConfig } from "./config";
import { createLocalSource } from "./local/source";
import { createTheMealDbSource } from "./themealdb/source";
import type { MealSource } from "./types";

/**
 * How long answers are reused. TheMealDB's meals rarely change and each question costs a trip
 * over the network. The embedded catalog changes only when the server starts (seeding) or when
 * `npm run meals:import` runs in another process, whose meals then appear within a minute; the
 * cache turns a search from database queries plus mapping into a memory read.
 */
const CACHE = {
  themealdb: { entries: 1000, ttlMs: 10 * 60_000 },
  local: { entries: 1000, ttlMs: 60_000 },
};

/** The source the app uses for a configuration (the live adapter retries once: a page should not wait long). */
export function mealSourceFor(config: MealSourceConfig, db: PrismaClient): MealSource {
  const source =
    config.mode === "themealdb"
      ? createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs, retries: 1 })
      : createLocalSource(db);
  return withCache(source, CACHE[config.mode]);
}
