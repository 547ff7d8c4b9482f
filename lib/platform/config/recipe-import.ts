import { z } from "zod";
import { ConfigError, parseEnv, pick, type Env } from "./parse-env";

const flag = z.enum(["true", "false"], { message: 'must be "true" or "false"' }).default("false");

const importEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  IMPORT_ALLOW_LOOPBACK: flag,
  RES_PE_TEST_RUN: flag,
});

export type RecipeImportConfig = {
  /**
   * Recipe imports may fetch from 127.0.0.0/8 and ::1: only so tests can serve pages from a
   * loopback site. Every other private address stays refused.
   */
  allowLoopback: boolean;
};

export function parseRecipeImportConfig(env: Env): RecipeImportConfig {
  const e = parseEnv(importEnvSchema, pick(env, Object.keys(importEnvSchema.shape)));
  const allowLoopback = e.IMPORT_ALLOW_LOOPBACK === "true";
  if (allowLoopback && e.NODE_ENV === "production" && e.RES_PE_TEST_RUN !== "true") {
    // A public server that fetches from its own loopback lets anyone read its internal services.
    throw new ConfigError(
      "Invalid configuration (see .env.example):\n  IMPORT_ALLOW_LOOPBACK: is for tests only and is refused in production " +
        "(NODE_ENV=production): recipe imports could then read services on this machine. Remove it.",
    );
  }
  return { allowLoopback };
}
