import { z } from "zod";
import "./browser-zod";
import { CATALOG_OR_MEALDB_ID, MAX_MEAL_PAGE, OWN_RECIPE_ID } from "@/config/meals";
import { canonicalCategory, MAX_SEARCH_LENGTH } from "./meals";

/**
 * TheMealDB's own paths (`/api/json/v1/<key>/<endpoint>`): what each endpoint reads from its
 * query string, and the question it makes of it. Like TheMealDB (PHP), a repeated parameter
 * counts once, with its last value, and parameters are case-sensitive. Nothing here is ever a
 * 400: a question that cannot match anything is answered `{"meals":null}`, as TheMealDB answers
 * a miss, so a client written for TheMealDB never meets an error it does not know.
 */
const optionalText = z.string().optional();

/** search.php: `s` (part of a name) or `f` (a first letter); `s` wins when both are given. */
const mealDbSearchQuerySchema = z.object({ s: optionalText, f: optionalText, page: optionalText });
/** lookup.php: `i`, a meal's id. */
const mealDbLookupQuerySchema = z.object({ i: optionalText });
/** filter.php: `c` (category), `a` (area) or `i` (ingredient, `_` for spaces), in that order. */
const mealDbFilterQuerySchema = z.object({ c: optionalText, a: optionalText, i: optionalText, page: optionalText });
/** list.php: `c=list`, `a=list` or `i=list`. */
const mealDbListQuerySchema = z.object({ c: optionalText, a: optionalText, i: optionalText });
export const MEALDB_ENDPOINTS = ["search.php", "lookup.php", "filter.php", "list.php", "categories.php", "random.php"] as const;

/** The path's two segments; any text passes (an unknown key is a 401, an unknown endpoint a 404). */
export const mealDbParamsSchema = z.object({ key: z.string(), endpoint: z.string() });

export type MealDbQuestion =
  | { kind: "name"; term: string; page: number }
  | { kind: "letter"; letter: string; page: number }
  | { kind: "lookup"; id: string }
  | { kind: "category"; category: string; page: number }
  | { kind: "area"; area: string; page: number }
  | { kind: "ingredient"; ingredient: string; page: number }
  | { kind: "list"; of: "categories" | "areas" | "ingredients" }
  | { kind: "categories" }
  | { kind: "random" }
  /** Nothing can match (missing, empty or impossible parameters): `{"meals":null}`. */
  | { kind: "nothing" }
  | { kind: "unknown_endpoint" };

/** The query string as TheMealDB's PHP reads it: each parameter once, its last value. */
function lastValues(query: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [value].flat().at(-1) ?? ""]));
}

/** A name, area or ingredient worth asking about: trimmed, not empty, not too long, no NUL. */
function usableText(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text.length > MAX_SEARCH_LENGTH || text.includes("\u0000")) return undefined;
  return text;
}

function pageOf(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= MAX_MEAL_PAGE ? page : undefined;
}

const NOTHING: MealDbQuestion = { kind: "nothing" };

/** What a request to `endpoint` with this query string asks. */
export function mealDbQuestion(endpoint: string, query: Record<string, string | string[]>): MealDbQuestion {
  const given = lastValues(query);
  switch (endpoint) {
    case "search.php": {
      const { s, f, page: pageText } = mealDbSearchQuerySchema.parse(given);
      const page = pageOf(pageText);
      if (page === undefined) return NOTHING;
      if (s !== undefined) {
        const term = usableText(s);
        return term ? { kind: "name", term, page } : NOTHING;
      }
      if (f !== undefined) return /^[a-zA-Z]$/.test(f) ? { kind: "letter", letter: f.toLowerCase(), page } : NOTHING;
      return NOTHING;
    }
    case "lookup.php": {
      const id = mealDbLookupQuerySchema.parse(given).i?.trim() ?? "";
      return CATALOG_OR_MEALDB_ID.test(id) || OWN_RECIPE_ID.test(id) ? { kind: "lookup", id } : NOTHING;
    }
    case "filter.php": {
      const { c, a, i, page: pageText } = mealDbFilterQuerySchema.parse(given);
      const page = pageOf(pageText);
      if (page === undefined) return NOTHING;
      if (c !== undefined) {
        const category = canonicalCategory(c);
        return category ? { kind: "category", category, page } : NOTHING;
      }
      if (a !== undefined) {
        const area = usableText(a);
        return area ? { kind: "area", area, page } : NOTHING;
      }
      if (i !== undefined) {
        // TheMealDB's documented spelling: chicken_breast for "chicken breast".
        const ingredient = usableText(i.replace(/_/g, " "));
        return ingredient ? { kind: "ingredient", ingredient, page } : NOTHING;
      }
      return NOTHING;
    }
    case "list.php": {
      const { c, a, i } = mealDbListQuerySchema.parse(given);
      if (c === "list") return { kind: "list", of: "categories" };
      if (a === "list") return { kind: "list", of: "areas" };
      if (i === "list") return { kind: "list", of: "ingredients" };
      return NOTHING;
    }
    case "categories.php":
      return { kind: "categories" };
    case "random.php":
      return { kind: "random" };
    default:
      return { kind: "unknown_endpoint" };
  }
}
