import { z } from "zod";
import { unitChoiceSchema, unitsBodySchema } from "@/lib/validations/account";
import {
  collectionBodySchema,
  collectionChangeSchema,
  collectionListQuerySchema,
  collectionParamsSchema,
  collectionRecipeParamsSchema,
  savedParamsSchema,
  shareLinkBodySchema,
  shareLinkListQuerySchema,
  shareLinkParamsSchema,
} from "@/lib/validations/cookbook";
import { EXAMPLE_CUID, MEAL_ID_META, withExamples, withMeta } from "../examples";
import { operation } from "../operation";
import { collectionAnswer, collectionSummary, mealCard, shareLinkListing } from "../shapes";

/**
 * The cook's cookbook (app/api/saved, collections), private to each cook but for the collections
 * shared with their household, and the units setting
 * (app/api/account/units), which the document has always listed with them.
 */
const cuid = { id: [EXAMPLE_CUID] };
const meal = { mealId: MEAL_ID_META };

const saved = "Saved and collections";
const sharing = "Share links";

export const cookbookOperations = [
  operation({
    method: "put",
    path: "/api/account/units",
    tag: saved,
    summary: "Choose the units your recipes are shown in",
    auth: "cook",
    body: { json: unitsBodySchema, example: { units: "metric" } },
    limited: true,
    responses: { 200: { description: "Saved for every browser.", schema: z.object({ units: unitChoiceSchema }) } },
  }),
  operation({
    method: "get",
    path: "/api/saved",
    tag: saved,
    summary: "Your saved recipes",
    description: "Newest first; `?ids=1` answers only their ids (the hearts on cards).",
    auth: "cook",
    query: z.object({ ids: z.literal("1").optional().meta({ description: "Only the ids." }) }),
    responses: {
      200: { description: "`{ recipes }`, or `{ ids }` with `ids=1`.", schema: z.union([z.object({ recipes: z.array(mealCard) }), z.object({ ids: z.array(z.string()) })]) },
    },
  }),
  operation({
    method: "put",
    path: "/api/saved/{mealId}",
    tag: saved,
    summary: "Save (heart) a recipe",
    auth: "cook",
    params: withMeta(savedParamsSchema, meal),
    limited: true,
    responses: { 200: { description: "Saved.", schema: z.object({ saved: z.literal(true) }) } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/saved/{mealId}",
    tag: saved,
    summary: "Un-save a recipe",
    auth: "cook",
    params: withMeta(savedParamsSchema, meal),
    limited: true,
    responses: { 200: { description: "Not saved.", schema: z.object({ saved: z.literal(false) }) } },
    errors: [404],
  }),
  operation({
    method: "get",
    path: "/api/collections",
    tag: saved,
    summary: "Your collections",
    description: "Yours and those the members of your household share (`by` names their maker). With `mealId`, each says whether it holds that recipe (`hasRecipe`).",
    auth: "cook",
    query: withMeta(collectionListQuerySchema, meal),
    responses: { 200: { description: "Your collections.", schema: z.object({ collections: z.array(collectionSummary) }) } },
  }),
  operation({
    method: "post",
    path: "/api/collections",
    tag: saved,
    summary: "Start a collection",
    auth: "cook",
    body: { json: collectionBodySchema, example: { name: "Weeknights" } },
    limited: true,
    responses: { 201: { description: "The new, empty collection.", schema: collectionSummary } },
    errors: [409],
  }),
  operation({
    method: "get",
    path: "/api/collections/{id}",
    tag: saved,
    summary: "A collection and its recipes",
    auth: "cook",
    params: withExamples(collectionParamsSchema, cuid),
    responses: { 200: { description: "The collection.", schema: collectionAnswer } },
    errors: [404],
  }),
  operation({
    method: "patch",
    path: "/api/collections/{id}",
    tag: saved,
    summary: "Rename a collection, or share it with your household",
    description: "Only the cook who made it: a member of the household it is shared with is refused (403).",
    auth: "cook",
    params: withExamples(collectionParamsSchema, cuid),
    body: { json: collectionChangeSchema, example: { shared: true } },
    limited: true,
    responses: { 200: { description: "Changed.", schema: collectionSummary } },
    errors: [403, 404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/collections/{id}",
    tag: saved,
    summary: "Delete a collection",
    description: "Its recipes stay saved. Only the cook who made it (403 to a member of the household it is shared with).",
    auth: "cook",
    params: withExamples(collectionParamsSchema, cuid),
    limited: true,
    responses: { 200: { description: "Deleted.", schema: z.object({ deleted: z.literal(true) }) } },
    errors: [403, 404],
  }),
  operation({
    method: "put",
    path: "/api/collections/{id}/recipes/{mealId}",
    tag: saved,
    summary: "Put a recipe in a collection",
    auth: "cook",
    params: withMeta(collectionRecipeParamsSchema, { id: { examples: cuid.id }, ...meal }),
    limited: true,
    responses: { 200: { description: "In the collection.", schema: z.object({ inCollection: z.literal(true) }) } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/collections/{id}/recipes/{mealId}",
    tag: saved,
    summary: "Take a recipe out of a collection",
    auth: "cook",
    params: withMeta(collectionRecipeParamsSchema, { id: { examples: cuid.id }, ...meal }),
    limited: true,
    responses: { 200: { description: "Out of it.", schema: z.object({ inCollection: z.literal(false) }) } },
    errors: [404],
  }),
  operation({
    method: "get",
    path: "/api/share-links",
    tag: sharing,
    summary: "Your share links",
    description: "Newest first, with those turned off or expired; `?kind=` and `?targetId=` narrow the list to one recipe, collection or the plan.",
    auth: "cook",
    query: withExamples(shareLinkListQuerySchema, { kind: ["collection"], targetId: cuid.id }),
    responses: { 200: { description: "`{ links }`.", schema: z.object({ links: z.array(shareLinkListing) }) } },
  }),
  operation({
    method: "post",
    path: "/api/share-links",
    tag: sharing,
    summary: "Make a read-only share link",
    description:
      "To one of your own recipes, a collection of yours (`targetId`) or your meal plan. Anyone with the link sees it signed out at `path`, with your display name, until you turn it off or `expiresInDays` pass. The address is told only in this answer.",
    auth: "cook",
    body: { json: shareLinkBodySchema, example: { kind: "plan", expiresInDays: 7 } },
    limited: true,
    responses: { 201: { description: "The new link and its `path`.", schema: shareLinkListing.extend({ path: z.string() }) } },
    errors: [404, 409],
  }),
  operation({
    method: "delete",
    path: "/api/share-links/{id}",
    tag: sharing,
    summary: "Turn a share link off",
    description: "It stops working at once; it stays listed as turned off.",
    auth: "cook",
    params: withExamples(shareLinkParamsSchema, cuid),
    limited: true,
    responses: { 200: { description: "The link, turned off.", schema: shareLinkListing } },
    errors: [404],
  }),
];
