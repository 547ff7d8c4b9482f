import { z } from "zod";
import { mealIdSchema } from "./meals";

/** The units a cook reads recipes in. */
export const unitChoiceSchema = z.enum(["as written", "metric", "us"], { message: 'units must be "as written", "metric" or "us".' });

export const unitsBodySchema = z.object({ units: unitChoiceSchema }).strict();

/** Servings a recipe can be scaled to (the page's control allows the same). */
export const servingsSchema = z.coerce
  .number({ message: "servings must be a whole number from 1 to 99." })
  .int("servings must be a whole number from 1 to 99.")
  .min(1, "servings must be a whole number from 1 to 99.")
  .max(99, "servings must be a whole number from 1 to 99.");

/** GET /api/meals/<id>?servings=8&units=us: both optional; with either, scaled measures are added. */
export const mealScaleQuerySchema = z.object({
  servings: servingsSchema.optional(),
  units: z.enum(["metric", "us"], { message: 'units must be "metric" or "us".' }).optional(),
});

export const COLLECTION_NAME_MAX = 60;

/** A collection's name as the cook types it ("Weeknights"). */
export const collectionNameSchema = z
  .string({ message: "Please give the collection a name." })
  .trim()
  .min(1, "Please give the collection a name.")
  .max(COLLECTION_NAME_MAX, `A collection name can be at most ${COLLECTION_NAME_MAX} characters.`)
  .refine((name) => !/[\u0000-\u001f]/.test(name), "A collection name cannot contain control characters.");

export const collectionBodySchema = z.object({ name: collectionNameSchema }).strict();

/** Collection ids are cuids; anything else is a 400 before any query. */
export const collectionIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a collection id.");

export const savedParamsSchema = z.object({ mealId: mealIdSchema });
export const collectionParamsSchema = z.object({ id: collectionIdSchema });
export const collectionRecipeParamsSchema = z.object({ id: collectionIdSchema, mealId: mealIdSchema });
export const collectionListQuerySchema = z.object({ mealId: mealIdSchema.optional() });
