import { z } from "zod";
import "./browser-zod";
import { mealIdSchema } from "./meals";

/** The cookbook's payloads: saved recipes (the heart) and collections. */

const COLLECTION_NAME_MAX = 60;

/** A collection's name as the cook types it ("Weeknights"). */
const collectionNameSchema = z
  .string({ message: "Please give the collection a name." })
  .trim()
  .min(1, "Please give the collection a name.")
  .max(COLLECTION_NAME_MAX, `A collection name can be at most ${COLLECTION_NAME_MAX} characters.`)
  .refine((name) => !/[\u0000-\u001f]/.test(name), "A collection name cannot contain control characters.");

export const collectionBodySchema = z.object({ name: collectionNameSchema }).strict();

/** Collection ids are cuids; anything else is a 400 before any query. */
const collectionIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a collection id.");

export const savedParamsSchema = z.object({ mealId: mealIdSchema });
export const collectionParamsSchema = z.object({ id: collectionIdSchema });
export const collectionRecipeParamsSchema = z.object({ id: collectionIdSchema, mealId: mealIdSchema });
export const collectionListQuerySchema = z.object({ mealId: mealIdSchema.optional() });
