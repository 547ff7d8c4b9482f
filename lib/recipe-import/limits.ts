import type { RateLimitRule } from "@/lib/platform/rate-limit";

const HOUR = 60 * 60_000;

/**
 * An import makes the server fetch a page and a picture and decode it: costly work a script
 * could aim at any site. Generous for a cook collecting recipes, a wall for a crawler.
 */
export const recipeImportRateLimits = {
  importsPerCook: {
    name: "recipes:import",
    code: "import_limit_cook",
    limit: 30,
    windowMs: HOUR,
    message: "You have imported many recipes in a short time. Please wait a while and try again.",
  },
  importsPerAddress: {
    name: "recipes:import:ip",
    code: "import_limit_network",
    limit: 60,
    windowMs: HOUR,
    message: "Many recipes were imported from your network in a short time. Please wait a while and try again.",
  },
  filesPerCook: {
    name: "recipes:import-file",
    code: "import_limit_files",
    limit: 5,
    windowMs: HOUR,
    message: "You have brought back several recipe files this hour. Please try again later.",
  },
  /** Uploads of another app's export (issue 33): each is a background job of up to 200 MB. */
  migrationsPerCook: {
    name: "recipes:migration",
    code: "migration_limit",
    limit: 10,
    windowMs: HOUR,
    message: "You have uploaded several exports this hour. Please try again later.",
  },
  exportsPerCook: {
    name: "recipes:export",
    code: "export_limit",
    limit: 60,
    windowMs: HOUR,
    message: "You have exported many times in a short time. Please wait a while and try again.",
  },
} satisfies Record<string, RateLimitRule>;
