import { z } from "zod";
import { parseEnv, pick, type Env } from "./parse-env";

/** Where meals come from: the embedded database, or TheMealDB live. */
const mealEnvSchema = z.object({
  MEAL_SOURCE: z
    .enum(["local", "themealdb"], { message: 'must be "local" (the embedded catalog) or "themealdb"' })
    .default("local"),
  MEALDB_BASE_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://www.themealdb.com/api/json/v1" })
    .default("https://www.themealdb.com/api/json/v1"),
  MEALDB_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, "must be letters and digits only (TheMealDB's test key is 1)")
    .default("1"),
  MEALDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MEALDB_RETRY_BACKOFF_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  RECIPES_PER_COOK: z.coerce.number().int().min(1).max(100_000).default(500),
});

export type MealSourceConfig = {
  mode: "local" | "themealdb";
  /** Base URL with the key segment, e.g. https://www.themealdb.com/api/json/v1/1 */
  apiUrl: string;
  timeoutMs: number;
  /** `npm run meals:import`'s first wait before trying a failed request again (doubled at each retry). */
  retryBackoffMs: number;
  /** How many own recipes one cook may keep: generous for a person, a wall for a script. */
  recipesPerCook: number;
};

export function parseMealSourceConfig(env: Env): MealSourceConfig {
  const e = parseEnv(mealEnvSchema, pick(env, Object.keys(mealEnvSchema.shape)));
  return {
    mode: e.MEAL_SOURCE,
    apiUrl: `${e.MEALDB_BASE_URL.replace(/\/+$/, "")}/${e.MEALDB_API_KEY}`,
    timeoutMs: e.MEALDB_TIMEOUT_MS,
    retryBackoffMs: e.MEALDB_RETRY_BACKOFF_MS,
    recipesPerCook: e.RECIPES_PER_COOK,
  };
}

/** TheMealDB serves its pictures from its own site; only live mode shows them. */
const THEMEALDB_IMAGE_ORIGIN = "https://www.themealdb.com";

/** Image origins the pages may load besides our own (for the Content-Security-Policy). */
export function mealImageOrigins(config: MealSourceConfig): string[] {
  return config.mode === "themealdb" ? [THEMEALDB_IMAGE_ORIGIN] : [];
}
