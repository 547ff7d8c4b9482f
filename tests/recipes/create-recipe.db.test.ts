import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GET as getMeals } from "@/app/api/meals/route";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { db } from "@/lib/platform/database";
import { mealService } from "@/lib/meals";
import { api, createdRecipe, recipeBody, uniqueWord, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";
import { BASE } from "../support/requests";

describe("POST /api/recipes", RECIPE_TEST_OPTIONS, () => {
  it("answers 201 with the stored recipe, its unguessable id and a drawn picture", async () => {
    const ada = await seedCook();
    const body = recipeBody();
    const response = await api.create(ada, body);
    expect(response.status).toBe(201);
    const recipe = await response.json();
    expect(recipe).toMatchObject({
      name: body.name,
      category: "Vegan",
      area: "Turkish",
      servings: 4,
      tags: ["Soup", "Quick"],
      videoUrl: "https://www.youtube.com/watch?v=abc123",
      sourceUrl: "https://example.com/lentil-soup",
      ingredients: body.ingredients,
      hasUploadedPicture: false,
      author: { name: ada.name },
    });
    expect(recipe.id).toMatch(/^[a-z2-7]{20}$/);
    // Steps typed one per line are stored as the paragraphs every meal has.
    expect(recipe.instructions).toBe("Rinse the lentils.\n\nSoften the onion in oil.\n\nSimmer everything for 25 minutes, then blend.");
    expect(recipe.pictureUrl).toMatch(new RegExp(`^/recipe-pictures/${recipe.id}/[\\w-]+\\.svg$`));
  });

  it("gives every recipe a different id", async () => {
    const ada = await seedCook();
    const ids = await Promise.all([1, 2, 3].map(async () => (await createdRecipe(ada)).id));
    expect(new Set(ids).size).toBe(3);
  });

  it("shows the recipe in name, letter and category results and lookups at once, in both APIs", async () => {
    const ada = await seedCook();
    const word = uniqueWord("Wq");
    const meals = mealService();
    // Asked before the write too: an answer kept from then must not be served after it.
    await Promise.all([meals.searchMealsByName(word), meals.searchMealsByFirstLetter("w"), meals.listMealsInCategory("Breakfast")]);
    const recipe = await createdRecipe(ada, { name: `${word} Porridge`, category: "Breakfast" });
    expect((await meals.searchMealsByName(word)).map((meal) => meal.id)).toEqual([recipe.id]);
    expect((await meals.searchMealsByFirstLetter("w")).map((meal) => meal.id)).toContain(recipe.id);
    expect((await meals.listMealsInCategory("breakfast")).map((meal) => meal.id)).toContain(recipe.id);
    expect(await meals.findMealById(recipe.id)).toMatchObject({ name: `${word} Porridge`, author: { name: ada.name } });

    const response = await getMeals(new Request(`${BASE}/api/meals?s=${word}`, { headers: ada.headers }), undefined);
    const { meals: found } = await response.json();
    expect(found).toEqual([
      expect.objectContaining({
        idMeal: recipe.id,
        strMeal: `${word} Porridge`,
        strCategory: "Breakfast",
        strMealThumb: `${BASE}${recipe.pictureUrl}`,
        strIngredient1: "Red lentils",
        strMeasure1: "200 g",
        strIngredient4: "",
        strYoutube: "https://www.youtube.com/watch?v=abc123",
        strSource: "https://example.com/lentil-soup",
        strTags: "Soup,Quick",
        strAuthor: ada.name,
      }),
    ]);
  });

  it("answers 401 without a session and with a forged token, and stores nothing", async () => {
    const name = `${uniqueWord()} stew`;
    expect((await api.create(null, recipeBody({ name }))).status).toBe(401);
    const forged = await api.create(null, recipeBody({ name }), { authorization: "Bearer forged" });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: "Please log in to continue." });
    expect(await db.meal.count({ where: { name } })).toBe(0);
  });

  it("answers 403 to a post from another site (CSRF)", async () => {
    const ada = await seedCook();
    const response = await api.create(ada, recipeBody(), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it.each([
    ["a one-letter name", { name: "X" }, "name", "The name must be at least 2 characters."],
    ["a 101-character name", { name: "x".repeat(101) }, "name", "The name can be at most 100 characters."],
    ["an unknown category", { category: "Snacks" }, "category", expect.stringMatching(/^Unknown category/)],
    ["no area", { area: "  " }, "area", "Please say where the dish comes from."],
    ["a 51-character area", { area: "a".repeat(51) }, "area", "The area can be at most 50 characters."],
    ["short instructions", { instructions: "Boil it." }, "instructions", "The instructions must be at least 20 characters."],
    ["huge instructions", { instructions: "Stir. ".repeat(1700) }, "instructions", "The instructions can be at most 10,000 characters."],
    ["no servings", { servings: undefined }, "servings", "Servings must be a whole number from 1 to 50."],
    ["51 servings", { servings: 51 }, "servings", "Servings must be a whole number from 1 to 50."],
    ["2.5 servings", { servings: 2.5 }, "servings", "Servings must be a whole number from 1 to 50."],
    ["no ingredients", { ingredients: [] }, "ingredients", "Add at least one ingredient."],
    [
      "21 ingredients",
      { ingredients: Array.from({ length: 21 }, (_, index) => ({ name: `Spice ${index}`, measure: "1 tsp" })) },
      "ingredients",
      "A recipe can have at most 20 ingredients.",
    ],
    ["a blank ingredient", { ingredients: [{ name: " ", measure: "1" }] }, "ingredients.0.name", "Please name the ingredient, or remove its row."],
    ["a video elsewhere", { videoUrl: "https://vimeo.com/123" }, "videoUrl", "The video must be a YouTube link."],
    ["a script link as source", { sourceUrl: "javascript:alert(1)" }, "sourceUrl", expect.stringMatching(/^The source must be a web address/)],
    ["a tag with a comma", { tags: ["a,b"] }, "tags.0", "A tag cannot contain a comma."],
    ["11 tags", { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }, "tags", "A recipe can have at most 10 tags."],
    ["a negative preparation time", { prepMinutes: -5 }, "prepMinutes", "The preparation time must be a whole number of minutes from 0 to 1,440."],
    ["a cooking time in text", { cookMinutes: "an hour" }, "cookMinutes", "The cooking time must be a whole number of minutes from 0 to 1,440."],
    ["a fractional cooking time", { cookMinutes: 12.5 }, "cookMinutes", "The cooking time must be a whole number of minutes from 0 to 1,440."],
    ["an unknown difficulty", { difficulty: "fiendish" }, "difficulty", "The difficulty must be easy, medium or hard."],
  ])("answers 400 with the field's error for %s", async (_case, change, field, message) => {
    const ada = await seedCook();
    const name = `${uniqueWord()} bake`;
    const response = await api.create(ada, { ...recipeBody({ name }), ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[field]).toEqual(message);
    expect(body.message).toEqual(expect.any(String));
    expect(await db.meal.count({ where: { authorId: { not: null }, name } })).toBe(0);
  });

  it("keeps preparation and cooking time and difficulty, adds up the total and derives the diets", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { prepMinutes: 10, cookMinutes: 25, difficulty: "easy" });
    expect(recipe).toMatchObject({ prepMinutes: 10, cookMinutes: 25, totalMinutes: 35, difficulty: "easy" });
    // Red lentils, onion and cumin: nothing rules a diet out.
    expect(recipe.diets).toEqual(["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"]);
    const withHoney = await createdRecipe(ada, { ingredients: [{ name: "Red lentils", measure: "200 g" }, { name: "Honey", measure: "1 tbsp" }] });
    expect(withHoney.diets).toEqual(["vegetarian", "gluten-free", "dairy-free", "nut-free"]);
  });

  it("leaves times and difficulty unstated when the cook gives none, and no total from one time alone", async () => {
    const ada = await seedCook();
    expect(await createdRecipe(ada)).toMatchObject({ prepMinutes: null, cookMinutes: null, totalMinutes: null, difficulty: null });
    expect(await createdRecipe(ada, { prepMinutes: 15, cookMinutes: null, difficulty: null })).toMatchObject({ prepMinutes: 15, totalMinutes: null });
  });

  // Issue 36: resting, marinating and chilling are in the total, not in either part.
  it("keeps a total time longer than preparation + cooking, and shows it on the recipe page", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { prepMinutes: 15, cookMinutes: 10, totalMinutes: 205 });
    expect(recipe).toMatchObject({ prepMinutes: 15, cookMinutes: 10, totalMinutes: 205 });
    const meal = (await mealService().findMealById(recipe.id))!;
    expect(renderToStaticMarkup(RecipeDetail({ meal, tools: null }))).toContain("3 hr 25 min");
    // A total shorter than its parts is not a total: it becomes their sum.
    expect(await createdRecipe(ada, { prepMinutes: 15, cookMinutes: 30, totalMinutes: 20 })).toMatchObject({ totalMinutes: 45 });
    expect(await createdRecipe(ada, { prepMinutes: null, cookMinutes: null, totalMinutes: 90 })).toMatchObject({ totalMinutes: 90 });
  });

  it("leaves the optional links and tags out when they are empty", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada, { videoUrl: "", sourceUrl: null, tags: undefined });
    expect(recipe).toMatchObject({ videoUrl: null, sourceUrl: null, tags: [] });
  });

  it("answers 415 to a body that is not JSON and 413 to a body over 64 KB", async () => {
    const ada = await seedCook();
    const form = await api.create(ada, "name=Soup", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const huge = await api.create(ada, { ...recipeBody(), padding: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: expect.stringMatching(/too large/) });
  });

  it("stores a script tag as text, and every page renders it as text", async () => {
    const ada = await seedCook();
    const script = '<script>alert("pwned")</script>';
    const recipe = await createdRecipe(ada, {
      name: `${uniqueWord()} ${script}`,
      area: script.slice(0, 50),
      instructions: `Step one ${script}\nStep two <img src=x onerror=alert(1)>`,
      ingredients: [{ name: script, measure: "<b>1</b>" }],
    });
    expect(recipe.name).toContain(script);
    const meal = (await mealService().findMealById(recipe.id))!;
    const html = renderToStaticMarkup(RecipeDetail({ meal, tools: null }));
    const jsonLd = renderToStaticMarkup(RecipeJsonLd({ meal, siteUrl: BASE, nonce: "n" }));
    for (const markup of [html, jsonLd]) {
      expect(markup).not.toContain("<script>alert");
      expect(markup).not.toContain("<img src=x");
    }
    expect(html).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;");
  });
});
