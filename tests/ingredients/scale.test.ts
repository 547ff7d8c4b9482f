import { describe, expect, it } from "vitest";
import { densityLookup, parseIngredient, parseIngredientLine, servingsFactor, type UnitChoice } from "@/lib/ingredients";
import { scaleIngredient } from "@/lib/ingredients/scale";
import { foodTable } from "@/lib/nutrition";

/** Densities as the app would pass them: the nutrition food table's first, then lib/ingredients' own. */
const densityOf = densityLookup(foodTable());
const shown = (line: string, factor: number, units: UnitChoice = "as written") => scaleIngredient(parseIngredientLine(line), factor, { units, densityOf });
const text = (line: string, factor: number, units: UnitChoice = "as written") => shown(line, factor, units).text;

describe("scaling shows amounts as a cook writes them", () => {
  it.each([
    // Counts stay whole (a range where the whole is far off), and the name singular or plural by the amount.
    ["1 egg", 0.5, "1 egg"],
    ["2 eggs", 0.25, "1 egg"],
    ["4 onions", 1 / 3, "1–2 onions"],
    ["3 onions", 1 / 3, "1 onion"],
    ["2 large eggs, beaten", 0.25, "1 large egg, beaten"],
    ["1 lemon", 3, "3 lemons"],
    ["3 tomatoes", 2, "6 tomatoes"],
    ["3 garlic cloves, crushed", 2, "6 garlic cloves, crushed"],
    ["2 cloves garlic", 0.5, "1 clove garlic"],
    ["2 garlic cloves", 0.5, "1 garlic clove"],
    ["12 prawns", 1.25, "15 prawns"],
    ["7 eggs", 3.3, "23 eggs"],
    // Spoons and cups climb and fall the ladder: 3 tsp = 1 tbsp, 16 tbsp = 1 cup (Mealie's tbsp↔cup).
    ["1 tsp salt", 3, "1 tbsp salt"],
    ["1 tsp cumin", 4, "4 tsp cumin"],
    ["1 tbsp oil", 16, "1 cup oil"],
    ["1 tbsp oil", 4, "¼ cup oil"],
    ["1 tbsp oil", 8, "½ cup oil"],
    ["1 tbsp oil", 6, "6 tbsp oil"],
    ["¼ cup milk", 0.5, "2 tbsp milk"],
    ["1 tbsp honey", 0.5, "1½ tsp honey"],
    ["1/2 tsp cayenne", 0.25, "⅛ tsp cayenne"],
    ["1 cup sugar", 4 / 3, "1⅓ cups sugar"],
    ["1 cup sugar", 0.75, "¾ cup sugar"],
    ["2 heaped tbsp sugar", 2, "4 heaped tbsp sugar"],
    // Mixed numbers and ranges, at both ends.
    ["1 1/2 cups flour", 2, "3 cups flour"],
    ["2 1/4 cups flour", 1 / 3, "¾ cup flour"],
    ["1½ tsp baking powder", 2, "1 tbsp baking powder"],
    ["2-3 tbsp olive oil", 2, "4–6 tbsp olive oil"],
    ["1-2 cups stock", 1.5, "1½–3 cups stock"],
    ["2 to 3 carrots", 0.5, "1–2 carrots"],
    // Metric: 10× magnitudes are kg and l, never "1000 g"; rounding by size.
    ["100 g flour", 10, "1 kg flour"],
    ["100 ml milk", 10, "1 l milk"],
    ["250 g butter", 5, "1.25 kg butter"],
    ["500 g beef", 2, "1 kg beef"],
    ["1 kg potatoes", 0.5, "500 g potatoes"],
    ["1.5 kg lamb", 1 / 3, "500 g lamb"],
    ["150 g rice", 1 / 3, "50 g rice"],
    ["130 g sugar", 1 / 3, "43 g sugar"],
    ["65 g sugar", 1 / 3, "22 g sugar"],
    ["15 g butter", 1 / 2, "7.5 g butter"],
    ["1 g saffron", 1 / 4, "0.3 g saffron"],
    ["1.8 kg chicken", 3, "5.4 kg chicken"],
    ["750 ml stock", 2, "1.5 l stock"],
    // A size without a container is a total; a container keeps its size and counts.
    ["2 x 500 g beef mince", 1.5, "1.5 kg beef mince"],
    ["2 x 400 g tins chickpeas", 1.5, "3 × 400 g tins chickpeas"],
    ["1 (14 oz) can tomatoes", 2, "2 × 14 oz cans tomatoes"],
    ["1 x 7g sachet fast-action yeast", 0.5, "3.5 g fast-action yeast"],
    // Bracketed amounts described the line as written.
    ["3-4 large potatoes (about 1kg), peeled", 2, "6–8 large potatoes, peeled"],
    // US weights: ounces, then pounds by the quarter.
    ["8 oz cream cheese", 1.5, "12 oz cream cheese"],
    ["1 lb beef", 1.5, "1½ lb beef"],
    ["12 oz pasta", 2, "1½ lb pasta"],
    // "2 c water" is water in cups (Mealie once made it "35.6°F water").
    ["2 c water", 2, "4 cups water"],
  ])("%s × %d → %s", (line, factor, expected) => {
    expect(text(line, factor)).toBe(expected);
  });

  it("scales the numbers it shows, not only the text", () => {
    expect(shown("2-3 tbsp olive oil", 2)).toMatchObject({ quantity: 4, quantityHigh: 6, unit: "tbsp", scaled: true });
    expect(shown("100 g flour", 10)).toMatchObject({ quantity: 1, quantityHigh: null, unit: "kg", scaled: true });
  });

  it.each([
    ["a pinch of salt", "a pinch of salt"],
    ["2 pinches saffron", "2 pinches saffron"],
    ["a dash of Tabasco", "a dash of Tabasco"],
    ["salt to taste", "salt to taste"],
    ["a few sprigs of thyme", "a few sprigs of thyme"],
    ["a little oil", "a little oil"],
    ["oil, for frying", "oil, for frying"],
    ["For the sauce:", "For the sauce:"],
    ["1/0 cup flour", "1/0 cup flour"],
    ["0 g sugar", "0 g sugar"],
  ])("leaves %s as written and marks it not scaled", (line, expected) => {
    for (const units of ["as written", "metric", "us"] as const) {
      const result = shown(line, 3, units);
      expect(result.text).toBe(expected);
      expect(result.scaled).toBe(false);
    }
  });

  it("shows a line exactly as written when neither servings nor units change", () => {
    expect(shown("1 1/2 cups flour, sifted", 1)).toMatchObject({ text: "1 1/2 cups flour, sifted", scaled: true });
    const pair = scaleIngredient(parseIngredient("2 x 400 g tins", "Chickpeas"), 1);
    expect([pair.measure, pair.name]).toEqual(["2 x 400 g tins", "Chickpeas"]);
  });

  it("keeps a German, French or Spanish name as written: English plurals are not theirs", () => {
    expect(text("2 Zwiebeln", 2)).toBe("4 Zwiebeln");
    expect(text("3 Eier", 2)).toBe("6 Eier");
    expect(text("2 oignons", 2)).toBe("4 oignons");
    // English keeps its nouns' plural and singular.
    expect(text("2 onions", 0.5)).toBe("1 onion");
  });

  it("scales a pair's measure and keeps its name apart", () => {
    const pair = scaleIngredient(parseIngredient("2 Large", "Eggs"), 0.25);
    expect([pair.measure, pair.name]).toEqual(["1 large", "Egg"]);
    const tins = scaleIngredient(parseIngredient("2 x 400 g tins", "Chickpeas"), 2);
    expect([tins.measure, tins.name]).toEqual(["4 × 400 g tins", "Chickpeas"]);
  });
});

describe("metric and US units", () => {
  it.each<[string, UnitChoice, string]>([
    // Weight ↔ weight.
    ["500 g beef mince", "us", "1 lb beef mince"],
    ["1 kg potatoes", "us", "2¼ lb potatoes"],
    ["100 g spinach", "us", "3½ oz spinach"],
    ["1 lb beef", "metric", "455 g beef"],
    ["8 oz cream cheese", "metric", "225 g cream cheese"],
    // Volume ↔ volume: ml and l to spoons and cups, and back.
    ["240 ml milk", "us", "1 cup milk"],
    ["1 l stock", "us", "4¼ cups stock"],
    ["15 ml soy sauce", "us", "1 tbsp soy sauce"],
    ["5 ml vanilla extract", "us", "1 tsp vanilla extract"],
    ["190 ml cream", "us", "¾ cup cream"],
    ["1 cup milk", "metric", "240 ml milk"],
    ["2 c water", "metric", "480 ml water"],
    ["8 fl oz water", "metric", "235 ml water"],
    ["1 pint milk", "metric", "570 ml milk"],
    // Spoons stay spoons in a metric kitchen, up to 4 tbsp.
    ["2 tbsp olive oil", "metric", "2 tbsp olive oil"],
    ["6 tbsp olive oil", "metric", "90 ml olive oil"],
    // Weight ↔ volume through the density: a cup of flour is weighed in a metric kitchen, grams of flour are cups in a US one.
    ["1 cup plain flour", "metric", "125 g plain flour"],
    ["1 cup sugar", "metric", "205 g sugar"],
    ["250 g plain flour", "us", "2 cups plain flour"],
    ["100 g butter", "us", "7 tbsp butter"],
    ["200 g caster sugar", "us", "1 cup caster sugar"],
    // Meat and vegetables are weighed in both.
    ["400 g chicken thighs", "us", "14 oz chicken thighs"],
    // A container's size converts; it stays a container.
    ["2 x 400 g tins chickpeas", "us", "2 × 14 oz tins chickpeas"],
    ["1 (14 oz) can tomatoes", "metric", "1 × 395 g can tomatoes"],
  ])("%s in %s → %s", (line, units, expected) => {
    expect(text(line, 1, units)).toBe(expected);
  });

  it("converts a scaled line: 1½ cups of flour for twice the servings in grams", () => {
    expect(text("1 1/2 cups flour", 2, "metric")).toBe("380 g flour");
  });

  it("without a density, a weight stays a weight and a volume a volume", () => {
    const noDensity = () => undefined;
    expect(scaleIngredient(parseIngredientLine("1 cup quark"), 1, { units: "metric", densityOf: noDensity }).text).toBe("240 ml quark");
    expect(scaleIngredient(parseIngredientLine("250 g plain flour"), 1, { units: "us", densityOf: noDensity }).text).toBe("9 oz plain flour");
  });
});

describe("servingsFactor", () => {
  it("is the ratio of the servings", () => {
    expect(servingsFactor(4, 8)).toBe(2);
    expect(servingsFactor(6, 2)).toBeCloseTo(1 / 3);
  });
  it("is 1 when the recipe's servings are unknown or the request is not a positive number", () => {
    expect(servingsFactor(null, 8)).toBe(1);
    expect(servingsFactor(0, 8)).toBe(1);
    expect(servingsFactor(4, 0)).toBe(1);
    expect(servingsFactor(4, Number.NaN)).toBe(1);
  });
});
