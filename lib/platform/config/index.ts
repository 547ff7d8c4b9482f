import { loadEnvConfig } from "@next/env";
import { parseApiKeyConfig, type ApiKeyConfig } from "./api-keys";
import { resolveAuthSecret } from "./auth-secret";
import { parseChefConfig, type ChefConfig } from "./chef";
import type { Env } from "./parse-env";
import { parseCoreSections, type CoreSections } from "./server";
import { mealImageOrigins, parseMealSourceConfig, type MealSourceConfig } from "./meals";
import { parseRecipeImportConfig, type RecipeImportConfig } from "./recipe-import";
import { parseSearchConfig, type SearchConfig } from "./search";
import { parseSiteSection, type SiteSection } from "./site";

/**
 * Res-pe's configuration: every environment variable the app uses is read here, validated once,
 * and handed out as typed sections. Nothing else in the app reads `process.env` (commands may read
 * their own flags). A wrong value is a ConfigError that names the variable; the start stops on it.
 */
export type AppConfig = CoreSections & {
  site: SiteSection;
  meals: MealSourceConfig;
  chef: ChefConfig;
  recipeImport: RecipeImportConfig;
  apiKeys: ApiKeyConfig;
  search: SearchConfig;
};

/** Parses every section from `env` (tests pass their own; the app passes the process's). */
export function parseConfig(env: Env, cwd = process.cwd()): AppConfig {
  return {
    ...parseCoreSections(env, cwd),
    site: parseSiteSection(env),
    meals: parseMealSourceConfig(env),
    chef: parseChefConfig(env),
    recipeImport: parseRecipeImportConfig(env),
    apiKeys: parseApiKeyConfig(env),
    search: parseSearchConfig(env),
  };
}

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

/** What a variable in `env` holds, for commands that fingerprint settings (the build's inputs). */
export function settingsFingerprint(keys: readonly string[], env: Env = process.env): string {
  return keys.map((key) => `${key}=${env[key] ?? ""}`).join("\n");
}

export { ConfigError, type Env } from "./parse-env";
export { AUTH_SECRET_FILE, resolveAuthSecret } from "./auth-secret";
export { describeDatabase, type DatabaseConfig, type ServerSection, type AuthSection, type MailSection } from "./server";
export { DEFAULT_CHEF_MODEL, parseChefConfig, type ChefConfig, type ChefProviderName } from "./chef";
export { mealImageOrigins, parseMealSourceConfig, type MealSourceConfig };
export { parseRecipeImportConfig, type RecipeImportConfig } from "./recipe-import";
export { parseApiKeyConfig, type ApiKeyConfig } from "./api-keys";
export type { SearchConfig } from "./search";
export { SITE_ENV_KEYS, type SiteSection, type SocialNetwork } from "./site";
