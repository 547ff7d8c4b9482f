import { describe, expect, it } from "vitest";
import { myRecipeBox } from "@/lib/recipe-import/migrations/formats/myrecipebox";
import { MY_RECIPE_BOX_COLUMNS, myRecipeBoxExport } from "../../support/migrations/myrecipebox";
import { refusal, unpacked } from "../../support/migrations/upload";
import { inEnglish } from "./in-english";

const upload = myRecipeBoxExport(
  [
    {
      title: "Air Fryer Potatoes",
      description: "Crispy, herby and quick.",
      preparationTime: "10",
      cookingTime: "15",
      totalTime: "25",
      quantity: "4",
      ingredients: "POTATOES:\n2 large russet potatoes\n1 1/2 Tablespoons Oil\n\nSEASONING:\n½ Teaspoon Garlic powder\n1 Teaspoon Salt",
      instructions: '1. Soak the potatoes 15 mins.\n\n2. Toss with the oil and "seasoning".\n\n3. Air fry at 200°C for 20 mins.',
      notes: "Do a second batch for more.",
      nutrition: "calories : 150 kcal\ncarbohydrate : 25 g\nprotein : 3 g\nsaturatedFat : 1 g\ncholesterol : 0 mg\nservingSize : 1 serving\nglycemicIndex : low",
      favorite: "true",
      rating: "4",
      categories: "Sides;Snacks",
      tags: "Air fryer",
      video: "https://www.youtube.com/watch?v=abc123",
      source: "https://www.airfryeryum.com/potatoes/",
      originalPicture: "https://www.airfryeryum.com/potatoes.jpg",
    },
    {
      title: "Apfelstrudel",
      preparationTime: "45",
      cookingTime: "40",
      inactiveTime: "30",
      totalTime: "115",
      quantity: "8 Stücke",
      ingredients: "1 Packung Strudelteig\n1 kg Äpfel, säuerlich\n80 g Zucker\n½ TL Zimt",
      instructions: "Äpfel schälen und in feine Scheiben schneiden.\nMit Zucker und Zimt mischen.\nIn den Teig einrollen und backen.",
      favorite: "false",
      categories: "Dessert",
      tags: "Österreich;Backen",
    },
    {
      title: "Quiche lorraine",
      ingredients: "200 g de lardons\n3 œufs\n20 cl de crème fraîche\n1 pâte brisée",
      instructions: "Préchauffer le four à 180 °C.\r\nBattre les œufs avec la crème.\r\nCuire 35 min.",
      notes: "Meilleure le lendemain.",
      rating: "3",
    },
    { title: "", ingredients: "1 egg" },
  ],
  "\r\n",
);

describe("reading a My Recipe Box export", () => {
  it("is detected from its header row", () => {
    expect(myRecipeBox.detect(upload)).toBe(true);
  });

  it("turns every row into a schema.org Recipe with its notes, rating and tags", () => {
    expect(inEnglish(myRecipeBox.read(upload))).toEqual([
      {
        sourceId: "Air Fryer Potatoes|https://www.airfryeryum.com/potatoes/",
        recipe: {
          "@type": "Recipe",
          name: "Air Fryer Potatoes",
          description: "Crispy, herby and quick.",
          url: "https://www.airfryeryum.com/potatoes/",
          video: "https://www.youtube.com/watch?v=abc123",
          prepTime: "PT10M",
          cookTime: "PT15M",
          totalTime: "PT25M",
          recipeYield: "4",
          recipeCategory: ["Sides", "Snacks"],
          recipeIngredient: ["POTATOES:", "2 large russet potatoes", "1 1/2 Tablespoons Oil", "SEASONING:", "½ Teaspoon Garlic powder", "1 Teaspoon Salt"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Soak the potatoes 15 mins." },
            { "@type": "HowToStep", text: 'Toss with the oil and "seasoning".' },
            { "@type": "HowToStep", text: "Air fry at 200°C for 20 mins." },
          ],
          nutrition: {
            "@type": "NutritionInformation",
            calories: "150 kcal",
            carbohydrateContent: "25 g",
            proteinContent: "3 g",
            saturatedFatContent: "1 g",
            cholesterolContent: "0 mg",
            servingSize: "1 serving",
          },
        },
        pictures: [],
        notes: "Do a second batch for more.",
        rating: 4,
        tags: ["Sides", "Snacks", "Air fryer", "Favorite"],
        notCarried: ["Nutrition: glycemicIndex (low)", "Photo (only its web address is in the export: https://www.airfryeryum.com/potatoes.jpg)"],
      },
      {
        sourceId: "Apfelstrudel",
        recipe: {
          "@type": "Recipe",
          name: "Apfelstrudel",
          prepTime: "PT45M",
          cookTime: "PT40M",
          totalTime: "PT1H55M",
          recipeYield: "8 Stücke",
          recipeCategory: ["Dessert"],
          recipeIngredient: ["1 Packung Strudelteig", "1 kg Äpfel, säuerlich", "80 g Zucker", "½ TL Zimt"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Äpfel schälen und in feine Scheiben schneiden." },
            { "@type": "HowToStep", text: "Mit Zucker und Zimt mischen." },
            { "@type": "HowToStep", text: "In den Teig einrollen und backen." },
          ],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: ["Dessert", "Österreich", "Backen"],
        notCarried: ["Inactive time (30 min)"],
      },
      {
        sourceId: "Quiche lorraine",
        recipe: {
          "@type": "Recipe",
          name: "Quiche lorraine",
          recipeIngredient: ["200 g de lardons", "3 œufs", "20 cl de crème fraîche", "1 pâte brisée"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Préchauffer le four à 180 °C." },
            { "@type": "HowToStep", text: "Battre les œufs avec la crème." },
            { "@type": "HowToStep", text: "Cuire 35 min." },
          ],
        },
        pictures: [],
        notes: "Meilleure le lendemain.",
        rating: 3,
        tags: [],
        notCarried: [],
      },
      { name: "Row 5", nameCode: { code: "rowNumber", values: { number: 5 } }, reason: "It has no title." },
    ]);
  });

  const failure = (csv: string) => refusal(() => myRecipeBox.read(unpacked("recipes.csv", [["recipes.csv", csv]])));
  const header = `${MY_RECIPE_BOX_COLUMNS.join(",")},`;

  it("says in the cook's words when a quoted cell never ends", () => {
    expect(failure(`${header}\nSoup,,10,,,,,"1 onion\n2 carrots,Cook.\n`)).toBe("This CSV file cannot be read: the quoted cell that starts on line 2 never ends.");
  });

  it("stops at 10,000 recipes instead of reading without end", () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => `Soup ${index},,,,,,,1 onion,Cook.`);
    expect(failure([header, ...rows].join("\n"))).toBe("This file has more than 10,000 recipes: export them in smaller parts.");
  });

  it("says so when the file is not a My Recipe Box export", () => {
    const other = unpacked("recipes.csv", [["recipes.csv", "name,price\nbread,2\n"]]);
    expect(myRecipeBox.detect(other)).toBe(false);
    expect(failure("name,price\nbread,2\n")).toBe("This is not a My Recipe Box export: its first row does not name the columns title, ingredients and instructions.");
  });
});
