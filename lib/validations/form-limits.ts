/**
 * Limits the recipe form, the import page and the AI chef show before anything is sent (a box's
 * maxLength, a file input's accept, a hint's number), without zod, as ./limits.ts: those pages
 * load the schemas only when the cook starts using a form (issue 31). Apart from ./limits.ts so
 * that the recipe page, which needs two numbers there, does not carry these.
 */

/** The AI chef's ingredients. The seed's advice: four make a recipe worth asking for (a hint, not a rule). */
export const RECOMMENDED_INGREDIENTS = 4;
export const MAX_INGREDIENTS = 30;
export const MAX_INGREDIENT_LENGTH = 60;

/** Two names for the same ingredient, whatever their case ("Potato" and "potato"). */
export const sameIngredient = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

/** A cook's own recipe's limits (recipes.ts: the API's body and the recipe form's rules). */
export const RECIPE_LIMITS = {
  name: { min: 2, max: 100 },
  area: 50,
  instructions: { min: 20, max: 10_000 },
  servings: { min: 1, max: 50 },
  ingredientName: 100,
  measure: 50,
  tags: 10,
  tag: 30,
  url: 500,
} as const;

/** What "Import a recipe" reads: a page's address, or its HTML pasted (a page behind a login or a bot wall). */
export const RECIPE_IMPORT_LIMITS = {
  url: 2000,
  /** As much HTML as the fetcher reads from a site. */
  htmlChars: 5 * 1024 * 1024,
  /** The JSON body around it: quotes and backslashes in the HTML take two bytes each. */
  maxBodyBytes: 12 * 1024 * 1024,
  /** An exported recipes file with its pictures (data URLs) read back by POST /api/recipes/import/file. */
  fileBytes: 64 * 1024 * 1024,
  /**
   * Recipes one file may hold: twice the default per-cook cap. A larger file is refused before
   * any recipe is read, so a file of a hundred thousand empty recipes costs one parse, no more.
   */
  fileRecipes: 1_000,
} as const;

/**
 * "From a photo" (issue 36): what one import may send and read. Recognising a page's text takes
 * seconds of a core, so the work is bounded by pages and pixels as well as bytes.
 */
export const SCAN_IMPORT_LIMITS = {
  field: "files",
  /** Photos of one recipe (a card's two sides, a book's spread). */
  files: 10,
  bytes: 20 * 1024 * 1024,
  /** Pixels of one photo before decoding (a 48 MP phone's photo is about this). */
  pixels: 50_000_000,
  /** PDF pages read from the text layer… */
  pdfPages: 40,
  /** …and pages without one, recognised like photos. */
  scannedPages: 10,
  /** A whole import's time on the server, then it stops with what it has. */
  jobSeconds: 180,
} as const;

/** Issue 33, "From another app": what the upload form offers and the job answers. */
export const MIGRATION_LIMITS = {
  /** A Paprika export of 2,000 recipes with photos is about 150 MB. */
  uploadBytes: 200 * 1024 * 1024,
  /** The multipart field of POST /api/migrations. */
  field: "file",
} as const;

/** The apps a cook may choose (or leave to detection), in the order the form lists them. */
export const MIGRATION_APPS = [
  { id: "paprika", label: "Paprika 3" },
  { id: "mealie", label: "Mealie" },
  { id: "tandoor", label: "Tandoor" },
  { id: "nextcloud", label: "Nextcloud Cookbook" },
  { id: "copymethat", label: "Copy Me That" },
  { id: "chowdown", label: "Chowdown" },
  { id: "myrecipebox", label: "My Recipe Box" },
  { id: "res-pe", label: "Res-pe" },
  { id: "json-ld", label: "A recipe page or schema.org JSON-LD" },
] as const;
