import type { z } from "zod";

/** A setting that is wrong: the start stops with this message, which names each variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The environment as the configuration reads it: variable name → value. */
export type Env = Record<string, string | undefined>;

/** Validates environment variables with a schema; a problem is a ConfigError naming each variable. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const parsed = schema.safeParse(
    // An empty variable in .env means "not set", as it does for most twelve-factor apps.
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration (see .env.example):\n${problems}`);
  }
  return parsed.data;
}

/** Only the listed variables, so a schema never sees (or reports) anything else. */
export const pick = (env: Env, keys: readonly string[]): Env => Object.fromEntries(keys.map((key) => [key, env[key]]));
