import { z } from "zod";
import { cooksNotesSettingBodySchema, madeItBodySchema, madeItHiddenBodySchema, madeItParamsSchema } from "@/lib/validations/cookbook";
import { RECIPE_PICTURE, recipeIdParamsSchema } from "@/lib/validations/recipes";
import { EXAMPLE_CUID, EXAMPLE_DAY, EXAMPLE_RECIPE_ID, MEAL_ID_META, withExamples, withMeta } from "../examples";
import { operation } from "../operation";

/** "I made it" (app/api/made-it, app/api/recipes/<id>/cooks-notes): a cook's notes that they cooked a recipe (issue 37). */
const tag = "I made it";

const madeItNote = z
  .object({
    id: z.string(),
    recipe: z.object({ id: z.string(), name: z.string() }),
    cookedOn: z.string(),
    note: z.string(),
    changes: z.string(),
    shared: z.boolean(),
    hidden: z.boolean(),
    photoUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "MadeItNote" });

const noteParams = withExamples(madeItParamsSchema, { id: [EXAMPLE_CUID] });

export const madeItOperations = [
  operation({
    method: "get",
    path: "/api/made-it",
    tag,
    summary: "What you cooked",
    description: "Each recipe with how often and when you last made it, and your notes newest first (the newest 100).",
    auth: "cook",
    responses: {
      200: {
        description: "`{ recipes, notes }`.",
        schema: z.object({
          recipes: z.array(z.object({ id: z.string(), name: z.string(), times: z.number().int().min(1), lastOn: z.string() })),
          notes: z.array(madeItNote),
        }),
      },
    },
  }),
  operation({
    method: "post",
    path: "/api/made-it",
    tag,
    summary: "Note that you made a recipe",
    description:
      "The day, a note and the changes you made (each up to 500 characters). Private unless `shared`: then it shows on the recipe's public page if its owner shows cooks' notes. Notes never change a recipe's rating. Add a photo with `/api/made-it/{id}/photo`.",
    auth: "cook",
    body: {
      json: withMeta(madeItBodySchema, { mealId: MEAL_ID_META, cookedOn: { examples: [EXAMPLE_DAY] } }),
      example: { mealId: "10127", cookedOn: EXAMPLE_DAY, note: "The family loved it.", changes: "Half the chilli.", shared: false },
    },
    limited: true,
    idempotent: true,
    responses: { 201: { description: "The note.", schema: madeItNote } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/made-it/{id}",
    tag,
    summary: "Delete one of your notes",
    auth: "cook",
    params: noteParams,
    limited: true,
    responses: { 200: { description: "Deleted, with its photo.", schema: z.object({ deleted: z.literal(true) }) } },
    errors: [404],
  }),
  operation({
    method: "post",
    path: "/api/made-it/{id}/photo",
    tag,
    summary: "Add a photo to your note",
    description: `multipart/form-data with the file in field \`${RECIPE_PICTURE.field}\`: JPEG, PNG or WebP up to 5 MB, judged by its content and re-encoded as recipe pictures are.`,
    auth: "cook",
    params: noteParams,
    body: { upload: { field: RECIPE_PICTURE.field, maxBytes: RECIPE_PICTURE.maxBytes } },
    limited: true,
    responses: { 200: { description: "The note with its photoUrl.", schema: madeItNote } },
    errors: [404],
  }),
  operation({
    method: "put",
    path: "/api/made-it/{id}/hidden",
    tag,
    summary: "Hide a cook's note on your recipe",
    description: "Only the recipe's owner may; anyone else's request is a 404.",
    auth: "cook",
    params: noteParams,
    body: { json: madeItHiddenBodySchema, example: { hidden: true } },
    limited: true,
    responses: { 200: { description: "Hidden or shown again.", schema: z.object({ hidden: z.boolean() }) } },
    errors: [404],
  }),
  operation({
    method: "put",
    path: "/api/recipes/{id}/cooks-notes",
    tag,
    summary: "Show other cooks' notes on your recipe",
    description: "Whether your recipe's public page shows the notes cooks shared on it.",
    auth: "cook",
    params: withExamples(recipeIdParamsSchema, { id: [EXAMPLE_RECIPE_ID] }),
    body: { json: cooksNotesSettingBodySchema, example: { showCooksNotes: true } },
    limited: true,
    responses: { 200: { description: "The setting.", schema: z.object({ showCooksNotes: z.boolean() }) } },
    errors: [404],
  }),
  operation({
    method: "post",
    path: "/api/made-it/{id}/report",
    tag,
    summary: "Report a cook's note",
    description: "Tells the recipe's owner a note shown on it does not belong there. Only a note that is shown can be reported.",
    auth: "optional",
    params: noteParams,
    limited: true,
    responses: { 200: { description: "Reported.", schema: z.object({ reported: z.literal(true) }) } },
    errors: [404],
  }),
];
