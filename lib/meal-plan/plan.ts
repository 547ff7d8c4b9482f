import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { ASSUMED_SERVINGS } from "@/lib/nutrition";
import { MEAL_NOT_FOUND, mealCard, requireStoredMeal, storedMealsByIds, type MealCard } from "@/lib/meals";
import { householdIdOf, recordActivity } from "@/lib/account";
import { MEAL_PLAN_CAPS } from "./limits";
import { changeTime, notNewerThan } from "./changes";
import { addDays, mondayOf, type Slot } from "./week";

const PLANNED_NOT_FOUND = "Planned meal not found.";

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

/** A planned meal of the cook's household; another household's is unknown (404). */
async function ownPlanned(householdId: string, id: string) {
  const row = await db.plannedMeal.findFirst({ where: { id, householdId } });
  if (!row) throw new AppError("not_found", PLANNED_NOT_FOUND);
  return row;
}

async function recipeServings(mealId: string): Promise<number> {
  const meal = await db.meal.findUnique({ where: { id: mealId }, select: { servings: true } });
  return meal?.servings ?? ASSUMED_SERVINGS;
}

async function checkWeekCap(householdId: string, day: string) {
  const monday = mondayOf(day);
  const count = await db.plannedMeal.count({ where: { householdId, day: { gte: monday, lte: addDays(monday, 6) } } });
  if (count >= MEAL_PLAN_CAPS.plannedMealsPerWeek) {
    throw new AppError("conflict", `A week can hold at most ${MEAL_PLAN_CAPS.plannedMealsPerWeek} planned meals.`);
  }
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
 * it (a change made offline arrives later): one older than the stored change is not applied, and
 * the answer is the meal as it stands.
 */
export async function changePlanned(userId: string, id: string, change: { day?: string; slot?: Slot; servings?: number }, at?: number): Promise<Planned> {
  const householdId = await householdIdOf(userId);
  const row = await ownPlanned(householdId, id);
  if (change.day && mondayOf(change.day) !== mondayOf(row.day)) await checkWeekCap(householdId, change.day);
  const when = changeTime(at);
  const { count } = await db.plannedMeal.updateMany({ where: { id, householdId, ...notNewerThan(when) }, data: { ...change, changedAt: when } });
  const planned = await plannedOne(await db.plannedMeal.findUniqueOrThrow({ where: { id }, select: PLANNED_FIELDS }));
  if (count === 1) await recordActivity(userId, "plan", "changed", planned.recipe.name);
  return planned;
}

export async function removePlanned(userId: string, id: string): Promise<{ removed: true }> {
  const row = await ownPlanned(await householdIdOf(userId), id);
  await db.plannedMeal.delete({ where: { id } });
  const meal = await db.meal.findUnique({ where: { id: row.mealId }, select: { name: true } });
  await recordActivity(userId, "plan", "took off the plan", meal?.name ?? "");
  return { removed: true };
}

/** Clears one day of the household's plan; answers how many meals went. */
export async function clearDay(userId: string, day: string): Promise<{ removed: number }> {
  const { count } = await db.plannedMeal.deleteMany({ where: { householdId: await householdIdOf(userId), day } });
  if (count > 0) await recordActivity(userId, "plan", "cleared", day);
  return { removed: count };
}
