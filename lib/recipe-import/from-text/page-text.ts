import type { Locale } from "@/lib/platform/i18n";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { READABLE_PAGE_MAX_CHARS, readablePageText } from "./readable-page";
import { structureRecipeText } from "./structure";
import { importedFromText } from "./to-imported";

/**
 * A page without schema.org Recipe data read as a cook reads it: its main text, split by the
 * recipe's headings. Null when the text holds no ingredient list and method (a page that is not
 * a recipe keeps the "no recipe found" answer) or when the page is too large to build a DOM for.
 */
export function recipeFromPageText(
  html: string,
  { pageUrl, knownAreas, locale }: { pageUrl: string | null; knownAreas: readonly string[]; locale?: Locale },
): ImportedRecipe | null {
  if (html.length > READABLE_PAGE_MAX_CHARS) return null;
  let read: ReturnType<typeof readablePageText>;
  try {
    read = readablePageText(html);
  } catch (error) {
    // A page no DOM can be made of is a page without a recipe, never a server error.
    console.warn("import: the page's text could not be read:", error instanceof Error ? error.message : error);
    return null;
  }
  const { title, lines } = read;
  const text = structureRecipeText(lines, { title });
  if (text.ingredients.length < 2 || text.steps.length === 0) return null;
  return importedFromText(text, { foundIn: "page-text", pageUrl, knownAreas, locale });
}
