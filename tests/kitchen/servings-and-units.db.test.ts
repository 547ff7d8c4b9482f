import { describe, expect, it } from "vitest";
import { GET as getMealRoute } from "@/app/api/meals/[id]/route";
import { PUT as putUnits } from "@/app/api/account/units/route";
import { db } from "@/lib/platform/database";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";


const readMeal = (by: Cook, id: string, query = "") =>
  getMealRoute(browserRequest("GET", `${BASE}/api/meals/${id}${query}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) });

const RECIPE = {
  servings: 4,
  instructions: "Heat the oven to 180°C (160°C fan) and grease a 20 cm tin.\n\nBake for 30 minutes.",
  ingredients: [
    { name: "Plain flour", measure: "500 g" },
    { name: "Eggs", measure: "2" },
    { name: "Milk", measure: "250 ml" },
    { name: "Salt", measure: "to taste" },
  ],
};

describe("GET /api/meals/<id>?servings=&units=", RECIPE_TEST_OPTIONS, () => {
  it("adds the scaled measures beside TheMealDB's fields, which stay as written", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada, RECIPE);
    const response = await readMeal(bob, recipe.id, "?servings=8&units=metric");
    expect(response.status).toBe(200);
    const [meal] = (await response.json()).meals;
    expect(meal).toMatchObject({ strMeasure1: "500 g", strIngredient1: "Plain flour", strMeasure2: "2", strMeasure4: "to taste" });
    expect(meal).toMatchObject({ servingsWritten: 4, servings: 8, units: "metric", strMeasureScaled1: "1 kg", strMeasureScaled2: "4", strMeasureScaled3: "500 ml" });
    expect(meal.strMeasureScaled4).toBe("to taste");
    expect(meal.unscaledLines).toEqual([4]);
    expect(meal.strMeasureScaled5).toBe("");
  });

  it("converts to US units: grams to cups or ounces, °C to °F, cm to inches", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada, RECIPE);
    const [meal] = (await (await readMeal(bob, recipe.id, "?units=us")).json()).meals;
    expect(meal.servings).toBe(4);
    expect(meal.strMeasureScaled1).toMatch(/cups?$/);
    expect(meal.strMeasureScaled3).toMatch(/cup/);
    expect(meal.strInstructionsConverted).toContain("350°F");
    expect(meal.strInstructionsConverted).toContain("8 in tin");
    expect(meal.strInstructions).toBe(RECIPE.instructions);
  });

  it("answers exactly TheMealDB's shape without the parameters", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada, RECIPE);
    const [meal] = (await (await readMeal(bob, recipe.id)).json()).meals;
    expect(meal).not.toHaveProperty("strMeasureScaled1");
    expect(meal).not.toHaveProperty("servings");
  });

  it("answers 400 with a message for bad servings or units", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, RECIPE);
    for (const query of ["?servings=0", "?servings=100", "?servings=2.5", "?servings=lots", "?servings=", "?units=imperial", "?servings=2&servings=3"]) {
      const response = await readMeal(ada, recipe.id, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });
});

describe("PUT /api/account/units", RECIPE_TEST_OPTIONS, () => {
  const putAs = (by: Cook | null, body: unknown) =>
    putUnits(jsonRequest("PUT", `${BASE}/api/account/units`, body, { headers: { ...by?.headers } }), undefined);

  it("keeps the cook's units on their account", async () => {
    const ada = await seedCook();
    const response = await putAs(ada, { units: "us" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ units: "us" });
    expect((await db.user.findUniqueOrThrow({ where: { email: ada.email } })).units).toBe("us");
    expect((await putAs(ada, { units: "as written" })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email: ada.email } })).units).toBe("as written");
  });

  it("answers 400 for unknown units and 401 without a session", async () => {
    const ada = await seedCook();
    for (const body of [{ units: "imperial" }, {}, { units: "us", extra: 1 }, "us"]) expect((await putAs(ada, body)).status).toBe(400);
    expect((await putAs(null, { units: "us" })).status).toBe(401);
  });
});
