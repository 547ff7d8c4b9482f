import type { MealSourceConfig } from "@/lib/platform/config";
import type { PrismaClient } from "@/lib/platform/database";
import { revisionReader, type RevisionReader } from "@/lib/platform/revisions";
import type { MealSource } from "../types";
import { withCache } from "./cached";
import { createLocalSource } from "./local/source";
import { createTheMealDbSource } from "./themealdb/source";
import { withOwnRecipes } from "./with-own-recipes";

/**
 * How long answers are reused. TheMealDB's meals rarely change and each question costs a trip
 * over the network. Stored meals (the catalog, imports, cooks' recipes) are kept a minute but
 * dropped as soon as the meals' revision moves (lib/platform/revisions): a write by this or any other
 * instance, or an import, shows within a second. The cache turns a search from database queries
 * plus mapping into a memory read.
 */
const CACHE = {
  themealdb: { entries: 1000, ttlMs: 10 * 60_000 },
  local: { entries: 1000, ttlMs: 60_000 },
};

export type ConfiguredSource = {
  source: MealSource;
  /** Call after writing meals in this process: the next question sees the write. */
  mealsChanged(): void;
};

/** The source the app uses for a configuration (the live adapter retries once: a page should not wait long). */
export function mealSourceFor(
  config: MealSourceConfig,
  db: PrismaClient,
  revision: RevisionReader = revisionReader(db, "meals"),
): ConfiguredSource {
  const stored = (origins?: "user"[]) =>
    withCache(createLocalSource(db, { origins }), { ...CACHE.local, revision: () => revision.current() });
  const source =
    config.mode === "themealdb"
      ? withOwnRecipes(
          withCache(createTheMealDbSource({ apiUrl: config.apiUrl, timeoutMs: config.timeoutMs, retries: 1 }), CACHE.themealdb),
          stored(["user"]),
        )
      : stored();
  return { source, mealsChanged: () => revision.forget() };
}
