import { z } from "zod";
import { MEAL_CATEGORIES } from "@/lib/meals/types";
import { isOwnRecipeId } from "@/lib/meals/own-recipe-ids";
import { canonicalCategory } from "@/lib/meals/service";

/** Longest name a search may carry: longer is never a dish name, only load. */
export const MAX_SEARCH_LENGTH = 100;

export const mealNameSchema = z
  .string()
  .trim()
  .min(1, "Please type a meal name.")
  .max(MAX_SEARCH_LENGTH, `A meal name can be at most ${MAX_SEARCH_LENGTH} characters.`)
  // PostgreSQL refuses NUL in a query's text (SQLite does not): a client mistake on both, not a 500.
  .refine((name) => !name.includes("\u0000"), "A meal name cannot contain a NUL character.");

export const firstLetterSchema = z
  .string()
  .regex(/^[a-zA-Z]$/, "f must be one letter from a to z.")
  .transform((letter) => letter.toLowerCase());

/** One of TheMealDB's 14 categories, typed in any case, in its spelling. */
export const categorySchema = z
  .string()
  .transform((name, context) => {
    const known = canonicalCategory(name);
    if (!known) {
      context.addIssue({ code: "custom", message: `Unknown category. Known categories: ${MEAL_CATEGORIES.join(", ")}.` });
      return z.NEVER;
    }
    return known;
  });

/** A meal id: digits for catalog and TheMealDB meals, 20 letters and digits for cooks' recipes. */
export const mealIdSchema = z
  .string()
  .refine((id) => /^\d{1,12}$/.test(id) || isOwnRecipeId(id), "This is not a meal id.");

type MealListQuery =
  | { kind: "name"; value: string }
  | { kind: "letter"; value: string }
  | { kind: "category"; value: string };

const QUERY_SCHEMAS = { s: mealNameSchema, f: firstLetterSchema, c: categorySchema } as const;
const QUERY_KINDS = { s: "name", f: "letter", c: "category" } as const;

/**
 * A meal list query takes exactly one of s (name), f (first letter) or c (category), once: the
 * message of the first problem, or the query.
 */
export function parseMealListQuery(params: URLSearchParams): { query: MealListQuery } | { problem: string } {
  const given = (["s", "f", "c"] as const).flatMap((key) => params.getAll(key).map((value) => ({ key, value })));
  if (given.length === 0) return { problem: "Give one of s (meal name), f (first letter) or c (category)." };
  if (given.length > 1) {
    return { problem: `Give only one of s, f or c, once (got ${given.map(({ key }) => key).join(" and ")}).` };
  }
  const [{ key, value }] = given as [(typeof given)[number]];
  const parsed = QUERY_SCHEMAS[key].safeParse(value);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? "Invalid query." };
  return { query: { kind: QUERY_KINDS[key], value: parsed.data } };
}
