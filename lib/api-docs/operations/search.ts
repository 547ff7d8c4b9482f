import { z } from "zod";
import { MAX_MINUTES_CHOICES, SEARCH_DIETS, SEARCH_MAX_PAGE } from "@/config/search";
import { searchQuerySchema, searchSuggestionsQuerySchema } from "@/lib/validations/search";
import { withExamples } from "../examples";
import { operation } from "../operation";
import { mealDbMeal } from "../shapes";

/** The Recipe Finder's search (app/api/search): words and filters, and what the box suggests while typing. */
const tag = "Search";

const count = z.number().int().min(0);
const MINUTES = MAX_MINUTES_CHOICES.map(String) as [string, ...string[]];

const searchFacets = z
  .object({
    category: z.record(z.string(), count).meta({ description: "Meals the words find, by category." }),
    area: z.record(z.string(), count).meta({ description: "By area." }),
    diet: z.partialRecord(z.enum(SEARCH_DIETS), count).meta({ description: "By diet each meal suits." }),
    difficulty: z.record(z.string(), count).meta({ description: "By difficulty (meals without one are not counted)." }),
    maxMinutes: z.partialRecord(z.enum(MINUTES), count).meta({ description: "Meals ready within each time choice." }),
  })
  .meta({ id: "SearchFacets", description: "How many of the meals the words find have each filter value, before the filters apply." });

const searchAnswer = z
  .object({
    meals: z.array(mealDbMeal).meta({ description: "The page's meals, best first; an empty list when none match." }),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    facets: searchFacets,
    didYouMean: z.string().nullable().meta({ description: "The words as understood when a typo was forgiven (\"lasagne\" for \"lasagnr\"), else null." }),
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
      `Every part optional; an empty value is the same as none. Words match names, categories, areas, tags, diets, ingredients and tips, in any order, forgiving one typo. \`diet\`, \`include\` and \`exclude\` are lists: repeat the key or separate with commas. Pages of 24, up to page ${SEARCH_MAX_PAGE}. Name results leave out Chicken, Pork and Beef.`,
    auth: "cook",
    query: withExamples(searchQuerySchema, {
      q: ["leek soup", "lasagne"],
      letter: ["p"],
      category: ["Vegetarian", "Dessert"],
      area: ["Italian"],
      include: ["tomato"],
      exclude: ["peanut"],
      sort: ["relevance", "quickest"],
      page: ["1", "2"],
    }),
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
        },
      },
    },
  }),
  operation({
    method: "get",
    path: "/api/search/suggestions",
    tag,
    summary: "What the search box suggests for the text typed so far",
    description: "Meals, then ingredients, then categories, best first; an empty list when nothing fits.",
    auth: "cook",
    query: withExamples(searchSuggestionsQuerySchema, { q: ["lasa", "tom"] }),
    responses: {
      200: {
        description: "The suggestions.",
        schema: z.object({ suggestions: z.array(suggestion) }),
        example: { suggestions: [{ kind: "meal", label: "Lasagne" }, { kind: "ingredient", label: "Lasagne sheets" }] },
      },
    },
  }),
];
