import { BoundedCache } from "@/lib/cache/bounded-cache";
import type { MealSource } from "./types";

/**
 * A source whose answers are kept for `ttlMs` in a bounded cache. Concurrent identical questions
 * share one pending answer, so a burst asks the source once. A failed answer is not kept.
 */
export function withCache(source: MealSource, { entries, ttlMs }: { entries: number; ttlMs: number }): MealSource {
  const cache = new BoundedCache<Promise<unknown>>(entries, ttlMs);
  function cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
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
  };
}
