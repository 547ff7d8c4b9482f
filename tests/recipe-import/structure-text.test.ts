import { describe, expect, it } from "vitest";
import { splitRecipes, structureRecipeText } from "@/lib/recipe-import/from-text/structure";

const lines = (text: string) => text.split("\n").map((line) => ({ text: line }));

describe("reading a recipe from plain text", () => {
  it("reads an English card: title, yield, times, ingredients, numbered steps wrapped over lines, notes", () => {
    const recipe = structureRecipeText(
      lines(`Lemon Drizzle Cake
Serves 8
Prep time: 15 minutes   Cook time: 45 mins
Ingredients
• 225 g unsalted butter, softened
• 225 g caster sugar
• 4 eggs
• 275 g self-raising flour
• 1 lemon, zested, and
juiced
Method
1. Heat the oven to 180C. Line a
loaf tin with paper.
2. Beat the butter and sugar until pale.
3. Fold in the flour; bake for 45 minutes.
Notes
Keeps for 3 days in a tin.`),
    );
    expect(recipe).toMatchObject({
      name: "Lemon Drizzle Cake",
      servings: 8,
      prepMinutes: 15,
      cookMinutes: 45,
      ingredients: ["225 g unsalted butter, softened", "225 g caster sugar", "4 eggs", "275 g self-raising flour", "1 lemon, zested, and juiced"],
      steps: ["Heat the oven to 180C. Line a loaf tin with paper.", "Beat the butter and sugar until pale.", "Fold in the flour; bake for 45 minutes."],
      notes: ["Keeps for 3 days in a tin."],
    });
  });

  it("reads the headings of German, French and Spanish recipes", () => {
    const german = structureRecipeText(lines("Apfelkuchen\nFür 12 Stücke\nZubereitungszeit: 1 Std. 10 Min.\nZutaten:\n200 g Mehl\n3 Eier\nZubereitung\nDen Ofen vorheizen.\nAlles verrühren und backen."));
    expect(german).toMatchObject({ name: "Apfelkuchen", servings: 12, totalMinutes: 70, ingredients: ["200 g Mehl", "3 Eier"], steps: ["Den Ofen vorheizen.", "Alles verrühren und backen."] });
    const french = structureRecipeText(lines("Quiche lorraine\nPour 6 personnes\nIngrédients :\n200 g de lardons\n3 œufs\nPréparation :\nPréchauffer le four.\nCuire 30 minutes."));
    expect(french).toMatchObject({ name: "Quiche lorraine", servings: 6, ingredients: ["200 g de lardons", "3 œufs"], steps: ["Préchauffer le four.", "Cuire 30 minutes."] });
    const spanish = structureRecipeText(lines("Tortilla de patatas\nPara 4 personas\nINGREDIENTES\n4 patatas\n6 huevos\nPREPARACIÓN\nPelar las patatas.\nFreír y cuajar."));
    expect(spanish).toMatchObject({ name: "Tortilla de patatas", servings: 4, ingredients: ["4 patatas", "6 huevos"], steps: ["Pelar las patatas.", "Freír y cuajar."] });
  });

  it("finds the ingredient list and the steps of a text without headings", () => {
    const recipe = structureRecipeText(
      lines("Quick tomato soup\n1 tbsp olive oil\n1 onion, chopped\n2 x 400 g tins chopped tomatoes\n500 ml vegetable stock\nSoften the onion in the oil for five minutes.\nAdd the tomatoes and stock and simmer for 20 minutes, then blend."),
    );
    expect(recipe.name).toBe("Quick tomato soup");
    expect(recipe.ingredients).toEqual(["1 tbsp olive oil", "1 onion, chopped", "2 x 400 g tins chopped tomatoes", "500 ml vegetable stock"]);
    expect(recipe.steps).toEqual(["Soften the onion in the oil for five minutes.", "Add the tomatoes and stock and simmer for 20 minutes, then blend."]);
  });

  it("marks lines the recogniser was unsure of", () => {
    const recipe = structureRecipeText([
      { text: "Pancakes", confidence: 96 },
      { text: "Ingredients", confidence: 95 },
      { text: "100 g plain flour", confidence: 93 },
      { text: "2 eqgs", confidence: 41 },
      { text: "Method", confidence: 95 },
      { text: "Whisk everything together.", confidence: 90 },
    ]);
    expect(recipe.ingredients).toEqual(["100 g plain flour", "2 eqgs"]);
    expect(recipe.doubtful).toEqual(["2 eqgs"]);
  });

  it("splits a text with two recipes before the second one's title", () => {
    const text = lines("Pancakes\nServes 4\nIngredients\n100 g flour\n2 eggs\nMethod\nWhisk and fry.\nFlapjacks\nMakes 12\nIngredients\n250 g oats\n125 g butter\nMethod\nMelt, stir and bake.");
    const parts = splitRecipes(text).map((part) => structureRecipeText(part));
    expect(parts.map((part) => [part.name, part.servings, part.ingredients, part.steps])).toEqual([
      ["Pancakes", 4, ["100 g flour", "2 eggs"], ["Whisk and fry."]],
      ["Flapjacks", 12, ["250 g oats", "125 g butter"], ["Melt, stir and bake."]],
    ]);
  });
});

describe("reading a photo's recognised lines", () => {
  it("drops the paper's edge read as letters, and takes the title from a line read with confidence", () => {
    const recipe = structureRecipeText([
      { text: "Er Ga Eras pis tet es A", confidence: 18 },
      { text: "Wobbly Jelly Ra", confidence: 62 },
      { text: "Quick Tomato Soup", confidence: 96 },
      { text: "Ingredients", confidence: 96 },
      { text: "1 tbsp olive oil", confidence: 94 },
      { text: "500 ml vegetable stock", confidence: 96 },
      { text: "Method", confidence: 95 },
      { text: "1. Soften the onion in the oil.", confidence: 96 },
      { text: "2. Simmer for 20 minutes.", confidence: 96 },
      { text: "EE ———", confidence: 0 },
    ]);
    expect(recipe.name).toBe("Quick Tomato Soup");
    expect(recipe.steps).toEqual(["Soften the onion in the oil.", "Simmer for 20 minutes."]);
  });

  it("drops a photo's edge read as a short word with little confidence, and keeps an unsure word", () => {
    // What tesseract read along the grey edge of a scanned card turned by 1°, under its last step.
    const recipe = structureRecipeText([
      { text: "EE", confidence: 4 },
      { text: "Lemon Drizzle Cake", confidence: 96 },
      { text: "Ingredients", confidence: 95 },
      { text: "4 eggs", confidence: 95 },
      { text: "2 eqgs", confidence: 41 },
      { text: "Method", confidence: 96 },
      { text: "1. Heat the oven to 180C.", confidence: 95 },
      { text: "2. Fold in the flour and bake for 45 minutes.", confidence: 96 },
      { text: "ERR", confidence: 30 },
      { text: "TT EE", confidence: 34 },
    ]);
    expect(recipe.ingredients).toEqual(["4 eggs", "2 eqgs"]);
    expect(recipe.steps).toEqual(["Heat the oven to 180C.", "Fold in the flour and bake for 45 minutes."]);
  });
});
