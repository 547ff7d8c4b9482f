import { describe, expect, it } from "vitest";
import { DELETE as clearCheckedRoute, GET as readListRoute } from "@/app/api/shopping/route";
import { POST as addOwnRoute } from "@/app/api/shopping/items/route";
import { DELETE as removeRoute, PATCH as checkRoute } from "@/app/api/shopping/items/[id]/route";
import { POST as fromRecipeRoute } from "@/app/api/shopping/from-recipe/route";
import { POST as fromWeekRoute } from "@/app/api/shopping/from-week/route";
import { POST as planRoute } from "@/app/api/plan/route";
import { db } from "@/lib/platform/database";
import { householdIdOf } from "@/lib/account/household/membership";
import { MEAL_PLAN_CAPS } from "@/lib/meal-plan/limits";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

type Item = { id: string; text: string; aisle: string; from: string[]; own: boolean; checked: boolean };
const h = (by: Cook | null) => ({ headers: { ...by?.headers } });
const shop = {
  read: async (by: Cook) => (await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(by)), undefined)).json()) as { items: Item[] },
  own: (by: Cook | null, body: unknown) => addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, body, h(by)), undefined),
  check: (by: Cook, id: string, body: unknown) => checkRoute(jsonRequest("PATCH", `${BASE}/api/shopping/items/${id}`, body, h(by)), { params: Promise.resolve({ id }) }),
  remove: (by: Cook, id: string) => removeRoute(browserRequest("DELETE", `${BASE}/api/shopping/items/${id}`, undefined, h(by)), { params: Promise.resolve({ id }) }),
  clearChecked: (by: Cook, query = "?checked=true") => clearCheckedRoute(browserRequest("DELETE", `${BASE}/api/shopping${query}`, undefined, h(by)), undefined),
  fromRecipe: (by: Cook, body: unknown) => fromRecipeRoute(jsonRequest("POST", `${BASE}/api/shopping/from-recipe`, body, h(by)), undefined),
  fromWeek: (by: Cook, body: unknown) => fromWeekRoute(jsonRequest("POST", `${BASE}/api/shopping/from-week`, body, h(by)), undefined),
};
const texts = (items: Item[]) => items.map((item) => item.text);

describe("the shopping list", RECIPE_TEST_OPTIONS, () => {
  it("merges the same ingredient from two recipes into one line, with both recipes named, by aisle", async () => {
    const ada = await seedCook();
    const bread = await createdRecipe(ada, { name: "Zq soda bread", servings: 4, ingredients: [{ name: "Plain flour", measure: "200 g" }, { name: "Onions", measure: "2" }, { name: "Buttermilk", measure: "300 ml" }] });
    const pie = await createdRecipe(ada, { name: "Zq onion pie", servings: 2, ingredients: [{ name: "Plain flour", measure: "1 cup" }, { name: "Onion", measure: "1" }, { name: "Salt", measure: "to taste" }] });
    await shop.fromRecipe(ada, { mealId: bread.id, servings: 4 });
    const list = await (await shop.fromRecipe(ada, { mealId: pie.id, servings: 2 })).json();
    const flour = list.items.find((item: Item) => /flour/i.test(item.text));
    expect(flour.text).toBe("325 g Plain flour");
    expect(flour.from).toEqual(["Zq soda bread", "Zq onion pie"]);
    expect(flour.aisle).toBe("dry goods");
    expect(list.items.find((item: Item) => /onion/i.test(item.text)).text).toBe("3 Onions");
    expect(list.items.map((item: Item) => item.aisle)).toEqual([...list.items.map((item: Item) => item.aisle)].sort((a: string, b: string) => list.aisles.indexOf(a) - list.aisles.indexOf(b)));
  });

  it("builds from the planned week with each meal's servings, and keeps the cook's own items and ticks", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { servings: 4, ingredients: [{ name: "Eggs", measure: "2" }, { name: "Milk", measure: "250 ml" }] });
    for (const [day, servings] of [["2026-11-23", 4], ["2026-11-25", 8], ["2026-12-01", 4]] as const) {
      const response = await planRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId: recipe.id, day, slot: "dinner", servings }, h(ada)), undefined);
      expect(response.status).toBe(201);
    }
    const own = await (await shop.own(ada, { text: "kitchen roll" })).json();
    expect(own).toMatchObject({ text: "kitchen roll", own: true, aisle: "other" });
    const built = await (await shop.fromWeek(ada, { week: "2026-11-26" })).json();
    expect(texts(built.items)).toEqual(expect.arrayContaining(["6 Eggs", "750 ml Milk", "kitchen roll"]));
    const eggs = built.items.find((item: Item) => item.text === "6 Eggs");
    expect((await shop.check(ada, eggs.id, { checked: true })).status).toBe(200);
    // Building again keeps the tick on the same ingredient.
    const again = await (await shop.fromWeek(ada, { week: "2026-11-23" })).json();
    expect(again.items.find((item: Item) => item.text === "6 Eggs").checked).toBe(true);
    expect(await (await shop.clearChecked(ada)).json()).toEqual({ removed: 1 });
    expect(texts((await shop.read(ada)).items)).not.toContain("6 Eggs");
  });

  it("is private: another cook gets 404 for another's line and sees an empty list", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const own = await (await shop.own(ada, { text: "2 lemons" })).json();
    expect((await shop.check(bob, own.id, { checked: true })).status).toBe(404);
    expect(await (await shop.remove(bob, own.id)).json()).toEqual({ message: "Shopping list item not found." });
    expect((await shop.read(bob)).items).toEqual([]);
    expect((await shop.remove(ada, own.id)).status).toBe(200);
  });

  it("answers 400 for bad input and 404 for an unknown recipe", async () => {
    const ada = await seedCook();
    for (const body of [{}, { text: "" }, { text: "x".repeat(121) }, { text: 3 }, { text: "a\u0000" }, { text: "ok", extra: true }]) {
      expect((await shop.own(ada, body)).status, JSON.stringify(body)).toBe(400);
    }
    const own = await (await shop.own(ada, { text: "milk" })).json();
    expect((await shop.check(ada, own.id, { checked: "yes" })).status).toBe(400);
    expect((await shop.check(ada, "bad id!", { checked: true })).status).toBe(400);
    expect((await shop.fromRecipe(ada, { mealId: "10005", servings: 0 })).status).toBe(400);
    expect((await shop.fromRecipe(ada, { mealId: "99999999", servings: 2 })).status).toBe(404);
    expect((await shop.fromWeek(ada, { week: "2026-13-01" })).status).toBe(400);
    expect((await shop.clearChecked(ada, "")).status).toBe(400);
    expect((await shop.own(null, { text: "milk" })).status).toBe(401);
  });

  it(`caps a list at ${MEAL_PLAN_CAPS.shoppingItems} lines`, async () => {
    const ada = await seedCook();
    const userId = (await db.user.findUniqueOrThrow({ where: { email: ada.email } })).id;
    const householdId = await householdIdOf(userId);
    await db.shoppingItem.createMany({
      data: Array.from({ length: MEAL_PLAN_CAPS.shoppingItems }, (_, index) => ({ userId, householdId, key: `thing ${index}`, text: `thing ${index}`, aisle: "other", own: true })),
    });
    const response = await shop.own(ada, { text: "one more" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain(String(MEAL_PLAN_CAPS.shoppingItems));
    expect((await shop.fromRecipe(ada, { mealId: "10005", servings: 4 })).status).toBe(409);
  });
});
