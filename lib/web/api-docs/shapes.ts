import { z } from "zod";
import { DIFFICULTIES, MAX_INGREDIENTS } from "@/config/meals";
import { DIETS } from "@/lib/diets";
import { AISLES } from "@/lib/meal-plan";
import { NUTRIENT_KEYS } from "@/lib/nutrition";
import { unitChoiceSchema } from "@/lib/validations/account";
import { slotSchema } from "@/lib/validations/meal-plan";

/**
 * The answers' shapes, as zod schemas the document renders (and the fuzzer validates every
 * answer against). The domains type their results in TypeScript; these say the same in JSON
 * Schema, closed (no other fields), so a field added to an answer fails the fuzzer until the
 * document says it too.
 */

export const messageAnswer = z.object({ message: z.string() }).meta({ id: "Message" });

export const errorAnswer = z
  .object({
    message: z.string().min(1).meta({ description: "What went wrong, in words a cook can read." }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: "For a body: each field that failed, with its message." }),
    code: z
      .string()
      .optional()
      .meta({ description: "A stable name for the message, on those a page shows in the cook's language (the message itself stays English). Every 429 has one: its limit's own (e.g. \"export_limit\") or \"rate_limited\"." }),
  })
  .meta({ id: "Error", example: { message: "Please give the recipe a name.", errors: { name: "Please give the recipe a name." } } });

const numbered = (prefix: string, schema: z.ZodType) =>
  Object.fromEntries(Array.from({ length: MAX_INGREDIENTS }, (_, index) => [`${prefix}${index + 1}`, schema]));

/** A meal in TheMealDB's lookup and search shape (lib/web/api/themealdb-format.ts). */
export const mealDbMeal = z
  .object({
    idMeal: z.string(),
    strMeal: z.string(),
    strCategory: z.string(),
    strArea: z.string(),
    strInstructions: z.string(),
    strMealThumb: z.string().meta({ description: "An absolute URL." }),
    strTags: z.string().nullable(),
    strYoutube: z.string().nullable(),
    ...numbered("strIngredient", z.string()),
    ...numbered("strMeasure", z.string()),
    strSource: z.string().nullable(),
    strImageSource: z.null(),
    strCreativeCommonsConfirmed: z.null(),
    dateModified: z.null(),
    strAuthor: z.string().nullable().meta({ description: "Not in TheMealDB's shape: the cook who wrote an own recipe." }),
  })
  .meta({ id: "MealDbMeal" });

/** What `?servings=` / `?units=` add beside TheMealDB's fields (lib/web/api/scaled-measures.ts). */
export const scaledMeal = mealDbMeal
  .extend({
    servingsWritten: z.number().int(),
    servingsAssumed: z.boolean(),
    servings: z.number().int(),
    units: unitChoiceSchema,
    ...numbered("strIngredientScaled", z.string()),
    ...numbered("strMeasureScaled", z.string()),
    unscaledLines: z.array(z.number().int().min(1)),
    strInstructionsConverted: z.string(),
  })
  .meta({ id: "ScaledMealDbMeal" });

export const mealDbSummary = z.object({ strMeal: z.string(), strMealThumb: z.string(), idMeal: z.string() }).meta({ id: "MealDbSummary" });

export const mealDbCategory = z
  .object({ idCategory: z.string(), strCategory: z.string(), strCategoryThumb: z.string().nullable(), strCategoryDescription: z.string() })
  .meta({ id: "MealDbCategory" });

const nutrients = z.object(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()]))).meta({ id: "Nutrients" });

export const nutritionAnswer = z
  .object({
    servings: z.number(),
    perServing: nutrients,
    perRecipe: nutrients,
    per100g: nutrients,
    uncounted: z.array(
      z.object({
        name: z.string(),
        measure: z.string(),
        notEaten: z.object({ share: z.number(), why: z.string() }).optional(),
        reason: z.enum(["no amount", "unknown ingredient", "unknown weight"]),
      }),
    ),
  })
  .meta({ id: "Nutrition" });

export const ratingAnswer = z
  .object({ average: z.number().nullable(), count: z.number().int().min(0), yourStars: z.number().int().min(1).max(5).nullable() })
  .meta({ id: "MealRating", example: { average: 4.5, count: 2, yourStars: 4 } });

/** A cook's own recipe as stored (lib/own-recipes RecipeRecord). */
export const recipeRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    area: z.string(),
    instructions: z.string(),
    servings: z.number().int(),
    prepMinutes: z.number().int().nullable(),
    cookMinutes: z.number().int().nullable(),
    totalMinutes: z.number().int().nullable(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    diets: z.array(z.enum(DIETS)),
    tags: z.array(z.string()),
    videoUrl: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    ingredients: z.array(z.object({ name: z.string(), measure: z.string(), notEaten: z.object({ share: z.number(), why: z.string() }).optional() })),
    pictureUrl: z.string(),
    hasUploadedPicture: z.boolean(),
    author: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Recipe" });

/** A meal as a cook's lists show it (lib/meals MealCard); its name in the document is the one it was published with. */
export const mealCard = z
  .object({
    id: z.string(),
    name: z.string(),
    thumbnail: z.string(),
    imageAlt: z.string().nullable(),
    category: z.string(),
    area: z.string(),
    totalMinutes: z.number().int().nullable(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    diets: z.array(z.enum(DIETS)),
  })
  .meta({ id: "KitchenRecipe" });

const householdSharing = {
  shared: z.boolean().meta({ description: "Shared with the cook's household: its members see it and put recipes in or take them out." }),
  by: z.string().nullable().meta({ description: "Who made it, when another member of the household shares it; null when it is yours." }),
};

export const collectionSummary = z
  .object({ id: z.string(), name: z.string(), recipeCount: z.number().int().min(0), hasRecipe: z.boolean().optional(), ...householdSharing })
  .meta({ id: "CollectionSummary" });

export const collectionAnswer = z.object({ id: z.string(), name: z.string(), recipes: z.array(mealCard), ...householdSharing }).meta({ id: "Collection" });

export const plannedMeal = z
  .object({ id: z.string(), day: z.string(), slot: slotSchema, servings: z.number().int(), recipe: mealCard })
  .meta({ id: "PlannedMeal" });

export const shoppingItem = z
  .object({
    id: z.string(),
    text: z.string(),
    aisle: z.enum(AISLES),
    from: z.array(z.string()).meta({ description: "The recipes the line comes from." }),
    own: z.boolean(),
    checked: z.boolean(),
    onHand: z.boolean(),
  })
  .meta({ id: "ShoppingItem" });

export const shoppingList = z
  .object({
    items: z.array(shoppingItem),
    aisles: z.array(z.enum(AISLES)),
    leftOff: z.array(z.string()).meta({ description: "What the cook's pantry holds, so the list leaves it off (lines with `onHand`)." }),
  })
  .meta({ id: "ShoppingList" });

export const removedCount = z.object({ removed: z.number().int().min(0) });

export const accountExport = z
  .object({
    format: z.literal("res-pe-account-export/1"),
    exportedAt: z.string(),
    account: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(["cook", "admin"]), disabledAt: z.string().nullable(), oidcSubject: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() }),
    recipes: z.array(
      recipeRecord.extend({
        picture: z.object({ contentType: z.string(), width: z.number().int(), height: z.number().int(), base64: z.string() }).nullable(),
      }),
    ),
    ratings: z.array(z.object({ mealId: z.string(), mealName: z.string(), stars: z.number().int(), createdAt: z.string(), updatedAt: z.string() })),
    settings: z.object({
      units: unitChoiceSchema.nullable().meta({ description: "Null: never chosen on the account." }),
      showMeatDishes: z.boolean().meta({ description: "The cook chose to see chicken, beef and pork dishes; false is Res-pe's meat-free default." }),
      locale: z.string().nullable().meta({ description: "The language the cook chose for Res-pe; null: never chosen (the browser's is used)." }),
    }),
    savedRecipes: z.array(z.object({ mealId: z.string(), mealName: z.string(), savedAt: z.string() })),
    recentlyViewed: z.array(z.object({ mealId: z.string(), mealName: z.string(), viewedAt: z.string() })),
    collections: z.array(
      z.object({
        name: z.string(),
        createdAt: z.string(),
        recipes: z.array(z.object({ mealId: z.string(), mealName: z.string(), addedAt: z.string() })),
      }),
    ),
    mealPlan: z.array(
      z.object({
        mealId: z.string(),
        mealName: z.string(),
        day: z.string(),
        slot: slotSchema,
        servings: z.number().int(),
        addedAt: z.string(),
        changedAt: z.string().nullable(),
      }),
    ),
    shoppingList: z.array(
      z.object({
        text: z.string(),
        aisle: z.enum(AISLES),
        own: z.boolean(),
        checked: z.boolean(),
        fromRecipes: z.array(z.string()),
        addedAt: z.string(),
        changedAt: z.string().nullable(),
      }),
    ),
    shoppingListBeforeLastMake: z
      .object({ keptAt: z.string(), items: z.array(z.object({ text: z.string(), checked: z.boolean(), own: z.boolean() })) })
      .nullable()
      .meta({ description: "The list as it was before the last \"Make from the plan\", kept for its Undo; null when there is none." }),
    household: z
      .object({ role: z.enum(["owner", "member"]), joinedAt: z.string() })
      .nullable()
      .meta({ description: "The household the cook cooks in (the plan, list and pantry below are shared within it): their role and when they joined." }),
    pantry: z
      .object({ items: z.array(z.string()), updatedAt: z.string() })
      .nullable()
      .meta({ description: "Null until the cook saves a pantry (the staples are assumed until then)." }),
    apiKeys: z
      .array(z.object({ name: z.string(), prefix: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable() }))
      .meta({ description: "Names and shown prefixes only: the keys and their hashes are never exported." }),
    madeIt: z
      .array(
        z.object({
          mealId: z.string(),
          mealName: z.string(),
          cookedOn: z.string(),
          note: z.string(),
          changes: z.string(),
          shared: z.boolean(),
          hiddenAt: z.string().nullable(),
          photoBase64: z.string().nullable(),
          createdAt: z.string(),
        }),
      )
      .meta({ description: "\"I made it\" notes, with their photos as base64 WebP." }),
    shareLinks: z
      .array(z.object({ kind: z.string(), targetId: z.string().nullable(), createdAt: z.string(), expiresAt: z.string().nullable(), revokedAt: z.string().nullable() }))
      .meta({ description: "What each read-only share link opened; the links and their hashes are never exported." }),
    broughtOver: z
      .object({
        jobs: z.array(
          z.object({
            status: z.string(),
            format: z.string().nullable(),
            fileName: z.string(),
            total: z.number().int(),
            done: z.number().int(),
            report: z.unknown(),
            createdAt: z.string(),
          }),
        ),
        recipes: z.array(z.object({ key: z.string(), mealId: z.string() })),
      })
      .meta({ description: "Exports brought over from other apps: each job's report, and which recipe came from which of the other app's ids." }),
    photoImports: z
      .array(
        z.object({
          state: z.string(),
          pages: z.number().int(),
          pagesRead: z.number().int(),
          recipes: z.unknown(),
          sources: z.unknown(),
          message: z.string().nullable(),
          createdAt: z.string(),
          finishedAt: z.string().nullable(),
        }),
      )
      .meta({ description: "Photo and PDF imports of the last half hour: the recipes each read and its pages as shown, before the cook saved them." }),
    sentAdditions: z
      .array(z.object({ key: z.string(), sentAt: z.string(), status: z.number().int().nullable(), answer: z.unknown() }))
      .meta({ description: "Additions sent with an Idempotency-Key in the last 30 days, and the answer each first got (a repeat gets it again)." }),
    codes: z
      .object({
        passwordResets: z.array(z.object({ requestedAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() })),
        emailChanges: z.array(z.object({ newEmail: z.string(), requestedAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() })),
      })
      .meta({ description: "When reset and email codes were asked for and used; never the codes or their hashes." }),
  })
  .meta({ id: "AccountExport" });

/** A share link as its cook's lists show it (issue 37): never the token, only kept as a hash. */
export const shareLinkListing = z
  .object({
    id: z.string(),
    kind: z.enum(["recipe", "collection", "plan"]),
    targetId: z.string().nullable(),
    title: z.string(),
    state: z.enum(["active", "revoked", "expired"]),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: "ShareLink" });
