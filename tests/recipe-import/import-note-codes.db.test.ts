import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/recipes/import/route";
import { importRecipe } from "@/lib/recipe-import";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { startFakeRecipeSite, type FakeRecipeSite } from "@/tooling/fake-recipe-site";
import { seedCook } from "../support/accounts";
import { BASE, jsonPost } from "../support/requests";

/**
 * Issue 35: the import's "please check" notes come with a stable code and the values they name,
 * one for one, so a German, French or Spanish page can word them; `notes` stay the English
 * sentences API clients have always read.
 */
let site: FakeRecipeSite;
beforeAll(async () => {
  site = await startFakeRecipeSite();
});
afterAll(() => site.close());

const page = (recipes: object[]) => `<html><body><script type="application/ld+json">${JSON.stringify(recipes)}</script></body></html>`;

describe("the import's notes as codes and values", () => {
  it("sends each note's code and values beside the English sentence", async () => {
    const imported = await importRecipe({
      html: page([
        {
          "@type": "Recipe",
          name: "Grandma's Stew",
          recipeCategory: "Weeknight",
          recipeCuisine: "Atlantean",
          recipeIngredient: ["2 onions", "500 g beef"],
          recipeInstructions: "Brown the beef. Add the onions and simmer for two hours.",
          totalTime: "PT150M",
        },
        { "@type": "Recipe", name: "Dumplings", recipeIngredient: ["200 g flour"], recipeInstructions: "Mix and drop into the stew." },
      ]),
    });
    expect(imported.notes).toEqual([
      "The page holds 2 recipes: this is the first, “Grandma's Stew”.",
      "The page does not say how many it serves: 4 is a guess.",
      "The page gives only a total time (150 minutes): add the preparation and cooking times if you know them.",
      "Choose a category: the page says “Weeknight”.",
      "Say where the dish comes from: the page says “Atlantean”.",
    ]);
    expect(imported.noteCodes).toEqual([
      { code: "severalRecipesFirst", values: { count: 2, name: "Grandma's Stew" } },
      { code: "noServings", values: { guess: 4 } },
      { code: "onlyTotalTime", values: { minutes: 150 } },
      { code: "chooseCategorySaid", values: { said: "Weeknight" } },
      { code: "sayWhereSaid", values: { said: "Atlantean" } },
    ]);
  });

  it("codes what was cut to fit, one code per note (25 ingredients, 13 keywords)", async () => {
    const imported = await importRecipe({ url: `${site.origin}/array-many-ingredients` }, { allowLoopback: true });
    expect(imported.noteCodes?.map((note) => note.code)).toEqual([
      "tooManyIngredients",
      "noServings",
      "onlyTotalTime",
      "chooseCategorySaid",
      "sayWhereSaid",
      "longKeywords",
      "tooManyTags",
    ]);
    expect(imported.noteCodes?.[0]?.values).toMatchObject({ max: 20, count: 5 });
    expect(imported.noteCodes).toHaveLength(imported.notes.length);
  });

  it("codes the notes of a page read as text", async () => {
    const imported = await importRecipe({
      html: "<html><body><main><h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul><h2>Method</h2><ol><li>Toast the bread until golden.</li><li>Spread with butter while warm.</li></ol></main></body></html>",
    });
    expect(imported.foundIn).toBe("page-text");
    expect(imported.noteCodes?.[0]).toEqual({ code: "readPageText", values: {} });
    expect(imported.notes[0]).toBe("The page has no recipe data, so Res-pe read its text: please check every line against it.");
  });

  it("answers them through the API as part of the documented answer", async () => {
    const ada = await seedCook();
    const recipe = { "@type": "Recipe", name: "Soup", recipeCategory: "Main Course", recipeCuisine: "Italian", recipeYield: "4", recipeIngredient: ["1 onion"], recipeInstructions: "Simmer the onion in stock." };
    const response = await importRoute(jsonPost(`${BASE}/api/recipes/import`, { html: page([recipe]) }, { headers: ada.headers }), undefined);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ImportedRecipe;
    expect(answer.notes).toEqual(["Choose a category: the page says “Main Course”."]);
    expect(answer.noteCodes).toEqual([{ code: "chooseCategorySaid", values: { said: "Main Course" } }]);
  });
});
