import "server-only";
import type { SessionUser } from "@/lib/auth";
import { AppError, isAppError } from "@/lib/platform/errors";
import { loadConfig } from "@/lib/platform/config";
import { countOwnRecipes, createRecipe, knownAreas, setRecipePicture, tooManyRecipes } from "@/lib/own-recipes";
import { RECIPE_IMPORT_LIMITS, type RestoredRecipes } from "@/lib/validations/recipe-import";
import { recipeSchema } from "@/lib/validations/recipes";
import { checkNote, englishNote } from "./check-notes";
import { firstReadablePicture } from "./pictures";
import { recipesInJsonLd, type SchemaObject } from "./schema-org";
import { RES_PE_EXTENSION, recipeDraft } from "./to-draft";

const NOT_A_RECIPES_FILE = "The file holds no recipes. Choose a file exported from Res-pe (My Recipes → Export all).";
const MAX_RECIPES = RECIPE_IMPORT_LIMITS.fileRecipes;
const TOO_MANY_RECIPES = `The file holds more than ${MAX_RECIPES.toLocaleString("en")} recipes. Bring them back in several files of at most ${MAX_RECIPES.toLocaleString("en")}.`;

/** The account's "Download my data" file keeps recipes as the API answers them: read as the export's extension. */
function recipesOfAccountExport(file: SchemaObject): SchemaObject[] {
  if (file.format !== "res-pe-account-export/1" || !Array.isArray(file.recipes)) return [];
  if (file.recipes.length > MAX_RECIPES) throw new AppError("payload_too_large", TOO_MANY_RECIPES, { messageCode: "import_too_many_recipes" });
  return file.recipes.flatMap((record: unknown) => {
    if (typeof record !== "object" || record === null) return [];
    const { picture, ...fields } = record as SchemaObject & { picture?: { contentType?: unknown; base64?: unknown } | null };
    const image = picture && typeof picture.base64 === "string" ? `data:${String(picture.contentType)};base64,${picture.base64}` : undefined;
    return [{ "@type": "Recipe", name: fields.name, recipeCategory: fields.category, image, [RES_PE_EXTENSION]: fields }];
  });
}

/**
 * Brings back an exported recipes file (Export all, one exported recipe, or the account's data
 * download): each recipe checked by the same rules as the form, saved as a new recipe of this
 * cook with its picture re-encoded. Pictures come only from inside the file (data URLs): a file
 * never makes the server fetch anything. A recipe that does not pass is listed with the reason.
 *
 * Bounded: a file of more than RECIPE_IMPORT_LIMITS.fileRecipes recipes is refused before any is
 * read, and once the cook's recipe cap is reached the rest are listed as skipped without a
 * write each (the body's size and value count are capped by the route).
 */
export async function restoreRecipes(user: SessionUser, file: unknown): Promise<RestoredRecipes> {
  const recipes =
    typeof file === "object" && file !== null && !Array.isArray(file) && (file as SchemaObject).format !== undefined
      ? recipesOfAccountExport(file as SchemaObject)
      : recipesInJsonLd(file, MAX_RECIPES + 1);
  if (recipes.length > MAX_RECIPES) throw new AppError("payload_too_large", TOO_MANY_RECIPES, { messageCode: "import_too_many_recipes" });
  if (recipes.length === 0) throw new AppError("invalid_input", NOT_A_RECIPES_FILE, { messageCode: "import_not_a_recipes_file" });
  const { recipesPerCook } = loadConfig().meals;
  let room = recipesPerCook - (await countOwnRecipes(user));
  const areas = await knownAreas();
  const result: RestoredRecipes = { created: [], skipped: [] };
  // What the list words in the cook's language (issue 35): a made-up name and the cap by their codes;
  // a recipe form's message as the form words it. The English stays for API clients.
  const unnamed = checkNote("recipeWithoutName");
  const atTheLimit = { reason: tooManyRecipes(recipesPerCook), reasonCode: checkNote("recipeLimitReached", { max: recipesPerCook }) };
  for (const recipe of recipes) {
    const draft = recipeDraft(recipe, { pageUrl: null, knownAreas: areas });
    const named = draft.recipe.name ? { name: draft.recipe.name } : { name: englishNote(unnamed), nameCode: unnamed };
    if (room <= 0) {
      result.skipped.push({ ...named, ...atTheLimit });
      continue;
    }
    const parsed = recipeSchema.safeParse(draft.recipe);
    if (!parsed.success) {
      result.skipped.push({ ...named, reason: parsed.error.issues[0]?.message ?? "It does not pass the recipe form's checks." });
      continue;
    }
    try {
      const created = await createRecipe(user, parsed.data);
      room -= 1;
      const { picture } = await firstReadablePicture(draft.pictureUrls, { remote: false });
      if (picture) await setRecipePicture(user, created.id, picture);
      result.created.push({ id: created.id, name: created.name });
    } catch (error) {
      if (!isAppError(error)) throw error;
      // The cap counted in the write's transaction (another tab saving at the same time).
      if (error.code === "conflict") room = 0;
      result.skipped.push({ ...named, ...(error.code === "conflict" ? atTheLimit : { reason: error.message }) });
    }
  }
  return result;
}
