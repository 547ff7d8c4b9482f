import { db, Prisma } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { mealCard, requireStoredMeal, storedMealsByIds, type MealCard } from "@/lib/meals";
import { COOKBOOK_CAPS } from "./limits";
import { savedRecipes } from "./saved";

const COLLECTION_NOT_FOUND = "Collection not found.";

export type CollectionSummary = { id: string; name: string; recipeCount: number; hasRecipe?: boolean };
export type Collection = { id: string; name: string; recipes: MealCard[] };

const nameTaken = (name: string) => new AppError("conflict", `You already have a collection called “${name}”.`);

/** The collection if this cook owns it; anyone else's is unknown (404), so ids reveal nothing. */
async function ownCollection(userId: string, id: string) {
  const collection = await db.recipeCollection.findFirst({ where: { id, userId } });
  if (!collection) throw new AppError("not_found", COLLECTION_NOT_FOUND);
  return collection;
}

/** The cook's collections by name, with how many recipes each holds (and whether `mealId` is in it). */
export async function listCollections(userId: string, mealId?: string): Promise<CollectionSummary[]> {
  const rows = await db.recipeCollection.findMany({
    where: { userId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, _count: { select: { recipes: true } }, ...(mealId ? { recipes: { where: { mealId }, select: { mealId: true } } } : {}) },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    recipeCount: row._count.recipes,
    ...(mealId ? { hasRecipe: (row as { recipes?: unknown[] }).recipes!.length > 0 } : {}),
  }));
}

export async function createCollection(userId: string, name: string): Promise<CollectionSummary> {
  return db.$transaction(async (tx) => {
    if ((await tx.recipeCollection.count({ where: { userId } })) >= COOKBOOK_CAPS.collections) {
      throw new AppError("conflict", `You can have at most ${COOKBOOK_CAPS.collections} collections.`);
    }
    if (await tx.recipeCollection.findUnique({ where: { userId_name: { userId, name } } })) throw nameTaken(name);
    const created = await tx.recipeCollection.create({ data: { userId, name } });
    return { id: created.id, name: created.name, recipeCount: 0 };
  });
}

export async function readCollection(userId: string, id: string): Promise<Collection> {
  const collection = await ownCollection(userId, id);
  const rows = await db.collectionRecipe.findMany({ where: { collectionId: id }, orderBy: [{ addedAt: "desc" }, { mealId: "asc" }], select: { mealId: true } });
  return { id: collection.id, name: collection.name, recipes: (await storedMealsByIds(rows.map((row) => row.mealId))).map(mealCard) };
}

export async function renameCollection(userId: string, id: string, name: string): Promise<CollectionSummary> {
  await ownCollection(userId, id);
  try {
    const renamed = await db.recipeCollection.update({ where: { id }, data: { name }, select: { id: true, name: true, _count: { select: { recipes: true } } } });
    return { id: renamed.id, name: renamed.name, recipeCount: renamed._count.recipes };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw nameTaken(name);
    throw error;
  }
}

export async function deleteCollection(userId: string, id: string): Promise<{ deleted: true }> {
  await ownCollection(userId, id);
  await db.recipeCollection.delete({ where: { id } });
  return { deleted: true };
}

/** Puts a recipe in a collection (harmless twice); a recipe can be in several. */
export async function addToCollection(userId: string, id: string, mealId: string): Promise<{ inCollection: true }> {
  await ownCollection(userId, id);
  await requireStoredMeal(mealId);
  await db.$transaction(async (tx) => {
    if (await tx.collectionRecipe.findUnique({ where: { collectionId_mealId: { collectionId: id, mealId } } })) return;
    if ((await tx.collectionRecipe.count({ where: { collectionId: id } })) >= COOKBOOK_CAPS.recipesPerCollection) {
      throw new AppError("conflict", `A collection can hold at most ${COOKBOOK_CAPS.recipesPerCollection} recipes.`);
    }
    await tx.collectionRecipe.create({ data: { collectionId: id, mealId } });
  });
  return { inCollection: true };
}

export async function removeFromCollection(userId: string, id: string, mealId: string): Promise<{ inCollection: false }> {
  await ownCollection(userId, id);
  await db.collectionRecipe.deleteMany({ where: { collectionId: id, mealId } });
  return { inCollection: false };
}

/**
 * Everything /saved shows: the cook's saved recipes, newest first, and every collection by name
 * with its recipes, newest first (one read of the collections and one of their meals).
 */
export async function savedPage(userId: string): Promise<{ recipes: MealCard[]; collections: Collection[] }> {
  const [recipes, rows] = await Promise.all([
    savedRecipes(userId),
    db.recipeCollection.findMany({
      where: { userId },
      orderBy: { name: "asc" },
      select: { id: true, name: true, recipes: { orderBy: [{ addedAt: "desc" }, { mealId: "asc" }], select: { mealId: true } } },
    }),
  ]);
  const kept = rows.flatMap((row) => row.recipes.map((recipe) => ({ collectionId: row.id, mealId: recipe.mealId })));
  const found = await storedMealsByIds(kept, (recipe) => recipe.mealId);
  const collections = rows.map((row) => ({
    id: row.id,
    name: row.name,
    recipes: found.filter(({ item }) => item.collectionId === row.id).map(({ meal }) => mealCard(meal)),
  }));
  return { recipes, collections };
}
