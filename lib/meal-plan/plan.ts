import { db, type Prisma } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { ASSUMED_SERVINGS } from "@/lib/nutrition";
import { MEAL_NOT_FOUND, mealCard, requireStoredMeal, storedMealsByIds, type MealCard } from "@/lib/meals";
import { householdIdOf, recordActivity } from "@/lib/account";
import { MEAL_PLAN_CAPS } from "./limits";
import { changeTime } from "./changes";
import { changeMerged, keepRemoved, removeMerged, type MergedKind } from "./merge";
import { addDays, mondayOf, type Slot } from "./week";

const PLANNED_NOT_FOUND = "Planned meal not found.";
const weekFull = () => new AppError("conflict", `A week can hold at most ${MEAL_PLAN_CAPS.plannedMealsPerWeek} planned meals.`);

type PlanChange = { day?: string; slot?: Slot; servings?: number };

/** The week's planned meals for merge.ts's rule: their place (day and meal, moved together) and their servings. */
const PLANNED: MergedKind<Prisma.PlannedMealGetPayload<object>, PlanChange> = {
  fields: [
    { take: ({ day, slot }) => (day === undefined && slot === undefined ? undefined : { ...(day ? { day } : {}), ...(slot ? { slot } : {}) }), at: "changedAt" },
    { take: ({ servings }) => (servings === undefined ? undefined : { servings }), at: "servingsChangedAt" },
  ],
  notFound: () => new AppError("not_found", PLANNED_NOT_FOUND),
  find: (householdId, id) => db.plannedMeal.findFirst({ where: { id, householdId } }),
  update: (householdId, id, where, data) => db.plannedMeal.updateMany({ where: { id, householdId, ...where }, data }),
  deleteIf: (householdId, id, where) => db.plannedMeal.delete({ where: { id, householdId, ...where } }),
  putBack: async (tx, planned) => {
    // Its recipe deleted meanwhile: the plan went with it.
    if (!(await tx.meal.findUnique({ where: { id: planned.mealId }, select: { id: true } }))) throw new AppError("not_found", MEAL_NOT_FOUND);
    const monday = mondayOf(planned.day);
    if ((await tx.plannedMeal.count({ where: { householdId: planned.householdId, day: { gte: monday, lte: addDays(monday, 6) } } })) >= MEAL_PLAN_CAPS.plannedMealsPerWeek) return false;
    await tx.plannedMeal.create({ data: planned });
    return true;
  },
  full: weekFull,
  removals: {
    find: (where) => db.plannedMealRemoval.findFirst({ where }),
    rewrite: (where, item) => db.plannedMealRemoval.updateMany({ where, data: { item } }),
    take: (tx, where) => tx.plannedMealRemoval.deleteMany({ where }),
    forget: (where) => db.plannedMealRemoval.deleteMany({ where }),
    keep: (rows) => db.plannedMealRemoval.createMany({ data: rows }),
  },
};

export type Planned = { id: string; day: string; slot: Slot; servings: number; recipe: MealCard };

const PLANNED_FIELDS = { id: true, day: true, slot: true, servings: true, mealId: true } as const;

type Row = { id: string; day: string; slot: string; servings: number; mealId: string };

/** Planned meals with their recipes' cards, read together for the whole week. */
async function withRecipes(rows: Row[]): Promise<Planned[]> {
  const found = await storedMealsByIds(rows, (row) => row.mealId);
  return found.map(({ item, meal }) => ({ id: item.id, day: item.day, servings: item.servings, slot: item.slot as Slot, recipe: mealCard(meal) }));
}

async function plannedOne(row: Row): Promise<Planned> {
  const [one] = await withRecipes([row]);
  // Its meal can only be missing if its cook deleted the recipe a moment ago (the plan goes with it).
  if (!one) throw new AppError("not_found", MEAL_NOT_FOUND);
  return one;
}

async function recipeServings(mealId: string): Promise<number> {
  const meal = await db.meal.findUnique({ where: { id: mealId }, select: { servings: true } });
  return meal?.servings ?? ASSUMED_SERVINGS;
}

async function checkWeekCap(householdId: string, day: string) {
  const monday = mondayOf(day);
  const count = await db.plannedMeal.count({ where: { householdId, day: { gte: monday, lte: addDays(monday, 6) } } });
  if (count >= MEAL_PLAN_CAPS.plannedMealsPerWeek) throw weekFull();
}

/** The cook's week from `monday` (GET /api/plan?week=). */
export function planForWeek(userId: string, monday: string): Promise<Planned[]> {
  return planForDays(userId, monday, addDays(monday, 6));
}

/** The household's planned meals from `first` to `last` (both included), by day, then in the order planned. */
export async function planForDays(userId: string, first: string, last: string): Promise<Planned[]> {
  const householdId = await householdIdOf(userId);
  const rows = await db.plannedMeal.findMany({
    where: { householdId, day: { gte: first, lte: last } },
    orderBy: [{ day: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: PLANNED_FIELDS,
  });
  return withRecipes(rows);
}

/** Plans a meal; without `servings`, for as many as its recipe makes (or the assumed four when it does not say). */
export async function addToPlan(userId: string, input: { mealId: string; day: string; slot: Slot; servings?: number }): Promise<Planned> {
  await requireStoredMeal(input.mealId);
  const householdId = await householdIdOf(userId);
  await checkWeekCap(householdId, input.day);
  const servings = input.servings ?? (await recipeServings(input.mealId));
  const planned = await plannedOne(await db.plannedMeal.create({ data: { userId, householdId, ...input, servings }, select: PLANNED_FIELDS }));
  await recordActivity(userId, "plan", "planned", planned.recipe.name);
  return planned;
}

/**
 * Moves a planned meal to another day or meal, or changes its servings. `at` is when the cook did
 * it (a change made offline arrives later): its place and its servings each keep their newest
 * change, and a meal taken off the plan before the change comes back (merge.ts). The answer is the
 * meal as it stands; another household's, or one taken off after the change, is a 404.
 */
export async function changePlanned(userId: string, id: string, change: PlanChange, at?: number): Promise<Planned> {
  const householdId = await householdIdOf(userId);
  const row = await db.plannedMeal.findFirst({ where: { id, householdId }, select: { day: true } });
  if (row && change.day && mondayOf(change.day) !== mondayOf(row.day)) await checkWeekCap(householdId, change.day);
  const { before, after, cameBack } = await changeMerged(PLANNED, householdId, id, change, changeTime(at));
  const planned = await plannedOne(after);
  // Back on the plan: every open page must hear of it, even when the change itself altered nothing.
  if (cameBack) await recordActivity(userId, "plan", "put back", planned.recipe.name);
  if (before.day !== after.day || before.slot !== after.slot || before.servings !== after.servings) await recordActivity(userId, "plan", "changed", planned.recipe.name);
  return planned;
}

/** Takes a meal off the plan, unless another member changed it after `at` (then `removed` is false and it stays). */
export async function removePlanned(userId: string, id: string, at?: number): Promise<{ removed: boolean }> {
  const { removed, item } = await removeMerged(PLANNED, await householdIdOf(userId), id, changeTime(at));
  if (removed && item) {
    const meal = await db.meal.findUnique({ where: { id: item.mealId }, select: { name: true } });
    await recordActivity(userId, "plan", "took off the plan", meal?.name ?? "");
  }
  return { removed };
}

/** Clears one day of the household's plan (kept as removed now, like Clear checked); answers how many meals went. */
export async function clearDay(userId: string, day: string): Promise<{ removed: number }> {
  const householdId = await householdIdOf(userId);
  const when = new Date();
  const meals = await db.plannedMeal.findMany({ where: { householdId, day } });
  if (meals.length === 0) return { removed: 0 };
  const { count } = await db.plannedMeal.deleteMany({ where: { householdId, day, id: { in: meals.map((meal) => meal.id) } } });
  await keepRemoved(PLANNED, householdId, meals, when);
  if (count > 0) await recordActivity(userId, "plan", "cleared", day);
  return { removed: count };
}
