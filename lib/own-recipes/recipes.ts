import "server-only";
import type { SessionUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import type { Diet } from "@/lib/diets";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import {
  findOwnMeals,
  isOwnRecipeId,
  newOwnRecipeId,
  writeMeals,
  writeNewOwnMeals,
  writeOwnMeal,
  type Difficulty,
  type Ingredient,
  type MealAuthor,
  type OwnMeal,
  type OwnMealFields,
} from "@/lib/meals";
import type { RecipeInput } from "@/lib/validations/recipes";
import { drawnPictureUrl, uploadedPictureUrl, type ProcessedPicture } from "./pictures";
import { followRename, rememberDeletedAddresses } from "./publishing";

const RECIPE_NOT_FOUND = "Recipe not found.";
const NOT_YOUR_RECIPE = "Only the cook who wrote this recipe can change it.";
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

function recordOf({ meal, pictureEtag, createdAt, updatedAt }: OwnMeal): RecipeRecord {
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
    hasUploadedPicture: pictureEtag !== null,
    author: meal.author,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** A recipe as the meal domain stores it, with this picture. */
/**
 * The total as the cook gave it (it may hold resting or chilling that neither part does), never
 * less than preparation + cooking; without one, the two parts added when both are known.
 */
function totalOf({ prepMinutes, cookMinutes, totalMinutes }: RecipeInput): number | null {
  const parts = prepMinutes !== null && cookMinutes !== null ? prepMinutes + cookMinutes : null;
  if (totalMinutes === null) return parts;
  return Math.max(totalMinutes, (prepMinutes ?? 0) + (cookMinutes ?? 0));
}

const recipeFields = (input: RecipeInput, thumbnail: string): OwnMealFields => ({
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
  totalMinutes: totalOf(input),
  difficulty: input.difficulty,
  // Tips are the catalog's; a cook's method already says what they would.
  tips: [],
  ingredients: input.ingredients,
});

async function findOwnMeal(client: Transaction, id: string): Promise<OwnMeal | null> {
  if (!isOwnRecipeId(id)) return null;
  const [found] = await findOwnMeals(client, { id });
  return found ?? null;
}

/** The recipe with this id if `user` wrote it: `not_found` when there is none, `forbidden` when it is another cook's. */
async function ownRecipe(client: Transaction, user: SessionUser, id: string): Promise<OwnMeal> {
  const found = await findOwnMeal(client, id);
  if (!found) throw new AppError("not_found", RECIPE_NOT_FOUND);
  if (found.meal.author.id !== user.id) throw new AppError("forbidden", NOT_YOUR_RECIPE);
  return found;
}

/** Throws `not_found` or `forbidden` before a route reads a large body for a recipe the user may not change. */
export async function assertOwnRecipe(user: SessionUser, id: string): Promise<void> {
  await ownRecipe(db, user, id);
}

/**
 * Runs a write to one recipe through the meal domain (one transaction that also moves the meals'
 * revision); answers the recipe as stored afterwards.
 */
async function writeRecipe(id: string, write: (tx: Transaction) => Promise<unknown>): Promise<RecipeRecord> {
  const written = await writeMeals(async (tx) => {
    await write(tx);
    const found = await findOwnMeal(tx, id);
    if (!found) throw new Error(`Recipe ${id} is not stored after its write.`);
    return found;
  }, { meals: [id] });
  return recordOf(written);
}

/** How many recipes the cook keeps now (the cap counts them all). */
export async function countOwnRecipes(user: SessionUser): Promise<number> {
  return db.meal.count({ where: { authorId: user.id } });
}

/**
 * Saves a new recipe. `picture` (already re-encoded) and `alongside` (a write of the caller's,
 * such as where a migrated recipe came from) go in the same transaction: all or nothing.
 */
export async function createRecipe(
  user: SessionUser,
  input: RecipeInput,
  { picture, alongside }: { picture?: ProcessedPicture | null; alongside?: (tx: Transaction, id: string) => Promise<unknown> } = {},
): Promise<RecipeRecord> {
  const id = newOwnRecipeId();
  const { recipesPerCook } = loadConfig().meals;
  return writeRecipe(id, async (tx) => {
    // Counted in the write's transaction: two saves racing on PostgreSQL may pass the cap by one.
    if ((await tx.meal.count({ where: { authorId: user.id } })) >= recipesPerCook) {
      throw new AppError("conflict", tooManyRecipes(recipesPerCook));
    }
    await writeOwnMeal(tx, id, user.id, recipeFields(input, picture ? uploadedPictureUrl(id, picture.etag) : drawnPictureUrl(id, input)));
    if (picture) {
      const { bytes, contentType, width, height, etag } = picture;
      await tx.mealPicture.create({ data: { mealId: id, bytes: new Uint8Array(bytes), contentType, width, height, etag } });
    }
    await alongside?.(tx, id);
  });
}

/** One recipe of a batch: what the cook wrote and its picture (already re-encoded). */
type NewRecipe = { input: RecipeInput; picture: ProcessedPicture | null };

/**
 * Saves several new recipes in one transaction (a migration's batch): all of them or none, with
 * `alongside` (the caller's write for their new ids, in order), the cap counted once for the
 * batch, the meals' revision moved once. Answers each one's id and name in order; a caller whose
 * batch failed saves it one recipe at a time (`createRecipe`) to learn which recipe it was.
 */
export async function createRecipes(
  user: SessionUser,
  recipes: readonly NewRecipe[],
  { alongside }: { alongside?: (tx: Transaction, ids: string[]) => Promise<unknown> } = {},
): Promise<{ id: string; name: string }[]> {
  const { recipesPerCook } = loadConfig().meals;
  const made = recipes.map((recipe) => ({ ...recipe, id: newOwnRecipeId() }));
  await writeMeals(async (tx) => {
    if ((await tx.meal.count({ where: { authorId: user.id } })) + made.length > recipesPerCook) {
      throw new AppError("conflict", tooManyRecipes(recipesPerCook));
    }
    await writeNewOwnMeals(
      tx,
      user.id,
      made.map(({ id, input, picture }) => ({ id, fields: recipeFields(input, picture ? uploadedPictureUrl(id, picture.etag) : drawnPictureUrl(id, input)) })),
    );
    const pictures = made.flatMap(({ id, picture }) => (picture ? [{ mealId: id, bytes: new Uint8Array(picture.bytes), contentType: picture.contentType, width: picture.width, height: picture.height, etag: picture.etag }] : []));
    if (pictures.length > 0) await tx.mealPicture.createMany({ data: pictures });
    await alongside?.(tx, made.map(({ id }) => id));
  }, { meals: made.map(({ id }) => id) });
  return made.map(({ id, input }) => ({ id, name: input.name }));
}

export async function updateRecipe(user: SessionUser, id: string, input: RecipeInput): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    const { meal, pictureEtag } = await ownRecipe(tx, user, id);
    // A drawn picture follows the recipe (name, category, ingredients); an upload stays.
    const thumbnail = pictureEtag !== null ? meal.thumbnail : drawnPictureUrl(id, input);
    await writeOwnMeal(tx, id, user.id, recipeFields(input, thumbnail));
    await followRename(tx, id);
  });
}

/** Deletes the recipe; its ingredients and picture go with it (cascade). */
export async function deleteRecipe(user: SessionUser, id: string): Promise<void> {
  await writeMeals(async (tx) => {
    await ownRecipe(tx, user, id);
    await rememberDeletedAddresses(tx, { id });
    await tx.meal.delete({ where: { id } });
  }, { meals: [id] });
}

export async function setRecipePicture(user: SessionUser, id: string, picture: ProcessedPicture): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    await ownRecipe(tx, user, id);
    const { bytes, contentType, width, height, etag } = picture;
    const fields = { bytes: new Uint8Array(bytes), contentType, width, height, etag };
    await tx.mealPicture.upsert({ where: { mealId: id }, create: { mealId: id, ...fields }, update: fields });
    await tx.meal.update({ where: { id }, data: { thumbnail: uploadedPictureUrl(id, etag) } });
  });
}

/** Removes an uploaded picture: the recipe shows the drawn one again. */
export async function removeRecipePicture(user: SessionUser, id: string): Promise<RecipeRecord> {
  return writeRecipe(id, async (tx) => {
    const { meal } = await ownRecipe(tx, user, id);
    await tx.mealPicture.deleteMany({ where: { mealId: id } });
    await tx.meal.update({ where: { id }, data: { thumbnail: drawnPictureUrl(id, meal) } });
  });
}

/** Any cook's recipe (every signed-in cook can read every recipe), or null. */
async function findRecipe(id: string): Promise<RecipeRecord | null> {
  const found = await findOwnMeal(db, id);
  return found ? recordOf(found) : null;
}

/** Any cook's recipe, or `not_found`. */
export async function getRecipe(id: string): Promise<RecipeRecord> {
  const recipe = await findRecipe(id);
  if (!recipe) throw new AppError("not_found", RECIPE_NOT_FOUND);
  return recipe;
}

/** The recipes a cook wrote, most recently changed first. */
export async function listRecipesBy(userId: string): Promise<RecipeRecord[]> {
  return (await findOwnMeals(db, { authorId: userId })).map(recordOf);
}

/** Every area a stored meal has, for the form's suggestions (a cook may type a new one). */
export async function knownAreas(): Promise<string[]> {
  const rows = await db.meal.findMany({ distinct: ["area"], select: { area: true }, orderBy: { area: "asc" } });
  return rows.map((row) => row.area);
}

/**
 * What /myRecipes/<id>/edit shows: the recipe and the areas to suggest, read side by side; null
 * when there is no such recipe or another cook wrote it (the page is then a 404 for them).
 */
export async function recipeToEdit(id: string, userId: string): Promise<{ recipe: RecipeRecord; areas: string[] } | null> {
  const [recipe, areas] = await Promise.all([findRecipe(id), knownAreas()]);
  return recipe && recipe.author.id === userId ? { recipe, areas } : null;
}
