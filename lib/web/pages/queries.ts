import { SEARCH_MAX_PAGE } from "@/config/search";
import type { SearchQuery } from "@/lib/search";
import { windowStart } from "@/lib/meal-plan";
import { planQuerySchema } from "@/lib/validations/meal-plan";
import { firstLetterSchema, mealNameSchema, mealPageSchema } from "@/lib/validations/meals";
import { searchQuerySchema } from "@/lib/validations/search";

type SearchParams = Record<string, string | string[] | undefined>;

/** The seed searches this letter when /home opens without a query. */
const INITIAL_LETTER = "a";

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /category?c=<name>: the name as typed (trimmed, capped), or undefined when there is none. */
export function parseCategoryQuery(params: SearchParams): string | undefined {
  const name = single(params.c)?.trim().slice(0, 60);
  return name ? name : undefined;
}

/** `?page=<n>` of a meal list: anything that is not a page number means the first page. */
export function parseMealPage(params: SearchParams): number {
  const parsed = mealPageSchema.safeParse(single(params.page));
  return parsed.success ? parsed.data : 1;
}

/**
 * /plan?from=<day> or /plan?week=<day>: the first day to show. A value that is not a day is
 * passed over as if absent (a page answers with today's days rather than an error), each field
 * on its own, so a good `week` still counts beside a bad `from`.
 */
export function parsePlanQuery(params: SearchParams, now: string): string {
  const field = (key: "from" | "week") => {
    const parsed = planQuerySchema.shape[key].safeParse(single(params[key]));
    return parsed.success ? parsed.data : undefined;
  };
  return windowStart({ from: field("from"), week: field("week") }, now);
}

/** The Recipe Finder's filters as the URL names them (the same names GET /api/search takes). */
const FINDER_FILTERS = ["category", "area", "diet", "maxMinutes", "difficulty", "include", "exclude", "minRating", "sort"] as const;

export type FinderQuery =
  | { kind: "invalid"; problem: string }
  | {
      /** Typed words; a letter (picked, or the seed's first-load `a`); or filters alone over every meal. */
      kind: "words" | "letter" | "filters";
      /** The words as typed, the letter, or "" for filters alone. */
      value: string;
      /** The search without its page: the words or the letter with every filter. */
      search: SearchQuery;
      /** True when any filter or a sort other than relevance is chosen. */
      filtered: boolean;
      /** True when the URL names the letter (the form keeps it when filters are chosen). */
      letterPicked: boolean;
      page: number;
    };

export type FinderSearch = Extract<FinderQuery, { kind: "words" | "letter" | "filters" }>;

const hasFilters = (search: SearchQuery) =>
  Boolean(search.category || search.area || search.difficulty || search.minRating || search.maxMinutes) ||
  (search.diet?.length ?? 0) > 0 ||
  (search.include?.length ?? 0) > 0 ||
  (search.exclude?.length ?? 0) > 0 ||
  (search.sort !== undefined && search.sort !== "relevance");

/**
 * /home?s=<words>&<filters>, /home?f=<letter>&<filters>, or /home?<filters> (every meal); none
 * of these means the seed's initial letter. The filters are read with GET /api/search's own
 * schema, so a page URL and an API URL agree.
 */
export function parseFinderQuery(params: SearchParams): FinderQuery {
  const words = single(params.s)?.trim() ?? "";
  const picked = single(params.f) || undefined;
  if (words) {
    const named = mealNameSchema.safeParse(words);
    if (!named.success) return { kind: "invalid", problem: named.error.issues[0]!.message };
  } else if (picked !== undefined && !firstLetterSchema.safeParse(picked).success) {
    return { kind: "invalid", problem: "Please choose one letter from A to Z." };
  }
  const input: Record<string, unknown> = {};
  for (const key of FINDER_FILTERS) if (params[key] !== undefined) input[key] = params[key];
  const parsed = searchQuerySchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", problem: parsed.error.issues[0]!.message };
  // The page is read apart (anything not a page number means the first), so it is not in `search`.
  const filters = parsed.data;
  const filtered = hasFilters(filters);
  const page = Math.min(parseMealPage(params), SEARCH_MAX_PAGE);
  if (words) return { kind: "words", value: words, search: { ...filters, q: words }, filtered, letterPicked: false, page };
  if (filtered && picked === undefined) return { kind: "filters", value: "", search: filters, filtered, letterPicked: false, page };
  const letter = (picked ?? INITIAL_LETTER).toLowerCase();
  return { kind: "letter", value: letter, search: { ...filters, letter }, filtered, letterPicked: picked !== undefined, page };
}

/** The Recipe Finder's URL for a search, in the order and form its own form writes it. */
export function finderHref(query: Pick<FinderSearch, "kind" | "value" | "search">, page = 1): string {
  const params = new URLSearchParams();
  if (query.kind !== "filters") params.set(query.kind === "words" ? "s" : "f", query.value);
  const { search } = query;
  if (search.category) params.set("category", search.category);
  if (search.area) params.set("area", search.area);
  for (const diet of search.diet ?? []) params.append("diet", diet);
  if (search.maxMinutes !== undefined) params.set("maxMinutes", String(search.maxMinutes));
  if (search.difficulty) params.set("difficulty", search.difficulty);
  if (search.include?.length) params.set("include", search.include.join(","));
  if (search.exclude?.length) params.set("exclude", search.exclude.join(","));
  if (search.minRating !== undefined) params.set("minRating", String(search.minRating));
  if (search.sort && search.sort !== "relevance") params.set("sort", search.sort);
  if (page > 1) params.set("page", String(page));
  const text = params.toString().replace(/%2C/gi, ",");
  return text ? `/home?${text}` : "/home";
}
