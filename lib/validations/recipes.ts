import { z } from "zod";
import "./browser-zod";
import { DIFFICULTIES, MAX_INGREDIENTS, MINUTES_LIMITS, OWN_RECIPE_ID } from "@/config/meals";
import { categorySchema } from "./meals";
import { RECIPE_LIMITS } from "./form-limits";
export { RECIPE_LIMITS } from "./form-limits";
export { RECIPE_PICTURE } from "./limits";

/**
 * A cook's own recipe: the body of POST and PUT /api/recipes[/<id>] and, with tags typed as one
 * comma-separated line (`recipeFormSchema`), the recipe form's rules.
 */

const SERVINGS_MESSAGE = `Servings must be a whole number from ${RECIPE_LIMITS.servings.min} to ${RECIPE_LIMITS.servings.max}.`;

/** The steps one per line, as the cook typed them; stored with blank lines between, as every meal is. */
function stepsOnSeparateLines(instructions: string): string {
  return instructions
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** An optional http(s) link that must pass `check`; empty means none (null). */
function optionalLink(check: (url: URL) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(RECIPE_LIMITS.url, `A link can be at most ${RECIPE_LIMITS.url} characters.`)
    .refine((value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && check(url);
      } catch {
        return false;
      }
    }, message)
    .nullish()
    .transform((value) => value || null);
}

/** Optional minutes: absent, null or a whole number from 0 to `max`; stored as null when not given. */
function optionalMinutes(what: string, max: number) {
  const message = `The ${what} must be a whole number of minutes from 0 to ${max.toLocaleString("en-GB")}.`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);
}

const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com"];

const ingredientSchema = z.object({
  name: z
    .string({ error: "Please name the ingredient, or remove its row." })
    .trim()
    .min(1, "Please name the ingredient, or remove its row.")
    .max(RECIPE_LIMITS.ingredientName, `An ingredient can be at most ${RECIPE_LIMITS.ingredientName} characters.`),
  measure: z
    .string({ error: "The measure must be text, such as 200 g." })
    .trim()
    .max(RECIPE_LIMITS.measure, `A measure can be at most ${RECIPE_LIMITS.measure} characters.`)
    .default(""),
});

const tagsSchema = z
  .array(
    z
      .string({ error: "Each tag must be text." })
      .trim()
      .min(1, "A tag cannot be empty.")
      .max(RECIPE_LIMITS.tag, `A tag can be at most ${RECIPE_LIMITS.tag} characters.`)
      // Stored as TheMealDB's comma-separated strTags.
      .regex(/^[^,]*$/, "A tag cannot contain a comma."),
  )
  .max(RECIPE_LIMITS.tags, `A recipe can have at most ${RECIPE_LIMITS.tags} tags.`)
  .transform((tags) => [...new Set(tags)]);

export const recipeSchema = z.object({
  name: z
    .string({ error: "Please give the recipe a name." })
    .trim()
    .min(RECIPE_LIMITS.name.min, `The name must be at least ${RECIPE_LIMITS.name.min} characters.`)
    .max(RECIPE_LIMITS.name.max, `The name can be at most ${RECIPE_LIMITS.name.max} characters.`),
  category: z.string({ error: "Please choose a category." }).min(1, "Please choose a category.").pipe(categorySchema),
  area: z
    .string({ error: "Please say where the dish comes from." })
    .trim()
    .min(1, "Please say where the dish comes from.")
    .max(RECIPE_LIMITS.area, `The area can be at most ${RECIPE_LIMITS.area} characters.`),
  instructions: z
    .string({ error: "Please write the instructions." })
    .trim()
    .min(RECIPE_LIMITS.instructions.min, `The instructions must be at least ${RECIPE_LIMITS.instructions.min} characters.`)
    .max(RECIPE_LIMITS.instructions.max, "The instructions can be at most 10,000 characters.")
    .transform(stepsOnSeparateLines),
  servings: z
    .number({ error: SERVINGS_MESSAGE })
    .int(SERVINGS_MESSAGE)
    .min(RECIPE_LIMITS.servings.min, SERVINGS_MESSAGE)
    .max(RECIPE_LIMITS.servings.max, SERVINGS_MESSAGE),
  prepMinutes: optionalMinutes("preparation time", MINUTES_LIMITS.prep),
  cookMinutes: optionalMinutes("cooking time", MINUTES_LIMITS.cook),
  /** From start to table, resting, marinating and chilling included; absent: preparation + cooking. */
  totalMinutes: optionalMinutes("total time", MINUTES_LIMITS.total),
  difficulty: z
    .enum(DIFFICULTIES, { error: "The difficulty must be easy, medium or hard." })
    .nullish()
    .transform((value) => value ?? null),
  tags: tagsSchema.default([]),
  videoUrl: optionalLink((url) => YOUTUBE_HOSTS.includes(url.hostname), "The video must be a YouTube link."),
  sourceUrl: optionalLink(() => true, "The source must be a web address starting with http:// or https://."),
  ingredients: z
    .array(ingredientSchema, { error: "Please list the ingredients." })
    .min(1, "Add at least one ingredient.")
    .max(MAX_INGREDIENTS, `A recipe can have at most ${MAX_INGREDIENTS} ingredients.`),
});

/** The form types tags as one line ("vegan, quick"); everything else is the API's rule. */
export const recipeFormSchema = recipeSchema.extend({
  // The select's "Not stated" option is an empty string.
  difficulty: z
    .union([z.literal(""), z.enum(DIFFICULTIES)])
    .nullish()
    .transform((value) => value || null),
  tags: z
    .string()
    .transform((line) =>
      line
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(tagsSchema),
});

/** GET /api/recipes?mine=1: the signed-in cook's own recipes (the only list it serves). */
export const recipeListQuerySchema = z.object({
  mine: z.literal("1", { error: "Give mine=1 to list your own recipes." }),
});

/** /api/recipes/<id>…: a cook's recipe id (config/meals.ts); anything else is a 400, an unknown one a 404. */
export const recipeIdParamsSchema = z.object({
  id: z.string().regex(OWN_RECIPE_ID, "This is not a recipe id."),
});

export type RecipeInput = z.output<typeof recipeSchema>;
export type RecipeFormFields = z.input<typeof recipeFormSchema>;

/** A public recipe's address /r/<slug>: lower-case letters and digits in words joined by hyphens. */
export const publicSlugSchema = z.object({
  slug: z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "This is not a recipe address."),
});
