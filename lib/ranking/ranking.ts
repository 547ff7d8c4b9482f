import "server-only";
import { db } from "@/lib/platform/database";
import { currentRevision } from "@/lib/platform/revisions";
import { bayesianAverage, compareRanked, cookScore, PRIOR_WEIGHT, priorMean } from "./formulas";

export type RankedRecipe = {
  rank: number;
  id: string;
  name: string;
  cook: string | null;
  count: number;
  average: number;
  score: number;
};

export type RankedCook = {
  rank: number;
  id: string;
  name: string;
  /** All their own recipes, rated or not. */
  recipes: number;
  ratings: number;
  /** Distinct people who rated their recipes. */
  raters: number;
  /** The plain mean of every star their recipes received. */
  average: number;
  score: number;
};

export type Ranking = { priorMean: number; priorWeight: number; recipes: RankedRecipe[]; cooks: RankedCook[] };

type CookRow = { cookId: string; raters: unknown; raterMeanSum: unknown; ratings: unknown; stars: unknown };

/**
 * Per cook, in SQL: first per (cook, rater) the number and sum of stars, then per cook the raters,
 * the sum of the raters' means and the totals. Portable SQL (SQLite and PostgreSQL); counts may
 * come back as BigInt and sums as decimals, hence Number() below.
 */
const COOK_TALLIES = `
  SELECT t."cookId" AS "cookId", COUNT(*) AS "raters", SUM(t."stars" * 1.0 / t."ratings") AS "raterMeanSum",
         SUM(t."ratings") AS "ratings", SUM(t."stars") AS "stars"
  FROM (
    SELECT m."authorId" AS "cookId", r."userId" AS "raterId", COUNT(*) AS "ratings", SUM(r."stars") AS "stars"
    FROM "Rating" r JOIN "Meal" m ON m."id" = r."mealId"
    WHERE m."authorId" IS NOT NULL AND r."userId" <> m."authorId"
    GROUP BY m."authorId", r."userId"
  ) t
  GROUP BY t."cookId"`;

/** The whole ranking: every rated recipe and every rated cook, in order. */
export async function computeRanking(): Promise<Ranking> {
  const [summaries, overall, cookRows] = await Promise.all([
    db.mealRatingSummary.findMany({
      where: { count: { gt: 0 } },
      select: { mealId: true, count: true, total: true, meal: { select: { name: true, author: { select: { name: true } } } } },
    }),
    db.mealRatingSummary.aggregate({ _sum: { count: true, total: true } }),
    db.$queryRawUnsafe<CookRow[]>(COOK_TALLIES),
  ]);
  const mean = priorMean({ count: overall._sum.count ?? 0, total: overall._sum.total ?? 0 });

  const recipes = summaries
    .map((row) => ({
      rank: 0,
      id: row.mealId,
      name: row.meal.name,
      cook: row.meal.author?.name ?? null,
      count: row.count,
      average: row.total / row.count,
      score: bayesianAverage(row, mean),
    }))
    .sort(compareRanked((recipe) => recipe.count));

  const cookIds = cookRows.map((row) => row.cookId);
  const [users, recipeCounts] = await Promise.all([
    db.user.findMany({ where: { id: { in: cookIds } }, select: { id: true, name: true } }),
    db.meal.groupBy({ by: ["authorId"], where: { authorId: { in: cookIds } }, _count: { _all: true } }),
  ]);
  const names = new Map(users.map((user) => [user.id, user.name]));
  const recipeCount = new Map(recipeCounts.map((row) => [row.authorId, row._count._all]));
  const cooks = cookRows
    .map((row) => {
      const raters = Number(row.raters);
      const ratings = Number(row.ratings);
      return {
        rank: 0,
        id: row.cookId,
        name: names.get(row.cookId) ?? "",
        recipes: recipeCount.get(row.cookId) ?? 0,
        ratings,
        raters,
        average: Number(row.stars) / ratings,
        score: cookScore(Number(row.raterMeanSum), raters, mean),
      };
    })
    .sort(compareRanked((cook) => cook.raters));

  return { priorMean: mean, priorWeight: PRIOR_WEIGHT, recipes: numbered(recipes), cooks: numbered(cooks) };
}

function numbered<Item extends { rank: number }>(items: Item[]): Item[] {
  items.forEach((item, index) => (item.rank = index + 1));
  return items;
}

let cached: { key: string; ranking: Promise<Ranking> } | undefined;

/**
 * The ranking, computed once per change of ratings or meals (a recipe renamed or deleted) and
 * shared by every request until then; concurrent requests share one computation. A rating written
 * on another instance shows within a second (the revisions are read at most once a second).
 */
export async function loadRanking(): Promise<Ranking> {
  const key = `${await currentRevision("meals")}:${await currentRevision("ratings")}`;
  if (cached?.key !== key) {
    const ranking = computeRanking();
    cached = { key, ranking };
    ranking.catch(() => {
      if (cached?.ranking === ranking) cached = undefined;
    });
  }
  return cached.ranking;
}
