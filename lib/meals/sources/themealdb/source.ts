import type { z } from "zod";
import { MealSourceUnavailableError, type MealSource } from "../../types";
import {
  categoriesResponseSchema,
  mealsResponseSchema,
  reshapeCategory,
  reshapeMeal,
  reshapeMealSummary,
  summariesResponseSchema,
} from "./reshape";

type TheMealDbOptions = {
  /** Base URL including the key segment, e.g. https://www.themealdb.com/api/json/v1/1 */
  apiUrl: string;
  timeoutMs: number;
  /** Extra attempts after a failed request (the import retries; pages fail fast). */
  retries?: number;
  /** Delay before the first retry; doubled for each further one. */
  backoffMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** TheMealDB's v1 API behind the MealSource interface. */
export function createTheMealDbSource({
  apiUrl,
  timeoutMs,
  retries = 0,
  backoffMs = 250,
}: TheMealDbOptions): MealSource {
  async function fetchOnce(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String((error as Error).cause ?? error);
      throw new MealSourceUnavailableError(`TheMealDB could not be reached at ${url}: ${reason}`);
    }
    if (!response.ok) throw new MealSourceUnavailableError(`TheMealDB answered ${response.status} for ${url}`);
    try {
      return await response.json();
    } catch {
      throw new MealSourceUnavailableError(`TheMealDB sent something that is not JSON for ${url}`);
    }
  }

  async function get<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
    const url = `${apiUrl}/${path}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const parsed = schema.safeParse(await fetchOnce(url));
        if (!parsed.success) throw new MealSourceUnavailableError(`TheMealDB's answer for ${url} has an unexpected shape`);
        return parsed.data;
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(backoffMs * 2 ** attempt);
      }
    }
  }

  const query = (value: string) => encodeURIComponent(value);

  return {
    async searchByName(term) {
      const { meals } = await get(`search.php?s=${query(term)}`, mealsResponseSchema);
      return (meals ?? []).map(reshapeMeal);
    },
    async searchByFirstLetter(letter) {
      const { meals } = await get(`search.php?f=${query(letter)}`, mealsResponseSchema);
      return (meals ?? []).map(reshapeMeal);
    },
    async filterByCategory(category) {
      const { meals } = await get(`filter.php?c=${query(category)}`, summariesResponseSchema);
      return (meals ?? []).map(reshapeMealSummary);
    },
    async lookupById(id) {
      const { meals } = await get(`lookup.php?i=${query(id)}`, mealsResponseSchema);
      const first = meals?.[0];
      return first ? reshapeMeal(first) : null;
    },
    async listCategories() {
      const { categories } = await get("categories.php", categoriesResponseSchema);
      return (categories ?? []).map(reshapeCategory);
    },
  };
}
