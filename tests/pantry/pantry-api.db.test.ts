import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readPantryRoute, PUT as savePantryRoute } from "@/app/api/pantry/route";
import { GET as matchesRoute } from "@/app/api/pantry/matches/route";
import { GET as readListRoute } from "@/app/api/shopping/route";
import { POST as fromRecipeRoute } from "@/app/api/shopping/from-recipe/route";
import { PANTRY_ITEM_MAX_LENGTH, PANTRY_MAX_ITEMS, PANTRY_STAPLES } from "@/config/pantry";
import { db } from "@/lib/platform/database";
import { shoppingListText, readShoppingList } from "@/lib/meal-plan";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";
import { PANTRY_AREA, PANTRY_ITEMS, removePantryMeals, storePantryMeals } from "./pantry-meals";

const h = (by: Cook | null) => ({ headers: { ...by?.headers } });
const pantry = {
  read: (by: Cook | null) => readPantryRoute(browserRequest("GET", `${BASE}/api/pantry`, undefined, h(by)), undefined),
  save: (by: Cook | null, body: unknown) => savePantryRoute(jsonRequest("PUT", `${BASE}/api/pantry`, body, h(by)), undefined),
  matches: (by: Cook | null, query = "") =>
    matchesRoute(browserRequest("GET", `${BASE}/api/pantry/matches?area=${PANTRY_AREA}${query}`, undefined, h(by)), undefined),
};
type MatchedMeal = { idMeal: string; strMeal: string; strCategory: string; have: number; of: number; missing: string[] };

describe("GET/PUT /api/pantry and GET /api/pantry/matches", RECIPE_TEST_OPTIONS, () => {
  beforeAll(() => storePantryMeals(db));
  afterAll(() => removePantryMeals(db));

  it("a new cook's pantry is the staples, assumed; a saved one is exactly what the cook kept", async () => {
    const ada = await seedCook();
    expect(await (await pantry.read(ada)).json()).toEqual({ items: [...PANTRY_STAPLES], assumed: true });
    const saved = await pantry.save(ada, { items: ["Eggs", " Milk ", "eggs", "Pepper"] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ items: ["Eggs", "Milk", "Pepper"], assumed: false });
    expect(await (await pantry.read(ada)).json()).toEqual({ items: ["Eggs", "Milk", "Pepper"], assumed: false });
  });

  it("answers matches in TheMealDB's names with what each is missing, best first, and a total", async () => {
    const ada = await seedCook();
    await pantry.save(ada, { items: PANTRY_ITEMS });
    const answer = (await (await pantry.matches(ada)).json()) as {
      meals: MatchedMeal[];
      total: number;
      page: number;
      pageSize: number;
      facets: { category: Record<string, number>; difficulty: Record<string, number> };
    };
    expect(answer.total).toBe(5);
    expect(answer.facets.category).toMatchObject({ Vegetarian: 3, Starter: 1, Side: 1 });
    expect(answer.facets.difficulty).toEqual({ easy: 3, medium: 1, hard: 1 });
    expect(answer.meals.map((meal) => meal.strMeal)).toEqual(["Qp Spring Onion Salad", "Qp Shakshuka", "Qp Hummus", "Qp Onion Tart", "Qp Tomato Bake"]);
    expect(answer.meals[1]).toMatchObject({ idMeal: "987101", strCategory: "Vegetarian", have: 4, of: 5, missing: ["Eggs"] });
    const quick = (await (await pantry.matches(ada, "&maxMinutes=15&difficulty=easy")).json()) as { meals: MatchedMeal[] };
    expect(quick.meals.map((meal) => meal.strMeal)).toEqual(["Qp Spring Onion Salad", "Qp Hummus"]);
  });

  it("matches a list given in the query instead of the saved pantry (the AI Chef's ingredients)", async () => {
    const ada = await seedCook();
    const answer = (await (await pantry.matches(ada, "&items=Mozzarella,Basil&items=tomatoes")).json()) as { meals: MatchedMeal[] };
    expect(answer.meals[0]).toMatchObject({ strMeal: "Qp Tomato Bake", have: 3, of: 3, missing: [] });
    expect((await pantry.matches(ada, `&items=${"x".repeat(PANTRY_ITEM_MAX_LENGTH + 1)}`)).status).toBe(400);
  });

  it("is the cook's own: another cook neither sees nor changes it", async () => {
    const ada = await seedCook();
    const bo = await seedCook();
    await pantry.save(ada, { items: PANTRY_ITEMS });
    expect(await (await pantry.read(bo)).json()).toMatchObject({ assumed: true });
    expect((await (await pantry.matches(bo)).json()).meals).toEqual([]);
    await pantry.save(bo, { items: ["Mozzarella", "Basil"] });
    expect((await (await pantry.read(ada)).json()).items).toEqual(PANTRY_ITEMS);
  });

  it("answers 401 to a caller who is not signed in", async () => {
    expect((await pantry.read(null)).status).toBe(401);
    expect((await pantry.save(null, { items: ["Eggs"] })).status).toBe(401);
    expect((await pantry.matches(null)).status).toBe(401);
  });

  it("answers 400 with a message to bad input, and changes nothing", async () => {
    const ada = await seedCook();
    await pantry.save(ada, { items: ["Eggs"] });
    for (const body of [
      { items: Array.from({ length: PANTRY_MAX_ITEMS + 1 }, (_, index) => `Spice number ${index}`) },
      { items: ["x".repeat(PANTRY_ITEM_MAX_LENGTH + 1)] },
      { items: "Eggs" },
      { items: [42] },
      { items: ["Eggs"], extra: true },
      { items: ["2 large"] },
      {},
    ]) {
      const response = await pantry.save(ada, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }
    expect((await (await pantry.read(ada)).json()).items).toEqual(["Eggs"]);
    for (const query of ["&maxMinutes=20", "&page=0", "&page=abc", "&diet=carnivore", "&difficulty=impossible", "&category=Nonsense"]) {
      const response = await pantry.matches(ada, query);
      expect(response.status, query).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });
});

describe("the shopping list and the pantry", RECIPE_TEST_OPTIONS, () => {
  it("leaves off what the pantry holds, with a note naming it, and keeps the rest", async () => {
    const ada = await seedCook();
    await pantry.save(ada, { items: ["Sea salt", "Olive oil", "Eggs"] });
    const recipe = await createdRecipe(ada, {
      name: "Qp shopping frittata",
      servings: 2,
      ingredients: [
        { name: "Eggs", measure: "4" },
        { name: "Salt", measure: "1 pinch" },
        { name: "Olive oil", measure: "2 tbsp" },
        { name: "Courgettes", measure: "2" },
        { name: "Salt and pepper", measure: "to taste" },
      ],
    });
    const added = await fromRecipeRoute(jsonRequest("POST", `${BASE}/api/shopping/from-recipe`, { mealId: recipe.id, servings: 2 }, h(ada)), undefined);
    expect(added.status).toBe(200);
    const list = (await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(ada)), undefined)).json()) as {
      items: { text: string; onHand: boolean }[];
      leftOff: string[];
    };
    expect(list.leftOff).toEqual(expect.arrayContaining(["eggs", "salt", "olive oil"]));
    const toBuy = list.items.filter((item) => !item.onHand).map((item) => item.text);
    expect(toBuy.some((text) => /courgette/i.test(text))).toBe(true);
    // "Salt and pepper" needs pepper too, which this pantry lacks: it stays on the list.
    expect(toBuy.some((text) => /pepper/i.test(text))).toBe(true);
    expect(toBuy.some((text) => /eggs|olive oil/i.test(text))).toBe(false);
    const { id } = await db.user.findUniqueOrThrow({ where: { email: ada.email }, select: { id: true } });
    const text = shoppingListText(await readShoppingList(id));
    expect(text).toMatch(/courgette/i);
    expect(text).not.toMatch(/olive oil/i);
  });
});
