import { z } from "zod";
import { MAX_MEAL_PAGE, MEAL_CATEGORIES } from "@/config/meals";
import { API_KEY_PATTERN } from "@/lib/validations/api-keys";
import { MEALDB_ENDPOINTS } from "@/lib/validations/themealdb";
import { EXAMPLE_MEAL_IDS } from "../examples";
import { operation } from "../operation";
import { mealDbCategory, mealDbMeal, mealDbSummary } from "../shapes";

/**
 * TheMealDB's own API at its own addresses (app/api/json/v1/[key]/[endpoint]) for apps written
 * for it, under a personal API key. The route reads any path and query text (lib/validations/
 * themealdb.ts says what each endpoint reads; a miss is `{"meals":null}`, never a 400), so these
 * schemas are the document's: the endpoints as an enum and every parameter any of them reads.
 */
const tag = "TheMealDB";

const params = z.object({
  key: z.string().meta({
    description: "A personal API key, made with POST /api/account/api-keys (or on the account page). Unknown or revoked: 401.",
    pattern: API_KEY_PATTERN.source,
    examples: ["rp3f9a0c1e5b7d2a4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b"],
  }),
  endpoint: z.enum(MEALDB_ENDPOINTS).meta({ description: "TheMealDB's endpoint; any other name is a 404." }),
});

const page = `Page from 1 to ${MAX_MEAL_PAGE} (100 meals each); another value finds nothing.`;
const query = z.object({
  s: z.string().optional().meta({ description: "search.php: part of a meal's name (wins over `f`).", examples: ["soup", "lasagne"] }),
  f: z.string().optional().meta({ description: "search.php: a first letter.", examples: ["a", "p"] }),
  i: z.string().optional().meta({
    description: "lookup.php: a meal's id. filter.php: an ingredient (`_` for spaces). list.php: `list` for every ingredient.",
    examples: [...EXAMPLE_MEAL_IDS, "chicken_breast", "list"],
  }),
  c: z.string().optional().meta({ description: "filter.php: a category (checked before `a` and `i`). list.php: `list` for every category.", examples: [...MEAL_CATEGORIES.slice(0, 3), "list"] }),
  a: z.string().optional().meta({ description: "filter.php: an area. list.php: `list` for every area.", examples: ["Italian", "list"] }),
  page: z.string().optional().meta({ description: `search.php and filter.php: ${page}`, examples: ["1", "2"] }),
});

/** A meal exactly as TheMealDB sends one (lib/web/api/themealdb-format.ts toMealDbFullMeal): none of Res-pe's own fields. */
const theMealDbMeal = mealDbMeal
  .omit({ strAuthor: true })
  .extend({ strMealAlternate: z.null() })
  .meta({ id: "TheMealDbMeal" });

const listedIngredient = z
  .object({ idIngredient: z.string(), strIngredient: z.string(), strDescription: z.string().nullable(), strType: z.string().nullable() })
  .meta({ id: "TheMealDbIngredient" });

const found = z
  .object({
    meals: z
      .union([
        z.array(theMealDbMeal),
        z.array(mealDbSummary),
        z.array(z.object({ strCategory: z.string() })),
        z.array(z.object({ strArea: z.string() })),
        z.array(listedIngredient),
      ])
      .nullable()
      .meta({ description: "null when nothing matches (never an empty list)." }),
  })
  .meta({ id: "TheMealDbMeals" });

const refusal = z
  .object({ meals: z.null(), message: z.string().min(1) })
  .meta({ id: "TheMealDbRefusal", description: "TheMealDB's shape with `meals` null, so a client reading `meals` sees nothing; `message` says why." });

const refused = (description: string, message: string) => ({ description, schema: refusal, example: { meals: null, message } });

export const theMealDbOperations = [
  operation({
    method: "get",
    path: "/api/json/v1/{key}/{endpoint}",
    tag,
    summary: "TheMealDB's API under your API key",
    description: [
      "TheMealDB's paths, parameters and JSON (its field order, `\\/` and `\\uXXXX` escapes), read-only, so an app written for TheMealDB works with `https://<this site>/api/json/v1/<your key>/` as its base. Any site's page may call it (`Access-Control-Allow-Origin: *`); the key is in the path, not a header or cookie.",
      "- `search.php?s=` (part of a name) or `?f=` (first letter), `page`: whole meals.",
      "- `lookup.php?i=`: one whole meal.",
      "- `filter.php?c=` / `?a=` / `?i=`, `page`: summaries (name, picture, id).",
      "- `list.php?c=list` / `?a=list` / `?i=list`: the categories, areas or ingredients.",
      "- `categories.php`: the categories with pictures and descriptions (`{\"categories\": […]}`).",
      "- `random.php`: one whole meal, a new pick each time.",
      "A parameter given twice counts once, with its last value. A question that can match nothing answers `{\"meals\":null}`. Each key has quotas per minute and per day.",
    ].join("\n"),
    auth: "none",
    params,
    query,
    neverInvalid: true,
    responses: {
      200: {
        description: "`{\"meals\": […] | null}` in TheMealDB's shapes; categories.php answers `{\"categories\": […]}`.",
        schema: z.union([found, z.object({ categories: z.array(mealDbCategory) })]),
        example: { meals: [{ strMeal: "Aubergine parmigiana", strMealThumb: "https://res-pe.example/meal-pictures/10127.svg", idMeal: "10127" }] },
      },
      401: refused("The key is unknown or revoked.", "This API key is not valid: it is unknown or was revoked. Make a key on your Res-pe account page (/account)."),
      404: refused("No such endpoint.", "There is no such endpoint. Try search.php, lookup.php, filter.php, list.php, categories.php or random.php."),
      429: {
        ...refused("The key's quota per minute or per day is used up: wait the seconds Retry-After says.", "This API key may make 60 requests a minute. Please wait a moment."),
        headers: z.object({ "Retry-After": z.string().regex(/^\d+$/).meta({ description: "Seconds to wait." }) }),
      },
    },
  }),
];
