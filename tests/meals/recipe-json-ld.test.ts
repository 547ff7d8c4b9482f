import { describe, expect, it } from "vitest";
import { recipeJsonLd } from "@/components/meals/recipe-json-ld";
import type { Meal } from "@/lib/meals";

const SITE = "https://res-pe.example";

const meal: Meal = {
  id: "abcdefghijklmnopqrst",
  name: "Red lentil soup",
  category: "Vegan",
  area: "Turkish",
  instructions: "Rinse the lentils.\n\nSoften the onion in oil.\n\nSimmer for 25 minutes, then blend.",
  thumbnail: "/recipe-pictures/abcdefghijklmnopqrst/abc.webp",
  imageAlt: null,
  youtube: null,
  source: null,
  tags: ["Soup", "Quick"],
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 30,
  totalMinutes: 40,
  difficulty: "easy",
  diets: ["vegan"],
  tips: [],
  ingredients: [
    { name: "Red lentils", measure: "250g" },
    { name: "Onion", measure: "1" },
    { name: "Olive oil", measure: "2 tbsp" },
  ],
  author: { id: "", name: "Ada" },
};

const ISO_DURATION = /^PT\d+M$/;

/**
 * Google's Recipe rich result (Search Central, "Recipe (Recipe, HowTo, ItemList) structured data"):
 * `name` and `image` are required; the rest below are what it recommends.
 */
describe("a public recipe's schema.org Recipe", () => {
  const data = recipeJsonLd(meal, SITE, { url: "/r/red-lentil-soup", rating: { average: 4.25, count: 8 } });

  it("has the required properties: the name and absolute picture addresses", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Recipe");
    expect(data.name).toBe("Red lentil soup");
    expect(data.image).toEqual([`${SITE}/recipe-pictures/abcdefghijklmnopqrst/abc.webp`]);
  });

  it("has every recommended property", () => {
    expect(data.author).toEqual({ "@type": "Person", name: "Ada" });
    expect(data.description).toEqual(expect.stringContaining("Red lentil soup"));
    expect(data.prepTime).toMatch(ISO_DURATION);
    expect(data.cookTime).toMatch(ISO_DURATION);
    expect(data.totalTime).toBe("PT40M");
    expect(data.recipeYield).toContain("4");
    expect(data.recipeCategory).toBe("Vegan");
    expect(data.recipeCuisine).toBe("Turkish");
    expect(data.keywords).toBe("Soup, Quick, vegan");
    expect(data.recipeIngredient).toEqual(["250g Red lentils", "1 Onion", "2 tbsp Olive oil"]);
    expect(data.recipeInstructions).toHaveLength(3);
    for (const step of data.recipeInstructions) expect(step).toEqual({ "@type": "HowToStep", text: expect.any(String) });
    expect(data.nutrition).toMatchObject({ "@type": "NutritionInformation", calories: expect.stringMatching(/^\d+ calories$/) });
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.3, ratingCount: 8, bestRating: 5, worstRating: 1 });
    expect(data.url).toBe(`${SITE}/r/red-lentil-soup`);
  });

  it("claims no rating nobody gave, and names the site as the author of its own meals", () => {
    const catalog = recipeJsonLd({ ...meal, author: null }, SITE, { rating: null });
    expect(catalog.aggregateRating).toBeUndefined();
    expect(catalog.author).toEqual({ "@type": "Organization", name: "Res-pe", url: SITE });
  });
});
