import { z } from "zod";
import { pantryBodySchema, pantryMatchesQuerySchema } from "@/lib/validations/pantry";
import { operation } from "../operation";
import { mealDbMeal } from "../shapes";
import { searchFacets } from "./search";

/** "What can I cook?" (app/api/pantry): the cook's pantry and the meals it can make. */
const tag = "Pantry";

const pantryList = z
  .object({
    items: z.array(z.string()).meta({ description: "What the cook keeps, as written, in the order added." }),
    assumed: z.boolean().meta({ description: "True until the cook saves a list: the staples (salt, pepper, oil, water) are assumed." }),
  })
  .meta({ id: "Pantry" });

const pantryMatch = mealDbMeal
  .extend({
    have: z.number().int().min(0).meta({ description: "How many of the meal's ingredients the pantry holds." }),
    of: z.number().int().min(0).meta({ description: "How many ingredients the meal has." }),
    missing: z.array(z.string()).meta({ description: "The ingredients to get, as the recipe names them." }),
  })
  .meta({ id: "PantryMatch" });

export const pantryOperations = [
  operation({
    method: "get",
    path: "/api/pantry",
    tag,
    summary: "Your pantry",
    auth: "cook",
    responses: { 200: { description: "The list (the staples until you save one).", schema: pantryList } },
  }),
  operation({
    method: "put",
    path: "/api/pantry",
    tag,
    summary: "Replace your pantry",
    description: "At most 100 items; the same thing written twice is kept once; a line that names nothing is refused.",
    auth: "cook",
    body: { json: pantryBodySchema, example: { items: ["Salt", "Pepper", "Olive oil", "2 ripe tomatoes", "Spring onions"] } },
    limited: true,
    responses: { 200: { description: "The list as kept.", schema: pantryList } },
  }),
  operation({
    method: "get",
    path: "/api/pantry/matches",
    tag,
    summary: "Meals you can make from your pantry",
    description:
      "Fewest ingredients missing first, then those using more of the pantry, then by name; Chicken, Pork and Beef dishes are left out (Res-pe is meat-free by default; `hiddenByMeatFreeRule` says how many) unless you chose to see them on your account. `items` matches that list instead of the saved pantry.",
    auth: "cook",
    query: pantryMatchesQuerySchema,
    responses: {
      200: {
        description: "One page of meals in TheMealDB's fields, each with `have`, `of` and `missing`.",
        schema: z.object({
          meals: z.array(pantryMatch),
          total: z.number().int().min(0),
          page: z.number().int().min(1),
          pageSize: z.number().int().min(1),
          facets: searchFacets,
          hiddenByMeatFreeRule: z.number().int().min(0).meta({ description: "Matches within the filters that the meat-free rule left out; 0 when you chose to see them." }),
        }),
      },
    },
  }),
];
