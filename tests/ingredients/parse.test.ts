import { describe, expect, it } from "vitest";
import { parseIngredient, parseIngredientLine, type IngredientLine } from "@/lib/ingredients";

/** The parts a reader of the line would name, without the bookkeeping fields. */
function read(line: IngredientLine) {
  const { quantity, quantityHigh, unit, size, alternative, descriptor, name, preparation, comment, parsed } = line;
  return { parsed, quantity, quantityHigh, unit, size, alternative, descriptor, name, preparation, comment };
}
const nothing = { quantity: null, quantityHigh: null, unit: null, size: null, alternative: null, descriptor: null, preparation: null, comment: null, parsed: true };

describe("parseIngredientLine reads a free line", () => {
  it.each<[string, Partial<ReturnType<typeof read>>]>([
    ["2 ripe tomatoes, finely chopped", { quantity: 2, name: "ripe tomatoes", preparation: "finely chopped" }],
    ["1 (14 oz) can diced tomatoes", { quantity: 1, unit: "can", size: { quantity: 14, unit: "oz" }, name: "tomatoes", preparation: "diced" }],
    ["1½ cups flour", { quantity: 1.5, unit: "cup", name: "flour" }],
    ["2-3 tbsp olive oil", { quantity: 2, quantityHigh: 3, unit: "tbsp", name: "olive oil" }],
    ["2 to 3 tablespoons milk", { quantity: 2, quantityHigh: 3, unit: "tbsp", name: "milk" }],
    ["1/4-1/2 tsp cayenne", { quantity: 0.25, quantityHigh: 0.5, unit: "tsp", name: "cayenne" }],
    ["a pinch of salt", { quantity: 1, unit: "pinch", name: "salt" }],
    ["salt to taste", { name: "salt", comment: "to taste" }],
    ["1 1/2 tsp baking powder", { quantity: 1.5, unit: "tsp", name: "baking powder" }],
    ["1-1/2 cups sugar", { quantity: 1.5, unit: "cup", name: "sugar" }],
    ["1-½ cups vinegar", { quantity: 1.5, unit: "cup", name: "vinegar" }],
    ["3/4 c. sugar", { quantity: 0.75, unit: "cup", name: "sugar" }],
    ["2 c water", { quantity: 2, unit: "cup", name: "water" }],
    ["250ml milk", { quantity: 250, unit: "ml", name: "milk" }],
    ["1kg potatoes", { quantity: 1, unit: "kg", name: "potatoes" }],
    ["1.5 kg lamb shoulder", { quantity: 1.5, unit: "kg", name: "lamb shoulder" }],
    ["1,5 l stock", { quantity: 1.5, unit: "l", name: "stock" }],
    ["1,500 g potatoes", { quantity: 1500, unit: "g", name: "potatoes" }],
    ["2 cloves garlic", { quantity: 2, unit: "clove", name: "garlic" }],
    ["3 garlic cloves, crushed", { quantity: 3, unit: "clove", name: "garlic", preparation: "crushed" }],
    ["1 bunch coriander", { quantity: 1, unit: "bunch", name: "coriander" }],
    ["200g/7oz butter", { quantity: 200, unit: "g", alternative: { quantity: 7, unit: "oz" }, name: "butter" }],
    ["300ml/10fl oz double cream", { quantity: 300, unit: "ml", alternative: { quantity: 10, unit: "fl oz" }, name: "double cream" }],
    ["1 cup (250ml) milk", { quantity: 1, unit: "cup", alternative: { quantity: 250, unit: "ml" }, name: "milk" }],
    ["2 x 400 g tins chickpeas", { quantity: 2, unit: "tin", size: { quantity: 400, unit: "g" }, name: "chickpeas" }],
    ["2 x 400g chopped tomatoes", { quantity: 2, size: { quantity: 400, unit: "g" }, name: "tomatoes", preparation: "chopped" }],
    ["400g tin chopped tomatoes", { quantity: 1, unit: "tin", size: { quantity: 400, unit: "g" }, name: "tomatoes", preparation: "chopped" }],
    ["a 400g tin of coconut milk", { quantity: 1, unit: "tin", size: { quantity: 400, unit: "g" }, name: "coconut milk" }],
    ["1 14-oz can black beans", { quantity: 1, unit: "can", size: { quantity: 14, unit: "oz" }, name: "black beans" }],
    ["one onion", { quantity: 1, name: "onion" }],
    ["an onion", { quantity: 1, name: "onion" }],
    ["half a lemon, juiced", { quantity: 0.5, name: "lemon", preparation: "juiced" }],
    ["one and a half cups rice", { quantity: 1.5, unit: "cup", name: "rice" }],
    ["a dozen eggs", { quantity: 12, name: "eggs" }],
    ["1 T butter", { quantity: 1, unit: "tbsp", name: "butter" }],
    ["1 t vanilla", { quantity: 1, unit: "tsp", name: "vanilla" }],
    ["2 large eggs, beaten", { quantity: 2, descriptor: "large", name: "eggs", preparation: "beaten" }],
    ["1 heaped tbsp plain flour", { quantity: 1, unit: "tbsp", descriptor: "heaped", name: "plain flour" }],
    ["1 lb 4 oz beef brisket", { quantity: 1.25, unit: "lb", name: "beef brisket" }],
    ["2 tbsp + 1 tsp sugar", { quantity: 2 + 1 / 3, unit: "tbsp", name: "sugar" }],
    ["1 cup plus 2 tablespoons flour", { quantity: 1.125, unit: "cup", name: "flour" }],
    ["500g/1lb 2oz strong white bread flour", { quantity: 500, unit: "g", alternative: { quantity: 1.125, unit: "lb" }, name: "strong white bread flour" }],
    ["1/2 a cucumber", { quantity: 0.5, name: "cucumber" }],
    ["⅓ cup olive oil", { quantity: 1 / 3, unit: "cup", name: "olive oil" }],
    ["1 ½ tsp salt", { quantity: 1.5, unit: "tsp", name: "salt" }],
    ["3 or 4 sprigs rosemary", { quantity: 3, quantityHigh: 4, unit: "sprig", name: "rosemary" }],
    ["freshly ground black pepper", { name: "black pepper", preparation: "freshly ground" }],
    ["1 onion finely chopped", { quantity: 1, name: "onion", preparation: "finely chopped" }],
    ["a few sprigs of thyme", { unit: "sprig", descriptor: "a few", name: "thyme" }],
    ["juice of ½ lemon", { quantity: 0.5, name: "lemon", comment: "juice" }],
    ["sunflower oil, for frying", { name: "sunflower oil", comment: "for frying" }],
    ["200g cheddar (mature), grated", { quantity: 200, unit: "g", name: "cheddar", preparation: "grated", comment: "mature" }],
    ["2cm piece ginger, grated", { quantity: 1, unit: "piece", descriptor: "2cm", name: "ginger", preparation: "grated" }],
    ["1 ball mozzarella, torn", { quantity: 1, unit: "ball", name: "mozzarella", preparation: "torn" }],
    ["2 bay leaves", { quantity: 2, name: "bay leaves" }],
    ["500g minced beef", { quantity: 500, unit: "g", name: "minced beef" }],
  ])("%s", (line, expected) => {
    expect(read(parseIngredientLine(line))).toEqual({ ...nothing, name: "", ...expected });
  });

  it.each(["For the sauce:", "1/0 cup flour", "1/2/3 cups", "", "   ", "— —", "12345"])("returns %j as written, flagged unparsed", (line) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.parsed).toBe(false);
    expect(parsed.name).toBe(line.trim());
    expect(parsed.quantity).toBeNull();
  });

  it("keeps the line as written, split into its amount and the rest", () => {
    expect(parseIngredientLine("  1½ cups flour, sifted ").written).toEqual({ measure: "1½ cups", name: "flour, sifted" });
  });
});

describe("parseIngredient reads a TheMealDB measure and name pair", () => {
  it.each<[string, string, Partial<ReturnType<typeof read>>]>([
    ["2 x 400 g tins", "Chickpeas", { quantity: 2, unit: "tin", size: { quantity: 400, unit: "g" }, name: "Chickpeas" }],
    ["To taste", "Black Pepper", { name: "Black Pepper", comment: "To taste" }],
    ["Pinch", "Sea Salt", { quantity: 1, unit: "pinch", name: "Sea Salt" }],
    ["1 Large", "Onion", { quantity: 1, descriptor: "large", name: "Onion" }],
    ["2 Chopped", "Tomatoes", { quantity: 2, name: "Tomatoes", preparation: "Chopped" }],
    ["200g (soaked overnight)", "Chickpeas", { quantity: 200, unit: "g", name: "Chickpeas", comment: "soaked overnight" }],
    ["Juice of 1", "Lime", { quantity: 1, name: "Lime", comment: "Juice" }],
    ["3 tblsp", "Soy Sauce", { quantity: 3, unit: "tbsp", name: "Soy Sauce" }],
    ["175g/6oz", "Butter", { quantity: 175, unit: "g", alternative: { quantity: 6, unit: "oz" }, name: "Butter" }],
    ["1 tin", "Chopped Tomatoes", { quantity: 1, unit: "tin", name: "Tomatoes", preparation: "Chopped" }],
    ["", "2 eggs, beaten", { quantity: 2, name: "eggs", preparation: "beaten" }],
  ])("%s | %s", (measure, name, expected) => {
    expect(read(parseIngredient(measure, name))).toEqual({ ...nothing, name: "", ...expected });
  });

  it("keeps the pair as written", () => {
    expect(parseIngredient("2 x 400 g tins", "Chickpeas").written).toEqual({ measure: "2 x 400 g tins", name: "Chickpeas" });
  });
});
