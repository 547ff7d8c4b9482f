import { z } from "zod";
import { AISLES } from "@/lib/meal-plan";
import {
  clearCheckedQuerySchema,
  clearDayQuerySchema,
  planAddSchema,
  planChangeSchema,
  plannedParamsSchema,
  removalQuerySchema,
  planQuerySchema,
  shoppingChangeSchema,
  shoppingFromRecipeSchema,
  shoppingFromWeekSchema,
  shoppingItemParamsSchema,
  shoppingOwnItemSchema,
  shoppingUndoSchema,
  PLAN_DAYS_MAX,
} from "@/lib/validations/meal-plan";
import { EXAMPLE_CUID, EXAMPLE_DAY, MEAL_ID_META, withExamples, withMeta } from "../examples";
import { operation } from "../operation";
import { plannedMeal, removedCount, shoppingItem, shoppingList } from "../shapes";

/** The cook's meal plan and shopping list (app/api/plan, shopping): private to each cook. */
const cuid = { id: [EXAMPLE_CUID] };
const meal = { mealId: MEAL_ID_META };

const plan = "Meal plan";
const shopping = "Shopping list";

export const mealPlanOperations = [
  operation({
    method: "get",
    path: "/api/plan",
    tag: plan,
    summary: "A week's plan",
    description:
      "`from` gives the seven days from that day (`{ from, to, meals }`, as /plan shows them); otherwise `week` is any day of a Monday-to-Sunday week (this week without it) and the answer names its Monday. `from` wins when both are given.",
    auth: "cook",
    query: withExamples(planQuerySchema, { from: [EXAMPLE_DAY], week: [EXAMPLE_DAY] }),
    responses: {
      200: {
        description: "The seven days from `from`, or the week.",
        schema: z.union([z.object({ from: z.string(), to: z.string(), meals: z.array(plannedMeal) }), z.object({ week: z.string(), meals: z.array(plannedMeal) })]),
      },
    },
  }),
  operation({
    method: "post",
    path: "/api/plan",
    tag: plan,
    summary: "Plan a meal",
    description: "For the recipe's own servings without `servings`; 409 when the week is full.",
    auth: "cook",
    body: { json: withMeta(planAddSchema, { ...meal, day: { examples: [EXAMPLE_DAY] } }), example: { mealId: "10127", day: EXAMPLE_DAY, slot: "dinner", servings: 4 } },
    limited: true,
    idempotent: true,
    responses: { 201: { description: "The planned meal.", schema: plannedMeal } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/plan",
    tag: plan,
    summary: "Clear a day",
    auth: "cook",
    query: withExamples(clearDayQuerySchema, { day: [EXAMPLE_DAY] }),
    limited: true,
    responses: { 200: { description: "How many meals went.", schema: removedCount } },
  }),
  operation({
    method: "patch",
    path: "/api/plan/{id}",
    tag: plan,
    summary: "Move a planned meal or change its servings",
    description:
      "Send `at`, when the cook made the change (ms), for a change sent late: its place (day and slot) and its servings each keep their newest change, so two members' changes of the same meal merge. A meal taken off the plan before `at` comes back with the change (409 when its week is full); one taken off after it stays off (404).",
    auth: "cook",
    params: withExamples(plannedParamsSchema, cuid),
    body: { json: planChangeSchema, example: { day: EXAMPLE_DAY, slot: "lunch" } },
    limited: true,
    responses: { 200: { description: "The planned meal.", schema: plannedMeal } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/plan/{id}",
    tag: plan,
    summary: "Take a meal off the plan",
    description: "With `at`, when the cook took it off (ms): a meal changed after that stays (`removed: false`).",
    auth: "cook",
    params: withExamples(plannedParamsSchema, cuid),
    query: removalQuerySchema,
    limited: true,
    responses: { 200: { description: "Whether the meal went.", schema: z.object({ removed: z.boolean() }) } },
    errors: [404],
  }),
  operation({
    method: "get",
    path: "/api/shopping",
    tag: shopping,
    summary: "Your shopping list, by aisle",
    auth: "cook",
    responses: { 200: { description: "The list.", schema: shoppingList } },
  }),
  operation({
    method: "delete",
    path: "/api/shopping",
    tag: shopping,
    summary: "Clear the ticked lines",
    auth: "cook",
    query: clearCheckedQuerySchema,
    limited: true,
    responses: { 200: { description: "How many lines went.", schema: removedCount } },
  }),
  operation({
    method: "post",
    path: "/api/shopping/items",
    tag: shopping,
    summary: "Add a line of your own",
    auth: "cook",
    body: { json: shoppingOwnItemSchema, example: { text: "Coffee beans" } },
    limited: true,
    idempotent: true,
    responses: { 201: { description: "The new line.", schema: shoppingItem } },
    errors: [409],
  }),
  operation({
    method: "patch",
    path: "/api/shopping/items/{id}",
    tag: shopping,
    summary: "Tick or untick a line, or change its text",
    description:
      "Send `at`, when the cook made the change (ms), for a change sent late: the tick and the text each keep their newest change, so two members' changes of the same line merge. A line removed before `at` comes back with the change (409 when the list is full); one removed after it stays removed (404).",
    auth: "cook",
    params: withExamples(shoppingItemParamsSchema, cuid),
    body: { json: shoppingChangeSchema, example: { checked: true } },
    limited: true,
    responses: {
      200: { description: "The line as it now stands, in the aisle its words put it in.", schema: z.object({ id: z.string(), checked: z.boolean(), text: z.string(), aisle: z.enum(AISLES) }) },
    },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/shopping/items/{id}",
    tag: shopping,
    summary: "Remove a line",
    description: "With `at`, when the cook removed it (ms): a line changed after that stays (`removed: false`).",
    auth: "cook",
    params: withExamples(shoppingItemParamsSchema, cuid),
    query: removalQuerySchema,
    limited: true,
    responses: { 200: { description: "Whether the line went.", schema: z.object({ removed: z.boolean() }) } },
    errors: [404],
  }),
  operation({
    method: "post",
    path: "/api/shopping/from-recipe",
    tag: shopping,
    summary: "Add a recipe's ingredients",
    description: "Scaled to `servings`, merged with the lines already there, in your units.",
    auth: "cook",
    body: { json: withMeta(shoppingFromRecipeSchema, meal), example: { mealId: "10127", servings: 4 } },
    limited: true,
    idempotent: true,
    responses: { 200: { description: "The whole list.", schema: shoppingList } },
    errors: [404, 409],
  }),
  operation({
    method: "post",
    path: "/api/shopping/from-week",
    tag: shopping,
    summary: "Add the planned meals of some days",
    description:
      `\`{ from, to }\`: the days, both counted, at most ${PLAN_DAYS_MAX}; or \`{ week }\`: any day of a week, for its Monday to Sunday. ` +
      "Merged into the list, never replacing it: your own lines and a recipe's stay, the same food is added up. Making it again from the same days " +
      "does not add twice: the plan's own lines for those days are replaced by the plan as it now stands. `undo` puts the list back (POST /api/shopping/undo).",
    auth: "cook",
    body: { json: shoppingFromWeekSchema, example: { from: EXAMPLE_DAY, to: "2026-11-30" } },
    limited: true,
    responses: {
      200: {
        description: "The whole list, what the plan added and the token to undo it.",
        schema: shoppingList.extend({
          meals: z.number().int().min(0).meta({ description: "Planned meals on those days." }),
          added: z.number().int().min(0).meta({ description: "Lines that were not on the list before." }),
          combined: z.number().int().min(0).meta({ description: "Lines already there whose amount grew." }),
          undo: z.string().meta({ description: "Send to POST /api/shopping/undo to put the list back as it was." }),
        }).meta({ id: "ShoppingListMerge" }),
      },
    },
    errors: [409],
  }),
  operation({
    method: "post",
    path: "/api/shopping/undo",
    tag: shopping,
    summary: "Undo making the list from the plan",
    description: "The list exactly as it was before the make that answered `undo`; 404 once a later make or undo replaced it, or after 30 minutes.",
    auth: "cook",
    body: { json: shoppingUndoSchema, example: { undo: "Zk3v9QmX2bT7yLw4Rc8nHs1a" } },
    limited: true,
    responses: { 200: { description: "The whole list.", schema: shoppingList } },
    errors: [404],
  }),
];
