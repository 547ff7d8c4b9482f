import { BoundedCache } from "@/lib/platform/cache";
import type { MealSource } from "../types";

type CacheOptions = {
  entries: number;
  ttlMs: number;
  /**
   * The stored meals' revision (lib/platform/revisions): when it moves on, every kept answer is
   * dropped, so a cook's new, edited or deleted recipe never waits for the time to live.
   */
  revision?: () => Promise<number>;
};

/**
 * A source whose answers are kept for `ttlMs` in a bounded cache. Concurrent identical questions
 * share one pending answer, so a burst asks the source once. A failed answer is not kept.
 */
export function withCache(source: MealSource, { entries, ttlMs, revision }: CacheOptions): MealSource {
  const cache = new BoundedCache<Promise<unknown>>(entries, ttlMs);
  let seenRevision = -1;

  async function dropIfChanged(): Promise<void> {
    if (!revision) return;
    const current = await revision();
    // Only forward: a reader that started before a newer revision was seen must not undo it.
    if (current > seenRevision) {
      cache.clear();
      seenRevision = current;
    }
  }

  async function cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    await dropIfChanged();
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const answer = ask();
    cache.set(key, answer);
    answer.catch(() => cache.delete(key));
    return answer;
  }
  return {
    searchByName: (term) => cached(`s:${term}`, () => source.searchByName(term)),
    searchByFirstLetter: (letter) => cached(`f:${letter}`, () => source.searchByFirstLetter(letter)),
    filterByCategory: (category) => cached(`c:${category}`, () => source.filterByCategory(category)),
    lookupById: (id) => cached(`i:${id}`, () => source.lookupById(id)),
    listCategories: () => cached("categories", () => source.listCategories()),
    filterByArea: (area) => cached(`a:${area.toLowerCase()}`, () => source.filterByArea(area)),
    filterByIngredient: (ingredient) => cached(`in:${ingredient.toLowerCase()}`, () => source.filterByIngredient(ingredient)),
    listAreas: () => cached("areas", () => source.listAreas()),
    listIngredients: () => cached("ingredients", () => source.listIngredients()),
    // A random pick is a new question every time.
    randomMeal: (excluded) => source.randomMeal(excluded),
  };
}
