import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { recipeDraft } from "../to-draft";
import type { TextRecipe } from "./structure";

const FROM_WORDS: Record<"page-text" | "photo" | "pdf", string> = {
  "page-text": "The page has no recipe data, so Res-pe read its text",
  photo: "Res-pe read the text of your photo",
  pdf: "Res-pe read the text of your PDF",
};

const iso = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/**
 * A recipe read from text as the form's values, through the web import's own draft (the one
 * ingredient parser, the same limits and notes), with notes on what reading text could not know.
 */
export function importedFromText(
  text: TextRecipe,
  { foundIn, pageUrl, knownAreas }: { foundIn: "page-text" | "photo" | "pdf"; pageUrl: string | null; knownAreas: readonly string[] },
): ImportedRecipe {
  const steps = text.notes.length > 0 ? [...text.steps, "Notes:", ...text.notes] : text.steps;
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
  const notes = [`${FROM_WORDS[foundIn]}: please check every line against it.`, ...draft.notes];
  if (text.doubtful.length > 0) notes.push(`These lines were hard to read and are marked: ${text.doubtful.map((line) => `“${line}”`).join("; ")}.`);
  if (!draft.recipe.name) notes.push("Res-pe found no title: please name the recipe.");
  return { recipe: draft.recipe, description: null, yieldText: null, picture: null, notes, foundIn, doubtful: text.doubtful };
}
