import { z } from "zod";
import { DIFFICULTIES, MEAL_CATEGORIES } from "@/config/meals";
import { MAX_INGREDIENT_FILTERS, MAX_MINUTES_CHOICES, MAX_QUERY_WORDS, SEARCH_DIETS, SEARCH_MAX_PAGE, SEARCH_SORTS } from "@/config/search";
import { MAX_SEARCH_LENGTH } from "@/lib/validations/meals";
import { operation } from "../operation";
import { mealDbMeal } from "../shapes";

/** The Recipe Finder's search (app/api/search): words and filters, and what the box suggests while typing. */
const tag = "Search";

const count = z.number().int().min(0);
const MINUTES = MAX_MINUTES_CHOICES.map(String) as [string, ...string[]];

/** The budget both operations share (app/api/search). */
const BUDGET = "Searches and suggestions together: 600 a minute for each cook and each address by default (SEARCH_READS_PER_MINUTE); beyond, 429.";

/**
 * The query of GET /api/search as a reader sees it. The route's schema (searchQuerySchema) takes
 * an empty value as none and reads lists as repeated keys or commas (zod preprocessing, which
 * JSON Schema cannot say), and checks a category and a page by code; these are its fields with
 * the same rules written out. A category is matched in any case. The length of the words is
 * checked again once folded (a rule JSON Schema cannot say: the description says it).
 */
const WORDS = `At most ${MAX_SEARCH_LENGTH} characters, also once compatibility characters are spelled out ("ﬃ" counts 3); the first ${MAX_QUERY_WORDS} different words are searched for.`;
const NO_NUL = "^[^\\u0000]*$";
const PAGE = `^(?:[1-9]|[1-9][0-9]|${SEARCH_MAX_PAGE})$`;
const list = (description: string, examples: string[]) =>
  z
    .array(z.string().max(60).meta({ pattern: NO_NUL }))
    .max(MAX_INGREDIENT_FILTERS)
    .optional()
    .meta({ description: `${description} Repeat the key or separate with commas; at most ${MAX_INGREDIENT_FILTERS}.`, examples: [examples] });
const searchQuery = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH).optional().meta({ pattern: NO_NUL, description: `Words, in any order. ${WORDS}`, examples: ["leek soup", "lasagnr"] }),
  letter: z.string().regex(/^[a-zA-Z]$/).optional().meta({ description: "Names starting with this letter.", examples: ["p"] }),
  category: z.enum(MEAL_CATEGORIES).optional().meta({ description: "A category, in any case." }),
  area: z.string().max(40).optional().meta({ pattern: NO_NUL, description: "An area (\"Italian\").", examples: ["Italian", "British"] }),
  diet: z.array(z.enum(SEARCH_DIETS)).optional().meta({ description: "Every one of these diets; repeat the key or separate with commas." }),
  maxMinutes: z.enum(MINUTES).optional().meta({ description: "Ready within this many minutes in all (meals without a stated time are left out)." }),
  difficulty: z.enum(DIFFICULTIES).optional(),
  include: list("Ingredients every meal must have.", ["tomato"]),
  exclude: list("Ingredients no meal may have (allergies, dislikes).", ["peanut"]),
  minRating: z.enum(["1", "2", "3", "4", "5"]).optional().meta({ description: "Average stars at least this (meals nobody rated are left out)." }),
  sort: z.enum(SEARCH_SORTS).optional().meta({ description: "relevance (the default), rating or quickest." }),
  page: z.string().regex(new RegExp(PAGE)).optional().meta({ description: `From 1 to ${SEARCH_MAX_PAGE}, 24 meals each.`, examples: ["1", "2"] }),
});

export const searchFacets = z
  .object({
    category: z.record(z.string(), count).meta({ description: "Meals found (by the words, or by the pantry), by category." }),
    area: z.record(z.string(), count).meta({ description: "By area." }),
    diet: z.partialRecord(z.enum(SEARCH_DIETS), count).meta({ description: "By diet each meal suits." }),
    difficulty: z.record(z.string(), count).meta({ description: "By difficulty (meals without one are not counted)." }),
    maxMinutes: z.partialRecord(z.enum(MINUTES), count).meta({ description: "Meals ready within each time choice." }),
  })
  .meta({
    id: "SearchFacets",
    description: "How many of the meals found (by the words, or by the pantry) each filter value would leave, the other filters applied.",
  });

const searchAnswer = z
  .object({
    meals: z.array(mealDbMeal).meta({ description: "The page's meals, best first; an empty list when none match." }),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    facets: searchFacets,
    didYouMean: z.string().nullable().meta({ description: "The words as understood when a typo was forgiven (\"lasagne\" for \"lasagnr\"), else null." }),
    hiddenByMeatFreeRule: z.number().int().min(0).meta({
      description:
        "How many meals the words and filters found that Res-pe's meat-free rule left out (Chicken, Beef and Pork dishes); 0 when you chose to see them on your account (`PUT /api/account/meat-dishes`).",
    }),
  })
  .meta({ id: "SearchAnswer" });

const suggestion = z
  .object({ kind: z.enum(["meal", "ingredient", "category"]), label: z.string() })
  .meta({ id: "SearchSuggestion" });

export const searchOperations = [
  operation({
    method: "get",
    path: "/api/search",
    tag,
    summary: "Search meals by words and filters",
    description:
      `Every part optional; an empty value is the same as none. Words match names, categories, areas, tags, diets, ingredients and tips, in any order, forgiving one typo. \`diet\`, \`include\` and \`exclude\` are lists: repeat the key or separate with commas. Pages of 24, up to page ${SEARCH_MAX_PAGE}. Results leave out Chicken, Pork and Beef (Res-pe is meat-free by default; \`hiddenByMeatFreeRule\` says how many) unless you chose to see them on your account. ${BUDGET}`,
    auth: "cook",
    query: searchQuery,
    limited: true,
    responses: {
      200: {
        description: "One page of meals in TheMealDB's fields, with the count, the facets and a corrected spelling.",
        schema: searchAnswer,
        example: {
          meals: [],
          total: 0,
          page: 1,
          pageSize: 24,
          facets: { category: {}, area: {}, diet: {}, difficulty: {}, maxMinutes: {} },
          didYouMean: null,
          hiddenByMeatFreeRule: 0,
        },
      },
    },
  }),
  operation({
    method: "get",
    path: "/api/search/suggestions",
    tag,
    summary: "What the search box suggests for the text typed so far",
    description: `Meals, then ingredients, then categories, best first; an empty list when nothing fits. ${BUDGET}`,
    auth: "cook",
    query: z.object({
      q: z.string().min(1).max(MAX_SEARCH_LENGTH).meta({ pattern: "^[^\\u0000]*\\S[^\\u0000]*$", description: `The text typed so far (not only spaces). ${WORDS}`, examples: ["lasa", "tom"] }),
    }),
    limited: true,
    responses: {
      200: {
        description: "The suggestions.",
        schema: z.object({ suggestions: z.array(suggestion) }),
        example: { suggestions: [{ kind: "meal", label: "Lasagne" }, { kind: "ingredient", label: "Lasagne sheets" }] },
      },
    },
  }),
];
