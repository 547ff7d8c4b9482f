import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { syncMeals } from "@/lib/meals/sources/local/meal-rows";
import type { Meal } from "@/lib/meals/types";
import { savePantry } from "@/lib/pantry/pantry";
import { addToPlan } from "@/lib/meal-plan/plan";
import { addDays, today } from "@/lib/meal-plan/week";
import { saveRecipe } from "@/lib/cookbook/saved";
import { recordViewedRecipe, VIEWED_RECIPES_KEPT } from "@/lib/cookbook/viewed";
import { homePage, TONIGHT_MAX_MINUTES } from "@/lib/web/pages/home-page";
import { seedCook } from "../support/accounts";
import { testMeal } from "../support/meals";
import { rated } from "../support/ratings";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";

/** This file's meals live in an area of their own and use ingredients no other meal has. */
const AREA = "Qhomeland";
const meal = (id: string, name: string, ingredients: string[], totalMinutes: number): Meal => ({
  ...testMeal(id, name, { category: "Vegetarian", ingredients }),
  area: AREA,
  totalMinutes,
  difficulty: "easy",
});

const MEALS = [
  meal("986301", "Hq Quick Full", ["Qhroot", "Qhleaf"], 20),
  meal("986302", "Hq Missing One", ["Qhroot", "Qhleaf", "Qhsaffron"], 15),
  meal("986303", "Hq Full And Loved", ["Qhroot", "Qhberry"], 30),
  meal("986304", "Hq Slow Full", ["Qhroot", "Qhleaf"], 90),
  meal("986305", "Hq Unrelated", ["Qhmystery"], 10),
];
const [quickFull, missingOne, fullAndLoved, slowFull, unrelated] = MEALS.map((m) => m.id) as [string, string, string, string, string];

const names = (list: { meal: { name: string } }[]) => list.map((item) => item.meal.name);

describe("homePage: what /home shows a cook without a search", RECIPE_TEST_OPTIONS, () => {
  beforeAll(async () => {
    await syncMeals(db, MEALS, "themealdb");
    const critic = await seedCook();
    // The loved meal is rated above the plain one, and the one missing an ingredient best of all.
    await rated(critic, fullAndLoved, 5);
    await rated(critic, quickFull, 2);
    await rated(critic, missingOne, 5);
  });
  afterAll(() => db.meal.deleteMany({ where: { area: AREA } }));

  it("suggests quick meals the pantry makes best first, better rated first among equals, with the reason", async () => {
    const ada = await seedCook();
    await savePantry(ada.id, ["2 Qhroots, sliced", "Qhleaf", "Qhberries"]);
    const home = await homePage(ada.id);
    // Nothing to buy beats a better rating; a 90-minute meal is not tonight's; the rest is not in the pantry.
    expect(names(home.tonight).slice(0, 3)).toEqual(["Hq Full And Loved", "Hq Quick Full", "Hq Missing One"]);
    expect(home.tonight.map((s) => s.reason).slice(0, 3)).toEqual(["You have all 2 ingredients", "You have all 2 ingredients", "You have 2 of 3 ingredients"]);
    expect(home.tonight.map((s) => s.meal.id)).not.toContain(slowFull);
    expect(home.tonight.map((s) => s.meal.id)).not.toContain(unrelated);
    expect(home.tonightFromRatingsOnly).toBe(false);
    expect(home.ratings.get(fullAndLoved)).toEqual({ average: 5, count: 1 });
  });

  it("keeps a beef dish out of Tonight unless the cook has asked to see chicken, beef and pork dishes", async () => {
    const beef = { ...meal("986306", "Hq Beef Skewers", ["Qhgrill", "Qhskewer"], 20), category: "Beef" };
    await syncMeals(db, [...MEALS, beef], "themealdb");
    try {
      const [ada, bob] = [await seedCook(), await seedCook()];
      for (const cook of [ada, bob]) await savePantry(cook.id, ["Qhgrill", "Qhskewer"]);
      await db.user.update({ where: { id: bob.id }, data: { showMeatDishes: true } });
      expect((await homePage(ada.id)).tonight.map((s) => s.meal.id)).not.toContain(beef.id);
      expect((await homePage(bob.id)).tonight[0]).toMatchObject({ meal: { id: beef.id }, reason: "You have all 2 ingredients" });
    } finally {
      await syncMeals(db, MEALS, "themealdb");
    }
  });

  it("leaves out a meal the cook has less than half of, and fills Tonight with the best rated", async () => {
    const ada = await seedCook();
    await savePantry(ada.id, ["Qhroot"]);
    const home = await homePage(ada.id);
    // Half of the two (and of the other two) is enough; one of three is not.
    expect(names(home.tonight).slice(0, 2).sort()).toEqual(["Hq Full And Loved", "Hq Quick Full"]);
    expect(home.tonight.slice(0, 2).map((s) => s.reason)).toEqual(["You have 1 of 2 ingredients", "You have 1 of 2 ingredients"]);
    // The rest are the best-rated quick meals (the one missing two may be among them, for its stars).
    expect(home.tonight).toHaveLength(4);
    for (const { reason } of home.tonight.slice(2)) expect(reason).toMatch(/^(Rated|Ready in)/);
    expect(home.tonightFromRatingsOnly).toBe(false);
  });

  it("gives a cook with nothing in the pantry the best-rated quick meals, and says why", async () => {
    const bob = await seedCook();
    const home = await homePage(bob.id);
    expect(home.tonightFromRatingsOnly).toBe(true);
    expect(home.tonight).toHaveLength(4);
    for (const { meal: suggested, reason } of home.tonight) {
      expect(suggested.totalMinutes).toBeLessThanOrEqual(TONIGHT_MAX_MINUTES);
      expect(reason).toMatch(/^(Rated \d\.\d by \d+ cooks?|Ready in \d+ min)$/);
    }
  });

  it("shows what is planned for today, breakfast first, and nothing of other days or other cooks", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const day = today();
    await addToPlan(ada.id, { mealId: quickFull, day, slot: "dinner" });
    await addToPlan(ada.id, { mealId: missingOne, day, slot: "breakfast" });
    await addToPlan(ada.id, { mealId: fullAndLoved, day: addDays(day, 1), slot: "dinner" });
    await addToPlan(bob.id, { mealId: unrelated, day, slot: "lunch" });

    const home = await homePage(ada.id, day);
    expect(home.plannedToday.map((p) => [p.slot, p.meal.name])).toEqual([
      ["breakfast", "Hq Missing One"],
      ["dinner", "Hq Quick Full"],
    ]);
    expect((await homePage(bob.id, day)).plannedToday.map((p) => p.meal.name)).toEqual(["Hq Unrelated"]);
    expect((await homePage((await seedCook()).id, day)).plannedToday).toEqual([]);
  });

  it("continues with the recipes the cook opened, the last first, then the ones they saved; only their own", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const start = Date.now();
    await recordViewedRecipe(ada.id, quickFull, new Date(start - 2000));
    await recordViewedRecipe(ada.id, missingOne, new Date(start - 1000));
    await recordViewedRecipe(ada.id, quickFull, new Date(start)); // opened again: moves to the front, once
    await saveRecipe(ada.id, fullAndLoved);
    await saveRecipe(ada.id, quickFull);
    await recordViewedRecipe(bob.id, unrelated);

    const home = await homePage(ada.id);
    expect(home.continueCooking.map((s) => [s.meal.name, s.reason])).toEqual([
      ["Hq Quick Full", "You opened it lately"],
      ["Hq Missing One", "You opened it lately"],
      ["Hq Full And Loved", "You saved it"],
    ]);
    expect(names((await homePage(bob.id)).continueCooking)).toEqual(["Hq Unrelated"]);
  });

  it(`keeps only the last ${VIEWED_RECIPES_KEPT} recipes a cook opened`, async () => {
    const ada = await seedCook();
    const ids = (await db.meal.findMany({ where: { origin: "catalog" }, take: VIEWED_RECIPES_KEPT + 2, select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
    const start = Date.now();
    for (const [index, id] of ids.entries()) await recordViewedRecipe(ada.id, id, new Date(start + index * 1000));
    const kept = await db.viewedRecipe.findMany({ where: { userId: ada.id }, select: { mealId: true } });
    expect(kept.map((row) => row.mealId).sort()).toEqual(ids.slice(2).sort());
  });
});
