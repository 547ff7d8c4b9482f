/**
 * Res-pe's configuration: every environment variable the app uses is read here, validated once,
 * and handed out as typed sections. Nothing else in the app reads `process.env` (commands may read
 * their own flags). A wrong value is a ConfigError that names the variable; the start stops on it.
 */
import { loadEnvConfig } from "@next/env";
import { parseConfig, type AppConfig } from "./app-config";
import { resolveAuthSecret } from "./auth-secret";
import type { Env } from "./parse-env";
import { mealImageOrigins, type MealSourceConfig } from "./meals";

let loaded: AppConfig | undefined;

/** The process's configuration, parsed on first use and then reused. */
export function loadConfig(): AppConfig {
  loaded ??= parseConfig(process.env);
  return loaded;
}

/**
 * Loads .env files the way Next does, for the commands that run before (or without) Next: the
 * start command, migrations, the Prisma CLI. Variables already set in the environment win.
 */
export function loadEnvFiles(): void {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
}

let secret: string | undefined;

/**
 * The key that encrypts session tokens: AUTH_SECRET, or the one generated into the data folder
 * on first start. Resolved once per process.
 */
export function sessionSecret(): string {
  secret ??= resolveAuthSecret(loadConfig());
  return secret;
}

/**
 * next-auth reads its public address from the environment itself; it is set from SITE_URL here,
 * at server start, unless the operator set it (an empty value counts as not set, as everywhere).
 */
export function configureLibraries(config: AppConfig): void {
  process.env.NEXTAUTH_URL ||= config.server.siteUrl;
}

/**
 * Whether `npm test` has just checked the types (scripts/test.ts says so to the stages after
 * its checks): the end-to-end stage's build then skips Next's own check of the same types
 * (next.config.ts). A flag of the test run, not a setting of the app.
 */
export function typesCheckedByTestRun(): boolean {
  return process.env.RES_PE_TYPES_CHECKED === "1";
}

/** What a variable in `env` holds, for commands that fingerprint settings (the build's inputs). */
export function settingsFingerprint(keys: readonly string[], env: Env = process.env): string {
  return keys.map((key) => `${key}=${env[key] ?? ""}`).join("\n");
}

export type { AppConfig } from "./app-config";
export { ConfigError, type Env } from "./parse-env";
export { resolveAuthSecret } from "./auth-secret";
export { describeDatabase, type DatabaseConfig, type MailSection } from "./server";
export { describeChef, type ChefConfig, type ChefProviderName } from "./chef";
export { mealImageOrigins, type MealSourceConfig };
export type { ApiKeyConfig } from "./api-keys";
export type { SearchConfig } from "./search";
export type { OidcConfig } from "./sign-in";
export type { BackupConfig } from "./backup";
export { SITE_ENV_KEYS } from "./site";
