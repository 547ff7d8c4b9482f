import type { Prisma, PrismaClient, Transaction } from "@/lib/platform/database";
import { indexPantryKeys } from "@/lib/pantry";
import { indexMeals } from "@/lib/search";
import { MEAL_DETAILS, ingredientRows, mealColumns, mealFromRow, replaceIngredients } from "./sources/local/meal-rows";
import type { Meal, MealAuthor } from "./types";

/**
 * Cooks' own recipes as the meal domain stores them: meals of origin "user" with their cook.
 * lib/own-recipes reads and writes them only through here, so the row's shape, the columns the
 * meal domain derives (diets, the folded name) and the search and pantry indexes stay this
 * domain's own.
 */

/** What a cook writes of a recipe: everything a meal holds but its id, its cook and what is derived. */
export type OwnMealFields = Omit<Meal, "id" | "author" | "diets">;

/** A stored own recipe: the meal, when it was written, and its uploaded picture's tag (null: drawn). */
export type OwnMeal = { meal: Meal & { author: MealAuthor }; createdAt: Date; updatedAt: Date; pictureEtag: string | null };

const OWN_MEAL = { ...MEAL_DETAILS, picture: { select: { etag: true } } } as const;

type OwnMealRow = Prisma.MealGetPayload<{ include: typeof OWN_MEAL }>;

function ownMealFromRow(row: OwnMealRow): OwnMeal {
  const meal = mealFromRow(row);
  // An own recipe always has its cook (the row goes with the account).
  return { meal: { ...meal, author: meal.author! }, createdAt: row.createdAt, updatedAt: row.updatedAt, pictureEtag: row.picture?.etag ?? null };
}

/** The own recipe with this id, or one cook's, most recently changed first. */
export async function findOwnMeals(client: Transaction | PrismaClient, where: { id: string } | { authorId: string }): Promise<OwnMeal[]> {
  const rows = await client.meal.findMany({ where: { ...where, origin: "user" }, include: OWN_MEAL, orderBy: { updatedAt: "desc" } });
  return rows.map(ownMealFromRow);
}

/**
 * Writes a cook's recipe inside the caller's transaction (through `writeMeals`): its columns
 * replaced when the cook already has it, else created for them; its ingredients and its search
 * and pantry index rows follow in the same transaction.
 */
export async function writeOwnMeal(tx: Transaction, id: string, authorId: string, fields: OwnMealFields): Promise<void> {
  const columns = mealColumns(fields, "user");
  const { count } = await tx.meal.updateMany({ where: { id, authorId, origin: "user" }, data: columns });
  if (count === 0) await tx.meal.create({ data: { id, authorId, ...columns } });
  await replaceIngredients(tx, id, fields.ingredients);
}

/**
 * Creates several new recipes of one cook inside the caller's transaction, with a handful of
 * statements however many there are (a migration's batch: one recipe at a time cost ~70 ms of
 * round trips each); the search and pantry indexes are written for all of them at once.
 */
export async function writeNewOwnMeals(tx: Transaction, authorId: string, meals: readonly { id: string; fields: OwnMealFields }[]): Promise<void> {
  if (meals.length === 0) return;
  await tx.meal.createMany({ data: meals.map(({ id, fields }) => ({ id, authorId, ...mealColumns(fields, "user") })) });
  await tx.mealIngredient.createMany({ data: meals.flatMap(({ id, fields }) => ingredientRows(id, fields.ingredients)) });
  const ids = meals.map((meal) => meal.id);
  await indexMeals(tx, ids);
  await indexPantryKeys(tx, ids);
}
