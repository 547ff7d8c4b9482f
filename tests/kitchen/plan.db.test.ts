import { describe, expect, it } from "vitest";
import { DELETE as clearDayRoute, GET as readPlanRoute, POST as addRoute } from "@/app/api/plan/route";
import { DELETE as removeRoute, PATCH as changeRoute } from "@/app/api/plan/[id]/route";
import { db } from "@/lib/platform/database";
import { householdIdOf } from "@/lib/account/household/membership";
import { MEAL_PLAN_CAPS } from "@/lib/meal-plan/limits";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

const h = (by: Cook | null) => ({ headers: { ...by?.headers } });
const plan = {
  week: (by: Cook, week: string) => readPlanRoute(browserRequest("GET", `${BASE}/api/plan?week=${week}`, undefined, h(by)), undefined),
  from: (by: Cook, query: string) => readPlanRoute(browserRequest("GET", `${BASE}/api/plan?${query}`, undefined, h(by)), undefined),
  add: (by: Cook | null, body: unknown) => addRoute(jsonRequest("POST", `${BASE}/api/plan`, body, h(by)), undefined),
  change: (by: Cook, id: string, body: unknown) => changeRoute(jsonRequest("PATCH", `${BASE}/api/plan/${id}`, body, h(by)), { params: Promise.resolve({ id }) }),
  remove: (by: Cook, id: string) => removeRoute(browserRequest("DELETE", `${BASE}/api/plan/${id}`, undefined, h(by)), { params: Promise.resolve({ id }) }),
  clear: (by: Cook, day: string) => clearDayRoute(browserRequest("DELETE", `${BASE}/api/plan?day=${day}`, undefined, h(by)), undefined),
};
async function planned(by: Cook, body: Record<string, unknown>): Promise<string> {
  const response = await plan.add(by, { mealId: "10005", slot: "dinner", servings: 4, ...body });
  if (response.status !== 201) throw new Error(`plan failed: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

describe("the week's plan", RECIPE_TEST_OPTIONS, () => {
  it("plans three dinners, lists the week from Monday, moves one, changes servings, clears a day", async () => {
    const ada = await seedCook();
    const monday = await planned(ada, { day: "2026-11-23", mealId: "10005" });
    const tuesday = await planned(ada, { day: "2026-11-24", mealId: "10013", servings: 2 });
    await planned(ada, { day: "2026-11-25", mealId: "10005", servings: 6 });
    await planned(ada, { day: "2026-11-30", mealId: "10005" }); // the week after
    const week = await (await plan.week(ada, "2026-11-26")).json();
    expect(week.week).toBe("2026-11-23");
    expect(week.meals.map((meal: { day: string; servings: number }) => [meal.day, meal.servings])).toEqual([
      ["2026-11-23", 4],
      ["2026-11-24", 2],
      ["2026-11-25", 6],
    ]);
    expect(week.meals[0].recipe).toMatchObject({ id: "10005", name: "Crème Brûlée" });

    const moved = await (await plan.change(ada, tuesday, { day: "2026-11-27", slot: "lunch", servings: 3 })).json();
    expect(moved).toMatchObject({ day: "2026-11-27", slot: "lunch", servings: 3 });
    expect(await (await plan.clear(ada, "2026-11-23")).json()).toEqual({ removed: 1 });
    // Already cleared: taking it off again (another member's removal, sent late) finds it gone, not an error.
    expect(await (await plan.remove(ada, monday)).json()).toEqual({ removed: true });
    const after = await (await plan.week(ada, "2026-11-23")).json();
    expect(after.meals.map((meal: { day: string }) => meal.day)).toEqual(["2026-11-25", "2026-11-27"]);
  });

  it("reads seven days from ?from= (as /plan shows them) across a month's end, and still the Monday week with ?week=", async () => {
    const ada = await seedCook();
    for (const day of ["2026-11-27", "2026-11-28", "2026-12-04", "2026-12-05"]) await planned(ada, { day });
    const days = await plan.from(ada, "from=2026-11-28");
    expect(days.status).toBe(200);
    const body = await days.json();
    expect([body.from, body.to]).toEqual(["2026-11-28", "2026-12-04"]);
    expect(body.meals.map((meal: { day: string }) => meal.day)).toEqual(["2026-11-28", "2026-12-04"]);
    // `from` wins over `week`; `week` alone keeps its Monday-to-Sunday answer.
    expect((await (await plan.from(ada, "from=2026-11-28&week=2026-12-01")).json()).from).toBe("2026-11-28");
    const week = await (await plan.week(ada, "2026-11-28")).json();
    expect(Object.keys(week).sort()).toEqual(["meals", "week"]);
    expect(week.meals.map((meal: { day: string }) => meal.day)).toEqual(["2026-11-27", "2026-11-28"]);
    const wrong = await plan.from(ada, "from=2026-11-31");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toEqual(expect.any(String));
  });

  it("plans a meal for the servings its recipe makes when none are given (a card's Add to plan)", async () => {
    const ada = await seedCook();
    const response = await plan.add(ada, { mealId: "10013", day: "2026-11-24", slot: "dinner" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ day: "2026-11-24", slot: "dinner", servings: 6, recipe: { id: "10013" } });
  });

  it("is private: another cook gets 404 and never sees the plan", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const id = await planned(ada, { day: "2026-11-24" });
    expect((await plan.change(bob, id, { servings: 2 })).status).toBe(404);
    expect(await (await plan.remove(bob, id)).json()).toEqual({ message: "Planned meal not found." });
    expect((await (await plan.week(bob, "2026-11-24")).json()).meals).toEqual([]);
    await plan.clear(bob, "2026-11-24");
    expect((await (await plan.week(ada, "2026-11-24")).json()).meals).toHaveLength(1);
  });

  it("answers 400 for bad days, slots, servings and ids; 404 for an unknown meal", async () => {
    const ada = await seedCook();
    for (const body of [
      { mealId: "10005", day: "2026-02-30", slot: "dinner", servings: 4 },
      { mealId: "10005", day: "tomorrow", slot: "dinner", servings: 4 },
      { mealId: "10005", day: "2026-11-24", slot: "supper", servings: 4 },
      { mealId: "10005", day: "2026-11-24", slot: "dinner", servings: 0 },
      { mealId: "10005", day: "2026-11-24", slot: "dinner", servings: 2.5 },
      { mealId: "10005", day: "2026-11-24", slot: "dinner", servings: "4" },
      { mealId: "nope", day: "2026-11-24", slot: "dinner", servings: 4 },
      { mealId: "10005", day: "2026-11-24", slot: "dinner", servings: null },
    ]) {
      const response = await plan.add(ada, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const id = await planned(ada, { day: "2026-11-24" });
    expect((await plan.change(ada, id, {})).status).toBe(400);
    expect((await plan.change(ada, "../../x", { servings: 2 })).status).toBe(400);
    expect((await plan.clear(ada, "someday")).status).toBe(400);
    expect((await plan.add(ada, { mealId: "99999999", day: "2026-11-24", slot: "dinner", servings: 4 })).status).toBe(404);
    expect((await plan.add(null, { mealId: "10005", day: "2026-11-24", slot: "dinner", servings: 4 })).status).toBe(401);
  });

  it(`caps a week at ${MEAL_PLAN_CAPS.plannedMealsPerWeek} planned meals`, async () => {
    const ada = await seedCook();
    const userId = (await db.user.findUniqueOrThrow({ where: { email: ada.email } })).id;
    const householdId = await householdIdOf(userId);
    await db.plannedMeal.createMany({
      data: Array.from({ length: MEAL_PLAN_CAPS.plannedMealsPerWeek }, (_, index) => ({ userId, householdId, mealId: "10005", day: `2026-12-${String(7 + (index % 7)).padStart(2, "0")}`, slot: "dinner", servings: 2 })),
    });
    const response = await plan.add(ada, { mealId: "10005", day: "2026-12-09", slot: "lunch", servings: 2 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain("63");
    // Another week still has room.
    expect((await plan.add(ada, { mealId: "10005", day: "2026-12-14", slot: "lunch", servings: 2 })).status).toBe(201);
  });
});
