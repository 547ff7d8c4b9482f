import type { z } from "zod";
import { declaredTooLarge, readCapped } from "@/lib/platform/streams";
import { MealSourceUnavailableError, type MealSource } from "../../types";
import {
  areasResponseSchema,
  categoriesResponseSchema,
  ingredientsResponseSchema,
  mealsResponseSchema,
  reshapeCategory,
  reshapeIngredientEntry,
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

/** How often random.php is asked before giving up on a meal outside the excluded categories. */
const RANDOM_TRIES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The largest answer read from TheMealDB. Its biggest real one (a letter's meals) is about 200 KB;
 * anything far larger is not TheMealDB's, and is not held in memory whole to find that out.
 */
const THEMEALDB_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** The body as text, refused (undefined) once it passes `maxBytes`. */
async function readCappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (declaredTooLarge(response.headers, maxBytes)) return undefined;
  return (await readCapped(response.body, maxBytes))?.toString("utf8");
}

/** TheMealDB's v1 API behind the MealSource interface. */
export function createTheMealDbSource({
  apiUrl,
  timeoutMs,
  retries = 0,
  backoffMs = 250,
}: TheMealDbOptions): MealSource {
  // The key is the last segment of the API's address: what is logged names the place without it.
  const keyless = (url: string) => url.replace(apiUrl, apiUrl.replace(/\/[^/]*$/, "/<key>"));

  async function fetchOnce(url: string): Promise<unknown> {
    const shown = keyless(url);
    let response: Response;
    let text: string | undefined;
    try {
      // A redirect is refused: an answer from another address is not TheMealDB's.
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" }, redirect: "error" });
      text = response.ok ? await readCappedText(response, THEMEALDB_MAX_RESPONSE_BYTES) : undefined;
    } catch (error) {
      const cause = (error as Error).cause;
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : /redirect/i.test(String(cause ?? error))
            ? "it answered with a redirect, which is not followed"
            : keyless(String(cause ?? error));
      throw new MealSourceUnavailableError(`TheMealDB could not be reached at ${shown}: ${reason}`);
    }
    if (!response.ok) throw new MealSourceUnavailableError(`TheMealDB answered ${response.status} for ${shown}`);
    if (text === undefined) {
      throw new MealSourceUnavailableError(`TheMealDB's answer for ${shown} is larger than ${THEMEALDB_MAX_RESPONSE_BYTES} bytes`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MealSourceUnavailableError(`TheMealDB sent something that is not JSON for ${shown}`);
    }
  }

  async function get<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
    const url = `${apiUrl}/${path}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const parsed = schema.safeParse(await fetchOnce(url));
        if (!parsed.success) throw new MealSourceUnavailableError(`TheMealDB's answer for ${keyless(url)} has an unexpected shape`);
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
    async filterByArea(area) {
      const { meals } = await get(`filter.php?a=${query(area)}`, summariesResponseSchema);
      return (meals ?? []).map(reshapeMealSummary);
    },
    async filterByIngredient(ingredient) {
      const { meals } = await get(`filter.php?i=${query(ingredient)}`, summariesResponseSchema);
      return (meals ?? []).map(reshapeMealSummary);
    },
    async listAreas() {
      const { meals } = await get("list.php?a=list", areasResponseSchema);
      return (meals ?? []).map((entry) => entry.strArea.trim());
    },
    async listIngredients() {
      const { meals } = await get("list.php?i=list", ingredientsResponseSchema);
      return (meals ?? []).map(reshapeIngredientEntry);
    },
    async randomMeal(excludedCategories) {
      // TheMealDB picks from all its meals; a few tries find one outside the excluded categories.
      for (let attempt = 0; attempt < RANDOM_TRIES; attempt += 1) {
        const { meals } = await get("random.php", mealsResponseSchema);
        const first = meals?.[0];
        if (!first) return null;
        const meal = reshapeMeal(first);
        if (!excludedCategories.includes(meal.category)) return meal;
      }
      return null;
    },
  };
}
