import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import type { Locale } from "@/lib/platform/i18n";
import { checkNote, notesOf, recipeLineIn, type CheckCode } from "../check-notes";
import { recipeDraft } from "../to-draft";
import type { TextRecipe } from "./structure";

const READ_FROM: Record<"page-text" | "photo" | "pdf", CheckCode> = { "page-text": "readPageText", photo: "readPhoto", pdf: "readPdf" };

const iso = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/**
 * A recipe read from text as the form's values, through the web import's own draft (the one
 * ingredient parser, the same limits and notes), with notes on what reading text could not know.
 */
export function importedFromText(
  text: TextRecipe,
  { foundIn, pageUrl, knownAreas, locale = "en" }: { foundIn: "page-text" | "photo" | "pdf"; pageUrl: string | null; knownAreas: readonly string[]; locale?: Locale },
): ImportedRecipe {
  // The heading goes into the recipe's own method, which is the cook's text from then on (never
  // translated when shown): written once, in the cook's language (the account's setting).
  const steps = text.notes.length > 0 ? [...text.steps, recipeLineIn(locale, "notesHeading"), ...text.notes] : text.steps;
  const draft = recipeDraft(
    {
      "@type": "Recipe",
      name: text.name,
      recipeYield: text.servings ?? undefined,
      prepTime: iso(text.prepMinutes),
      cookTime: iso(text.cookMinutes),
      totalTime: iso(text.totalMinutes),
      recipeIngredient: text.ingredients,
      recipeInstructions: steps,
    },
    { pageUrl, knownAreas },
  );
  const notes = [checkNote(READ_FROM[foundIn]), ...draft.checks];
  if (text.doubtful.length > 0) notes.push(checkNote("hardToRead", { lines: text.doubtful.map((line) => `“${line}”`).join("; ") }));
  if (!draft.recipe.name) notes.push(checkNote("noTitle"));
  return { recipe: draft.recipe, description: null, yieldText: null, picture: null, ...notesOf(notes), foundIn, doubtful: text.doubtful };
}
