import type { Prisma, PrismaClient } from "@/lib/platform/database";
import { dietsColumn, dietsFromColumn, dietsOf } from "@/lib/diets";
import { foldForSearch } from "@/lib/platform/text";
import { bumpRevision, revisionChanged } from "@/lib/platform/revisions";
import { indexPantryKeys } from "@/lib/pantry";
import { indexMeals } from "@/lib/search";
import { DIFFICULTIES, type Difficulty, type Ingredient, type Meal } from "../../types";

/** Where a stored meal came from (the `origin` column). */
export type MealOrigin = "catalog" | "themealdb" | "user";

/** What a stored meal is read with: its ingredients in order and, for own recipes, its cook's name. */
export const MEAL_DETAILS = {
  ingredients: { orderBy: { position: "asc" } },
  author: { select: { id: true, name: true } },
} as const;

export type MealRow = Prisma.MealGetPayload<{ include: typeof MEAL_DETAILS }>;

const difficultyFrom = (value: string | null): Difficulty | null =>
  (DIFFICULTIES as readonly string[]).includes(value ?? "") ? (value as Difficulty) : null;

/** Tips are stored as the steps are: separated by blank lines. */
const TIP_SEPARATOR = "\n\n";

type IngredientRow = MealRow["ingredients"][number];

function ingredientFromRow({ name, measure, notEatenShare, notEatenWhy }: IngredientRow): Ingredient {
  return notEatenShare !== null && notEatenWhy !== null ? { name, measure, notEaten: { share: notEatenShare, why: notEatenWhy } } : { name, measure };
}

export function mealFromRow(row: MealRow): Meal {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    area: row.area,
    instructions: row.instructions,
    thumbnail: row.thumbnail,
    imageAlt: row.imageAlt,
    youtube: row.youtube,
    source: row.source,
    tags: row.tags ? row.tags.split(",") : [],
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    totalMinutes: row.totalMinutes,
    difficulty: difficultyFrom(row.difficulty),
    diets: dietsFromColumn(row.diets),
    tips: row.tips ? row.tips.split(TIP_SEPARATOR) : [],
    ingredients: row.ingredients.map(ingredientFromRow),
    author: row.author ? { id: row.author.id, name: row.author.name } : null,
  };
}

/**
 * A meal's own columns as stored (the folded search name, tags as TheMealDB's comma list), with
 * its diets derived here from its ingredients, so every write (catalog, import, own recipe) has them.
 */
export function mealColumns(meal: Omit<Meal, "id" | "author" | "diets">, origin: MealOrigin) {
  return {
    name: meal.name,
    searchName: foldForSearch(meal.name),
    category: meal.category,
    area: meal.area,
    instructions: meal.instructions,
    thumbnail: meal.thumbnail,
    imageAlt: meal.imageAlt,
    youtube: meal.youtube,
    source: meal.source,
    tags: meal.tags.join(","),
    servings: meal.servings,
    prepMinutes: meal.prepMinutes,
    cookMinutes: meal.cookMinutes,
    totalMinutes: meal.totalMinutes,
    difficulty: meal.difficulty,
    diets: dietsColumn(dietsOf(meal.ingredients)),
    tips: meal.tips.join(TIP_SEPARATOR),
    origin,
  };
}

/** A meal's ingredient rows as stored, in order. */
export const ingredientRows = (mealId: string, ingredients: readonly Ingredient[]) =>
  ingredients.map((ingredient, position) => ({
    mealId,
    position,
    name: ingredient.name,
    measure: ingredient.measure,
    notEatenShare: ingredient.notEaten?.share ?? null,
    notEatenWhy: ingredient.notEaten?.why ?? null,
  }));

/**
 * Makes the stored ingredient rows of a meal exactly these, in this order, and brings its search
 * and pantry indexes in line with the meal as now stored: every write of a meal's content (catalog, import, a
 * cook's recipe) ends here, inside its transaction, so the index never lags a write.
 */
export async function replaceIngredients(tx: Prisma.TransactionClient, mealId: string, ingredients: readonly Ingredient[]) {
  await tx.mealIngredient.deleteMany({ where: { mealId } });
  await tx.mealIngredient.createMany({ data: ingredientRows(mealId, ingredients) });
  await indexMeals(tx, [mealId]);
  await indexPantryKeys(tx, [mealId]);
}

/**
 * Re-derives the stored diets of imported and own meals whose ingredients read differently under
 * the current ingredient table (or were stored before diets existed); answers how many changed.
 * Catalog meals need none of this: the seed rewrites any whose derived fields changed.
 */
export async function refreshDiets(db: PrismaClient): Promise<number> {
  // Read in pages: a site with 100,000 imported meals must still start, and one findMany with
  // every meal's ingredients asks SQLite for one bound variable per meal ("too many SQL
  // variables") and holds them all in memory at once.
  let refreshed = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db.meal.findMany({
      where: { origin: { not: "catalog" }, ...(after === undefined ? {} : { id: { gt: after } }) },
      orderBy: { id: "asc" },
      take: DIETS_PAGE,
      select: { id: true, diets: true, ingredients: { select: { name: true, measure: true }, orderBy: { position: "asc" } } },
    });
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const stale = rows
      .map((row) => ({ id: row.id, diets: dietsColumn(dietsOf(row.ingredients)), stored: row.diets }))
      .filter((row) => row.diets !== row.stored);
    if (stale.length > 0) {
      await db.$transaction(async (tx) => {
        for (const row of stale) await tx.meal.update({ where: { id: row.id }, data: { diets: row.diets } });
        await indexMeals(tx, stale.map((row) => row.id));
        await bumpRevision(tx, "meals");
        // A page is up to 500 rewrites: the start's other bulk steps' budget, not a request's 20 s
        // (on a machine busy with other work, 20 s ran out at start-up).
      }, { timeout: 120_000 });
      refreshed += stale.length;
    }
    if (rows.length < DIETS_PAGE) break;
  }
  if (refreshed > 0) revisionChanged("meals");
  return refreshed;
}

/** Meals read per page by refreshDiets: their ids are bound one per variable (the ingredients read, the search index rewrite), well under the 999 a SQLite build may allow. */
const DIETS_PAGE = 500;

export type SyncSummary = { added: number; updated: number; unchanged: number };

/**
 * Writes meals so the database holds exactly these versions: new ones are added, changed ones
 * replaced, equal ones left alone (so a second run changes nothing). One transaction: a failure
 * leaves the database as it was.
 */
export async function syncMeals(db: PrismaClient, meals: readonly Meal[], origin: MealOrigin): Promise<SyncSummary> {
  const summary = await db.$transaction(
    async (tx) => {
      const existing = new Map(
        (await tx.meal.findMany({ where: { id: { in: meals.map((meal) => meal.id) } }, include: MEAL_DETAILS })).map(
          (row) => [row.id, row],
        ),
      );
      const summary: SyncSummary = { added: 0, updated: 0, unchanged: 0 };
      for (const meal of meals) {
        const row = existing.get(meal.id);
        if (row && row.origin === origin && JSON.stringify(mealFromRow(row)) === JSON.stringify(meal)) {
          summary.unchanged += 1;
          continue;
        }
        const fields = mealColumns(meal, origin);
        await tx.meal.upsert({ where: { id: meal.id }, create: { id: meal.id, ...fields }, update: fields });
        await replaceIngredients(tx, meal.id, meal.ingredients);
        summary[row ? "updated" : "added"] += 1;
      }
      // Running app instances (an import runs beside them) drop their cached answers.
      if (summary.added + summary.updated > 0) await bumpRevision(tx, "meals");
      return summary;
    },
    { timeout: 120_000 },
  );
  // This process sees its own write at once (search's catalog index, cached meals).
  if (summary.added + summary.updated > 0) revisionChanged("meals");
  return summary;
}
