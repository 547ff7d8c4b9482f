import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { aisleOf, type Aisle } from "@/lib/meal-plan/aisles";
import { ownLineFields } from "@/lib/meal-plan/merge";

/** Every ingredient name the catalog's recipes write, each once. */
const names = [...new Set(loadCatalog().flatMap((meal) => meal.ingredients.map((ingredient) => ingredient.name)))];

/**
 * Families a shopper finds in one aisle, stated apart from the code's rules: every catalog name a
 * family's pattern matches must land in its aisle (the exceptions are the families above it:
 * "white wine vinegar" is a vinegar, not wine). Reviewed by reading the whole catalog's output.
 */
const FAMILIES: [string, RegExp, Aisle][] = [
  ["frozen food", /^frozen /i, "frozen"],
  ["vinegars and oils", /vinegar|\boil$|goose fat|^lard$/i, "oils and vinegars"],
  ["stock, broth, bouillon, dashi", /stock|broth|bouillon|dashi/i, "tins and jars"],
  ["purées and pastes", /pur[eé]e|paste$|passata|harissa|tahini|gochujang|doubanjiang/i, "tins and jars"],
  ["tins and jarred goods", /^tinned |in (brine|juice|adobo)$|olives|capers|gherkins|^pickled |chutney|jam$|jelly|honey|syrup|treacle|mustard$|mayonnaise|ketchup|\bsauce$|coconut milk|condensed milk|evaporated milk|chopped tomatoes|roasted red pepper/i, "tins and jars"],
  ["tinned beans", /^(red kidney|black|cannellini|borlotti|pinto|butter|baked) beans$/i, "tins and jars"],
  ["ground and whole spices", /^ground (?!almonds)|peppercorns|paprika|cumin|turmeric|cinnamon|nutmeg|cardamom|saffron|star anise|garam masala|curry powder|chilli (powder|flakes)|(cumin|coriander|fennel|caraway|nigella|fenugreek|mustard) seeds|^bay lea|^dried (oregano|thyme|mint|marjoram|mixed herbs)|salt\b|garlic powder|onion powder|seasoning|cloves$|juniper|sumac/i, "spices"],
  ["baking and dry goods", /\bflour\b(?! tortillas)|sugar|baking powder|bicarbonate|yeast|cocoa|gelatine|chocolate|extract|\brice\b(?! vinegar)|noodles|pasta|spaghetti|lentils|polenta|couscous|bulgur|oats|almonds|walnuts|cashews|pistachios|raisins|sultanas|prunes|(chia|sesame|poppy|sunflower|pumpkin) seeds/i, "dry goods"],
  ["dairy and eggs", /cheese|cheddar|parmesan|mozzarella|feta|ricotta|yog(h)?urt|\bcream\b|crème fraîche|^(salted |unsalted |vegan )?butter$|^(whole |oat |soy )?milk$|^eggs?$|egg (yolks?|whites?)$|large eggs|ghee|buttermilk|tofu|pastry/i, "dairy and eggs"],
  ["bread", /bread(?!crumbs)|buns$|baguette|ciabatta|brioche|tortillas$|flatbreads|muffins/i, "bakery"],
  ["meat and fish", /\b(beef|pork|lamb|chicken|duck|rabbit)\b(?!.*stock)|mince|steaks?$|fillets?$|prawns|bacon|sausage|squid|mussels|clams|crab|salmon|haddock|pancetta|prosciutto|ham$/i, "meat and fish"],
  ["drinks", /\bwine$|beer|stout|brandy|vodka|sherry$|cider$|tea$|tea bags|coffee/i, "drinks"],
  ["fresh vegetables, fruit and herbs", /^(onions?|red onions?|shallots?|garlic|leeks?|carrots?|potato(es)?|(floury|waxy|new|baking) potatoes|tomato(es)?|lemons?|limes?|spinach|kale|parsley|coriander|basil|mint|thyme|dill|chives|courgettes?|aubergines?|cucumber|avocados?|spring onions|celery|broccoli|cauliflower)$/i, "produce"],
];

/** Single names the families above do not settle, or where a word misleads. */
const CASES: [string, Aisle][] = [
  ["Vegetable stock", "tins and jars"],
  ["Tomato purée", "tins and jars"],
  ["Chopped tomatoes", "tins and jars"],
  ["Butter beans", "tins and jars"],
  ["Shaoxing wine", "tins and jars"],
  ["Anchovy fillets", "tins and jars"],
  ["Dried chickpeas", "dry goods"],
  ["Milk chocolate", "dry goods"],
  ["Medium egg noodles", "dry goods"],
  ["Ground almonds", "dry goods"],
  ["Pumpkin seeds", "dry goods"],
  ["Pomegranate seeds", "produce"],
  ["Ground ginger", "spices"],
  ["Ground coriander", "spices"],
  ["English mustard powder", "spices"],
  ["Juniper berries", "spices"],
  ["Soft goat's cheese", "dairy and eggs"],
  ["White bread", "bakery"],
  ["White crab meat", "meat and fish"],
  ["White cabbage", "produce"],
  ["Corn tortillas", "bakery"],
  ["Tortilla chips", "dry goods"],
  ["Apple juice", "drinks"],
  ["Lemon juice", "produce"],
  ["Coconut oil", "oils and vinegars"],
  ["Red wine vinegar", "oils and vinegars"],
  ["Bone-in, skin-on chicken thighs", "meat and fish"],
  ["Whole cloves", "spices"],
  ["Salt for the pasta water", "spices"],
];

/** Only what comes from the tap is in no aisle. */
const IN_NO_AISLE = new Set(["Water", "Boiling water", "Cold water", "Iced water", "Warm water", "Hot water"]);

describe("the aisle of every catalog ingredient", () => {
  it("reads the catalog", () => {
    expect(names.length).toBeGreaterThan(500);
  });

  for (const [family, pattern, aisle] of FAMILIES) {
    it(`files ${family} under ${aisle}`, () => {
      const members = names.filter((name) => pattern.test(name) && !FAMILIES.slice(0, FAMILIES.findIndex(([named]) => named === family)).some(([, earlier]) => earlier.test(name)));
      const wrong = members.filter((name) => !CASES.some(([known]) => known === name)).filter((name) => aisleOf(name) !== aisle);
      expect(members.length).toBeGreaterThan(0);
      expect(wrong.map((name) => `${name} → ${aisleOf(name)}`)).toEqual([]);
    });
  }

  it.each(CASES)("files %s under %s", (name, aisle) => {
    expect(aisleOf(name)).toBe(aisle);
  });

  it("files every ingredient but water in an aisle", () => {
    expect(names.filter((name) => aisleOf(name) === "other").sort()).toEqual([...IN_NO_AISLE].filter((name) => names.includes(name)).sort());
  });
});

describe("a line in German, French or Spanish goes to its food's aisle", () => {
  it.each([
    ["1 l Milch", "dairy and eggs"],
    ["200 g Mehl", "dry goods"],
    ["2 Zwiebeln", "produce"],
    ["500 g de farine", "dry goods"],
    ["1 litro de leche", "dairy and eggs"],
    ["3 cebollas", "produce"],
    ["Olivenöl", "oils and vinegars"],
  ] as const)("%s → %s", (text, aisle) => {
    expect(ownLineFields(text).aisle).toBe(aisle);
  });

  it("keeps the name as written first: a tin of chopped tomatoes is a tin, though the food is tomatoes", () => {
    expect(aisleOf("chopped tomatoes", "tomatoes")).toBe("tins and jars");
  });
});
