import { describe, expect, it } from "vitest";
import { createCatalogChef } from "@/lib/chef/catalog-chef";
import { bestCatalogMatch, indexMeals } from "@/lib/chef/catalog-match";
import { loadCatalog, type Meal } from "@/lib/meals";
import { catalogMealToMeal } from "@/lib/meals/catalog/load-catalog";
import { MEAT_CATEGORIES } from "@/config/meals";
import { testMeal } from "../support/meals";

const meal = (id: string, name: string, ingredients: string[], category = "Vegetarian") =>
  testMeal(id, name, { category, ingredients });

/** The chef's whole answer, as the route would stream it. */
async function answer(chef: ReturnType<typeof createCatalogChef>, ingredients: string[]): Promise<string> {
  let text = "";
  for await (const piece of chef.writeRecipe(ingredients, { signal: new AbortController().signal })) text += piece;
  return text;
}

const chefOver = (meals: Meal[]) => createCatalogChef(async () => indexMeals(meals));
// The committed catalog itself, not the test database: other test files write meals there at the
// same time (meat recipes with random names among them), and this file must see only its own.
const catalog = loadCatalog().map(catalogMealToMeal);
const catalogChef = createCatalogChef(async () => indexMeals(catalog));
const recipeIdIn = (markdown: string) => /\]\(\/recipeDetail\/(\d+)\)/.exec(markdown)?.[1];

describe("the catalog chef's choice", () => {
  it("uses the most of the cook's ingredients first, then needs the fewest extra ones", () => {
    const meals = indexMeals([
      meal("1", "Big Stew", ["Potatoes", "Onion", "Carrots", "Leeks", "Celery", "Thyme", "Parsnips", "Barley"]),
      meal("2", "Two-Thing Mash", ["Potatoes", "Butter"]),
      meal("3", "Root Roast", ["Potatoes", "Onion", "Carrots", "Rosemary", "Olive oil"]),
    ]);
    const match = bestCatalogMatch(["potato", "onion", "carrot", "lemon"], meals);
    expect(match?.meal.name).toBe("Root Roast");
    expect(match?.used).toEqual(["potato", "onion", "carrot"]);
    expect(match?.unused).toEqual(["lemon"]);
    expect(match?.missing.map((ingredient) => ingredient.name)).toEqual(["Rosemary", "Olive oil"]);
  });

  it.each([
    ["tomatoes", "Tomato"],
    ["TOMATO", "Chopped tomatoes"],
    ["potato", "Potatoes"],
    ["egg", "Eggs"],
    ["berry", "Mixed berries"],
    ["bay leaf", "Bay leaves"],
    ["chillies", "Red chilli"],
    ["creme fraiche", "Crème fraîche"],
    ["red onions", "Onion"],
    ["fresh basil", "Basil"],
  ])("finds %j in a recipe that lists %j (plurals, case, accents, descriptions)", (cook, recipe) => {
    const meals = indexMeals([meal("1", "Other", ["Flour", "Sugar"]), meal("2", "Wanted", [recipe, "Flour"])]);
    expect(bestCatalogMatch([cook], meals)?.meal.name).toBe("Wanted");
  });

  it("does not count salt, pepper and water as extra ingredients", () => {
    const meals = indexMeals([
      meal("1", "A Basil Tomato Salad", ["Tomatoes", "Basil"]),
      meal("2", "B Seasoned Tomatoes", ["Tomatoes", "Salt", "Black pepper", "Water"]),
    ]);
    const match = bestCatalogMatch(["tomato"], meals)!;
    expect(match.meal.name).toBe("B Seasoned Tomatoes");
    expect(match.extras).toBe(0);
    expect(match.missing.map((ingredient) => ingredient.name)).toEqual(["Salt", "Black pepper", "Water"]);
  });

  it("leaves meat categories out, however well they match", () => {
    const meals = indexMeals([
      meal("1", "Beef Stew", ["Beef", "Potatoes", "Onion", "Carrots"], "Beef"),
      meal("2", "Pork Pie", ["Pork", "Potatoes", "Onion", "Carrots"], "Pork"),
      meal("3", "Chicken Soup", ["Chicken", "Potatoes", "Onion", "Carrots"], "Chicken"),
      meal("4", "Carrot Soup", ["Carrots", "Stock"], "Vegan"),
    ]);
    expect(bestCatalogMatch(["beef", "potato", "onion", "carrot"], meals)?.meal.name).toBe("Carrot Soup");
  });

  it("is the same for the same list, whatever the catalog's order", () => {
    const meals = [
      meal("7", "Pea Soup", ["Peas", "Mint"]),
      meal("5", "Minted Peas", ["Peas", "Mint"]),
      meal("6", "Pea Salad", ["Peas", "Mint"]),
    ];
    const choice = bestCatalogMatch(["peas", "mint"], indexMeals(meals))?.meal.id;
    expect(choice).toBe("5");
    expect(bestCatalogMatch(["peas", "mint"], indexMeals([...meals].reverse()))?.meal.id).toBe(choice);
  });
});

describe("the catalog chef's answer", () => {
  it("says honestly where it comes from, then the dish, what the cook has and needs, ingredients, steps and a link", async () => {
    const text = await answer(chefOver([meal("10077", "Root Roast", ["Potatoes", "Onion", "Carrots", "Rosemary"])]), [
      "potatoes",
      "onion",
      "carrot",
      "lemon",
    ]);
    expect(text).toMatch(/^_This is a suggestion from the Res-pe meal catalog, not from an AI model/);
    expect(text).toContain("## Root Roast");
    expect(text).toContain("Vegetarian · British · serves 2");
    expect(text).toContain("- **From your list:** potatoes, onion, carrot");
    expect(text).toContain("- **You will also need:** 1 Rosemary");
    expect(text).toContain("- **Not used this time:** lemon");
    expect(text).toContain("### Ingredients\n\n- 1 Potatoes\n- 1 Onion\n- 1 Carrots\n- 1 Rosemary");
    expect(text).toContain("### Steps\n\n1. Prepare everything.\n2. Cook it.");
    expect(text).toContain("[Open Root Roast on its recipe page](/recipeDetail/10077)");
  });

  it("says when nothing matches well and offers the closest meal", async () => {
    const chef = chefOver([meal("1", "Lemon Tart", ["Lemons", "Flour", "Butter"]), meal("2", "Soup", ["Leeks", "Stock"])]);
    const partial = await answer(chef, ["saffron", "lemon", "quince", "sorrel"]);
    expect(partial).toContain("**No meal in the catalog makes good use of saffron, lemon, quince, sorrel. The closest one uses only lemon:**");
    expect(partial).toContain("## Lemon Tart");

    const none = await answer(chef, ["unobtainium", "moon dust", "starlight", "comet tail"]);
    expect(none).toContain("**None of the catalog's meals uses unobtainium, moon dust, starlight, comet tail.");
    expect(none).toContain("- **From your list:** none of your ingredients");
    expect(recipeIdIn(none)).toBe("2"); // the shorter recipe
  });

  it("shows the cook's text as text: markdown in an ingredient never becomes a link", async () => {
    const text = await answer(chefOver([meal("1", "Soup", ["Leeks"])]), ["[x](javascript:alert(1))", "<b>leek</b>"]);
    expect(text).not.toContain("[x](");
    expect(text).toContain("\\[x\\]\\(javascript:alert\\(1\\)\\)");
    expect(text).toContain("\\<b\\>leek\\</b\\>");
  });

  it("says so when the catalog is empty", async () => {
    expect(await answer(chefOver([]), ["potato"])).toContain("The Res-pe meal catalog is empty");
  });

  it("never suggests a meat meal from the real catalog, even given exactly its ingredients", async () => {
    const meatMeals = catalog.filter((candidate) => MEAT_CATEGORIES.includes(candidate.category));
    expect(meatMeals.length).toBeGreaterThan(0);
    const categoryOf = new Map(catalog.map((candidate) => [candidate.id, candidate.category]));
    for (const meatMeal of meatMeals) {
      const text = await answer(catalogChef, meatMeal.ingredients.slice(0, 30).map((ingredient) => ingredient.name));
      const chosen = recipeIdIn(text);
      expect(chosen, meatMeal.name).toBeDefined();
      expect(MEAT_CATEGORIES).not.toContain(categoryOf.get(chosen!));
    }
  });

  it("answers the same list with the same text every time, from the real catalog", async () => {
    const list = ["Tomatoes", "garlic", "ONIONS", "eggs"];
    const first = await answer(catalogChef, list);
    expect(await answer(catalogChef, list)).toBe(first);
    expect(recipeIdIn(await answer(catalogChef, [...list].reverse()))).toBe(recipeIdIn(first));
    expect(first).toContain("- **From your list:** Tomatoes, garlic, ONIONS, eggs");
  });
});
