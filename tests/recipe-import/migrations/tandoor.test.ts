import { describe, expect, it } from "vitest";
import { tandoor } from "@/lib/recipe-import/migrations/formats/tandoor";
import { tandoorExport } from "../../support/migrations/tandoor";
import { jpeg, png, refusal, unpacked } from "../../support/migrations/upload";
import { inEnglish } from "./in-english";

const pancakes = {
  name: "Buttermilk Pancakes",
  description: "Fluffy, with a blueberry compote.",
  keywords: ["Breakfast", "Sweet"],
  working_time: 15,
  waiting_time: 10,
  servings: 4,
  servings_text: "Portions",
  source_url: "https://example.org/pancakes",
  nutrition: { calories: 320, carbohydrates: 45.5, fats: 9, proteins: 8.25, source: null },
  steps: [
    {
      name: "Pancakes",
      instruction: "Whisk the flour, sugar and baking powder.\n\nStir in the buttermilk and the eggs; fry in butter.",
      time: 20,
      ingredients: [
        { amount: 1.5, unit: { name: "cup", plural_name: "cups" }, food: { name: "flour", plural_name: null }, original_text: "1 1/2 cups flour" },
        { amount: 2, unit: { name: "tablespoon", plural_name: "tablespoons" }, food: "sugar" },
        { amount: 2, unit: null, food: { name: "egg", plural_name: "eggs" }, note: "beaten" },
        { amount: 0.5, unit: { name: "teaspoon", plural_name: "teaspoons" }, food: "baking powder" },
        { amount: 0, no_amount: true, food: "salt", note: "a pinch" },
      ],
    },
    {
      name: "Blueberry compote",
      instruction: "Simmer the berries with the sugar until they burst.",
      ingredients: [
        { amount: 250, unit: "g", food: "blueberries" },
        { is_header: true, note: "To finish" },
        { amount: 1, unit: { name: "tablespoon", plural_name: "tablespoons" }, food: "lemon juice" },
      ],
    },
    { instruction: "Serve the pancakes warm with the compote.", file: { name: "plating.pdf" } },
  ],
};

const kaesespaetzle = {
  name: "Käsespätzle",
  keywords: ["Hauptgericht", "Schwäbisch"],
  working_time: 30,
  servings: 4,
  servings_text: "Portionen",
  properties: [{ property_amount: 2.5, property_type: { name: "Preis", unit: "€" } }],
  // Listed out of order: Tandoor's `order` decides.
  steps: [
    {
      name: "Fertigstellen",
      order: 1,
      instruction: "Spätzle schichtweise mit Käse und Röstzwiebeln in eine Form geben.",
      ingredients: [
        { amount: 200, unit: "g", food: "Bergkäse", note: "gerieben" },
        { amount: 2, food: { name: "Zwiebel", plural_name: "Zwiebeln" } },
      ],
    },
    {
      order: 0,
      instruction: "Mehl, Eier und Salz zu einem zähen Teig schlagen und 10 Minuten ruhen lassen.",
      ingredients: [
        { amount: 500, unit: "g", food: "Mehl", note: "Type 405" },
        { amount: 5, food: { name: "Ei", plural_name: "Eier" } },
        { no_amount: true, food: "Salz" },
      ],
    },
  ],
};

// Tandoor 0.x: amounts as decimal strings, no plural names, no original text.
const tarteTatin = {
  name: "Tarte Tatin",
  description: "La tarte renversée des sœurs Tatin.",
  keywords: ["Dessert"],
  working_time: 20,
  waiting_time: 45,
  servings: 6,
  source_url: "https://cuisine.example.fr/tarte-tatin",
  steps: [
    {
      instruction: "Caraméliser le sucre et le beurre, ajouter les pommes, couvrir de pâte et cuire 45 min à 180 °C.",
      ingredients: [
        { amount: "6.000", food: "pommes Golden" },
        { amount: "150.000", unit: "g", food: "sucre" },
        { amount: "75.000", unit: "g", food: "beurre demi-sel" },
        { amount: "1.000", unit: "rouleau", food: "pâte feuilletée" },
        { amount: "0.333", unit: "cuillère à café", food: "cannelle" },
      ],
    },
  ],
};

describe("reading a Tandoor export", () => {
  const upload = tandoorExport([
    { zipName: "Buttermilk_Pancakes", recipe: pancakes, image: ["image.jpg", jpeg("pancakes")] },
    { zipName: "Käsespätzle", recipe: kaesespaetzle },
    { zipName: "Tarte_Tatin", recipe: tarteTatin, image: ["image.png", png("tatin")], version: "0.x" },
    { zipName: "Broken", recipe: '{"name": "Broken", "steps": [' },
  ]);

  it("is detected from its nested recipe.json files", () => {
    expect(tandoor.detect(upload)).toBe(true);
  });

  it("turns every recipe into a schema.org Recipe, steps' ingredients in one list under each step's name", () => {
    expect(inEnglish(tandoor.read(upload))).toEqual([
      {
        sourceId: "Buttermilk_Pancakes",
        recipe: {
          "@type": "Recipe",
          name: "Buttermilk Pancakes",
          description: "Fluffy, with a blueberry compote.",
          url: "https://example.org/pancakes",
          recipeYield: "4 Portions",
          prepTime: "PT15M",
          cookTime: "PT10M",
          totalTime: "PT25M",
          recipeIngredient: [
            "Pancakes:",
            "1½ cups flour",
            "2 tablespoons sugar",
            "2 eggs, beaten",
            "½ teaspoon baking powder",
            "salt, a pinch",
            "Blueberry compote:",
            "250 g blueberries",
            "To finish:",
            "1 tablespoon lemon juice",
          ],
          recipeInstructions: [
            {
              "@type": "HowToSection",
              name: "Pancakes",
              itemListElement: [
                { "@type": "HowToStep", text: "Whisk the flour, sugar and baking powder." },
                { "@type": "HowToStep", text: "Stir in the buttermilk and the eggs; fry in butter." },
              ],
            },
            {
              "@type": "HowToSection",
              name: "Blueberry compote",
              itemListElement: [{ "@type": "HowToStep", text: "Simmer the berries with the sugar until they burst." }],
            },
            { "@type": "HowToStep", text: "Serve the pancakes warm with the compote." },
          ],
          nutrition: { "@type": "NutritionInformation", calories: "320 kcal", carbohydrateContent: "45.5 g", fatContent: "9 g", proteinContent: "8.25 g" },
        },
        pictures: [jpeg("pancakes")],
        notes: null,
        rating: null,
        tags: ["Breakfast", "Sweet"],
        notCarried: ["Time of step 1 “Pancakes” (20 min)", "File attached to step 3 (plating.pdf)"],
      },
      {
        sourceId: "Käsespätzle",
        recipe: {
          "@type": "Recipe",
          name: "Käsespätzle",
          recipeYield: "4 Portionen",
          prepTime: "PT30M",
          totalTime: "PT30M",
          recipeIngredient: ["500 g Mehl, Type 405", "5 Eier", "Salz", "Fertigstellen:", "200 g Bergkäse, gerieben", "2 Zwiebeln"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Mehl, Eier und Salz zu einem zähen Teig schlagen und 10 Minuten ruhen lassen." },
            {
              "@type": "HowToSection",
              name: "Fertigstellen",
              itemListElement: [{ "@type": "HowToStep", text: "Spätzle schichtweise mit Käse und Röstzwiebeln in eine Form geben." }],
            },
          ],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: ["Hauptgericht", "Schwäbisch"],
        notCarried: ["Preis (2.5 €)"],
      },
      {
        sourceId: "Tarte_Tatin",
        recipe: {
          "@type": "Recipe",
          name: "Tarte Tatin",
          description: "La tarte renversée des sœurs Tatin.",
          url: "https://cuisine.example.fr/tarte-tatin",
          recipeYield: "6",
          prepTime: "PT20M",
          cookTime: "PT45M",
          totalTime: "PT1H5M",
          recipeIngredient: ["6 pommes Golden", "150 g sucre", "75 g beurre demi-sel", "1 rouleau pâte feuilletée", "⅓ cuillère à café cannelle"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Caraméliser le sucre et le beurre, ajouter les pommes, couvrir de pâte et cuire 45 min à 180 °C." },
          ],
        },
        pictures: [png("tatin")],
        notes: null,
        rating: null,
        tags: ["Dessert"],
        notCarried: [],
      },
      { name: "Broken", reason: "Its recipe.json cannot be read." },
    ]);
  });

  it("reads a single recipe's zip, uploaded on its own", () => {
    const single = tandoorExport([{ zipName: "x", recipe: tarteTatin, image: ["image.png", png("tatin")], version: "0.x" }]);
    const alone = unpacked("Tarte_Tatin.zip", single.entries.map((entry) => [entry.path.replace(/^x\.zip\//, ""), entry.bytes]));
    expect(tandoor.detect(alone)).toBe(true);
    const [recipe] = [...tandoor.read(alone)];
    expect(recipe).toMatchObject({ sourceId: "Tarte_Tatin", pictures: [png("tatin")], recipe: { name: "Tarte Tatin" } });
  });

  it("says in the cook's words when the file holds no Tandoor recipe", () => {
    const empty = unpacked("export.zip", [["notes.txt", "hello"]]);
    expect(tandoor.detect(empty)).toBe(false);
    expect(refusal(() => tandoor.read(empty))).toBe("This is not a Tandoor export: it holds no recipe.json.");
  });
});

describe("a hand-edited Tandoor file", () => {
  it("reads what it can of values of the wrong kind instead of failing", () => {
    const odd = JSON.stringify({
      name: "Odd soup",
      keywords: [null, 3, { name: "Soup" }],
      steps: [null, 5, { instruction: 7, ingredients: [null, { food: 5, unit: null, amount: "lots" }, { food: { name: "leek" }, amount: "2" }] }],
      working_time: "ten",
      servings: null,
      nutrition: "none",
      properties: [null, { property_type: null }],
    });
    expect(inEnglish(tandoor.read(unpacked("export.zip", [["Odd.zip/recipe.json", odd]])))).toEqual([
      {
        sourceId: "Odd",
        recipe: { "@type": "Recipe", name: "Odd soup", recipeIngredient: ["2 leek"] },
        pictures: [],
        notes: null,
        rating: null,
        tags: ["Soup"],
        notCarried: [],
      },
    ]);
  });
});
