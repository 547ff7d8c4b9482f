import { z } from "zod";
import { parseEnv, pick, type Env } from "./parse-env";

/** Personal API keys for the TheMealDB-compatible paths: how many a cook keeps, how much each may ask. */
const apiKeyEnvSchema = z.object({
  API_KEYS_PER_COOK: z.coerce.number().int().min(1).max(100).default(5),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  API_KEY_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
});

export type ApiKeyConfig = {
  /** Keys a cook may have working at once (revoked ones do not count). */
  keysPerCook: number;
  requestsPerMinute: number;
  requestsPerDay: number;
};

export function parseApiKeyConfig(env: Env): ApiKeyConfig {
  const e = parseEnv(apiKeyEnvSchema, pick(env, Object.keys(apiKeyEnvSchema.shape)));
  return { keysPerCook: e.API_KEYS_PER_COOK, requestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE, requestsPerDay: e.API_KEY_REQUESTS_PER_DAY };
}
