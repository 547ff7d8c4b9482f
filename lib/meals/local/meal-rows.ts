import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { foldForSearch } from "../fold-text";
import type { Meal } from "../types";

/** Where a stored meal came from (the `origin` column). */
type MealOrigin = "catalog" | "themealdb" | "user";

export const WITH_INGREDIENTS = { ingredients: { orderBy: { position: "asc" } } } as const;

type MealRow = Prisma.MealGetPayload<{ include: typeof WITH_INGREDIENTS }>;

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
    ingredients: row.ingredients.map(({ name, measure }) => ({ name, measure })),
  };
}

export type SyncSummary = { added: number; updated: number; unchanged: number };

/**
 * Writes meals so the database holds exactly these versions: new ones are added, changed ones
 * replaced, equal ones left alone (so a second run changes nothing). One transaction: a failure
 * leaves the database as it was.
 */
export async function syncMeals(db: PrismaClient, meals: readonly Meal[], origin: MealOrigin): Promise<SyncSummary> {
  return db.$transaction(
    async (tx) => {
      const existing = new Map(
        (await tx.meal.findMany({ where: { id: { in: meals.map((meal) => meal.id) } }, include: WITH_INGREDIENTS })).map(
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
        const fields = {
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
          origin,
        };
        await tx.meal.upsert({ where: { id: meal.id }, create: { id: meal.id, ...fields }, update: fields });
        await tx.mealIngredient.deleteMany({ where: { mealId: meal.id } });
        await tx.mealIngredient.createMany({
          data: meal.ingredients.map((ingredient, position) => ({ mealId: meal.id, position, ...ingredient })),
        });
        summary[row ? "updated" : "added"] += 1;
      }
      return summary;
    },
    { timeout: 120_000 },
  );
}
