import "server-only";
import { fieldErrorTranslations, plainMessages, type Locale, type Messages } from "@/lib/platform/i18n";

/**
 * What the recipe form shows, in the page's language, built on the server and handed to the form
 * as one prop: its labels, the catalog's category and difficulty names (display only: the values
 * sent stay the catalog's) and the shared schema's English messages with their translations.
 */
export type RecipeFormWords = {
  text: Messages["recipeForm"];
  categories: Record<string, string>;
  difficulty: Record<string, string>;
  fieldErrors: Record<string, string>;
};

export function recipeFormWords(locale: Locale): RecipeFormWords {
  return {
    text: plainMessages(locale, "recipeForm"),
    categories: plainMessages(locale, "categories"),
    difficulty: plainMessages(locale, "difficulty"),
    fieldErrors: fieldErrorTranslations(locale, ["formErrorsRecipes"]),
  };
}
