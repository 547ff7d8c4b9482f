import "server-only";
import type { SessionUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import type { Diet } from "@/lib/diets";
import { db, type Prisma, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import {
  MEAL_DETAILS,
  isOwnRecipeId,
  mealColumns,
  mealFromRow,
  newOwnRecipeId,
  replaceIngredients,
  writeMeals,
  type Difficulty,
  type Ingredient,
  type MealAuthor,
} from "@/lib/meals";
import type { RecipeInput } from "@/lib/validations/recipes";
import { drawnPictureUrl, uploadedPictureUrl, type ProcessedPicture } from "./pictures";

export const RECIPE_NOT_FOUND = "Recipe not found.";
export const NOT_YOUR_RECIPE = "Only the cook who wrote this recipe can change it.";
export const RECIPE_DELETED = "Recipe deleted.";
export const tooManyRecipes = (cap: number) =>
  `You already have ${cap} recipes, as many as one cook may keep. Delete one you no longer need to write a new one.`;

/**
 * A cook's recipe as the API answers it. It is stored as a `Meal` (origin "user") with its
 * ingredients, so search, letter and category results, lookups and the recipe page show it
 * like any meal; `id` is its `idMeal` everywhere.
 */
export type RecipeRecord = {
  id: string;
  name: string;
  category: string;
  area: string;
  instructions: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  /** Preparation and cooking together, when the cook gave both. */
  totalMinutes: number | null;
  difficulty: Difficulty | null;
  /** Derived from the ingredients on every write (lib/diets). */
  diets: Diet[];
  tags: string[];
  videoUrl: string | null;
  sourceUrl: string | null;
  ingredients: Ingredient[];
  /** The uploaded picture, or the one the app draws when there is none. */
  pictureUrl: string;
  hasUploadedPicture: boolean;
  author: MealAuthor;
  createdAt: string;
  updatedAt: string;
};

const RECIPE_ROW = { ...MEAL_DETAILS, picture: { select: { etag: true } } } as const;

type RecipeRow = Prisma.MealGetPayload<{ include: typeof RECIPE_ROW }>;

function recordFromRow(row: RecipeRow): RecipeRecord {
  const meal = mealFromRow(row);
  return {
    id: meal.id,
    name: meal.name,
    category: meal.category,
    area: meal.area,
    instructions: meal.instructions,
    servings: meal.servings ?? 1,
    prepMinutes: meal.prepMinutes,
    cookMinutes: meal.cookMinutes,
    totalMinutes: meal.totalMinutes,
    difficulty: meal.difficulty,
    diets: meal.diets,
    tags: meal.tags,
    videoUrl: meal.youtube,
    sourceUrl: meal.source,
    ingredients: meal.ingredients,
    pictureUrl: meal.thumbnail,
    hasUploadedPicture: row.picture !== null,
    author: meal.author!,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of a recipe with this picture. */
const recipeColumns = (input: RecipeInput, thumbnail: string) =>
  mealColumns(
    {
      name: input.name,
      category: input.category,
      area: input.area,
      instructions: input.instructions,
      thumbnail,
      imageAlt: null,
      youtube: input.videoUrl,
      source: input.sourceUrl,
      tags: input.tags,
      servings: input.servings,
      prepMinutes: input.prepMinutes,
      cookMinutes: input.cookMinutes,
      totalMinutes: input.prepMinutes !== null && input.cookMinutes !== null ? input.prepMinutes + input.cookMinutes : null,
      difficulty: input.difficulty,
      // Tips are the catalog's; a cook's method already says what they would.
      tips: [],
      ingredients: input.ingredients,
    },
    "user",
  );

const findRecipeRow = (client: Transaction, id: string) =>
  isOwnRecipeId(id) ? client.meal.findFirst({ where: { id, origin: "user" }, include: RECIPE_ROW }) : Promise.resolve(null);

/** The recipe with this id if `user` wrote it: `not_found` when there is none, `forbidden` when it is another cook's. */
async function ownRecipeRow(client: Transaction, user: SessionUser, id: string): Promise<RecipeRow> {
  const row = await findRecipeRow(client, id);
  if (!row) throw new AppError("not_found", RECIPE_NOT_FOUND);
  if (row.authorId !== user.id) throw new AppError("forbidden", NOT_YOUR_RECIPE);
  return row;
}

/** Throws `not_found` or `forbidden` before a route reads a large body for a recipe the user may not change. */
export async function assertOwnRecipe(user: SessionUser, id: string): Promise<void> {
  await ownRecipeRow(db, user, id);
}

/**
 * Runs a write to one recipe through the meal domain (one transaction that also moves the meals'
 * revision); answers the recipe as stored afterwards.
 */
async function writeRecipe(id: string, write: (tx: Transaction) => Promise<unknown>): Promise<RecipeRecord> {
  const row = await writeMeals(async (tx) => {
    await write(tx);
    return tx.meal.findUniqueOrThrow({ where: { id }, include: RECIPE_ROW });
  });
  return recordFromRow(row);
}

/** How many recipes the cook keeps now (the cap counts them all). */
export async function countOwnRecipes(user: SessionUser): Promise<number> {
  return db.meal.count({ where: { authorId: user.id } });
}

export async function createRecipe(user: SessionUser, input: RecipeInput): Promise<RecipeRecord> {
  const id = newOwnRecipeId();
  const { recipesPerCook } = loadConfig().meals;
  return writeRecipe(id, async (tx) => {
    // Counted in the write's transaction: two saves racing on PostgreSQL may pass the cap by one.
    if ((await tx.meal.count({ where: { authorId: user.id } })) >= recipesPerCook) {
      throw new AppError("conflict", tooManyRecipes(recipesPerCook));
    }
    await tx.meal.create({ data: { id, authorId: user.id, ...recipeColumns(input, drawnPictureUrl(id, input)) } });
    await replaceIngredients(tx, id, input.ingredients);
  });
}

export async function updateRecipe(user: SessionUser, id: string, input: RecipeInput): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    const row = await ownRecipeRow(tx, user, id);
    // A drawn picture follows the recipe (name, category, ingredients); an upload stays.
    const thumbnail = row.picture ? row.thumbnail : drawnPictureUrl(id, input);
    await tx.meal.update({ where: { id }, data: recipeColumns(input, thumbnail) });
    await replaceIngredients(tx, id, input.ingredients);
  });
}

/** Deletes the recipe; its ingredients and picture go with it (cascade). */
export async function deleteRecipe(user: SessionUser, id: string): Promise<void> {
  await writeMeals(async (tx) => {
    await ownRecipeRow(tx, user, id);
    await tx.meal.delete({ where: { id } });
  });
}

export async function setRecipePicture(user: SessionUser, id: string, picture: ProcessedPicture): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    await ownRecipeRow(tx, user, id);
    const { bytes, contentType, width, height, etag } = picture;
    const fields = { bytes: new Uint8Array(bytes), contentType, width, height, etag };
    await tx.mealPicture.upsert({ where: { mealId: id }, create: { mealId: id, ...fields }, update: fields });
    await tx.meal.update({ where: { id }, data: { thumbnail: uploadedPictureUrl(id, etag) } });
  });
}

/** Removes an uploaded picture: the recipe shows the drawn one again. */
export async function removeRecipePicture(user: SessionUser, id: string): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    const row = await ownRecipeRow(tx, user, id);
    await tx.mealPicture.deleteMany({ where: { mealId: id } });
    await tx.meal.update({ where: { id }, data: { thumbnail: drawnPictureUrl(id, row) } });
  });
}

/** Any cook's recipe (every signed-in cook can read every recipe), or null. */
export async function findRecipe(id: string): Promise<RecipeRecord | null> {
  const row = await findRecipeRow(db, id);
  return row ? recordFromRow(row) : null;
}

/** Any cook's recipe, or `not_found`. */
export async function getRecipe(id: string): Promise<RecipeRecord> {
  const recipe = await findRecipe(id);
  if (!recipe) throw new AppError("not_found", RECIPE_NOT_FOUND);
  return recipe;
}

/** The recipes a cook wrote, most recently changed first. */
export async function listRecipesBy(userId: string): Promise<RecipeRecord[]> {
  const rows = await db.meal.findMany({
    where: { authorId: userId, origin: "user" },
    include: RECIPE_ROW,
    orderBy: { updatedAt: "desc" },
  });
  return rows.map(recordFromRow);
}

/** Every area a stored meal has, for the form's suggestions (a cook may type a new one). */
export async function knownAreas(): Promise<string[]> {
  const rows = await db.meal.findMany({ distinct: ["area"], select: { area: true }, orderBy: { area: "asc" } });
  return rows.map((row) => row.area);
}
