import { z } from "zod";
import "./browser-zod";
import { MADE_IT_TEXT_MAX } from "./limits";
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

/** A collection's new name, or whether the cook's household shares it (issue 32), or both. */
export const collectionChangeSchema = z
  .object({ name: collectionNameSchema.optional(), shared: z.boolean({ message: "shared must be true or false." }).optional() })
  .strict()
  .refine((change) => change.name !== undefined || change.shared !== undefined, "Say what to change: name or shared.");

/** Collection ids are cuids; anything else is a 400 before any query. */
const collectionIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a collection id.");

export const savedParamsSchema = z.object({ mealId: mealIdSchema });
export const collectionParamsSchema = z.object({ id: collectionIdSchema });
export const collectionRecipeParamsSchema = z.object({ id: collectionIdSchema, mealId: mealIdSchema });
export const collectionListQuerySchema = z.object({ mealId: mealIdSchema.optional() });

/** Issue 37: read-only share links to an own recipe, a collection or the plan. */
const SHARE_KINDS = ["recipe", "collection", "plan"] as const;
const SHARE_EXPIRY_DAYS_MAX = 365;
const shareKindSchema = z.enum(SHARE_KINDS, { message: "Share a recipe, a collection or the plan." });
/** A recipe's id (20 letters and digits) or a collection's (a cuid); the plan needs none. */
const shareTargetIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a recipe or collection id.");

export const shareLinkBodySchema = z
  .object({
    kind: shareKindSchema,
    targetId: shareTargetIdSchema.optional(),
    /** Days until the link stops working by itself; none: until the cook turns it off. */
    expiresInDays: z
      .number({ message: "Give the days as a whole number." })
      .int("Give the days as a whole number.")
      .min(1, "A link works for at least 1 day.")
      .max(SHARE_EXPIRY_DAYS_MAX, `A link can work for at most ${SHARE_EXPIRY_DAYS_MAX} days.`)
      .optional(),
  })
  .strict();
export const shareLinkListQuerySchema = z.object({ kind: shareKindSchema.optional(), targetId: shareTargetIdSchema.optional() });
export const shareLinkParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a share link id.") });

const madeItTextSchema = z
  .string()
  .trim()
  .max(MADE_IT_TEXT_MAX, `Keep it to ${MADE_IT_TEXT_MAX} characters.`)
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text), "Please leave out control characters.");
/** The day a cook made it: a date that exists, like the plan's days. */
const cookedOnSchema = z
  .string({ message: "cookedOn must be a date like 2026-11-24." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "cookedOn must be a date like 2026-11-24.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "cookedOn must be a date that exists.");

export const madeItBodySchema = z
  .object({
    mealId: mealIdSchema,
    cookedOn: cookedOnSchema,
    note: madeItTextSchema.default(""),
    changes: madeItTextSchema.default(""),
    /** Other cooks may see it on the recipe, if its owner shows cooks' notes. */
    shared: z.boolean().default(false),
  })
  .strict();
export const madeItParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a note id.") });
export const madeItHiddenBodySchema = z.object({ hidden: z.boolean({ message: "Say hidden: true or false." }) }).strict();
export const cooksNotesSettingBodySchema = z.object({ showCooksNotes: z.boolean({ message: "Say showCooksNotes: true or false." }) }).strict();
