import "server-only";

/**
 * Recipes in and out. In: a web page's schema.org Recipe (JSON-LD first, microdata as the
 * fallback), fetched through lib/platform/safe-fetch or pasted as HTML, read into the recipe form's values
 * with notes on what was cut; nothing is saved until the cook saves. Out: a cook's recipes as
 * schema.org JSON-LD with their pictures inside, which `restoreRecipes` reads back without loss.
 * Pages without recipe data, photos and PDFs are read as text (`from-text/`): recognised offline,
 * then split into the recipe's parts by the headings cooks print.
 */
export { recipeImportRateLimits } from "./limits";
export { importRecipe } from "./import-page";
export { exportAllRecipes, exportRecipe } from "./export";
export { restoreRecipes } from "./restore";
export { scanJobOf, startScanImport } from "./from-text/scan-jobs";
export { readRecipeScans } from "./from-text/read-scans";
export { warmUpRecognition } from "./from-text/ocr";
export {
  assertNoRunningMigration,
  importDuplicatesOf,
  latestMigration,
  migrationJob,
  newUploadPath,
  startMigration,
} from "./migrations/job";
