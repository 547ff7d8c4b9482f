import { describe, expect, it } from "vitest";
import {
  cleanInstructions,
  ingredientPairs,
  mealsResponseSchema,
  reshapeMeal,
} from "@/lib/meals/sources/themealdb/reshape";
import { fixture } from "../support/fake-themealdb";

describe("reshaping TheMealDB's JSON", () => {
  it("keeps ingredient/measure pairs in order, trimmed, skipping blank and null ingredients", () => {
    expect(
      ingredientPairs({
        strIngredient1: " Penne rigate ",
        strMeasure1: "1 pound ",
        strIngredient2: "",
        strMeasure2: " ",
        strIngredient3: null,
        strMeasure3: null,
        strIngredient4: "Basil",
        strMeasure4: " ",
        strIngredient20: "Salt",
        strMeasure20: "to taste",
        strIngredient21: "ignored beyond 20",
      }),
    ).toEqual([
      { name: "Penne rigate", measure: "1 pound" },
      { name: "Basil", measure: "" },
      { name: "Salt", measure: "to taste" },
    ]);
  });

  it("turns \\r\\n line ends into paragraphs separated by single line ends", () => {
    expect(cleanInstructions("Boil water.  \r\nAdd pasta.\r\n\r\n\r\n\r\nServe.\r\n")).toBe("Boil water.\nAdd pasta.\n\nServe.");
  });

  it("reshapes a recorded lookup answer into the app's meal", () => {
    const { meals } = mealsResponseSchema.parse(JSON.parse(fixture("lookup_i_52771.json")));
    const meal = reshapeMeal(meals![0]!);
    expect(meal).toMatchObject({
      id: "52771",
      name: "Spicy Arrabiata Penne",
      category: "Vegetarian",
      area: "Italian",
      thumbnail: "https://www.themealdb.com/images/media/meals/ustsqw1468250014.jpg",
      youtube: "https://www.youtube.com/watch?v=1IszT_guI08",
      tags: ["Pasta", "Curry"],
      source: null,
    });
    expect(meal.instructions).not.toContain("\r");
    expect(meal.ingredients).toHaveLength(8);
    expect(meal.ingredients[0]).toEqual({ name: "penne rigate", measure: "1 pound" });
  });

  it("reads TheMealDB's null answer as no meals", () => {
    expect(mealsResponseSchema.parse(JSON.parse(fixture("search_s_xablau_meals_null.json"))).meals).toBeNull();
  });
});
