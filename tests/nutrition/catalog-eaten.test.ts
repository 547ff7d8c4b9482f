import { describe, expect, it } from "vitest";
import { loadCatalog, type CatalogMeal } from "@/lib/meals/catalog/load-catalog";
import { foodTable, nutritionOfMeal } from "@/lib/nutrition";

/**
 * Issue 38 over the whole catalog: nutrition counts what is eaten. The salt for cooking water is
 * salt, mostly poured away; bones come off once; fat a method pours off and the brine of drained
 * tins are not counted; the lines the table could not count before are counted.
 */
const catalog = loadCatalog();
const table = foodTable();
const linesOf = (meal: CatalogMeal) => meal.ingredients.map((line) => ({ meal: meal.name, line, food: table.match(line.name) }));
const allLines = catalog.flatMap(linesOf);
const sentences = (meal: CatalogMeal) => meal.instructions.flatMap((step) => step.split(/(?<=\.)\s+/));

describe("nutrition over the catalog counts what is eaten", () => {
  it('counts "Salt for the pasta/cooking water" as salt, and only the share the food takes up', () => {
    const saltForWater = allLines.filter(({ line }) => /^salt for the \w+( \w+)? water$/i.test(line.name));
    expect(saltForWater.length).toBeGreaterThanOrEqual(43);
    const wrong = saltForWater.filter(({ food, line }) => food?.name !== "salt" || !line.notEaten || line.notEaten.share < 0.8);
    expect(wrong.map(({ meal, line }) => `${meal}: ${line.name}`)).toEqual([]);
  });

  it("takes the bones off once: in the food table, or in the recipe, never both", () => {
    const twice = allLines.filter(({ food, line }) => food?.edibleShare !== undefined && /\bbones?\b/i.test(line.notEaten?.why ?? ""));
    expect(twice.map(({ meal, line }) => `${meal}: ${line.name}`)).toEqual([]);
    // A line bought on the bone loses it somewhere.
    const never = allLines.filter(
      ({ food, line }) => /\b(bone-in|on the bone|whole (chicken|duck))\b/i.test(line.name) && food?.edibleShare === undefined && !/\bbones?\b/i.test(line.notEaten?.why ?? ""),
    );
    expect(never.map(({ meal, line }) => `${meal}: ${line.name}`)).toEqual([]);
  });

  it("pours off no more fat than a meat holds", () => {
    const tooMuch = allLines.filter(({ food, line }) => food?.pouredOff === "fat" && line.notEaten && line.notEaten.share * 100 > food.per100g.fatG);
    expect(tooMuch.map(({ meal, line }) => `${meal}: ${line.name}`)).toEqual([]);
  });

  it("leaves out the fat or oil a method pours or spoons off", () => {
    const POURED_OFF = /\b(pour(ing)?|spoon(ing)?|drain(ing)?)\s+((off|away)\b[^.]*?\b(fat|oil)\b|(most\s+of\s+)?the\s+(fat|oil)\s+off\b)/i;
    const counted = catalog.filter((meal) => sentences(meal).some((sentence) => POURED_OFF.test(sentence)));
    expect(counted.map((meal) => meal.name)).toEqual(expect.arrayContaining(["Shepherd's pie", "Escabeche", "Coq au vin", "Chicken cacciatore", "Moussaka", "Lamb keema with peas", "Duck à l'orange"]));
    const missing = counted.filter(
      (meal) => !linesOf(meal).some(({ food, line }) => line.notEaten && food && (food.pouredOff === "fat" || food.per100g.fatG >= 90)),
    );
    expect(missing.map((meal) => meal.name)).toEqual([]);
  });

  it("leaves out the brine of the tins a method drains", () => {
    const DRAINED = /\bdrain(ed)?\b[^.]*\b(beans|chickpeas)\b|\b(beans|chickpeas)\b[^.]*\bdrain/i;
    const counted = allLines.filter(({ food, line, meal }) => {
      const recipe = catalog.find((candidate) => candidate.name === meal)!;
      return food?.pouredOff === "brine" && /\btins?\b/.test(line.measure) && sentences(recipe).some((sentence) => DRAINED.test(sentence));
    });
    expect(counted.length).toBeGreaterThanOrEqual(30);
    expect(counted.filter(({ line }) => !line.notEaten).map(({ meal, line }) => `${meal}: ${line.name}`)).toEqual([]);
  });

  it.each([
    ["Eggs Benedict", "English muffins"],
    ["Eggs Florentine", "English muffins"],
    ["Veggie burgers", "Burger buns"],
    ["Bibimbap", "Gochujang"],
    ["Sichuan aubergine", "Doubanjiang"],
    ["Vegetable spring rolls", "Spring roll wrappers"],
    ["Dolmades", "Vine leaves in brine"],
    ["Full English breakfast", "Black pudding"],
  ])("counts %s's %s", (dish, name) => {
    const nutrition = nutritionOfMeal(catalog.find((meal) => meal.name === dish)!);
    expect(nutrition.uncounted.map((line) => line.name)).not.toContain(name);
  });

  // The last four the table lacked: a spoon of redcurrant jelly, wasabi, nigella seeds and
  // creamed horseradish. Only a line with no amount ("to taste") may go uncounted.
  it("counts every line of the catalog that states an amount", () => {
    const missed = catalog.flatMap((meal) =>
      nutritionOfMeal(meal).uncounted.filter((line) => line.reason !== "no amount").map((line) => `${meal.name}: ${line.measure} ${line.name}`),
    );
    expect(missed).toEqual([]);
  });
});
