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
 * offline and sent later loses to a newer one already stored (per field of a shopping line or a planned meal).
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

const shoppingTextSchema = z
  .string({ message: "Type what to buy." })
  .trim()
  .min(1, "Type what to buy.")
  .max(SHOPPING_TEXT_MAX, `A line can be at most ${SHOPPING_TEXT_MAX} characters.`)
  .refine((text) => !/[\u0000-\u001f]/.test(text), "A line cannot contain control characters.");

export const shoppingOwnItemSchema = z.object({ text: shoppingTextSchema }).strict();

/** A line's tick, its text, or both; each field keeps its own newest change (`at`). */
export const shoppingChangeSchema = z
  .object({ checked: z.boolean({ message: "checked must be true or false." }).optional(), text: shoppingTextSchema.optional(), at: changedAtSchema.optional() })
  .strict()
  .refine((change) => change.checked !== undefined || change.text !== undefined, "Say what to change: checked or text.");

/** When the cook removed a shopping line or a planned meal (ms, their device's clock): a removal sent late loses to a newer change. */
export const removalQuerySchema = z.object({
  at: z
    .string()
    .regex(/^\d{1,16}$/, "at must be a time in milliseconds.")
    .transform(Number)
    .pipe(changedAtSchema)
    .optional(),
});
export const shoppingItemParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a shopping list item id.") });
export const shoppingFromRecipeSchema = z.object({ mealId: mealIdSchema, servings: bodyServingsSchema }).strict();
/** The most days one "Make from the plan" reads: four weeks, the planner's longest view. */
export const PLAN_DAYS_MAX = 28;

/** Days from `from` to `to`, both counted. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Which planned days a list is made from: `{ from, to }` (both counted, at most 28 days) or, for
 * API clients written before the planner showed other spans, `{ week }` (any day: its Monday to
 * Sunday). One object checked by code rather than a union, so a mistake gets a message that says it.
 */
export const shoppingFromWeekSchema = z
  .object({ week: daySchema.optional(), from: daySchema.optional(), to: daySchema.optional() })
  .strict()
  .superRefine((body, context) => {
    if (body.week !== undefined) {
      if (body.from !== undefined || body.to !== undefined) context.addIssue({ code: "custom", message: "Send either week or from and to, not both." });
      return;
    }
    if (body.from === undefined || body.to === undefined) {
      context.addIssue({ code: "custom", message: "Say which days: from and to (like 2026-11-24), or a week." });
      return;
    }
    const days = daysBetween(body.from, body.to);
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from." });
    else if (days > PLAN_DAYS_MAX) context.addIssue({ code: "custom", path: ["to"], message: `A list can be made from at most ${PLAN_DAYS_MAX} days of the plan.` });
  });

/** The token "Make from the plan" answered, to put the list back as it was. */
export const shoppingUndoSchema = z.object({ undo: z.string({ message: "Send the undo token the list's answer gave." }).regex(/^[A-Za-z0-9_-]{16,64}$/, "This is not an undo token.") }).strict();
export const clearCheckedQuerySchema = z.object({ checked: z.literal("true", { message: "Say checked=true to clear the ticked lines." }) });
