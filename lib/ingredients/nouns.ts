/**
 * Singular and plural of an ingredient's name as a cook writes them ("1 onion", "2 onions",
 * "½ egg", "3 tomatoes"), and one key for both so a shopping list merges "onions" with "onion".
 */

// Maps, not plain objects: a name a cook typed ("constructor") must find nothing an object inherits.
const IRREGULAR: ReadonlyMap<string, string> = new Map(Object.entries({
  leaf: "leaves", loaf: "loaves", half: "halves", knife: "knives", potato: "potatoes", tomato: "tomatoes",
  mango: "mangoes", avocado: "avocados", chilli: "chillies", chili: "chilies", child: "children", mouse: "mice",
  cherry: "cherries", berry: "berries", strawberry: "strawberries", anchovy: "anchovies", dash: "dashes", radish: "radishes",
  peach: "peaches", squash: "squashes", box: "boxes", bunch: "bunches", pinch: "pinches", sandwich: "sandwiches",
}));
const SINGULAR_OF: ReadonlyMap<string, string> = new Map([...IRREGULAR].map(([one, many]) => [many, one]));

/** Names with no plural: "2 cups rice", "3 tbsp butter" are not "rices". */
const UNCOUNTED = new Set([
  "rice", "flour", "sugar", "butter", "salt", "pepper", "water", "milk", "oil", "garlic", "cream", "cheese", "fish",
  "spinach", "parsley", "coriander", "cilantro", "basil", "mint", "thyme", "rosemary", "dill", "chives", "yeast",
  "honey", "stock", "broth", "bread", "beef", "pork", "lamb", "chicken", "mince", "pasta", "spaghetti", "couscous",
  "quinoa", "sweetcorn", "corn", "ginger", "cinnamon", "paprika", "cumin", "sauce",
  "celery", "lettuce", "tofu", "feta", "yoghurt", "yogurt", "vinegar", "juice", "zest", "mustard", "jam",
]);

export function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || /s$/.test(lower)) return word;
  const irregular = IRREGULAR.get(lower);
  if (irregular !== undefined) return matchCase(word, irregular);
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(ch|sh|x|z)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

export function singularOf(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower)) return word;
  const singular = SINGULAR_OF.get(lower);
  if (singular !== undefined) return matchCase(word, singular);
  if (/(ss|us|is|ous)$/.test(lower) || lower.length <= 3) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|oes)$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith("s")) return word.slice(0, -1);
  return word;
}

function matchCase(model: string, word: string): string {
  return model.charAt(0) === model.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The name with its head noun (the last word before "of"/"with"…: "onions", "cloves") made
 * singular or plural: `many` is true above one ("1⅓ onions", "½ egg", "1 onion").
 */
export function nameForCount(name: string, many: boolean): string {
  const words = name.split(" ");
  const cut = words.findIndex((word, at) => at > 0 && /^(of|with|in|for|or|and)$/i.test(word));
  const head = cut === -1 ? words.length - 1 : cut - 1;
  if (head < 0 || !words[head] || !/^\p{L}+$/u.test(words[head]!)) return name;
  words[head] = many ? pluralOf(words[head]!) : singularOf(words[head]!);
  return words.join(" ");
}

/** Descriptors a shopper does not buy by ("fresh", "large", "ripe"): left out of the merge key. */
const NOT_BOUGHT_BY = new Set(["fresh", "ripe", "large", "small", "medium", "big", "good", "quality", "organic", "free-range", "whole"]);

/** One key for "Onions", "onion" and "large onion"; "red onion" stays its own. */
export function mergeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !NOT_BOUGHT_BY.has(word))
    .map(singularOf)
    .join(" ");
}
