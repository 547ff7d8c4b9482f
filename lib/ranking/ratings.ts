import "server-only";
import type { SessionUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { MEAL_NOT_FOUND } from "@/lib/meals";
import { bumpRevision, revisionChanged } from "@/lib/platform/revisions";
import { plainAverage, type StarTally } from "./formulas";

const OWN_RECIPE = "You cannot rate your own recipe.";

/** What the recipe page shows and the rating API answers. */
export type MealRating = { average: number | null; count: number; yourStars: number | null };

/** A meal's tally as cards show it ("★ 4.3 (12)"). */
export type RatingSummary = { average: number; count: number };

/**
 * Rates a stored meal (catalog, imported or another cook's recipe) for this cook, replacing their
 * earlier stars. 404 for a meal the database does not hold, 403 for their own recipe.
 */
export async function rateMeal(user: SessionUser, mealId: string, stars: number): Promise<MealRating> {
  return writeRating(user, mealId, async (tx) => {
    await tx.rating.upsert({
      where: { userId_mealId: { userId: user.id, mealId } },
      create: { userId: user.id, mealId, stars },
      update: { stars },
    });
  });
}

/** Removes this cook's rating of the meal (nothing to remove is not an error). */
export async function removeRating(user: SessionUser, mealId: string): Promise<MealRating> {
  return writeRating(user, mealId, async (tx) => {
    await tx.rating.deleteMany({ where: { userId: user.id, mealId } });
  });
}

async function writeRating(
  user: SessionUser,
  mealId: string,
  write: (tx: Transaction) => Promise<void>,
): Promise<MealRating> {
  const tally = await db.$transaction(async (tx) => {
    await lockMeals(tx, [mealId]);
    const meal = await tx.meal.findUnique({ where: { id: mealId }, select: { authorId: true } });
    if (!meal) throw new AppError("not_found", MEAL_NOT_FOUND);
    if (meal.authorId === user.id) throw new AppError("forbidden", OWN_RECIPE);
    await write(tx);
    await recountRatingsOf([mealId], tx);
    await bumpRevision(tx, "ratings");
    return tx.mealRatingSummary.findUnique({ where: { mealId } });
  });
  revisionChanged("ratings");
  return { ...ratingFromTally(tally), yourStars: await starsOf(user.id, mealId) };
}

/**
 * Makes the transactions that rate one meal, or recount it, wait for each other. PostgreSQL
 * runs them side by side (read committed): two cooks rating a meal at once each recounted
 * without the other's uncommitted rating, so the summary came out short, or both inserted it
 * and one got a unique-key 500 (found by `npm run bench -- reliability`). SQLite already lets
 * one writer in at a time. Sorted, so two transactions locking several meals cannot deadlock.
 */
async function lockMeals(tx: Transaction, mealIds: string[]): Promise<void> {
  if (loadConfig().database.provider !== "postgresql") return;
  for (const id of [...new Set(mealIds)].sort()) await tx.$queryRaw`SELECT 1 FROM "Meal" WHERE "id" = ${id} FOR UPDATE`;
}

/**
 * Sets the summaries of these meals from their ratings with one grouped aggregate, inside the
 * caller's transaction. Recounting (instead of adding the difference) makes every write leave a
 * correct summary, whatever happened before: a lost update, or a cascade that removed ratings
 * underneath (an account's deletion, lib/account).
 */
export async function recountRatingsOf(mealIds: string[], tx: Transaction): Promise<void> {
  if (mealIds.length === 0) return;
  await lockMeals(tx, mealIds);
  const groups = await tx.rating.groupBy({
    by: ["mealId"],
    where: { mealId: { in: mealIds } },
    _count: { _all: true },
    _sum: { stars: true },
  });
  await tx.mealRatingSummary.deleteMany({ where: { mealId: { in: mealIds } } });
  if (groups.length > 0) {
    await tx.mealRatingSummary.createMany({
      data: groups.map((group) => ({ mealId: group.mealId, count: group._count._all, total: group._sum.stars ?? 0 })),
    });
  }
}

/**
 * Whether the meal can be rated: it is in the database (always, except a TheMealDB meal shown
 * live and never imported, which ratings could not point to).
 */
export async function ratingsHeldFor(mealId: string): Promise<boolean> {
  return (await db.meal.count({ where: { id: mealId } })) > 0;
}

/** The recipe page's figures for this cook. */
export async function mealRatingFor(userId: string, mealId: string): Promise<MealRating> {
  const [tally, yourStars] = await Promise.all([
    db.mealRatingSummary.findUnique({ where: { mealId } }),
    starsOf(userId, mealId),
  ]);
  return { ...ratingFromTally(tally), yourStars };
}

/**
 * The summaries of a page of cards, in one query (never one per card). Read fresh on every
 * request: a new rating shows on the cards at once, although the meal lists are cached.
 */
export async function ratingSummariesFor(mealIds: string[]): Promise<Map<string, RatingSummary>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db.mealRatingSummary.findMany({ where: { mealId: { in: mealIds }, count: { gt: 0 } } });
  return new Map(rows.map((row) => [row.mealId, { average: row.total / row.count, count: row.count }]));
}

async function starsOf(userId: string, mealId: string): Promise<number | null> {
  const rating = await db.rating.findUnique({ where: { userId_mealId: { userId, mealId } }, select: { stars: true } });
  return rating?.stars ?? null;
}

function ratingFromTally(tally: StarTally | null): Omit<MealRating, "yourStars"> {
  const count = tally?.count ?? 0;
  const average = plainAverage({ count, total: tally?.total ?? 0 });
  return { average: average === null ? null : Math.round(average * 100) / 100, count };
}
