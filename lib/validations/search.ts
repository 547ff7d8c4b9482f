import { z } from "zod";
import "./browser-zod";
import { DIFFICULTIES } from "@/config/meals";
import { MAX_INGREDIENT_FILTERS, MAX_MINUTES_CHOICES, SEARCH_DIETS, SEARCH_MAX_PAGE, SEARCH_SORTS } from "@/config/search";
import { categorySchema, MAX_SEARCH_LENGTH } from "./meals";

/**
 * The search's query string (GET /api/search, the Recipe Finder's URL): every part optional, an
 * empty value the same as none (a form sends its empty selects), lists as repeated keys or commas.
 */
const noNul = (text: string) => !text.includes("\u0000");

/**
 * Words as the search reads them are folded (lib/platform/text's foldForSearch: NFKD, accents dropped),
 * and folding spells compatibility characters out: "ﬃ" is "ffi", "㎒" "MHz", U+FDFA eighteen
 * letters in four words. So the length is checked again once folded, the way the search will read
 * it (folded here alike, as this file imports only zod and config). The typed length is checked
 * first and stops the checks, so a long text is never folded.
 */
const WORDS_TOO_LONG = `Words can be at most ${MAX_SEARCH_LENGTH} characters.`;
const foldedLength = (text: string) => text.normalize("NFKD").replace(/\p{Mn}/gu, "").length;
const searchWords = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, { message: WORDS_TOO_LONG, abort: true })
  .refine(noNul, "Words cannot contain a NUL character.")
  .refine((text) => foldedLength(text) <= MAX_SEARCH_LENGTH, WORDS_TOO_LONG);

const one = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const ingredientList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .flatMap((item) => String(item).split(","))
      .map((item) => item.trim())
      .filter(Boolean),
  z
    .array(z.string().max(60, "An ingredient can be at most 60 characters.").refine(noNul, "An ingredient cannot contain a NUL character."))
    .max(MAX_INGREDIENT_FILTERS, `At most ${MAX_INGREDIENT_FILTERS} ingredients.`),
);

const dietList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => String(item).split(",")).filter(Boolean),
  z.array(z.enum(SEARCH_DIETS, { message: `diet must be one of ${SEARCH_DIETS.join(", ")}.` })).transform((diets) => [...new Set(diets)]),
);

const MINUTES = MAX_MINUTES_CHOICES.map(String) as [string, ...string[]];

export const searchQuerySchema = z.object({
  q: one(searchWords),
  letter: one(z.string().regex(/^[a-zA-Z]$/, "letter must be one letter from a to z.").transform((letter) => letter.toLowerCase())),
  category: one(categorySchema),
  area: one(z.string().trim().max(40, "An area can be at most 40 characters.").refine(noNul, "An area cannot contain a NUL character.")),
  diet: dietList,
  maxMinutes: one(z.enum(MINUTES, { message: `maxMinutes must be one of ${MINUTES.join(", ")}.` }).transform(Number)),
  difficulty: one(z.enum(DIFFICULTIES, { message: `difficulty must be one of ${DIFFICULTIES.join(", ")}.` })),
  include: ingredientList,
  exclude: ingredientList,
  minRating: one(z.enum(["1", "2", "3", "4", "5"], { message: "minRating must be a whole number of stars from 1 to 5." }).transform(Number)),
  sort: one(z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(", ")}.` })),
  page: one(
    z
      .string()
      .regex(/^\d{1,4}$/, "page must be a whole number.")
      .transform(Number)
      .refine((page) => page >= 1 && page <= SEARCH_MAX_PAGE, `page must be from 1 to ${SEARCH_MAX_PAGE}.`),
  ),
});

/** GET /api/search/suggestions?q=: what is typed so far in the Recipe Finder's box. */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string({ message: "q is required." })
    .trim()
    .min(1, "q is required.")
    .max(MAX_SEARCH_LENGTH, { message: WORDS_TOO_LONG, abort: true })
    .refine(noNul, "Words cannot contain a NUL character.")
    .refine((text) => foldedLength(text) <= MAX_SEARCH_LENGTH, WORDS_TOO_LONG),
});
