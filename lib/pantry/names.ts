import { parseIngredient, parseIngredientLine } from "@/lib/ingredients";
import { stem, wordsOf } from "@/lib/search";

/**
 * How an ingredient becomes the one name the pantry matches by, the same for what a cook keeps
 * ("Spring onions") and what a meal lists ("2 scallions, thinly sliced"): the parser takes off the
 * quantity, unit and preparation; case, accents and plurals go (the search's words and stems);
 * words a cook does not shop by go ("fresh", "ripe", "large"); then one synonym table brings UK
 * and US names together. The key is internal (stems): pages show the names as written.
 */

/**
 * One name for each ingredient a cook may call two ways, UK and US both ways; the first of each
 * row is the key. Read through the same normalisation as everything else, so rows are plain words.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ["spring onion", "scallion", "green onion", "salad onion"],
  ["courgette", "zucchini"],
  ["aubergine", "eggplant"],
  ["coriander", "cilantro", "coriander leaf", "coriander leaves", "fresh coriander", "chinese parsley"],
  ["sweet potato", "kumara", "yam"],
  ["chickpea", "garbanzo bean", "garbanzo", "chick pea"],
  ["minced beef", "ground beef", "beef mince", "mince", "hamburger meat"],
  ["minced pork", "ground pork", "pork mince"],
  ["minced lamb", "ground lamb", "lamb mince"],
  ["minced turkey", "ground turkey", "turkey mince"],
  ["prawn", "shrimp", "king prawn", "tiger prawn", "jumbo shrimp"],
  ["rocket", "arugula"],
  ["bell pepper", "red pepper", "green pepper", "yellow pepper", "orange pepper", "capsicum", "sweet pepper"],
  ["pepper", "black pepper", "ground black pepper", "freshly ground black pepper", "white pepper", "peppercorn", "black peppercorn", "ground pepper"],
  ["salt", "sea salt", "kosher salt", "table salt", "salt flake", "sea salt flake", "flaky salt", "rock salt", "fine salt"],
  ["oil", "olive oil", "extra virgin olive oil", "vegetable oil", "sunflower oil", "rapeseed oil", "canola oil", "cooking oil", "light olive oil"],
  ["water", "cold water", "boiling water", "hot water", "warm water", "tap water"],
  ["flour", "plain flour", "all purpose flour", "all-purpose flour"],
  ["self raising flour", "self rising flour", "self-raising flour", "self-rising flour"],
  ["double cream", "heavy cream", "whipping cream", "heavy whipping cream"],
  ["single cream", "light cream", "half and half"],
  ["icing sugar", "powdered sugar", "confectioners sugar", "confectioners' sugar"],
  ["caster sugar", "superfine sugar"],
  ["bicarbonate of soda", "baking soda", "bicarb", "bicarb soda", "bicarbonate soda"],
  ["cornflour", "cornstarch", "corn starch"],
  ["beetroot", "beet"],
  ["swede", "rutabaga"],
  ["mangetout", "snow pea"],
  ["broad bean", "fava bean"],
  ["haricot bean", "navy bean"],
  ["tomato puree", "tomato paste"],
  ["tomato", "chopped tomato", "tinned tomato", "canned tomato", "tinned chopped tomato", "canned diced tomato", "diced tomato", "crushed tomato"],
  ["chilli", "chili", "chile", "chilli pepper", "chili pepper", "red chilli", "green chilli", "fresh chilli"],
  ["chilli flake", "red pepper flake", "crushed red pepper", "chili flake", "dried chilli flake"],
  ["cos lettuce", "romaine lettuce", "romaine"],
  ["desiccated coconut", "shredded coconut"],
  ["yoghurt", "yogurt", "natural yoghurt", "plain yoghurt", "plain yogurt", "natural yogurt"],
  ["sweetcorn", "corn", "corn kernel", "sweet corn"],
  ["dark chocolate", "bittersweet chocolate", "plain chocolate"],
  ["digestive biscuit", "graham cracker"],
  ["vegetable stock", "vegetable broth"],
  ["chicken stock", "chicken broth"],
  ["beef stock", "beef broth"],
  ["spring green", "collard green"],
  ["golden syrup", "light corn syrup"],
  ["streaky bacon", "bacon", "bacon rasher", "bacon strip"],
  ["butternut squash", "butternut", "butternut pumpkin"],
  ["soy sauce", "soya sauce", "light soy sauce"],
  ["cheddar", "cheddar cheese", "mature cheddar", "sharp cheddar"],
  ["parmesan", "parmesan cheese", "parmigiano reggiano", "parmigiano"],
  ["egg", "free range egg", "free-range egg", "hen egg"],
  ["garlic", "garlic clove"],
  ["spinach", "baby spinach", "spinach leaf", "spinach leaves"],
  ["ginger", "fresh ginger", "root ginger", "ginger root"],
  ["semi skimmed milk", "2% milk", "reduced fat milk"],
  ["jacket potato", "baking potato", "russet potato"],
];

/** Words a cook does not buy or keep by: left out of the key ("2 large ripe tomatoes" → tomato). */
const NOT_KEPT_BY = new Set(
  [
    "fresh", "freshly", "ripe", "large", "small", "medium", "big", "extra", "good", "quality", "organic", "free", "range",
    "whole", "chopped", "diced", "sliced", "minced", "grated", "crushed", "peeled", "trimmed", "halved", "quartered",
    "finely", "roughly", "thinly", "cold", "hot", "warm", "boiling", "softened", "melted", "beaten", "handful", "few",
    "some", "optional", "taste", "about", "approx", "cooked", "raw", "leftover", "plus", "extra", "each", "piece",
  ].map(stem),
);

/**
 * Heads whose kinds a cook treats as one when asking what they can make: red, white or brown
 * onions are onions; cherry or plum tomatoes are tomatoes. Checked after the synonyms, so
 * "spring onion" and "sweet potato" stay their own.
 */
const ONE_KIND_HEADS = new Set(["onion", "tomato", "potato", "mushroom", "apple", "lentil", "rice", "egg", "lettuce", "cabbage", "garlic"].map(stem));

/** What having one thing also covers: a lemon gives its juice and zest; eggs their yolks and whites. */
// A Map, not a plain object: a pantry item a cook named "constructor" must find nothing an object inherits.
const ALSO_COVERS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    lemon: ["lemon juice", "lemon zest", "lemon rind"],
    lime: ["lime juice", "lime zest"],
    orange: ["orange juice", "orange zest"],
    egg: ["egg yolk", "egg white"],
    garlic: ["garlic clove"],
    // Peas are peas, frozen or not: and German, French and Spanish name frozen ones as peas
    // ("TK-Erbsen", "petits pois surgelés"), so the quick-add choice means the same in every language.
    pea: ["frozen peas"],
    "frozen pea": ["peas"],
  }),
);

/** The words of a name as keys see them: folded, stop words gone, stemmed, not-kept-by words dropped. */
function stemsOf(text: string): string[] {
  return wordsOf(text.replaceAll("'", "")).map(stem);
}

function phraseOf(text: string): string {
  return stemsOf(text)
    .filter((word) => !NOT_KEPT_BY.has(word))
    .join(" ");
}

const KEY_OF_PHRASE = new Map<string, string>();
for (const row of SYNONYMS) {
  const key = stemsOf(row[0]!).join(" ");
  // Whole names only: "chopped tomato" (a tin) must not make every "tomato" a tin.
  for (const name of row) KEY_OF_PHRASE.set(stemsOf(name).join(" "), key);
}

/** The key of one name with quantities and preparation already off, or null when nothing is left. */
function keyOfName(name: string): string | null {
  const whole = stemsOf(name).join(" ");
  const known = KEY_OF_PHRASE.get(whole);
  if (known) return known;
  const phrase = phraseOf(name);
  if (!phrase) return null;
  const synonym = KEY_OF_PHRASE.get(phrase);
  if (synonym) return synonym;
  let words = phrase.split(" ");
  // "ground cumin" is the cumin a cook keeps; "ground beef" was caught by the synonyms above.
  if (words.length > 1 && words[0] === "ground") {
    words = words.slice(1);
    const spice = KEY_OF_PHRASE.get(words.join(" "));
    if (spice) return spice;
  }
  const head = words.at(-1)!;
  if (words.length > 1 && ONE_KIND_HEADS.has(head)) return KEY_OF_PHRASE.get(head) ?? head;
  return words.join(" ");
}

/** "salt and pepper", "salt & pepper": two things; "butter or oil": the first is enough to list. */
function namesIn(name: string): string[] {
  const first = name.split(/\s+or\s+|\//i)[0] ?? "";
  return first.split(/\s+and\s+|\s*&\s*|\s*\+\s*/i).filter((part) => part.trim());
}

function keysOfParsedName(name: string): string[] {
  return [...new Set(namesIn(name).map(keyOfName).filter((key): key is string => key !== null))];
}

// Meal writes meet the same pairs again and again ("2 tbsp" "Olive oil"): the numbers of a
// measure never change the name, so pairs differing only in them share one parse. Bounded.
const keysOfPair = new Map<string, string[]>();
const PAIRS_KEPT = 20_000;

/** The pantry keys of a meal's ingredient (TheMealDB's measure and name pair). */
export function keysOfIngredient(measure: string, name: string): string[] {
  const pair = `${measure.replace(/\d+/g, "1")}\u0000${name}`;
  const known = keysOfPair.get(pair);
  if (known) return known;
  const parsed = parseIngredient(measure, name);
  const keys = keysOfParsedName(parsed.food ?? parsed.name);
  if (keysOfPair.size >= PAIRS_KEPT) keysOfPair.clear();
  keysOfPair.set(pair, keys);
  return keys;
}

/** The pantry keys of what a cook typed ("2 ripe tomatoes, chopped" → ["tomato"]). */
export function keysOfLine(line: string): string[] {
  const parsed = parseIngredientLine(line);
  // "Zwiebeln" in the pantry covers "2 onions" in a recipe: a food in another language by its English name.
  return keysOfParsedName(parsed.food ?? parsed.name);
}

/** The one key a cook's item matches by, or null when it names nothing ("2 large"). */
export function pantryKeyOf(line: string): string | null {
  return keysOfLine(line)[0] ?? null;
}

/** Every meal key a pantry's items cover (their own keys and what each also gives: lemon → its juice), with the item covering it. */
export function coverMap(items: readonly string[]): Map<string, string> {
  const covered = new Map<string, string>();
  const add = (key: string, item: string) => {
    if (!covered.has(key)) covered.set(key, item);
  };
  for (const item of items) {
    for (const key of keysOfLine(item)) {
      add(key, item);
      for (const also of ALSO_COVERS.get(key) ?? []) for (const more of keysOfLine(also)) add(more, item);
    }
  }
  return covered;
}

/** Every meal key a pantry's items cover. */
export function coveredKeys(items: readonly string[]): Set<string> {
  return new Set(coverMap(items).keys());
}

/** A meal's distinct keys from its ingredients, in the order first listed, with the name each came from. */
export function mealKeys(ingredients: readonly { measure: string; name: string }[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const ingredient of ingredients) {
    for (const key of keysOfIngredient(ingredient.measure, ingredient.name)) if (!keys.has(key)) keys.set(key, ingredient.name);
  }
  return keys;
}
