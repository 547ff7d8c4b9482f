import { describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/plan/route";
import { MEAT_CATEGORIES } from "@/config/meals";
import { saveRecipe } from "@/lib/cookbook";
import { savePantry } from "@/lib/pantry";
import { db } from "@/lib/platform/database";
import { planPage } from "@/lib/web/pages/plan-page";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

const SATURDAY = "2026-11-28";

async function plan(by: Cook, mealId: string, day: string) {
  const response = await addRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId, day, slot: "dinner" }, { headers: by.headers }), undefined);
  expect(response.status).toBe(201);
}

describe("/plan's data: seven days from today and what + Add offers", RECIPE_TEST_OPTIONS, () => {
  it("on a Saturday shows Saturday to Friday with today marked, and the meals planned on those days only", async () => {
    const ada = await seedCook();
    for (const day of ["2026-11-27", SATURDAY, "2026-12-04", "2026-12-05"]) await plan(ada, "10005", day);
    const page = await planPage(ada.id, SATURDAY, SATURDAY);
    expect(page.days.map((day) => day.label)).toEqual(["Sat 28 Nov", "Sun 29 Nov", "Mon 30 Nov", "Tue 1 Dec", "Wed 2 Dec", "Thu 3 Dec", "Fri 4 Dec"]);
    expect(page.days.filter((day) => day.isToday).map((day) => day.day)).toEqual([SATURDAY]);
    expect([page.from, page.to]).toEqual([SATURDAY, "2026-12-04"]);
    expect(page.meals.map((meal) => meal.day)).toEqual([SATURDAY, "2026-12-04"]);
    // Each planned meal carries its picture and the words for it.
    expect(page.meals[0]!.recipe).toMatchObject({ id: "10005", thumbnail: expect.stringMatching(/\S/), imageAlt: expect.stringMatching(/\S/) });
  });

  it("crosses a year's end, and a window that is not this week marks no day as today", async () => {
    const ada = await seedCook();
    await plan(ada, "10013", "2027-01-02");
    const page = await planPage(ada.id, "2026-12-29", SATURDAY);
    expect(page.to).toBe("2027-01-04");
    expect(page.days.some((day) => day.isToday)).toBe(false);
    expect(page.meals.map((meal) => [meal.day, meal.recipe.id])).toEqual([["2027-01-02", "10013"]]);
  });

  it("offers the cook's saved recipes, what their pantry makes, and a few ideas (none of the Chicken, Pork or Beef categories) that stay put for the day", async () => {
    const ada = await seedCook();
    await saveRecipe(ada.id, "10013");
    await savePantry(ada.id, ["Eggs", "Milk", "Sugar", "Double cream", "Butter", "Flour", "Vanilla extract"]);
    const { offers } = await planPage(ada.id, SATURDAY, SATURDAY);
    expect(offers.saved.map((meal) => meal.id)).toEqual(["10013"]);
    expect(offers.saved[0]).toMatchObject({ name: expect.any(String), thumbnail: expect.stringMatching(/\S/) });
    expect(offers.pantry.length).toBeGreaterThan(0);
    expect(offers.pantry[0]!.note).toMatch(/^(You have everything|Missing \d+: )/);
    expect(offers.suggestions).toHaveLength(6);
    const categories = await db.meal.findMany({ where: { id: { in: offers.suggestions.map((meal) => meal.id) } }, select: { category: true } });
    expect(categories.filter((meal) => MEAT_CATEGORIES.includes(meal.category))).toEqual([]);
    const offered = [...offers.saved, ...offers.pantry].map((meal) => meal.id);
    expect(offers.suggestions.filter((meal) => offered.includes(meal.id))).toEqual([]);
    expect((await planPage(ada.id, SATURDAY, SATURDAY)).offers.suggestions).toEqual(offers.suggestions);
  });

  it("offers a new cook no saved or pantry meals, and still has ideas", async () => {
    const bob = await seedCook();
    const { offers } = await planPage(bob.id, SATURDAY, SATURDAY);
    expect(offers.saved).toEqual([]);
    expect(offers.pantry).toEqual([]);
    expect(offers.suggestions.length).toBeGreaterThan(0);
  });
});
