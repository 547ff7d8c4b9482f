import { describe, expect, it } from "vitest";
import { convertInstructions } from "@/lib/ingredients";
import { celsiusToFahrenheit, fahrenheitToCelsius } from "@/lib/ingredients/instructions";

describe("oven temperatures in a method", () => {
  it.each([
    ["Heat the oven to 180°C (160°C fan).", "Heat the oven to 350°F (325°F fan)."],
    ["Heat the oven to 180C/160C fan/gas 4.", "Heat the oven to 350°F/325°F fan."],
    ["Heat oven to 180C/350F/gas 4.", "Heat oven to 350°F."],
    ["Bake at gas mark 6 for 25 mins.", "Bake at 400°F for 25 mins."],
    ["Roast at 220 °C for 40 minutes", "Roast at 425°F for 40 minutes"],
    ["Cook at 200 degrees C", "Cook at 400°F"],
    ["Preheat to 190c", "Preheat to 375°F"],
    ["Warm to 140 Celsius", "Warm to 275°F"],
  ])("%s → %s (US)", (text, expected) => {
    expect(convertInstructions(text, "us")).toBe(expected);
  });

  it.each([
    ["Preheat the oven to 350 F.", "Preheat the oven to 180°C."],
    ["Bake at 375°F for 20 minutes.", "Bake at 190°C for 20 minutes."],
    ["Bake at 425 degrees F", "Bake at 220°C"],
    ["Bake at gas mark 4", "Bake at 180°C"],
    ["Roast at 450ºF (or 425ºF convection)", "Roast at 230°C (or 220°C convection)"],
  ])("%s → %s (metric)", (text, expected) => {
    expect(convertInstructions(text, "metric")).toBe(expected);
  });

  it.each([
    // Mealie turned "2 c water" into "35.6°F water": a cup is never a temperature.
    "Add 2 c water and bring to the boil.",
    "Stir in 10 C of stock.",
    "Whisk in 3 c. flour, then 1 C sugar.",
    "Serves 4; 25 mins prep.",
    "Simmer 45 minutes, then add 120 g sugar.",
  ])("leaves %j's cups and numbers alone", (text) => {
    expect(convertInstructions(text, "us")).toBe(text);
    expect(convertInstructions(text, "metric")).toBe(text);
  });

  it("changes nothing as written", () => {
    const text = "Heat the oven to 180°C (160°C fan). Grease a 20 cm tin.";
    expect(convertInstructions(text, "as written")).toBe(text);
  });

  it("rounds to the marks on an oven dial", () => {
    expect([160, 170, 180, 190, 200, 220, 230, 240].map(celsiusToFahrenheit)).toEqual([325, 325, 350, 375, 400, 425, 450, 475]);
    expect([100, 110, 120].map(celsiusToFahrenheit)).toEqual([210, 225, 250]);
    expect([275, 300, 325, 350, 375, 400, 425, 450].map(fahrenheitToCelsius)).toEqual([140, 150, 160, 180, 190, 200, 220, 230]);
  });
});

describe("tin sizes in a method", () => {
  it.each([
    ["Grease and line a 20cm round cake tin.", "Grease and line an 8 in round cake tin."],
    ["Line a 23cm x 33cm baking tray.", "Line a 9 in x 13 in baking tray."],
    ["Use a 23 x 33 cm dish.", "Use a 9 x 13 in dish."],
    ["Cut into 2.5cm pieces.", "Cut into 1 in pieces."],
    ["Roll out to 5mm thick.", "Roll out to 5mm thick."],
  ])("%s → %s (US)", (text, expected) => {
    expect(convertInstructions(text, "us")).toBe(expected);
  });

  it.each([
    ["Use a 9x13-inch pan.", "Use a 23 x 33 cm pan."],
    ["Grease a 9-inch springform pan.", "Grease a 23 cm springform pan."],
    ["Butter an 8 in square tin.", "Butter a 20 cm square tin."],
    ['Cut into 1" cubes.', "Cut into 2.5 cm cubes."],
    ["Put 2 in a bowl.", "Put 2 in a bowl."],
  ])("%s → %s (metric)", (text, expected) => {
    expect(convertInstructions(text, "metric")).toBe(expected);
  });
});
