import { z } from "zod";
import { MEAL_CATEGORIES, MAX_MEAL_PAGE } from "@/config/meals";
import { MAX_SEARCH_LENGTH, mealIdParamsSchema, mealScaleQuerySchema } from "@/lib/validations/meals";
import { ratingSchema } from "@/lib/validations/ratings";
import { MEAL_ID_META, withExamples, withMeta } from "../examples";
import { operation } from "../operation";
import { mealDbCategory, mealDbMeal, mealDbSummary, nutritionAnswer, ratingAnswer, scaledMeal } from "../shapes";

/** TheMealDB's shapes at our own paths (app/api/meals), the nutrition estimate and ratings. */
const tag = "Meals";
const mealParams = withMeta(mealIdParamsSchema, { id: MEAL_ID_META });

/**
 * The query of GET /api/meals as a reader sees it. The route's schema (mealListQuerySchema)
 * reads the whole query string as one record to enforce "exactly one of s, f, c", which JSON
 * Schema cannot name field by field; these are its fields with the same limits.
 */
const mealListQuery = z.object({
  s: z.string().min(1).max(MAX_SEARCH_LENGTH).optional().meta({ description: "Meal name, or part of it.", examples: ["soup", "parmigiana"] }),
  f: z.string().regex(/^[a-zA-Z]$/).optional().meta({ description: "First letter.", examples: ["a", "P"] }),
  c: z.string().optional().meta({ description: "Category, in any case.", examples: [...MEAL_CATEGORIES] }),
  page: z.string().regex(/^\d{1,4}$/).optional().meta({ description: `Page from 1 to ${MAX_MEAL_PAGE} (100 meals each).`, examples: ["1", "2"] }),
});

export const mealOperations = [
  operation({
    method: "get",
    path: "/api/meals",
    tag,
    summary: "Search meals by name, first letter or category",
    description:
      "Exactly one of `s`, `f` or `c`, as TheMealDB's search.php and filter.php take them. Name and letter answers are whole meals; a category answers summaries (name, picture, id). `{ \"meals\": null }` when nothing matches. The seed's rule applies: name and letter results leave out Chicken, Pork and Beef.",
    auth: "cook",
    query: mealListQuery,
    exactlyOneOf: ["s", "f", "c"],
    responses: {
      200: {
        description: "A page of meals, or null.",
        schema: z.object({ meals: z.union([z.array(mealDbMeal), z.array(mealDbSummary)]).nullable() }),
        example: { meals: [{ strMeal: "Aubergine parmigiana", strMealThumb: "https://res-pe.example/meal-pictures/10127.svg", idMeal: "10127" }] },
      },
    },
  }),
  operation({
    method: "get",
    path: "/api/meals/categories",
    tag,
    summary: "The 14 categories",
    description: "TheMealDB's categories.php shape.",
    auth: "cook",
    responses: { 200: { description: "Every category.", schema: z.object({ categories: z.array(mealDbCategory) }) } },
  }),
  operation({
    method: "get",
    path: "/api/meals/{id}",
    tag,
    summary: "One meal",
    description:
      "TheMealDB's lookup.php shape, `{ meals: [meal] }`. With `servings` (1–99) and/or `units` (metric, us) the scaled measures are added beside TheMealDB's fields.",
    auth: "cook",
    params: mealParams,
    query: withExamples(mealScaleQuerySchema, { servings: [2, 8], units: ["metric", "us"] }),
    responses: { 200: { description: "The meal.", schema: z.object({ meals: z.tuple([z.union([mealDbMeal, scaledMeal])]) }) } },
    errors: [404],
  }),
  operation({
    method: "get",
    path: "/api/meals/{id}/nutrition",
    tag,
    summary: "A meal's nutrition estimate",
    description: "Per serving, per recipe and per 100 g, from the ingredient lines; lines that could not be counted are listed with why.",
    auth: "cook",
    params: mealParams,
    responses: { 200: { description: "The estimate.", schema: nutritionAnswer } },
    errors: [404],
  }),
  operation({
    method: "put",
    path: "/api/meals/{id}/rating",
    tag,
    summary: "Rate a meal",
    description: "Whole stars from 1 to 5; rating again replaces the cook's earlier stars.",
    auth: "cook",
    params: mealParams,
    body: { json: ratingSchema, example: { stars: 4 } },
    limited: true,
    responses: { 200: { description: "The meal's rating now.", schema: ratingAnswer } },
    errors: [404],
  }),
  operation({
    method: "delete",
    path: "/api/meals/{id}/rating",
    tag,
    summary: "Remove your rating",
    auth: "cook",
    params: mealParams,
    limited: true,
    responses: { 200: { description: "The meal's rating now (`yourStars: null`).", schema: ratingAnswer } },
    errors: [404],
  }),
];
