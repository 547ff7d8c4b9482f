import { z } from "zod";
import "./browser-zod";
import { mealIdSchema } from "./meals";

/** The meal plan's and shopping list's payloads. */

/** A calendar day "2026-11-24" that exists (no 31 February). */
const daySchema = z
  .string({ message: "day must be a date like 2026-11-24." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "day must be a date like 2026-11-24.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "day must be a date that exists.");

const SERVINGS_MESSAGE = "servings must be a whole number from 1 to 99.";
const bodyServingsSchema = z.number({ message: SERVINGS_MESSAGE }).int(SERVINGS_MESSAGE).min(1, SERVINGS_MESSAGE).max(99, SERVINGS_MESSAGE);

export const slotSchema = z.enum(["breakfast", "lunch", "dinner"], { message: 'slot must be "breakfast", "lunch" or "dinner".' });

/** Without `servings` the meal is planned for the servings its recipe makes (a card has no servings control). */
export const planAddSchema = z.object({ mealId: mealIdSchema, day: daySchema, slot: slotSchema, servings: bodyServingsSchema.optional() }).strict();

/**
 * When the cook made a change, in milliseconds since 1970 by their device's clock: a change made
 * offline and sent later loses to a newer one already stored (last writer wins per item).
 */
const changedAtSchema = z
  .number({ message: "at must be a time in milliseconds." })
  .int("at must be a time in milliseconds.")
  .min(Date.UTC(2020, 0, 1), "at must be a time in milliseconds.")
  .max(8.64e15, "at must be a time in milliseconds.");

export const planChangeSchema = z
  .object({ day: daySchema.optional(), slot: slotSchema.optional(), servings: bodyServingsSchema.optional(), at: changedAtSchema.optional() })
  .strict()
  .refine((change) => Object.keys(change).some((key) => key !== "at"), "Say what to change: day, slot or servings.");

/** Planned meal and shopping item ids are cuids. */
export const plannedParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a planned meal id.") });

/**
 * /plan's and GET /api/plan's query: `from`, the first of seven days, or `week`, any day of a
 * Monday-to-Sunday week (what the plan showed before it started today); `from` wins when both are given.
 */
export const planQuerySchema = z.object({ from: daySchema.optional(), week: daySchema.optional() });
export const clearDayQuerySchema = z.object({ day: daySchema });

const SHOPPING_TEXT_MAX = 120;

export const shoppingOwnItemSchema = z
  .object({
    text: z
      .string({ message: "Type what to buy." })
      .trim()
      .min(1, "Type what to buy.")
      .max(SHOPPING_TEXT_MAX, `A line can be at most ${SHOPPING_TEXT_MAX} characters.`)
      .refine((text) => !/[\u0000-\u001f]/.test(text), "A line cannot contain control characters."),
  })
  .strict();

export const shoppingCheckSchema = z.object({ checked: z.boolean({ message: "checked must be true or false." }), at: changedAtSchema.optional() }).strict();
export const shoppingItemParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a shopping list item id.") });
export const shoppingFromRecipeSchema = z.object({ mealId: mealIdSchema, servings: bodyServingsSchema }).strict();
export const shoppingFromWeekSchema = z.object({ week: daySchema }).strict();
export const clearCheckedQuerySchema = z.object({ checked: z.literal("true", { message: "Say checked=true to clear the ticked lines." }) });
