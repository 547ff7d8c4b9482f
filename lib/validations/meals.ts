import { z } from "zod";
import "./browser-zod";
import { CATALOG_OR_MEALDB_ID, MAX_MEAL_PAGE, MAX_SEARCH_LENGTH, MEAL_CATEGORIES, OWN_RECIPE_ID } from "@/config/meals";

/** TheMealDB's spelling of a category typed in any case ("dessert" → "Dessert"), or undefined. */
export function canonicalCategory(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return MEAL_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

export { MAX_SEARCH_LENGTH };

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
  .refine((id) => CATALOG_OR_MEALDB_ID.test(id) || OWN_RECIPE_ID.test(id), "This is not a meal id.");

/** The path parameters of /api/meals/<id>…: a malformed id is a 400, a well-formed unknown one a 404. */
export const mealIdParamsSchema = z.object({ id: mealIdSchema });

/** Which page of a meal list (from 1); absent means the first. */
export const mealPageSchema = z
  .string()
  .regex(/^\d{1,4}$/, `page must be a whole number from 1 to ${MAX_MEAL_PAGE}.`)
  .transform(Number)
  .refine((page) => page >= 1 && page <= MAX_MEAL_PAGE, `page must be a whole number from 1 to ${MAX_MEAL_PAGE}.`);

export type MealListQuery = (
  | { kind: "name"; value: string }
  | { kind: "letter"; value: string }
  | { kind: "category"; value: string }
) & { page: number };

const QUERY_SCHEMAS = { s: mealNameSchema, f: firstLetterSchema, c: categorySchema } as const;
const QUERY_KINDS = { s: "name", f: "letter", c: "category" } as const;

/**
 * GET /api/meals takes exactly one of s (name), f (first letter) or c (category), once, as
 * TheMealDB's search.php and filter.php do, and an optional page (MEALS_PER_PAGE meals each);
 * other parameters are ignored. The input is the
 * query string as an object, a repeated key as a list.
 */
export const mealListQuerySchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((params, context): MealListQuery => {
    const given = (["s", "f", "c"] as const).flatMap((key) => [params[key] ?? []].flat().map((value) => ({ key, value })));
    if (given.length !== 1) {
      context.addIssue({
        code: "custom",
        message:
          given.length === 0
            ? "Give one of s (meal name), f (first letter) or c (category)."
            : `Give only one of s, f or c, once (got ${given.map(({ key }) => key).join(" and ")}).`,
      });
      return z.NEVER;
    }
    const [{ key, value }] = given as [(typeof given)[number]];
    const parsed = QUERY_SCHEMAS[key].safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "Invalid query.", path: [key] });
      return z.NEVER;
    }
    const page = mealPageSchema.safeParse([params.page ?? "1"].flat()[0]);
    if (!page.success) {
      context.addIssue({ code: "custom", message: page.error.issues[0]?.message ?? "Invalid page.", path: ["page"] });
      return z.NEVER;
    }
    return { kind: QUERY_KINDS[key], value: parsed.data, page: page.data };
  });

/** Servings a recipe can be scaled to (the page's control allows the same). */
const servingsSchema = z.coerce
  .number({ message: "servings must be a whole number from 1 to 99." })
  .int("servings must be a whole number from 1 to 99.")
  .min(1, "servings must be a whole number from 1 to 99.")
  .max(99, "servings must be a whole number from 1 to 99.");

/** GET /api/meals/<id>?servings=8&units=us: both optional; with either, scaled measures are added. */
export const mealScaleQuerySchema = z.object({
  servings: servingsSchema.optional(),
  units: z.enum(["metric", "us"], { message: 'units must be "metric" or "us".' }).optional(),
});
