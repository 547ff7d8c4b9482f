import { parseApiKeyConfig, type ApiKeyConfig } from "./api-keys";
import { parseBackupConfig, type BackupConfig } from "./backup";
import { parseChefConfig, type ChefConfig } from "./chef";
import type { Env } from "./parse-env";
import { parseCoreSections, type CoreSections } from "./server";
import { parseMealSourceConfig, type MealSourceConfig } from "./meals";
import { parseRecipeImportConfig, type RecipeImportConfig } from "./recipe-import";
import { parseSearchConfig, type SearchConfig } from "./search";
import { parseSignInSection, type SignInSection } from "./sign-in";
import { parseSiteSection, type SiteSection } from "./site";

export type AppConfig = CoreSections & {
  site: SiteSection;
  meals: MealSourceConfig;
  chef: ChefConfig;
  recipeImport: RecipeImportConfig;
  apiKeys: ApiKeyConfig;
  search: SearchConfig;
  signIn: SignInSection;
  backup: BackupConfig;
};

/** Parses every section from `env` (tests pass their own; the app passes the process's). */
export function parseConfig(env: Env, cwd = process.cwd()): AppConfig {
  const core = parseCoreSections(env, cwd);
  return {
    ...core,
    site: parseSiteSection(env),
    meals: parseMealSourceConfig(env),
    chef: parseChefConfig(env),
    recipeImport: parseRecipeImportConfig(env),
    apiKeys: parseApiKeyConfig(env),
    search: parseSearchConfig(env),
    signIn: parseSignInSection(env),
    backup: parseBackupConfig(env, core.server.dataDir, cwd),
  };
}
