import { describe, expect, it } from "vitest";
import { api, createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

describe("GET /api/recipes?mine=1", RECIPE_TEST_OPTIONS, () => {
  it("lists the cook's own recipes, most recently changed first, and nobody else's", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const first = await createdRecipe(ada);
    const second = await createdRecipe(ada);
    await createdRecipe(bob);
    await api.update(ada, first.id, { ...first, name: `${first.name} again` });

    const response = await api.list(ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { recipes } = await response.json();
    expect(recipes.map((recipe: { id: string }) => recipe.id)).toEqual([first.id, second.id]);
    expect((await (await api.list(bob)).json()).recipes).toHaveLength(1);
  });

  it("answers an empty list to a cook with no recipes", async () => {
    expect(await (await api.list(await seedCook())).json()).toEqual({ recipes: [] });
  });

  it("answers 400 without mine=1 and 401 without a session", async () => {
    const ada = await seedCook();
    const response = await api.list(ada, "");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Give mine=1 to list your own recipes." });
    expect((await api.list(null)).status).toBe(401);
  });
});

describe("GET /api/recipes/<id>", RECIPE_TEST_OPTIONS, () => {
  it("lets any signed-in cook read a recipe; 404 for an unknown one; 401 without a session", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    const response = await api.read(bob, recipe.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: recipe.id, author: { name: ada.name } });
    expect((await api.read(bob, "mmmmmmmmmmmmmmmmmmmm")).status).toBe(404);
    expect((await api.read(null, recipe.id)).status).toBe(401);
  });
});
