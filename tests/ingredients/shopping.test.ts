import { describe, expect, it } from "vitest";
import { densityLookup, mergeForShopping, mergeKey, parseIngredient, parseIngredientLine } from "@/lib/ingredients";
import { type ShoppingSource } from "@/lib/ingredients/shopping";
import { foodTable } from "@/lib/nutrition";

const densityOf = densityLookup(foodTable());
const from = (recipe: string, ...lines: string[]): ShoppingSource[] => lines.map((line) => ({ line: parseIngredientLine(line), from: recipe }));
const list = (sources: ShoppingSource[], units: "as written" | "metric" | "us" = "as written") =>
  mergeForShopping(sources, { units, densityOf }).map((item) => `${item.text} ← ${item.sources.join(", ")}`);

describe("mergeForShopping", () => {
  it("adds a weight and a volume of flour through flour's density: 200 g + 1 cup → 325 g", () => {
    expect(list([...from("Bread", "200 g plain flour"), ...from("Pancakes", "1 cup plain flour")])).toEqual(["325 g plain flour ← Bread, Pancakes"]);
  });

  it("adds counts and unifies plural and singular names: 2 onions + 1 onion → 3 onions", () => {
    expect(list([...from("Soup", "2 onions, chopped"), ...from("Stew", "1 large onion")])).toEqual(["3 onions ← Soup, Stew"]);
    expect(list([...from("A", "1 Egg"), ...from("B", "2 eggs"), ...from("C", "1 egg")])).toEqual(["4 Eggs ← A, B, C"]);
  });

  it("keeps every source line", () => {
    const [item] = mergeForShopping([...from("Bread", "200 g plain flour"), ...from("Pancakes", "1 cup plain flour")], { densityOf });
    expect(item!.lines.map((source) => source.line.text)).toEqual(["200 g plain flour", "1 cup plain flour"]);
    expect(item).toMatchObject({ quantity: 325, unit: "g", key: "plain flour" });
  });

  it("adds the same unit, tins per tin size, and units written after the name", () => {
    expect(list([...from("Curry", "2 x 400 g tins chickpeas"), ...from("Hummus", "1 x 400g tin chickpeas")])).toEqual(["3 × 400 g tins chickpeas ← Curry, Hummus"]);
    expect(list([...from("A", "3 garlic cloves, crushed"), ...from("B", "2 cloves garlic")])).toEqual(["5 cloves garlic ← A, B"]);
    expect(list([...from("A", "1 tsp salt"), ...from("B", "2 tsp salt")])).toEqual(["1 tbsp salt ← A, B"]);
  });

  it("keeps spoons as spoons as written, climbing to cups as a cook writes them, even with a density", () => {
    // Sugar has a density, so its spoons share a bucket with weights: they must not come out in ml.
    const [sugar] = mergeForShopping([...from("Cake", "4 tbsp sugar"), ...from("Crumble", "8 tbsp sugar")], { densityOf });
    expect(sugar).toMatchObject({ text: "¾ cup sugar", quantity: 0.75, unit: "cup", sources: ["Cake", "Crumble"] });
    expect(list([...from("A", "3 tbsp soy sauce"), ...from("B", "3 tbsp soy sauce")])).toEqual(["6 tbsp soy sauce ← A, B"]);
    expect(list([...from("A", "8 tbsp olive oil"), ...from("B", "8 tbsp olive oil")])).toEqual(["1 cup olive oil ← A, B"]);
    // Asked for metric, more than 4 tbsp is poured in millilitres, as on the recipe page.
    expect(list([...from("A", "4 tbsp sugar"), ...from("B", "8 tbsp sugar")], "metric")).toEqual(["180 ml sugar ← A, B"]);
  });

  it("shows the total in the chosen units", () => {
    expect(list([...from("A", "250 g plain flour"), ...from("B", "250 g plain flour")], "us")).toEqual(["4 cups plain flour ← A, B"]);
    expect(list([...from("A", "1 cup milk"), ...from("B", "1 cup milk")], "metric")).toEqual(["480 ml milk ← A, B"]);
    expect(list([...from("A", "2 x 400 g tins chickpeas"), ...from("B", "400g tin chickpeas")], "us")).toEqual(["3 × 14 oz tins chickpeas ← A, B"]);
    expect(list([...from("A", "1 lb beef mince"), ...from("B", "500 g beef mince")], "metric")).toEqual(["955 g beef mince ← A, B"]);
    expect(list([...from("A", "600 g beef mince"), ...from("B", "500 g beef mince")])).toEqual(["1.1 kg beef mince ← A, B"]);
  });

  it("counts a range at its high end, so the cook buys enough", () => {
    expect(list(from("A", "2-3 carrots", "1 carrot"))).toEqual(["4 carrots ← A"]);
  });

  it("scales each source by its own factor", () => {
    const sources = [
      { line: parseIngredientLine("1 onion"), from: "Soup", factor: 2 },
      { line: parseIngredient("2", "Onions"), from: "Stew", factor: 0.5 },
    ];
    expect(mergeForShopping(sources).map((item) => item.text)).toEqual(["3 onions"]);
  });

  it("lists an ingredient bought without an amount once, and drops it beside a measured line of the same", () => {
    expect(list([...from("Soup", "salt to taste"), ...from("Stew", "a pinch of salt")])).toEqual(["salt (to taste) ← Soup, Stew"]);
    expect(list([...from("Soup", "salt to taste"), ...from("Bread", "1 tsp salt")])).toEqual(["1 tsp salt ← Soup, Bread"]);
  });

  it("gives the key a pantry can match on, the same for singular and plural", () => {
    expect(mergeForShopping([...from("A", "2 large onions")]).map((item) => item.key)).toEqual([mergeKey("Onion")]);
  });

  it("keeps different foods and things that do not convert apart", () => {
    expect(list([...from("A", "1 red onion"), ...from("B", "1 onion")])).toEqual(["1 red onion ← A", "1 onion ← B"]);
    expect(list([...from("A", "1 tin tomatoes"), ...from("B", "4 tomatoes")])).toEqual(["1 tin tomatoes ← A", "4 tomatoes ← B"]);
    const noDensity = () => undefined;
    expect(mergeForShopping([...from("A", "100 g quark"), ...from("B", "1 cup quark")], { densityOf: noDensity }).map((item) => item.text)).toEqual([
      "100 g quark",
      "1 cup quark",
    ]);
  });

  it("keeps an unparseable line as written, on its own", () => {
    expect(list(from("A", "For the sauce:"))).toEqual(["For the sauce: ← A"]);
  });

  it("merges kinds of one food by the food, the kind kept as a note: floury potatoes + potatoes", () => {
    expect(list([...from("Mash", "1 kg floury potatoes"), ...from("Roast", "500 g potatoes")])).toEqual(["1.5 kg potatoes (floury) ← Mash, Roast"]);
    expect(list([...from("Mash", "1 kg floury potatoes"), ...from("Chips", "500 g floury potatoes")])).toEqual(["1.5 kg floury potatoes ← Mash, Chips"]);
    expect(list([...from("A", "1 tbsp extra virgin olive oil"), ...from("B", "2 tbsp olive oil")])).toEqual(["3 tbsp olive oil (extra virgin) ← A, B"]);
    // A kind that is another purchase stays its own line; a word that qualifies one food does not strip another.
    expect(list([...from("A", "2 sweet potatoes"), ...from("B", "2 potatoes"), ...from("C", "1 tsp baking powder")])).toEqual(["2 sweet potatoes ← A", "2 potatoes ← B", "1 tsp baking powder ← C"]);
  });

  it("says a note once: chives to serve from two recipes", () => {
    const sources = [{ line: parseIngredient("to serve", "Chives"), from: "A" }, { line: parseIngredient("to serve", "Fresh chives"), from: "B" }];
    expect(mergeForShopping(sources).map((item) => item.text)).toEqual(["Chives (to serve)"]);
  });
});
