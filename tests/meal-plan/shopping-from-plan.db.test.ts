import { describe, expect, it } from "vitest";
import { GET as readListRoute } from "@/app/api/shopping/route";
import { POST as addOwnRoute } from "@/app/api/shopping/items/route";
import { PATCH as checkRoute } from "@/app/api/shopping/items/[id]/route";
import { POST as fromRecipeRoute } from "@/app/api/shopping/from-recipe/route";
import { POST as fromWeekRoute } from "@/app/api/shopping/from-week/route";
import { POST as undoRoute } from "@/app/api/shopping/undo/route";
import { POST as planRoute } from "@/app/api/plan/route";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

type Item = { id: string; text: string; aisle: string; from: string[]; own: boolean; checked: boolean };
type Merge = { items: Item[]; added: number; combined: number; undo: string };
const h = (by: Cook) => ({ headers: { ...by.headers } });
const shop = {
  read: async (by: Cook) => ((await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(by)), undefined)).json()) as { items: Item[] }).items,
  own: async (by: Cook, text: string) => (await (await addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text }, h(by)), undefined)).json()) as Item,
  check: (by: Cook, id: string) => checkRoute(jsonRequest("PATCH", `${BASE}/api/shopping/items/${id}`, { checked: true }, h(by)), { params: Promise.resolve({ id }) }),
  fromRecipe: (by: Cook, mealId: string, servings: number) => fromRecipeRoute(jsonRequest("POST", `${BASE}/api/shopping/from-recipe`, { mealId, servings }, h(by)), undefined),
  fromPlan: (by: Cook, body: unknown) => fromWeekRoute(jsonRequest("POST", `${BASE}/api/shopping/from-week`, body, h(by)), undefined),
  undo: (by: Cook, body: unknown) => undoRoute(jsonRequest("POST", `${BASE}/api/shopping/undo`, body, h(by)), undefined),
};
const made = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as Merge;
};
const texts = (items: Item[]) => items.map((item) => item.text).sort();
async function plan(by: Cook, mealId: string, day: string, servings: number) {
  const response = await planRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId, day, slot: "dinner", servings }, h(by)), undefined);
  expect(response.status).toBe(201);
}

describe("making the shopping list from the plan", RECIPE_TEST_OPTIONS, () => {
  it("merges into the list: the cook's own item and a recipe page's lines stay, the same food is added up, and what was added is said", async () => {
    const ada = await seedCook();
    const cake = await createdRecipe(ada, { name: "Zq sponge", servings: 4, ingredients: [{ name: "Eggs", measure: "2" }, { name: "Caster sugar", measure: "100 g" }] });
    const supper = await createdRecipe(ada, { name: "Zq omelette", servings: 2, ingredients: [{ name: "Eggs", measure: "4" }, { name: "Chives", measure: "to serve" }, { name: "Milk", measure: "50 ml" }] });
    await shop.own(ada, "kitchen roll");
    expect((await shop.fromRecipe(ada, cake.id, 4)).status).toBe(200);
    await plan(ada, supper.id, "2027-03-02", 2);

    const merge = await made(await shop.fromPlan(ada, { from: "2027-03-01", to: "2027-03-07" }));
    expect(texts(merge.items)).toEqual(["100 g Caster sugar", "50 ml Milk", "6 Eggs", "Chives (to serve)", "kitchen roll"]);
    expect(merge.items.find((item) => item.text === "6 Eggs")!.from).toEqual(["Zq sponge", "Zq omelette"]);
    expect(merge).toMatchObject({ added: 2, combined: 1 });
    expect(merge.undo).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("does not double the amounts when made twice from the same plan, and follows a plan changed since", async () => {
    const ada = await seedCook();
    const supper = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Eggs", measure: "4" }, { name: "Plain flour", measure: "200 g" }] });
    const cake = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Eggs", measure: "1" }] });
    expect((await shop.fromRecipe(ada, cake.id, 2)).status).toBe(200);
    await plan(ada, supper.id, "2027-03-10", 2);
    const first = await made(await shop.fromPlan(ada, { from: "2027-03-08", to: "2027-03-14" }));
    const eggs = first.items.find((item) => item.text === "5 Eggs")!;
    expect((await shop.check(ada, eggs.id)).status).toBe(200);

    const again = await made(await shop.fromPlan(ada, { from: "2027-03-08", to: "2027-03-14" }));
    expect(texts(again.items)).toEqual(["200 g Plain flour", "5 Eggs"]);
    expect(again).toMatchObject({ added: 0, combined: 0 });
    expect(again.items.find((item) => item.text === "5 Eggs")!.checked).toBe(true);
    // The old clients' week reads the same days: still the same list.
    expect(texts((await made(await shop.fromPlan(ada, { week: "2027-03-12" }))).items)).toEqual(["200 g Plain flour", "5 Eggs"]);

    await plan(ada, supper.id, "2027-03-11", 2);
    expect(texts((await made(await shop.fromPlan(ada, { from: "2027-03-08", to: "2027-03-14" }))).items)).toEqual(["400 g Plain flour", "9 Eggs"]);
  });

  it("reads the days from and to, both counted, and nothing outside them", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { servings: 1, ingredients: [{ name: "Lemons", measure: "1" }] });
    for (const day of ["2027-04-01", "2027-04-04", "2027-04-05", "2027-03-31"]) await plan(ada, recipe.id, day, 1);
    expect(texts((await made(await shop.fromPlan(ada, { from: "2027-04-01", to: "2027-04-04" }))).items)).toEqual(["2 Lemons"]);
    // 28 days is the longest span.
    expect(texts((await made(await shop.fromPlan(ada, { from: "2027-03-09", to: "2027-04-05" }))).items)).toEqual(["4 Lemons"]);
  });

  it("answers 400 for a span it cannot read", async () => {
    const ada = await seedCook();
    for (const body of [
      { from: "2027-03-01", to: "2027-03-29" },
      { from: "2027-03-10", to: "2027-03-09" },
      { from: "2027-03-01" },
      { to: "2027-03-01" },
      {},
      { week: "2027-03-01", from: "2027-03-01", to: "2027-03-02" },
      { from: "2027-02-30", to: "2027-03-02" },
      { from: "2027-03-01", to: "2027-03-02", extra: 1 },
    ]) {
      const response = await shop.fromPlan(ada, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
    }
  });

  it("undoes a make: the list exactly as it was, once, and only for the cook who made it", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Onions", measure: "2" }, { name: "Butter", measure: "50 g" }] });
    const other = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Onion", measure: "1" }] });
    await shop.own(ada, "washing-up liquid");
    expect((await shop.fromRecipe(ada, other.id, 2)).status).toBe(200);
    const ticked = (await shop.read(ada)).find((item) => item.text === "washing-up liquid")!;
    expect((await shop.check(ada, ticked.id)).status).toBe(200);
    const before = await shop.read(ada);
    await plan(ada, recipe.id, "2027-05-03", 2);
    const merge = await made(await shop.fromPlan(ada, { from: "2027-05-03", to: "2027-05-03" }));
    expect(texts(merge.items)).toEqual(["3 Onions", "50 g Butter", "washing-up liquid"]);

    // Another cook cannot use the token, and it does not touch either list.
    expect((await shop.undo(bob, { undo: merge.undo })).status).toBe(404);
    expect((await shop.undo(ada, { undo: "x" })).status).toBe(400);
    expect((await shop.undo(ada, { undo: "A".repeat(24) })).status).toBe(404);
    expect(texts(await shop.read(ada))).toEqual(texts(merge.items));

    const undone = await shop.undo(ada, { undo: merge.undo });
    expect(undone.status).toBe(200);
    expect(((await undone.json()) as { items: Item[] }).items).toEqual(before);
    expect(await shop.read(ada)).toEqual(before);
    expect((await shop.undo(ada, { undo: merge.undo })).status).toBe(404);
  });

  it("merges kinds of one food and files stock and purée with the tins", async () => {
    const ada = await seedCook();
    const mash = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Floury potatoes", measure: "1 kg" }, { name: "Vegetable stock", measure: "500 ml" }] });
    const roast = await createdRecipe(ada, { servings: 2, ingredients: [{ name: "Potatoes", measure: "500 g" }, { name: "Tomato purée", measure: "1 tbsp" }] });
    await plan(ada, mash.id, "2027-06-01", 2);
    await plan(ada, roast.id, "2027-06-02", 2);
    const merge = await made(await shop.fromPlan(ada, { from: "2027-06-01", to: "2027-06-02" }));
    const aisles = Object.fromEntries(merge.items.map((item) => [item.text, item.aisle]));
    expect(aisles).toEqual({ "1.5 kg Potatoes (floury)": "produce", "500 ml Vegetable stock": "tins and jars", "1 tbsp Tomato purée": "tins and jars" });
  });
});
