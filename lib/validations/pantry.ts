import { z } from "zod";
import "./browser-zod";
import { PANTRY_ITEM_MAX_LENGTH, PANTRY_MAX_ITEMS, PANTRY_MAX_PAGE } from "@/config/pantry";
import { searchQuerySchema } from "./search";

/**
 * The pantry's body (PUT /api/pantry, the page's editor) and the matches' query string
 * (GET /api/pantry/matches, the /pantry page's URL): the search's filters, and a page.
 */
const noNul = (text: string) => !text.includes("\u0000");

const pantryItemSchema = z
  .string()
  .trim()
  .min(1, "An item needs a name.")
  .max(PANTRY_ITEM_MAX_LENGTH, `An item can be at most ${PANTRY_ITEM_MAX_LENGTH} characters.`)
  .refine(noNul, "An item cannot contain a NUL character.");

export const pantryBodySchema = z
  .object({ items: z.array(pantryItemSchema).max(PANTRY_MAX_ITEMS, `A pantry holds at most ${PANTRY_MAX_ITEMS} items.`) })
  .strict();

/** Room for 100 items of 60 characters, quoted, with the JSON around them. */
export const PANTRY_MAX_BODY_BYTES = 8 * 1024;

/** Ingredients to match instead of the saved pantry (the AI Chef's list): repeated keys or commas. */
const itemList = z.preprocess(
  (value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => String(item).split(","))
          .map((item) => item.trim())
          .filter(Boolean),
  z.array(pantryItemSchema).max(PANTRY_MAX_ITEMS, `At most ${PANTRY_MAX_ITEMS} items.`).optional(),
);

export const pantryMatchesQuerySchema = searchQuerySchema
  .pick({ category: true, area: true, diet: true, maxMinutes: true, difficulty: true })
  .extend({
    items: itemList,
    page: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^\d{1,4}$/, "page must be a whole number.")
        .transform(Number)
        .refine((page) => page >= 1 && page <= PANTRY_MAX_PAGE, `page must be from 1 to ${PANTRY_MAX_PAGE}.`)
        .optional(),
    ),
  });
