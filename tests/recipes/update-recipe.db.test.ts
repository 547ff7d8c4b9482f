import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { mealService } from "@/lib/meals";
import { api, createdRecipe, fetchPicture, recipeBody, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

describe("PUT /api/recipes/<id>", RECIPE_TEST_OPTIONS, () => {
  it("replaces the recipe; searches show the new version at once and the drawn picture follows it", async () => {
    const ada = await seedCook();
    const before = uniqueWord("Kq");
    const recipe = await createdRecipe(ada, { name: `${before} Pie`, category: "Dessert" });
    expect((await mealService().searchMealsByName(before)).map((meal) => meal.id)).toEqual([recipe.id]);

    const after = uniqueWord("Kq");
    const body = recipeBody({
      name: `${after} Tart`,
      category: "Side",
      ingredients: [
        { name: "Leeks", measure: "2" },
        { name: "Butter", measure: "" },
      ],
    });
    const response = await api.update(ada, recipe.id, body);
    expect(response.status).toBe(200);
    const updated = await response.json();
    expect(updated).toMatchObject({ id: recipe.id, name: `${after} Tart`, category: "Side", ingredients: body.ingredients });
    expect(updated.pictureUrl).not.toBe(recipe.pictureUrl);

    expect(await mealService().searchMealsByName(before)).toEqual([]);
    expect((await mealService().searchMealsByName(after)).map((meal) => meal.name)).toEqual([`${after} Tart`]);
    expect((await mealService().listMealsInCategory("Dessert")).map((meal) => meal.id)).not.toContain(recipe.id);
    expect((await mealService().findMealById(recipe.id))?.ingredients).toEqual(body.ingredients);
    expect((await fetchPicture(recipe.pictureUrl)).status).toBe(404);
    expect((await fetchPicture(updated.pictureUrl)).status).toBe(200);
  });

  it("answers 403 to another cook and changes nothing", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    const before = await db.meal.findUniqueOrThrow({ where: { id: recipe.id }, include: { ingredients: true } });
    const response = await api.update(bob, recipe.id, recipeBody({ name: "Bob was here" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Only the cook who wrote this recipe can change it." });
    expect(await db.meal.findUniqueOrThrow({ where: { id: recipe.id }, include: { ingredients: true } })).toEqual(before);
    // Whose recipe it is comes before what the body says.
    expect((await api.update(bob, recipe.id, { name: "" })).status).toBe(403);
  });

  it("answers 404 for a well-formed id no recipe has", async () => {
    const ada = await seedCook();
    const response = await api.update(ada, "abcdefghijklmnopqrst", recipeBody());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Recipe not found." });
  });

  it.each([
    ["a catalog meal's id", "10001"],
    ["junk", "..%2F..%2Fetc"],
    ["upper case", "ABCDEFGHIJKLMNOPQRST"],
  ])("answers 400 for %s, which is no recipe id, as every route does for a malformed id", async (_case, id) => {
    const ada = await seedCook();
    const response = await api.update(ada, id, recipeBody());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "This is not a recipe id." });
  });

  it("answers 400 with field errors and keeps the stored recipe", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const response = await api.update(ada, recipe.id, recipeBody({ name: "", servings: 0 }));
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(["name", "servings"]);
    expect((await db.meal.findUniqueOrThrow({ where: { id: recipe.id } })).name).toBe(recipe.name);
  });

  it("answers 401 without a session", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    expect((await api.update(null, recipe.id, recipeBody())).status).toBe(401);
  });
});
