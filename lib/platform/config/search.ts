import { z } from "zod";
import { parseEnv, pick, type Env } from "./parse-env";

/** The Recipe Finder's search (GET /api/search and its suggestions): how much one client may ask. */
const searchEnvSchema = z.object({
  SEARCH_READS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
});

export type SearchConfig = {
  /** Searches and suggestions each cook, and each client address, may ask for a minute, per server process. */
  readsPerMinute: number;
};

export function parseSearchConfig(env: Env): SearchConfig {
  const e = parseEnv(searchEnvSchema, pick(env, Object.keys(searchEnvSchema.shape)));
  return { readsPerMinute: e.SEARCH_READS_PER_MINUTE };
}
