import { describe, expect, it } from "vitest";
import { DELETE as unplanRoute, PATCH as replanRoute } from "@/app/api/plan/[id]/route";
import { db } from "@/lib/platform/database";
import { MEAL_PLAN_CAPS } from "@/lib/meal-plan/limits";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";
import { household as householdRoutes, joined, json, plan } from "./support";

/**
 * Two members change the same week offline and come back online: their changes to a planned
 * meal merge by the shopping list's rule (lib/meal-plan/merge.ts): its place (day and meal) and
 * its servings each keep their newest change; a removal beats older changes only; a change made
 * after a removal brings the meal back; additions all stay.
 */
type Planned = { id: string; day: string; slot: string; servings: number };

const h = (by: Cook) => ({ headers: { ...by.headers } });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const change = (by: Cook, id: string, body: Record<string, unknown>) => replanRoute(jsonRequest("PATCH", `${BASE}/api/plan/${id}`, body, h(by)), params(id));
const remove = (by: Cook, id: string, at: number) => unplanRoute(browserRequest("DELETE", `${BASE}/api/plan/${id}?at=${at}`, undefined, h(by)), params(id));
const planned = async (by: Cook, id: string) => (await plan.meals(by)).find((meal) => meal.id === id) as Planned | undefined;

async function household(): Promise<{ ada: Cook; sam: Cook; soup: string; t0: number }> {
  const ada = await seedCook({ name: "Ada" });
  const sam = await seedCook({ name: "Sam" });
  await joined(ada, sam);
  // Tuesday's dinner, for 2.
  const soup = (await json<{ id: string }>(await plan.add(ada), 201)).id;
  return { ada, sam, soup, t0: Date.now() - 60_000 };
}

describe("a shared plan changed offline by two members merges per field", RECIPE_TEST_OPTIONS, () => {
  it("new servings by one and a move by the other both stay, in whichever order they arrive", async () => {
    for (const servingsFirst of [true, false]) {
      const { ada, sam, soup, t0 } = await household();
      // Ada made it for 6 at t0 + 1 s; Sam, later, moved it to Wednesday's lunch at t0 + 2 s.
      const servings = () => change(ada, soup, { servings: 6, at: t0 + 1_000 });
      const move = () => change(sam, soup, { day: "2027-01-06", slot: "lunch", at: t0 + 2_000 });
      if (servingsFirst) await json(await servings());
      const moved = await json<Planned>(await move());
      const last = servingsFirst ? moved : await json<Planned>(await servings());
      expect(last).toMatchObject({ id: soup, day: "2027-01-06", slot: "lunch", servings: 6 });
      expect(await planned(ada, soup)).toMatchObject({ day: "2027-01-06", slot: "lunch", servings: 6 });
      expect(await planned(sam, soup)).toMatchObject({ day: "2027-01-06", slot: "lunch", servings: 6 });
      // Two changes of the same field: the later one wins. Sam's servings (t0 + 0.5 s) lose to Ada's.
      expect(await json<Planned>(await change(sam, soup, { servings: 3, at: t0 + 500 }))).toMatchObject({ day: "2027-01-06", slot: "lunch", servings: 6 });
    }
  });

  it("a removal beats an older change: one made before it, arriving after it, leaves the meal off the plan", async () => {
    const { ada, sam, soup, t0 } = await household();
    expect(await json(await remove(ada, soup, t0 + 2_000))).toEqual({ removed: true });
    expect((await change(sam, soup, { servings: 6, at: t0 + 1_000 })).status).toBe(404);
    expect(await planned(ada, soup)).toBeUndefined();
    // Sam took it off too, offline: already gone is removed, not an error.
    expect(await json(await remove(sam, soup, t0 + 1_500))).toEqual({ removed: true });
  });

  it("an older removal arriving after a newer change leaves the meal, with the change", async () => {
    const { ada, sam, soup, t0 } = await household();
    await json(await change(sam, soup, { servings: 5, at: t0 + 2_000 }));
    expect(await json(await remove(ada, soup, t0 + 1_000))).toEqual({ removed: false });
    expect(await planned(ada, soup)).toMatchObject({ servings: 5, day: "2027-01-05" });
  });

  it("a change made after a removal brings the meal back, with the older changes that arrived meanwhile", async () => {
    const { ada, sam, soup, t0 } = await household();
    await json(await remove(ada, soup, t0 + 2_000));
    // Sam's servings (before the removal) arrive: gone, but kept with the removed meal.
    expect((await change(sam, soup, { servings: 6, at: t0 + 1_000 })).status).toBe(404);
    // Sam's move (after the removal): back on the plan, moved, for 6.
    expect(await json<Planned>(await change(sam, soup, { day: "2027-01-09", at: t0 + 3_000 }))).toMatchObject({ id: soup, day: "2027-01-09", servings: 6 });
    expect(await planned(ada, soup)).toMatchObject({ day: "2027-01-09", slot: "dinner", servings: 6 });
    const { activity } = await json<{ activity: { action: string }[] }>(await householdRoutes.read(ada));
    expect(activity).toEqual(expect.arrayContaining([expect.objectContaining({ action: "put back" })]));
  });

  it("a meal brought back by a late change counts against its week's cap: a full week refuses it (409)", async () => {
    const { ada, sam, soup, t0 } = await household();
    await json(await remove(ada, soup, t0 + 2_000));
    const { householdId } = await db.householdMember.findUniqueOrThrow({ where: { userId: ada.id } });
    await db.plannedMeal.createMany({
      data: Array.from({ length: MEAL_PLAN_CAPS.plannedMealsPerWeek }, (_, index) => ({ userId: ada.id, householdId, mealId: "10005", day: `2027-01-${String(4 + (index % 7)).padStart(2, "0")}`, slot: "dinner", servings: 2 })),
    });
    expect((await change(sam, soup, { servings: 6, at: t0 + 3_000 })).status).toBe(409);
    expect(await planned(ada, soup)).toBeUndefined();
  });

  it("answers 400 for a bad removal time", async () => {
    const { ada, soup } = await household();
    for (const at of ["soon", "12", "1.5"]) {
      const answer = await unplanRoute(browserRequest("DELETE", `${BASE}/api/plan/${soup}?at=${at}`, undefined, h(ada)), params(soup));
      expect(answer.status).toBe(400);
    }
    expect(await planned(ada, soup)).toBeDefined();
  });
});
