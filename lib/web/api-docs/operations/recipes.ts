import { z } from "zod";
import { DIFFICULTIES, MEAL_CATEGORIES } from "@/config/meals";
import { RECIPE_PICTURE, recipeIdParamsSchema, recipeListQuerySchema, recipeSchema } from "@/lib/validations/recipes";
import { EXAMPLE_RECIPE, EXAMPLE_RECIPE_ID, withExamples, withMeta } from "../examples";
import { operation } from "../operation";
import { messageAnswer, recipeRecord } from "../shapes";

/** A cook's own recipes (app/api/recipes). */
const recipeSharing = z.object({ public: z.boolean(), path: z.string().nullable() });
const tag = "Own recipes";
const recipeParams = withExamples(recipeIdParamsSchema, { id: [EXAMPLE_RECIPE_ID] });
const recipeBody = withMeta(recipeSchema, {
  category: { examples: [...MEAL_CATEGORIES], description: "One of the 14 categories, in any case." },
  difficulty: { examples: [...DIFFICULTIES, null] },
  area: { examples: ["British", "Italian", "Thai"] },
  videoUrl: { examples: [null, "", "https://www.youtube.com/watch?v=4aZr5hZXP_s"], description: "A YouTube link; empty or null for none." },
  sourceUrl: { examples: [null, "", "https://example.com/leek-soup"], description: "Where the recipe comes from (http or https); empty or null for none." },
});

export const recipeOperations = [
  operation({
    method: "get",
    path: "/api/recipes",
    tag,
    summary: "Your own recipes",
    description: "Most recently changed first. `mine=1` is required (the only list this serves).",
    auth: "cook",
    query: recipeListQuerySchema,
    responses: { 200: { description: "Your recipes.", schema: z.object({ recipes: z.array(recipeRecord) }) } },
  }),
  operation({
    method: "post",
    path: "/api/recipes",
    tag,
    summary: "Write a recipe",
    description: "`category` is one of the 14 categories (any case); instructions one step per line; empty links are null.",
    auth: "cook",
    body: { json: recipeBody, example: EXAMPLE_RECIPE },
    limited: true,
    idempotent: true,
    responses: { 201: { description: "The stored recipe.", schema: recipeRecord } },
    errors: [409],
  }),
  operation({
    method: "get",
    path: "/api/recipes/{id}",
    tag,
    summary: "A cook's recipe",
    auth: "cook",
    params: recipeParams,
    responses: { 200: { description: "The recipe as stored.", schema: recipeRecord } },
    errors: [404],
  }),
  operation({
    method: "put",
    path: "/api/recipes/{id}",
    tag,
    summary: "Replace your recipe's text",
    description: "Only its author may: another cook hears 403 whatever the body says.",
    auth: "cook",
    params: recipeParams,
    body: { json: recipeBody, example: EXAMPLE_RECIPE },
    limited: true,
    responses: { 200: { description: "The stored recipe.", schema: recipeRecord } },
    errors: [404],
  }),
  operation({
    method: "delete",
    path: "/api/recipes/{id}",
    tag,
    summary: "Delete your recipe",
    description: "The recipe, its ingredients and its picture.",
    auth: "cook",
    params: recipeParams,
    limited: true,
    responses: { 200: { description: "Deleted.", schema: messageAnswer } },
    errors: [404],
  }),
  operation({
    method: "post",
    path: "/api/recipes/{id}/image",
    tag,
    summary: "Upload your recipe's picture",
    description: `multipart/form-data with the file in field \`${RECIPE_PICTURE.field}\`: JPEG, PNG or WebP up to 5 MB, judged by its content and re-encoded.`,
    auth: "cook",
    params: recipeParams,
    body: { upload: { field: RECIPE_PICTURE.field, maxBytes: RECIPE_PICTURE.maxBytes } },
    limited: true,
    responses: { 200: { description: "The recipe with its new pictureUrl.", schema: recipeRecord } },
    errors: [404],
  }),
  operation({
    method: "delete",
    path: "/api/recipes/{id}/image",
    tag,
    summary: "Remove your recipe's picture",
    description: "Back to the picture the app draws.",
    auth: "cook",
    params: recipeParams,
    limited: true,
    responses: { 200: { description: "The recipe.", schema: recipeRecord } },
    errors: [404],
  }),
  operation({
    method: "put",
    path: "/api/recipes/{id}/public",
    tag,
    summary: "Make your recipe public",
    description: "Anyone may then read it, signed out, at `/r/<slug>` (the slug from its name, kept through renames by a redirect). Publishing a public recipe changes nothing.",
    auth: "cook",
    params: recipeParams,
    limited: true,
    responses: { 200: { description: "Its address.", schema: recipeSharing } },
    errors: [404],
  }),
  operation({
    method: "delete",
    path: "/api/recipes/{id}/public",
    tag,
    summary: "Make your recipe private again",
    description: "Its public page and sitemap entry go at once: the address answers 410 for a day, then 404.",
    auth: "cook",
    params: recipeParams,
    limited: true,
    responses: { 200: { description: "Private.", schema: recipeSharing } },
    errors: [404],
  }),
];
