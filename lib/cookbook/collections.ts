import { db, Prisma } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { householdIdOf } from "@/lib/account";
import { mealCard, requireStoredMeal, storedMealsByIds, type MealCard } from "@/lib/meals";
import { COOKBOOK_CAPS } from "./limits";
import { savedRecipes } from "./saved";

const COLLECTION_NOT_FOUND = "Collection not found.";

/**
 * `shared`: the cook's household sees it too; `by`: who made it, when that is another member
 * (who shared it with this cook's household), else null.
 */
export type CollectionSummary = { id: string; name: string; recipeCount: number; hasRecipe?: boolean; shared: boolean; by: string | null };
export type Collection = { id: string; name: string; recipes: MealCard[]; shared: boolean; by: string | null };

const nameTaken = (name: string) => new AppError("conflict", `You already have a collection called “${name}”.`);

/**
 * The collections a cook sees: their own, and those the members of their household marked shared
 * (issue 32). The household is read on every request, so a former member loses them at once.
 */
async function seenBy(userId: string): Promise<Prisma.RecipeCollectionWhereInput> {
  const householdId = await householdIdOf(userId);
  return { OR: [{ userId }, { shared: true, user: { household: { householdId } } }] };
}

/**
 * A collection this cook may read and fill: their own, or one shared with their household. Any
 * other is unknown (404), so ids reveal nothing.
 */
async function seenCollection(userId: string, id: string) {
  const collection = await db.recipeCollection.findFirst({ where: { id, ...(await seenBy(userId)) }, include: { user: { select: { name: true } } } });
  if (!collection) throw new AppError("not_found", COLLECTION_NOT_FOUND);
  return collection;
}

/** Renaming, deleting and sharing are for the cook who made it; a member who sees it shared is told so (403). */
async function ownCollection(userId: string, id: string) {
  const collection = await seenCollection(userId, id);
  if (collection.userId !== userId) throw new AppError("forbidden", `Only ${collection.user.name} can rename, delete or stop sharing “${collection.name}”.`);
  return collection;
}

const byOf = (userId: string, row: { userId: string; user: { name: string } }) => (row.userId === userId ? null : row.user.name);

/** The cook's collections by name, with how many recipes each holds (and whether `mealId` is in it). */
/** What a collection's summary and its page both show: its name, whether it is shared, and whose it is. */
const COLLECTION_FIELDS = { id: true, name: true, shared: true, userId: true, user: { select: { name: true } } } as const;

export async function listCollections(userId: string, mealId?: string): Promise<CollectionSummary[]> {
  const rows = await db.recipeCollection.findMany({
    where: await seenBy(userId),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      ...COLLECTION_FIELDS,
      _count: { select: { recipes: true } },
      ...(mealId ? { recipes: { where: { mealId }, select: { mealId: true } } } : {}),
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    recipeCount: row._count.recipes,
    shared: row.shared,
    by: byOf(userId, row),
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
    return { id: created.id, name: created.name, recipeCount: 0, shared: false, by: null };
  });
}

export async function readCollection(userId: string, id: string): Promise<Collection> {
  const collection = await seenCollection(userId, id);
  const rows = await db.collectionRecipe.findMany({ where: { collectionId: id }, orderBy: [{ addedAt: "desc" }, { mealId: "asc" }], select: { mealId: true } });
  const recipes = (await storedMealsByIds(rows.map((row) => row.mealId))).map(mealCard);
  return { id: collection.id, name: collection.name, recipes, shared: collection.shared, by: byOf(userId, collection) };
}

/** Renames it, or shares it with the cook's household (or stops): the cook who made it only. */
export async function changeCollection(userId: string, id: string, change: { name?: string; shared?: boolean }): Promise<CollectionSummary> {
  await ownCollection(userId, id);
  try {
    const changed = await db.recipeCollection.update({ where: { id }, data: change, select: { id: true, name: true, shared: true, _count: { select: { recipes: true } } } });
    return { id: changed.id, name: changed.name, recipeCount: changed._count.recipes, shared: changed.shared, by: null };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw nameTaken(change.name ?? "");
    throw error;
  }
}

export async function deleteCollection(userId: string, id: string): Promise<{ deleted: true }> {
  await ownCollection(userId, id);
  await db.recipeCollection.delete({ where: { id } });
  return { deleted: true };
}

/** Puts a recipe in a collection (harmless twice); a recipe can be in several. Members fill a shared one too. */
export async function addToCollection(userId: string, id: string, mealId: string): Promise<{ inCollection: true }> {
  await seenCollection(userId, id);
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
  await seenCollection(userId, id);
  await db.collectionRecipe.deleteMany({ where: { collectionId: id, mealId } });
  return { inCollection: false };
}

/**
 * Everything /saved shows: the cook's saved recipes, newest first, and every collection they see
 * (theirs and those shared with their household) by name with its recipes, newest first (one
 * read of the collections and one of their meals).
 */
export async function savedPage(userId: string): Promise<{ recipes: MealCard[]; collections: Collection[] }> {
  const [recipes, rows] = await Promise.all([
    savedRecipes(userId),
    seenBy(userId).then((where) =>
      db.recipeCollection.findMany({
        where,
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: {
          ...COLLECTION_FIELDS,
          recipes: { orderBy: [{ addedAt: "desc" }, { mealId: "asc" }], select: { mealId: true } },
        },
      }),
    ),
  ]);
  const kept = rows.flatMap((row) => row.recipes.map((recipe) => ({ collectionId: row.id, mealId: recipe.mealId })));
  const found = await storedMealsByIds(kept, (recipe) => recipe.mealId);
  const collections = rows.map((row) => ({
    id: row.id,
    name: row.name,
    recipes: found.filter(({ item }) => item.collectionId === row.id).map(({ meal }) => mealCard(meal)),
    shared: row.shared,
    by: byOf(userId, row),
  }));
  return { recipes, collections };
}
