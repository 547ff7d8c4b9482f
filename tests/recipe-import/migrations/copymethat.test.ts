import { describe, expect, it } from "vitest";
import { copyMeThat } from "@/lib/recipe-import/migrations/formats/copymethat";
import { copyMeThatExport } from "../../support/migrations/copymethat";
import { jpeg, png, refusal, unpacked } from "../../support/migrations/upload";
import { inEnglish } from "./in-english";

const upload = copyMeThatExport(
  [
    {
      name: "Chocolate Chip Cookies",
      link: "https://example.com/cookies",
      description: "Chewy in the middle & crisp at the edges.",
      yield: "Servings:24",
      rating: "5",
      starred: true,
      madeThis: true,
      tags: ["Dessert", "Baking"],
      times: { prepTime: "PT15M", cookTime: "PT12M" },
      ingredients: ["## Dough", "1 1/2 cups flour", "½ cup brown sugar", "1 egg", "", "## Topping", "2¼ cups chocolate chips", "flaky salt"],
      instructions: ["## Dough", "Cream the butter and sugars.", "Beat in the egg, then the flour.", "## Bake", "Bake 12 minutes at 180 °C."],
      notes: ["Chill the dough overnight for thicker cookies.", "Keeps 1 week in a tin."],
      images: ["images/cookies.jpg", "images/cookies_2.jpg", "images/cookies_3.png", "images/missing.jpg"],
    },
    {
      layout: "2022",
      name: "Zwetschgendatschi",
      yield: "12 Stück",
      tags: ["Kuchen"],
      ingredients: ["500 g Mehl", "1 Würfel Hefe", "1,5 kg Zwetschgen"],
      instructions: ["Hefeteig zubereiten und gehen lassen.", "Ausrollen, mit Zwetschgen belegen und 40 Minuten backen."],
      images: ["images/datschi.jpg"],
    },
    {
      name: "Soupe à l'oignon",
      link: "https://cuisine.example.fr/soupe",
      yield: "Servings: 4 personnes",
      rating: "",
      times: { cookTime: "1 hr" },
      ingredients: ["6 oignons", "1 ½ l de bouillon", "100 g de gruyère râpé"],
      instructions: ["Faire blondir les oignons.", "Mouiller avec le bouillon et laisser mijoter."],
    },
    { ingredients: ["1 thing"], instructions: ["Do it."] },
  ],
  [
    ["images/cookies.jpg", jpeg("cookies 1")],
    ["images/cookies_2.jpg", jpeg("cookies 2")],
    ["images/cookies_3.png", png("cookies 3")],
    ["images/datschi.jpg", jpeg("datschi")],
  ],
);

describe("reading a Copy Me That export", () => {
  it("is detected from the recipes in its page", () => {
    expect(copyMeThat.detect(upload)).toBe(true);
  });

  it("turns every recipe of the page into a schema.org Recipe with its photos, notes and rating", () => {
    expect(inEnglish(copyMeThat.read(upload))).toEqual([
      {
        sourceId: "Chocolate Chip Cookies|https://example.com/cookies",
        recipe: {
          "@type": "Recipe",
          name: "Chocolate Chip Cookies",
          description: "Chewy in the middle & crisp at the edges.",
          url: "https://example.com/cookies",
          recipeYield: "24",
          prepTime: "PT15M",
          cookTime: "PT12M",
          recipeIngredient: ["Dough:", "1 1/2 cups flour", "½ cup brown sugar", "1 egg", "Topping:", "2¼ cups chocolate chips", "flaky salt"],
          recipeInstructions: [
            {
              "@type": "HowToSection",
              name: "Dough",
              itemListElement: [
                { "@type": "HowToStep", text: "Cream the butter and sugars." },
                { "@type": "HowToStep", text: "Beat in the egg, then the flour." },
              ],
            },
            { "@type": "HowToSection", name: "Bake", itemListElement: [{ "@type": "HowToStep", text: "Bake 12 minutes at 180 °C." }] },
          ],
        },
        pictures: [jpeg("cookies 1"), jpeg("cookies 2"), png("cookies 3")],
        notes: "Chill the dough overnight for thicker cookies.\n\nKeeps 1 week in a tin.",
        rating: 5,
        tags: ["Dessert", "Baking", "Favorite"],
        notCarried: ["“I made this”", "Photo images/missing.jpg (not in the export)"],
      },
      {
        sourceId: "Zwetschgendatschi",
        recipe: {
          "@type": "Recipe",
          name: "Zwetschgendatschi",
          recipeYield: "12 Stück",
          recipeIngredient: ["500 g Mehl", "1 Würfel Hefe", "1,5 kg Zwetschgen"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Hefeteig zubereiten und gehen lassen." },
            { "@type": "HowToStep", text: "Ausrollen, mit Zwetschgen belegen und 40 Minuten backen." },
          ],
        },
        pictures: [jpeg("datschi")],
        notes: null,
        rating: null,
        tags: ["Kuchen"],
        notCarried: [],
      },
      {
        sourceId: "Soupe à l'oignon|https://cuisine.example.fr/soupe",
        recipe: {
          "@type": "Recipe",
          name: "Soupe à l'oignon",
          url: "https://cuisine.example.fr/soupe",
          recipeYield: "4 personnes",
          cookTime: "PT1H",
          recipeIngredient: ["6 oignons", "1 ½ l de bouillon", "100 g de gruyère râpé"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Faire blondir les oignons." },
            { "@type": "HowToStep", text: "Mouiller avec le bouillon et laisser mijoter." },
          ],
        },
        pictures: [],
        notes: null,
        rating: null,
        tags: [],
        notCarried: [],
      },
      { name: "Recipe 4", nameCode: { code: "recipeNumber", values: { number: 4 } }, reason: "It has no name." },
    ]);
  });

  it("says in the cook's words when the page holds no recipe", () => {
    const page = unpacked("export.zip", [["recipes.html", "<html><body><p>Nothing here</p></body></html>"]]);
    expect(copyMeThat.detect(page)).toBe(false);
    expect(refusal(() => copyMeThat.read(page))).toBe("This is not a Copy Me That export: it holds no page of recipes.");
  });
});

describe("a Copy Me That recipe with many photos", () => {
  it("keeps the first five and names the others", () => {
    const names = Array.from({ length: 7 }, (_, index) => `images/bread_${index + 1}.jpg`);
    const many = copyMeThatExport(
      [{ name: "Sourdough", ingredients: ["500 g flour"], instructions: ["Bake."], images: names }],
      names.map((name) => [name, jpeg(name)]),
    );
    const [bread] = inEnglish(copyMeThat.read(many));
    expect(bread).toMatchObject({ pictures: names.slice(0, 5).map(jpeg), notCarried: ["Photo 6 of 7", "Photo 7 of 7"] });
  });
});
