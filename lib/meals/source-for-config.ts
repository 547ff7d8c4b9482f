import type { PrismaClient } from "../generated/prisma/client";
import { withCache } from "./cached-source";
import type { MealSourceConfig } from "./config";
import { createLocalSource } from "./local/source";
import { withOwnRecipes } from "./merged-source";
import { revisionReader } from "./revision";
import { createTheMealDbSource } from "./themealdb/source";
import type { MealSource } from "./types";

/**
 * How long answers are reused. TheMealDB's meals rarely change and each question costs a trip
 * over the network. Stored meals (the catalog, imports, cooks' recipes) are kept a minute but
 * dropped as soon as the meals' revision moves (lib/meals/revision.ts): a write by this or any
 * other instance, or an import, shows within a second. The cache turns a search from database
 * queries plus mapping into a memory read.
 */
const CACHE = {
  themealdb: { entries: 1000, ttlMs: 10 * 60_000 },
  local: { entries: 1000, ttlMs: 60_000 },
};

export type ConfiguredSource = {
  source: MealSource;
  /** The stored meals' revision (for caches above the source, such as finished API answers). */
  revision(): Promise<number>;
  /** Call after writing meals in this process: the next question sees the write. */
  mealsChanged(): void;
};

/** The source the app uses for a configuration (the live adapter retries once: a page should not wait long). */
export function mealSourceFor(config: MealSourceConfig, db: PrismaClient): ConfiguredSource {
  const revision = revisionReader(db);
  const stored = (origins?: "user"[]) =>
    withCache(createLocalSource(db, { origins }), { ...CACHE.local, revision: () => revision.current() });
  const source =
    config.mode === "themealdb"
      ? withOwnRecipes(
          withCache(createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs, retries: 1 }), CACHE.themealdb),
          stored(["user"]),
        )
      : stored();
  return { source, revision: () => revision.current(), mealsChanged: () => revision.forget() };
}
