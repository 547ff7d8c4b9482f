import type { ChefProviderName } from "@/lib/platform/config";

/**
 * Something that writes a recipe, in markdown, from the ingredients a cook has: the embedded
 * catalog or a language model. The text comes in pieces as it is written, so the page can show
 * it at once; `signal` ends the work (the cook left, or the time limit passed).
 */
export interface RecipeChef {
  readonly provider: ChefProviderName;
  /** `language`: the cook's (a Locale, "en" when absent); a model is asked to answer in it. */
  writeRecipe(ingredients: readonly string[], options: { signal: AbortSignal; language?: string }): AsyncIterable<string>;
}
