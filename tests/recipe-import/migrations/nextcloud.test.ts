import { describe, expect, it } from "vitest";
import { nextcloud } from "@/lib/recipe-import/migrations/formats/nextcloud";
import { nextcloudExport } from "../../support/migrations/nextcloud";
import { jpeg, refusal, unpacked } from "../../support/migrations/upload";
import { inEnglish } from "./in-english";

const upload = nextcloudExport([
  {
    folder: "Lemon Drizzle Cake",
    photo: jpeg("lemon"),
    recipe: {
      id: "101",
      name: "Lemon Drizzle Cake",
      description: "A moist loaf with a crunchy lemon glaze.",
      url: "https://bakes.example.com/lemon-drizzle",
      prepTime: "PT0H15M0S",
      cookTime: "PT0H45M0S",
      totalTime: "PT1H0M0S",
      recipeCategory: "Cake",
      keywords: "baking,lemon, cake",
      recipeYield: 8,
      tool: ["loaf tin", "skewer"],
      recipeIngredient: ["1 1/2 cups self-raising flour", "½ tsp salt", "225 g butter, softened", "", "For the icing:", "85 g caster sugar", "juice of 1½ lemons"],
      recipeInstructions: ["Heat the oven to 180 °C.", "Beat the butter and sugar, then fold in the flour.", "Bake 45 minutes; pour over the icing while warm."],
      nutrition: { "@type": "NutritionInformation", calories: "350 kcal", sugarContent: "30 g", servingSize: "1 slice", fatContent: "" },
    },
  },
  {
    // Older Cookbook versions kept the steps as one text and the id as a number.
    folder: "Rinderrouladen",
    recipe: {
      id: 102,
      name: "Rinderrouladen",
      prepTime: "PT0H40M0S",
      cookTime: "PT1H30M0S",
      recipeCategory: "Hauptgericht",
      recipeYield: 4,
      recipeIngredient: ["4 Rinderrouladen", "4 TL Senf", "½ Glas Gewürzgurken", "100 g Speck, gewürfelt"],
      recipeInstructions: "Rouladen mit Senf bestreichen, mit Speck und Gurken belegen und aufrollen.\nRundum anbraten.\nIn Brühe 1½ Stunden schmoren.",
    },
  },
  {
    folder: "Ratatouille",
    recipe: {
      id: "103",
      name: "Ratatouille",
      description: "Le plat provençal de l'été.",
      image: "https://cuisine.example.fr/ratatouille.jpg",
      prepTime: "PT0H20M0S",
      cookTime: "",
      totalTime: "PT1H20M0S",
      keywords: "légumes,été",
      recipeYield: undefined,
      recipeIngredient: ["2 courgettes", "1 aubergine", "3 tomates bien mûres", "1 c. à soupe d'herbes de Provence"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Couper les légumes en dés." },
        { "@type": "HowToStep", text: "Faire mijoter une heure à feu doux." },
      ],
    },
  },
  { folder: "Kaputt", recipe: '{"name": "Kaputt", ' },
]);

describe("reading a Nextcloud Cookbook export", () => {
  it("is detected from its folders of recipe.json", () => {
    expect(nextcloud.detect(upload)).toBe(true);
  });

  it("turns every folder into a schema.org Recipe with its full-size photo", () => {
    expect(inEnglish(nextcloud.read(upload))).toEqual([
      {
        sourceId: "101",
        recipe: {
          "@type": "Recipe",
          name: "Lemon Drizzle Cake",
          description: "A moist loaf with a crunchy lemon glaze.",
          url: "https://bakes.example.com/lemon-drizzle",
          prepTime: "PT15M",
          cookTime: "PT45M",
          totalTime: "PT1H",
          recipeCategory: "Cake",
          recipeYield: "8",
          recipeIngredient: ["1 1/2 cups self-raising flour", "½ tsp salt", "225 g butter, softened", "For the icing:", "85 g caster sugar", "juice of 1½ lemons"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Heat the oven to 180 °C." },
            { "@type": "HowToStep", text: "Beat the butter and sugar, then fold in the flour." },
            { "@type": "HowToStep", text: "Bake 45 minutes; pour over the icing while warm." },
          ],
          nutrition: { "@type": "NutritionInformation", calories: "350 kcal", sugarContent: "30 g", servingSize: "1 slice" },
        },
        pictures: [jpeg("lemon")],
        notes: null,
        rating: null,
        tags: ["Cake", "baking", "lemon"],
        notCarried: ["Tools (loaf tin, skewer)"],
      },
      {
        sourceId: "102",
        recipe: {
          "@type": "Recipe",
          name: "Rinderrouladen",
          prepTime: "PT40M",
          cookTime: "PT1H30M",
          recipeCategory: "Hauptgericht",
          recipeYield: "4",
          recipeIngredient: ["4 Rinderrouladen", "4 TL Senf", "½ Glas Gewürzgurken", "100 g Speck, gewürfelt"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Rouladen mit Senf bestreichen, mit Speck und Gurken belegen und aufrollen." },
            { "@type": "HowToStep", text: "Rundum anbraten." },
            { "@type": "HowToStep", text: "In Brühe 1½ Stunden schmoren." },
          ],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: ["Hauptgericht"],
        notCarried: [],
      },
      {
        sourceId: "103",
        recipe: {
          "@type": "Recipe",
          name: "Ratatouille",
          description: "Le plat provençal de l'été.",
          prepTime: "PT20M",
          totalTime: "PT1H20M",
          recipeIngredient: ["2 courgettes", "1 aubergine", "3 tomates bien mûres", "1 c. à soupe d'herbes de Provence"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Couper les légumes en dés." },
            { "@type": "HowToStep", text: "Faire mijoter une heure à feu doux." },
          ],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: ["légumes", "été"],
        notCarried: ["Photo (only its web address is in the export: https://cuisine.example.fr/ratatouille.jpg)"],
      },
      { name: "Kaputt", reason: "Its recipe.json cannot be read." },
    ]);
  });

  it("says in the cook's words when the file holds no Nextcloud recipe", () => {
    const other = unpacked("Recipes.zip", [["Recipes/readme.md", "# My recipes"]]);
    expect(nextcloud.detect(other)).toBe(false);
    expect(refusal(() => nextcloud.read(other))).toBe("This is not a Nextcloud Cookbook export: it holds no recipe folder with a recipe.json.");
  });
});

describe("a hand-edited Nextcloud recipe.json", () => {
  it("reads what it can of values of the wrong kind instead of failing", () => {
    const odd = JSON.stringify({
      name: "Odd soup",
      id: null,
      keywords: 5,
      tool: "pan",
      recipeYield: "2 bowls",
      recipeIngredient: "1 leek\n\n2 potatoes",
      recipeInstructions: [null, 3, { text: 5 }, { "@type": "HowToStep", text: "Simmer." }],
      nutrition: "none",
      prepTime: "soon",
    });
    expect(inEnglish(nextcloud.read(unpacked("Recipes.zip", [["Recipes/Odd soup/recipe.json", odd]])))).toEqual([
      {
        sourceId: "Odd soup",
        recipe: {
          "@type": "Recipe",
          name: "Odd soup",
          recipeYield: "2 bowls",
          recipeIngredient: ["1 leek", "2 potatoes"],
          recipeInstructions: [{ "@type": "HowToStep", text: "Simmer." }],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: [],
        notCarried: ["Tools (pan)"],
      },
    ]);
  });
});
