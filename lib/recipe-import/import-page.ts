import "server-only";
import { AppError } from "@/lib/platform/errors";
import type { Locale } from "@/lib/platform/i18n";
import { knownAreas } from "@/lib/own-recipes";
import { safeFetch } from "@/lib/platform/safe-fetch";
import type { ImportedRecipe, RecipeImportRequest } from "@/lib/validations/recipe-import";
import { RECIPE_IMPORT_LIMITS } from "@/lib/validations/recipe-import";
import { allowLoopbackByDefault, firstReadablePicture, pictureDataUrl, type FetchOptions } from "./pictures";
import { parseHtmlInSlices } from "./html";
import { isJsonText, mainRecipe, pageIngredients, recipesInPage } from "./schema-org";
import { recipeDraft } from "./to-draft";
import { checkNote, notesOf } from "./check-notes";
import { recipeFromPageText } from "./from-text/page-text";

const HTML_TYPES = ["text/html", "application/xhtml+xml"] as const;

const NO_RECIPE_FOUND =
  "Res-pe found no recipe on that page (it looks for the schema.org Recipe data most recipe sites include). " +
  "If the page shows a recipe, it may only appear after a login or a check: open it in your browser, copy the page's HTML and paste it below.";

/** The page's text in the character set it declares (header or `<meta charset>`), UTF-8 otherwise. */
function decodePage(body: Buffer, charset: string | null): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const declared = charset ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * Reads a recipe from a web page (fetched through the guarded fetcher) or from its pasted HTML
 * (or an exported recipe's JSON-LD): the form's values, the picture re-encoded as an upload, and
 * notes on what was cut or needs the cook's eye. Nothing is saved: the cook saves from the form.
 */
export async function importRecipe(request: RecipeImportRequest, { locale, ...options }: FetchOptions & { locale?: Locale } = {}): Promise<ImportedRecipe> {
  let html: string;
  let pageUrl: string | null = null;
  if ("url" in request) {
    const fetched = await safeFetch(/^https?:\/\//i.test(request.url) ? request.url : `https://${request.url}`, {
      ...options,
      allowLoopback: options.allowLoopback ?? allowLoopbackByDefault(),
      accept: HTML_TYPES,
      maxBytes: RECIPE_IMPORT_LIMITS.htmlChars,
      what: "page",
    });
    html = decodePage(fetched.body, fetched.charset);
    pageUrl = fetched.url;
  } else {
    html = request.html;
  }
  // Read in slices, so other cooks' requests are answered while a large page is read.
  const root = isJsonText(html) ? undefined : await parseHtmlInSlices(html);
  const { recipes, from, canonicalUrl } = recipesInPage(html, root);
  const recipe = mainRecipe(recipes);
  if (!from || !recipe) {
    // No recipe data: the page's main text, read as a cook would (issue 36).
    const fromText = root ? recipeFromPageText(html, { pageUrl, knownAreas: await knownAreas(), locale }) : null;
    if (fromText) return fromText;
    throw new AppError("invalid_input", NO_RECIPE_FOUND, { messageCode: "import_no_recipe_found" });
  }
  // The page's own lists, for JSON-LD that is short of them (microdata is the page itself).
  const fromPage = root && from === "json-ld" ? pageIngredients(root) : undefined;
  const draft = recipeDraft(recipe, { pageUrl: pageUrl ?? canonicalUrl, knownAreas: await knownAreas(), pageIngredients: fromPage });
  if (!draft.recipe.name) throw new AppError("invalid_input", NO_RECIPE_FOUND, { messageCode: "import_no_recipe_found" });
  const notes = [...draft.checks];
  if (recipes.length > 1) {
    notes.unshift(checkNote(recipe === recipes[0] ? "severalRecipesFirst" : "severalRecipesFullest", { count: recipes.length, name: draft.recipe.name }));
  }
  const { picture, problem } = await firstReadablePicture(draft.pictureUrls, { ...options, remote: true });
  if (problem && !picture) notes.push(checkNote("pictureNotBrought", { problem: problem.message, problemCode: problem.code }));
  return {
    recipe: draft.recipe,
    description: draft.description,
    yieldText: draft.yieldText,
    picture: picture ? { dataUrl: pictureDataUrl(picture), width: picture.width, height: picture.height } : null,
    ...notesOf(notes),
    foundIn: from,
  };
}
