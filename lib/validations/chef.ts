import { z } from "zod";
import "./browser-zod";
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, sameIngredient } from "./form-limits";

// Control characters (newlines, tabs) and invisible formatting ones (bidi overrides, zero-width
// spaces) have no place in an ingredient's name and could disguise text sent on to a language
// model. Control characters separate words, so they become spaces; invisible ones just go.
const CONTROL = /\p{Cc}/gu;
const INVISIBLE = /\p{Cf}/gu;

/** One ingredient as the cook typed it: cleaned, trimmed, not empty, not too long. */
export const ingredientSchema = z
  .string({ error: "Please type an ingredient." })
  .transform((text) => text.replace(INVISIBLE, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Please type an ingredient.")
      .max(MAX_INGREDIENT_LENGTH, `An ingredient can be at most ${MAX_INGREDIENT_LENGTH} characters.`),
  );

/** The AI chef's request: the page sends the list it shows, POST /api/chef/recipe checks it again. */
export const recipeRequestSchema = z.object({
  ingredients: z
    .array(ingredientSchema, { error: "Please send the ingredients as a list." })
    .min(1, "Please add at least one ingredient.")
    .max(MAX_INGREDIENTS, `Please list at most ${MAX_INGREDIENTS} ingredients.`)
    .refine(
      (list) => list.every((name, index) => list.findIndex((other) => sameIngredient(other, name)) === index),
      "Each ingredient can be listed only once.",
    ),
});

export type RecipeRequest = z.output<typeof recipeRequestSchema>;
