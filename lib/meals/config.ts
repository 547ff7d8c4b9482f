import { z } from "zod";
import { parseEnv } from "../config/server-config";

/**
 * Where meals come from. Kept apart from the server config because the import command, the
 * request gate (image origins in the CSP) and the pages all read it.
 */
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
});

export type MealSourceConfig = {
  mode: "local" | "themealdb";
  /** Base URL with the key segment, e.g. https://www.themealdb.com/api/json/v1/1 */
  apiUrl: string;
  timeoutMs: number;
};

export function parseMealSourceConfig(env: Record<string, string | undefined>): MealSourceConfig {
  const e = parseEnv(mealEnvSchema, {
    MEAL_SOURCE: env.MEAL_SOURCE,
    MEALDB_BASE_URL: env.MEALDB_BASE_URL,
    MEALDB_API_KEY: env.MEALDB_API_KEY,
    MEALDB_TIMEOUT_MS: env.MEALDB_TIMEOUT_MS,
  });
  return {
    mode: e.MEAL_SOURCE,
    apiUrl: `${e.MEALDB_BASE_URL.replace(/\/+$/, "")}/${e.MEALDB_API_KEY}`,
    timeoutMs: e.MEALDB_TIMEOUT_MS,
  };
}

let cached: MealSourceConfig | undefined;

export function loadMealSourceConfig(): MealSourceConfig {
  cached ??= parseMealSourceConfig(process.env);
  return cached;
}

/** TheMealDB serves its pictures from its own site; only live mode shows them. */
const THEMEALDB_IMAGE_ORIGIN = "https://www.themealdb.com";

/** Image origins the pages may load besides our own (for the Content-Security-Policy). */
export function mealImageOrigins(config: MealSourceConfig = loadMealSourceConfig()): string[] {
  return config.mode === "themealdb" ? [THEMEALDB_IMAGE_ORIGIN] : [];
}
