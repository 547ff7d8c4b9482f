import { describe, expect, it } from "vitest";
import { dietsOf } from "@/lib/diets";
import { ingredientTraits } from "@/lib/diets/diets";
import { loadCatalog, type CatalogMeal } from "@/lib/meals/catalog/load-catalog";
import { foldForSearch } from "@/lib/platform/text";

/**
 * The catalog 2.0 check (issue 16, points 1, 2, 4 and 7): a repertoire of everyday dishes with
 * times, difficulty, tips and honest alt text, diets that agree with the categories, and the
 * review's fixes kept. Prints the distribution, so a reviewer sees the balance at a glance.
 */
const catalog = loadCatalog();
const folded = (meal: CatalogMeal) => foldForSearch(meal.name);

const MEAT_OR_FISH_CATEGORIES = ["Beef", "Chicken", "Goat", "Lamb", "Pork", "Seafood"];
const BALANCED_CATEGORIES = ["Vegetarian", "Vegan", "Dessert", "Side", "Starter", "Seafood", "Pasta", "Breakfast"];

/** The everyday dishes the issue requires, by their catalog names (folded). */
const REQUIRED_DISHES = [
  "spaghetti bolognese", "lentil bolognese", "vegetable lasagne", "lasagne", "spaghetti carbonara", "penne arrabbiata",
  "pesto pasta", "pasta e fagioli", "spaghetti alle vongole", "tuna pasta bake", "mac and cheese", "margherita pizza",
  "mushroom risotto", "pea and lemon risotto", "gnocchi with tomato sauce", "minestrone", "tomato soup",
  "leek and potato soup", "french onion soup", "butternut squash soup", "lentil soup", "gazpacho", "miso soup",
  "chana masala", "dal tadka", "vegetable biryani", "paneer butter masala", "saag aloo", "vegetable korma",
  "thai green curry with tofu", "thai red prawn curry", "egg fried rice", "vegetable stir-fry with noodles",
  "vegetable spring rolls", "sushi rolls with cucumber and salmon", "vegetable ramen", "bibimbap", "falafel", "hummus",
  "baba ganoush", "tabbouleh", "shakshuka", "greek salad", "caesar salad", "tuna nicoise salad", "coleslaw",
  "potato salad", "guacamole", "bruschetta", "three-bean chilli", "bean burritos", "vegetable enchiladas", "fish tacos",
  "nachos", "ratatouille", "stuffed peppers", "cauliflower cheese", "cheese and onion pie", "veggie burgers",
  "spinach and feta quiche", "frittata", "omelette", "american pancakes", "crepes", "waffles", "french toast",
  "porridge", "granola", "overnight oats", "seafood paella", "fish pie", "salmon teriyaki", "garlic butter prawns",
  "moules mariniere", "kedgeree", "cod with tomatoes and olives", "shepherd's pie", "lamb kofta", "moussaka",
  "roast potatoes", "mashed potatoes", "garlic bread", "rice pilaf", "roasted vegetables", "naan", "brownies",
  "chocolate chip cookies", "banana bread", "carrot cake", "victoria sponge", "lemon drizzle cake", "baked cheesecake",
  "apple pie", "pavlova", "sticky toffee pudding", "panna cotta", "rice pudding", "chocolate mousse", "scones",
  "flapjacks", "chicken tikka masala", "roast chicken", "chicken noodle soup", "chilli con carne", "beef tacos",
  "beef burgers", "cottage pie", "pork and apple casserole", "sweet and sour pork",
];

const byName = (name: string) => catalog.find((meal) => folded(meal) === name);
const countBy = (key: (meal: CatalogMeal) => string) =>
  Object.fromEntries(
    [...catalog.reduce((counts, meal) => counts.set(key(meal), (counts.get(key(meal)) ?? 0) + 1), new Map<string, number>())].sort(),
  );

describe("the catalog as a home cook's repertoire", () => {
  it("has at least 400 meals, no two with the same name, and prints the distribution", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(400);
    const names = catalog.map(folded);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    console.log(
      [
        `Catalog: ${catalog.length} meals`,
        `by category: ${JSON.stringify(countBy((meal) => meal.category))}`,
        `by difficulty: ${JSON.stringify(countBy((meal) => meal.difficulty))}`,
        `by first letter: ${JSON.stringify(countBy((meal) => folded(meal)[0]!))}`,
        `diets: ${JSON.stringify(Object.fromEntries(["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"].map((diet) => [diet, catalog.filter((meal) => dietsOf(meal.ingredients).includes(diet as never)).length])))}`,
      ].join("\n"),
    );
  });

  it("has at least 25 meals in each everyday category", () => {
    const counts = countBy((meal) => meal.category);
    for (const category of BALANCED_CATEGORIES) expect(counts[category] ?? 0, category).toBeGreaterThanOrEqual(25);
  });

  it("has names for every letter a–z, and at least 40 meat-free meals starting a–e", () => {
    const letters = new Set(catalog.map((meal) => folded(meal)[0]));
    expect([..."abcdefghijklmnopqrstuvwxyz"].filter((letter) => !letters.has(letter))).toEqual([]);
    const meatFreeAtoE = catalog.filter((meal) => /^[a-e]/.test(folded(meal)) && !MEAT_OR_FISH_CATEGORIES.includes(meal.category));
    expect(meatFreeAtoE.length).toBeGreaterThanOrEqual(40);
  });

  it("holds every everyday dish the issue lists", () => {
    expect(REQUIRED_DISHES.filter((name) => !byName(name))).toEqual([]);
  });

  it("answers the searches a home cook types: 'soup', 'curry', 'cake' and 'pasta' each name at least 3 meat-free meals", () => {
    // Name search drops Chicken, Pork and Beef (the seed's rule), so those do not count here.
    for (const term of ["soup", "curry", "cake", "pasta"]) {
      const found = catalog.filter((meal) => folded(meal).includes(term) && !["Chicken", "Pork", "Beef"].includes(meal.category));
      expect(found.length, term).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every meal times, difficulty, servings, 1–3 tips and alt text that says it is an illustration", () => {
    const missing = catalog.filter(
      (meal) =>
        ![meal.prepMinutes, meal.cookMinutes, meal.totalMinutes, meal.servings].every(Number.isInteger) ||
        !["easy", "medium", "hard"].includes(meal.difficulty) ||
        meal.tips.length < 1 ||
        meal.tips.length > 3 ||
        !meal.imageAlt.startsWith("Illustration: "),
    );
    expect(missing.map((meal) => meal.name)).toEqual([]);
  });

  it("states plausible times and servings", () => {
    const odd = catalog.flatMap((meal) => {
      const { prepMinutes: prep, cookMinutes: cook, totalMinutes: total } = meal;
      const problems = [
        total < prep + cook && "total is less than prep + cook",
        // Resting, soaking, chilling or marinating can add up to a day and a half, not more.
        total > prep + cook + 36 * 60 && "more than 36 hours beyond prep + cook",
        (prep < 2 || prep > 120) && `prep ${prep} min`,
        cook > 12 * 60 && `cook ${cook} min`,
        total < 5 && `total ${total} min`,
        (meal.servings < 1 || meal.servings > 16) && `serves ${meal.servings}`,
      ].filter(Boolean);
      return problems.map((problem) => `${meal.name}: ${problem}`);
    });
    expect(odd).toEqual([]);
  });

  it("derives diets that agree with the categories", () => {
    const wrong = catalog.flatMap((meal) => {
      const diets = dietsOf(meal.ingredients);
      if (meal.category === "Vegan" && !diets.includes("vegan")) return [`${meal.name}: Vegan but not derived vegan`];
      if (meal.category === "Vegetarian" && !diets.includes("vegetarian")) return [`${meal.name}: Vegetarian but not derived vegetarian`];
      // Seafood is built on fish and shellfish: no sausage, chicken or meat stock (a little bacon in a chowder is seasoning).
      const meat = meal.ingredients.filter(
        (line) => ingredientTraits(line.name)?.has("meat") && /\b(sausages?|andouille|chorizo|chicken|beef|pork|lamb|stock)\b/i.test(line.name),
      );
      if (meal.category === "Seafood" && meat.length > 0) return [`${meal.name}: Seafood with ${meat.map((line) => line.name).join(", ")}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("keeps the review's fixes", () => {
    for (const name of ["aubergine parmigiana", "torta pascualina"]) {
      expect(byName(name)?.ingredients.map((line) => line.name), name).toContain("Vegetarian hard cheese");
    }
    expect(catalog.filter((meal) => meal.area === "Venezulan")).toEqual([]);
    expect(catalog.filter((meal) => meal.area === "Venezuelan").length).toBeGreaterThanOrEqual(3);
    const bruleeSteps = byName("creme brulee")!.instructions.join(" ");
    expect(byName("creme brulee")!.servings).toBe(6);
    expect(bruleeSteps).toContain("six 150 ml ramekins");
    // Tinned pulses are bought in tins: "2 x 400 g tins", never a bare weight.
    const bareTins = catalog.flatMap((meal) =>
      meal.ingredients
        .filter((line) => /\b(tinned|canned)\b/i.test(line.name) && !/ x \d+ ?g (tins?|cans?)$/.test(line.measure))
        .map((line) => `${meal.name}: ${line.measure} ${line.name}`),
    );
    expect(bareTins).toEqual([]);
    const plainChickpeasByWeight = catalog.flatMap((meal) =>
      meal.ingredients.filter((line) => /^(chickpeas|black beans|cannellini beans|red kidney beans)$/i.test(line.name) && /\bg$/.test(line.measure)),
    );
    expect(plainChickpeasByWeight).toEqual([]);
    // Chimichurri is one recipe; other meals serve it instead of writing it out again.
    const chimichurriMade = catalog.filter(
      (meal) => folded(meal) !== "chimichurri" && meal.instructions.some((step) => /\b(make|for) the chimichurri\b/i.test(step)),
    );
    expect(chimichurriMade.map((meal) => meal.name)).toEqual([]);
    expect(catalog.filter((meal) => folded(meal).includes("chimichurri"))).toHaveLength(1);
  });

  it("lists the sides a method serves, or says they are optional", () => {
    const unlisted = catalog.flatMap((meal) =>
      meal.instructions
        .filter((step) => /\bserve (it |them )?with (rice|naan|chapatis|bread|crusty bread|steamed rice)\b/i.test(step) && !/if you like|optional/i.test(step))
        .filter(() => !meal.ingredients.some((line) => /\b(rice|naan|chapatis?|bread)\b/i.test(line.name)))
        .map((step) => `${meal.name}: ${step}`),
    );
    expect(unlisted).toEqual([]);
  });
});
