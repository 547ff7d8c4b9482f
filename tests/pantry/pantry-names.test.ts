import { describe, expect, it } from "vitest";
import { coveredKeys, keysOfIngredient, keysOfLine, pantryKeyOf } from "@/lib/pantry/names";
import { tidyItems } from "@/lib/pantry/pantry";

const same = (a: string, b: string) => expect(pantryKeyOf(a), `${a} = ${b}`).toBe(pantryKeyOf(b));
const differ = (a: string, b: string) => expect(pantryKeyOf(a), `${a} ≠ ${b}`).not.toBe(pantryKeyOf(b));

describe("one name for each ingredient, however it is written", () => {
  it("ignores quantities, units, preparation, size words, plurals, case and accents", () => {
    same("2 ripe tomatoes, chopped", "Tomato");
    same("1 large onion, finely diced", "onions");
    same("3 garlic cloves, crushed", "Garlic");
    same("400g tin chickpeas, drained", "CHICKPEAS");
    same("Free-range eggs", "egg");
    same("Crème fraîche", "creme fraiche");
    same("200 g Jalapeños", "jalapeno");
  });

  it("brings UK and US names together, both ways", () => {
    for (const [uk, us] of [
      ["Spring onions", "scallions"],
      ["Courgette", "zucchini"],
      ["2 aubergines", "Eggplant"],
      ["Fresh coriander leaves", "cilantro"],
      ["Chickpeas", "garbanzo beans"],
      ["500g minced beef", "ground beef"],
      ["Prawns", "shrimp"],
      ["Rocket", "arugula"],
      ["Double cream", "heavy cream"],
      ["Icing sugar", "powdered sugar"],
      ["Bicarbonate of soda", "baking soda"],
      ["Cornflour", "cornstarch"],
      ["Plain flour", "all-purpose flour"],
      ["Beetroot", "beets"],
      ["Red pepper", "bell pepper"],
      ["Tomato purée", "tomato paste"],
    ]) {
      same(uk!, us!);
      same(us!, uk!);
    }
  });

  it("keeps different things apart", () => {
    differ("Sweet potatoes", "potatoes");
    differ("Spring onions", "onions");
    differ("Coconut milk", "milk");
    differ("Red pepper", "black pepper");
    differ("Ground beef", "beef stock");
    differ("Self-raising flour", "plain flour");
  });

  it("treats the kinds of a few everyday things as one, and oils, salts and peppers as the staples", () => {
    same("Red onion", "onion");
    same("Cherry tomatoes", "tomatoes");
    same("Extra virgin olive oil", "oil");
    same("Sea salt flakes", "salt");
    same("Freshly ground black pepper", "pepper");
    same("Ground cumin", "cumin");
  });

  it("reads both things in 'salt and pepper', and the first of 'butter or margarine'", () => {
    expect(keysOfIngredient("to taste", "Salt and pepper")).toEqual([pantryKeyOf("salt"), pantryKeyOf("pepper")]);
    expect(keysOfLine("Butter or margarine")).toEqual([pantryKeyOf("butter")]);
  });

  it("a lemon also covers its juice and zest; eggs their yolks", () => {
    const covered = coveredKeys(["Lemons", "Eggs"]);
    for (const line of ["2 tbsp lemon juice", "Zest of 1 lemon", "3 egg yolks"]) expect(covered.has(pantryKeyOf(line)!), line).toBe(true);
    expect(covered.has(pantryKeyOf("lime juice")!)).toBe(false);
  });
});

describe("a pantry list as saved", () => {
  it("keeps one entry per thing, as first written, and trims spaces", () => {
    expect(tidyItems(["  Tomatoes ", "2 ripe tomatoes", "Scallions", "spring onions", "", "Eggs"])).toEqual(["Tomatoes", "Scallions", "Eggs"]);
  });

  it("refuses an item that names no ingredient", () => {
    expect(() => tidyItems(["2 large"])).toThrow(/does not name an ingredient/);
  });
});

describe("pantry names in other languages", () => {
  it("knows a German, French or Spanish item as the English food", () => {
    for (const [item, english] of [
      ["Zwiebeln", "onions"],
      ["oignons", "onion"],
      ["2 cebollas", "Onion"],
      ["Olivenöl", "olive oil"],
      ["huile d'olive", "extra virgin olive oil"],
      ["Kartoffeln", "potatoes"],
      ["pommes de terre", "potato"],
      ["Frühlingszwiebeln", "spring onions"],
    ]) same(item!, english!);
    expect(coveredKeys(["Zwiebeln", "Knoblauch"])).toEqual(coveredKeys(["onion", "garlic"]));
    expect(keysOfIngredient("3", "Eier")).toEqual(keysOfLine("3 eggs"));
  });
});
