/**
 * A synthetic catalog for the search benchmark: realistic dish names ("Smoky lentil soup with
 * spinach"), 5–20 ingredients from a vocabulary of about 2,000 (bases × forms), every category and
 * area, times, difficulties and diets derived by lib/diets, written straight into the database
 * with their search and pantry index rows (lib/search's and lib/pantry's own indexers), a few
 * thousand meals per transaction.
 * Deterministic: the same seed writes the same meals.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { dietsColumn, dietsOf } from "../../lib/diets";
import { MEAL_CATEGORIES } from "../../lib/meals";
import { pantryRowsOf } from "../../lib/pantry";
import { termsOf } from "../../lib/search";
import { foldForSearch } from "../../lib/platform/text";

const BASES = (
  "tomato onion garlic carrot potato leek celery pepper chilli spinach kale cabbage broccoli cauliflower courgette aubergine mushroom " +
  "pea bean lentil chickpea rice noodle pasta spaghetti penne couscous quinoa barley oat flour bread tortilla egg milk cream butter " +
  "cheddar feta mozzarella ricotta yoghurt paneer tofu tempeh salmon cod prawn mussel tuna mackerel lamb chicken beef pork bacon " +
  "sausage apple pear lemon lime orange mango banana berry cherry plum peach pineapple coconut almond walnut peanut cashew hazelnut " +
  "pistachio sesame ginger cumin coriander turmeric paprika cinnamon nutmeg basil parsley mint thyme rosemary sage oregano dill " +
  "chive honey sugar chocolate vanilla cocoa syrup vinegar mustard soy miso tahini pesto olive caper anchovy stock wine beer " +
  "sweetcorn squash pumpkin beetroot radish fennel asparagus artichoke avocado cucumber lettuce rocket watercress shallot spring-onion " +
  "gnocchi polenta semolina buckwheat rye spelt cranberry raisin date fig apricot rhubarb gooseberry blackberry raspberry strawberry"
).split(" ");
const FORMS = ["", "fresh", "dried", "smoked", "red", "green", "baby", "tinned", "frozen", "ground", "wild", "roasted", "pickled", "sweet", "black", "white"];
const DISHES = (
  "soup curry salad stew pie pasta risotto bake tart cake stir-fry tacos burger bowl noodles gratin omelette pancakes casserole " +
  "traybake skewers fritters dumplings wraps lasagne chilli hotpot crumble muffins flatbread pilaf biryani korma dal frittata quiche " +
  "sandwich toastie porridge granola smoothie"
).split(" ");
const ADJECTIVES = (
  "smoky spicy creamy crispy zesty golden rustic quick easy herby garlicky sticky tangy hearty summer winter autumn spring " +
  "sunday midweek one-pot slow-cooked grilled baked roasted charred fragrant lemony peppery"
).split(" ");
const AREAS = (
  "American British Canadian Chinese Croatian Dutch Egyptian Filipino French Greek Indian Irish Italian Jamaican Japanese Kenyan " +
  "Malaysian Mexican Moroccan Polish Portuguese Russian Spanish Thai Tunisian Turkish Ukrainian Vietnamese Venezuelan Norwegian"
).split(" ");
const DIFFICULTIES = ["easy", "medium", "hard"];

/** A small seeded generator (mulberry32): the same numbers on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The id of the n-th synthetic meal: digits, as catalog and TheMealDB ids are. */
export const syntheticId = (n: number) => String(2_000_000 + n);

function syntheticMeal(n: number) {
  const next = random(n * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Skewed towards the start of the list, as real ingredient use is (onion and garlic everywhere).
  const skewed = <T>(list: readonly T[]) => list[Math.floor(next() ** 2 * list.length)]!;
  const ingredientName = () => {
    const form = next() < 0.6 ? "" : pick(FORMS);
    return capital(`${form} ${skewed(BASES).replace("-", " ")}`.trim());
  };
  const main = pick(BASES).replace("-", " ");
  const dish = pick(DISHES);
  const name = capital(`${pick(ADJECTIVES)} ${main} ${dish}${next() < 0.4 ? ` with ${pick(BASES).replace("-", " ")}` : ""}`);
  const count = 5 + Math.floor(next() * 16);
  const names = new Set([capital(main)]);
  while (names.size < count) names.add(ingredientName());
  const ingredients = [...names].map((ingredient) => ({ name: ingredient, measure: `${1 + Math.floor(next() * 400)} g` }));
  const prep = 5 + Math.floor(next() * 40);
  const cook = Math.floor(next() * 150);
  const category = MEAL_CATEGORIES[n % MEAL_CATEGORIES.length]!;
  const tip = `Season the ${main} well and taste before serving; the ${dish} keeps for two days.`;
  return {
    id: syntheticId(n),
    name,
    searchName: foldForSearch(name),
    category,
    area: AREAS[Math.floor(n / MEAL_CATEGORIES.length) % AREAS.length]!,
    instructions: `Prepare the ${main}.\n\nCook the ${dish} gently until done.\n\nSeason and serve.`,
    thumbnail: `/meals/${syntheticId(n)}.svg`,
    imageAlt: null,
    tags: dish === "soup" || dish === "stew" ? "Soup,Warming" : capital(dish),
    servings: 2 + Math.floor(next() * 5),
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: prep + cook,
    difficulty: pick(DIFFICULTIES),
    diets: dietsColumn(dietsOf(ingredients)),
    tips: tip,
    origin: "themealdb",
    ingredients,
  };
}

// Meals per transaction: big enough to amortise, small enough to keep memory flat.
const BATCH = 5_000;

const MEAL_COLUMNS = [
  "id", "name", "searchName", "category", "area", "instructions", "thumbnail", "imageAlt", "tags", "servings",
  "prepMinutes", "cookMinutes", "totalMinutes", "difficulty", "diets", "tips", "origin", "createdAt", "updatedAt",
] as const;
type MealRow = ReturnType<typeof syntheticMeal> & { createdAt: string; updatedAt: string };

// As every meal write does (lib/platform/revisions): the server's caches (the search's facet counts) follow.
const BUMP_MEALS_REVISION = `INSERT INTO "MealsRevision" ("id", "value") VALUES (1, 1) ON CONFLICT ("id") DO UPDATE SET "value" = "MealsRevision"."value" + 1`;

/** Where synthetic rows go: straight through the database driver (Prisma would take minutes for 100,000 meals). */
export type RowWriter = {
  write(
    meals: MealRow[],
    ingredients: [string, number, string, string][],
    terms: [string, string, number][],
    words: [string, string][],
    pantry: [string, string, number][],
  ): Promise<void>;
  /** After a bulk write: what the database's own maintenance would soon do (PostgreSQL's autovacuum). */
  settle?(): Promise<void>;
  close(): Promise<void>;
};

/** SQLite through better-sqlite3: prepared statements in one transaction per batch. */
export async function sqliteWriter(file: string): Promise<RowWriter> {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 10000");
  const meal = db.prepare(`INSERT INTO "Meal" (${MEAL_COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES (${MEAL_COLUMNS.map(() => "?").join(", ")})`);
  const ingredient = db.prepare(`INSERT INTO "MealIngredient" ("mealId", "position", "name", "measure") VALUES (?, ?, ?, ?)`);
  const term = db.prepare(`INSERT INTO "MealSearchTerm" ("term", "mealId", "fields") VALUES (?, ?, ?)`);
  const word = db.prepare(`INSERT INTO "SearchWord" ("term", "word") VALUES (?, ?) ON CONFLICT ("term") DO NOTHING`);
  const pantryKey = db.prepare(`INSERT INTO "MealPantryKey" ("key", "mealId", "of") VALUES (?, ?, ?)`);
  const revision = db.prepare(BUMP_MEALS_REVISION);
  const writeAll = db.transaction((meals: MealRow[], ingredients: unknown[][], terms: unknown[][], words: unknown[][], pantry: unknown[][]) => {
    for (const row of meals) meal.run(...MEAL_COLUMNS.map((column) => row[column]));
    for (const row of ingredients) ingredient.run(...row);
    for (const row of terms) term.run(...row);
    for (const row of words) word.run(...row);
    for (const row of pantry) pantryKey.run(...row);
    revision.run();
  });
  return {
    async write(meals, ingredients, terms, words, pantry) {
      writeAll(meals, ingredients, terms, words, pantry);
    },
    async close() {
      db.close();
    },
  };
}

/** PostgreSQL through pg: one INSERT … SELECT FROM unnest(arrays) per table and batch. */
export async function postgresWriter(url: string): Promise<RowWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns = (rows: unknown[][], count: number) => Array.from({ length: count }, (_, index) => rows.map((row) => row[index]));
  const types = ["text", "text", "text", "text", "text", "text", "text", "text", "text", "int", "int", "int", "int", "text", "text", "text", "text", "timestamp", "timestamp"];
  return {
    async write(meals, ingredients, terms, words, pantry) {
      await client.query("BEGIN");
      const mealRows = meals.map((row) => MEAL_COLUMNS.map((column) => row[column]));
      await client.query(
        `INSERT INTO "Meal" (${MEAL_COLUMNS.map((c) => `"${c}"`).join(", ")}) SELECT * FROM unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(", ")})`,
        columns(mealRows, MEAL_COLUMNS.length),
      );
      await client.query(`INSERT INTO "MealIngredient" ("mealId", "position", "name", "measure") SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[])`, columns(ingredients, 4));
      await client.query(`INSERT INTO "MealSearchTerm" ("term", "mealId", "fields") SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`, columns(terms, 3));
      await client.query(`INSERT INTO "SearchWord" ("term", "word") SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT ("term") DO NOTHING`, columns(words, 2));
      await client.query(`INSERT INTO "MealPantryKey" ("key", "mealId", "of") SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`, columns(pantry, 3));
      await client.query(BUMP_MEALS_REVISION);
      await client.query("COMMIT");
    },
    async settle() {
      // Statistics for the planner and the visibility map for index-only scans, as autovacuum
      // sets them shortly after an import of this size.
      await client.query("VACUUM ANALYZE");
    },
    async close() {
      await client.end();
    },
  };
}

/** Writes synthetic meals number `from` to `to - 1` with their ingredients, search and pantry index rows. */
export async function writeSyntheticMeals(writer: RowWriter, from: number, to: number): Promise<void> {
  const now = new Date().toISOString();
  for (let start = from; start < to; start += BATCH) {
    const meals = Array.from({ length: Math.min(BATCH, to - start) }, (_, index) => ({ ...syntheticMeal(start + index), createdAt: now, updatedAt: now }));
    const ingredients = meals.flatMap((meal) => meal.ingredients.map((item, position): [string, number, string, string] => [meal.id, position, item.name, item.measure]));
    const words = new Map<string, string>();
    const terms = meals.flatMap((meal) =>
      termsOf(meal).map((term): [string, string, number] => {
        words.set(term.term, term.word);
        return [term.term, meal.id, term.fields];
      }),
    );
    const pantry = meals.flatMap((meal) => pantryRowsOf(meal.id, meal.ingredients).map((row): [string, string, number] => [row.key, row.mealId, row.of]));
    await writer.write(meals, ingredients, terms, [...words.entries()], pantry);
    // SQLite's writer is synchronous: without a turn of the event loop between batches, timers
    // stall for the whole write (20 s at 100k), and fetch's pool then hands out a keep-alive
    // socket the server closed meanwhile ("other side closed") instead of retiring it first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writer.settle?.();
}
