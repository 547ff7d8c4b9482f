import { FOOD_NAME_ROWS } from "./food-names";

/**
 * A food named in German, French or Spanish → the English name the food table, the pantry and
 * the shopping list know ("Zwiebeln" → "onion", "huile d'olive" → "olive oil", "cebollas" →
 * "onion"). Each language folds its words to a key of its own (case, accents, its plural
 * endings) applied alike to the table and to what a cook wrote, so only the two keys need agree.
 */
export type Language = "en" | "de" | "fr" | "es";
const LANGUAGES: readonly Language[] = ["en", "de", "fr", "es"];

/** Small words between a food's words that say nothing of the food ("pomme de terre", "huile d'olive"). */
const GLUE: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(["of", "the"]),
  de: new Set(["der", "die", "das", "aus", "von", "vom"]),
  fr: new Set(["de", "d", "du", "des", "la", "le", "les", "l", "a", "au", "aux", "en"]),
  es: new Set(["de", "del", "la", "el", "los", "las", "al", "en"]),
};
/** Words that join two foods ("Salz und Pfeffer", "sel et poivre", "butter or oil"): the first is the food counted. */
const JOINS = new Set(["and", "or", "und", "oder", "et", "ou", "y", "o"]);

/** Lower case, accents and ligatures folded ("Œufs" → "oeufs", "Grieß" → "griess"). */
export function foldWord(text: string): string {
  return text.toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

const IRREGULAR: Readonly<Record<Language, ReadonlyMap<string, string>>> = {
  en: new Map([["leaves", "leaf"], ["halves", "half"], ["loaves", "loaf"]]),
  de: new Map([["eier", "ei"], ["blatter", "blatt"], ["korner", "korn"]]),
  fr: new Map([["oeil", "oeil"]]),
  es: new Map(),
};

/** One key for a word's singular and plural in a language (not a real stem: both sides get the same cut). */
function wordKey(word: string, language: Language): string {
  const irregular = IRREGULAR[language].get(word);
  if (irregular !== undefined) return irregular;
  let key = word;
  switch (language) {
    case "en":
      if (key.length > 4 && key.endsWith("ies")) key = `${key.slice(0, -3)}y`;
      else if (key.length > 4 && /(oes|ches|shes|xes)$/.test(key)) key = key.slice(0, -2);
      else if (key.length > 3 && key.endsWith("s") && !/(ss|us|is)$/.test(key)) key = key.slice(0, -1);
      return key;
    case "de":
      // "Zwiebeln", "Tomaten", "Champignons", "Nüsse": -s, -n, then -e.
      if (key.length > 4 && key.endsWith("s") && !key.endsWith("ss")) key = key.slice(0, -1);
      if (key.length > 4 && key.endsWith("n")) key = key.slice(0, -1);
      if (key.length > 4 && key.endsWith("e")) key = key.slice(0, -1);
      return key;
    case "fr":
      // "oignons", "poireaux", "choux".
      return key.length > 3 && /[sx]$/.test(key) ? key.slice(0, -1) : key;
    case "es":
      // "cebollas", "tomates", "limones", "nueces"/"nuez".
      if (key.length > 3 && key.endsWith("s")) key = key.slice(0, -1);
      if (key.length > 4 && key.endsWith("e")) key = key.slice(0, -1);
      return key.endsWith("z") ? `${key.slice(0, -1)}c` : key;
  }
}

/** A name's words, folded: the part of a key every language shares. */
const foldedWords = (text: string) => foldWord(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A name's words as keys in one language, glue words left out. */
function keysOf(words: readonly string[], language: Language): string[] {
  return words.filter((word) => !GLUE[language].has(word)).map((word) => (JOINS.has(word) ? word : wordKey(word, language)));
}

/** `alsoEnglish`: keys of names marked "!", read only in a line known to be in the language. */
type Index = { names: Map<string, string>; alsoEnglish: Set<string>; longest: number };

function buildIndexes(): Record<Language, Index> {
  const clashes: string[] = [];
  const indexes = Object.fromEntries(LANGUAGES.map((language) => [language, { names: new Map<string, string>(), alsoEnglish: new Set<string>(), longest: 1 }])) as Record<Language, Index>;
  for (const row of FOOD_NAME_ROWS.split("\n")) {
    if (!row.trim()) continue;
    const columns = row.split("|").map((column) => column.trim());
    if (columns.length !== 4) throw new Error(`food names: a row needs four columns: ${row}`);
    const english = columns[0]!;
    LANGUAGES.forEach((language, at) => {
      const index = indexes[language];
      for (const written of columns[at]!.split(";").map((part) => part.trim()).filter(Boolean)) {
        const name = written.replace(/^!/, "");
        const key = keysOf(foldedWords(name), language).join(" ");
        if (written.startsWith("!")) index.alsoEnglish.add(key);
        const known = index.names.get(key);
        // Two foods under one key would make the answer depend on the rows' order.
        if (known !== undefined && known !== english) clashes.push(`"${name}" (${language}) is both ${known} and ${english}`);
        index.names.set(key, english);
        index.longest = Math.max(index.longest, key.split(" ").length);
      }
    });
  }
  if (clashes.length > 0) throw new Error(`food names: ${clashes.join("; ")}`);
  return indexes;
}

let indexes: Record<Language, Index> | undefined;
const indexOf = (language: Language) => (indexes ??= buildIndexes())[language];

/** German joins words into one ("Rinderhackfleisch", "Bio-Zitronen"): the longest known ending of 4+ letters. */
function knownEnding(word: string, index: Index): string | null {
  for (let start = 1; start <= word.length - 4; start++) {
    const found = index.names.get(word.slice(start));
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The English name of the food a name says in `language`, and how many words said it, or null.
 * The longest known run of words wins ("rote Zwiebel" before "Zwiebel"); between runs of one
 * length, the one nearest the food's usual place (last in English and German, first in French
 * and Spanish: "oignon rouge").
 */
function matchIn(folded: readonly string[], language: Language, known = true): { food: string; words: number } | null {
  const index = indexOf(language);
  const words = keysOf(folded, language);
  const parts: string[][] = [[]];
  for (const word of words) {
    if (JOINS.has(word)) parts.push([]);
    else parts.at(-1)!.push(word);
  }
  const lastFirst = language === "en" || language === "de";
  for (const part of parts) {
    for (let length = Math.min(index.longest, part.length); length > 0; length--) {
      for (let step = 0; step <= part.length - length; step++) {
        const start = lastFirst ? part.length - length - step : step;
        const key = part.slice(start, start + length).join(" ");
        const found = index.names.get(key);
        if (found !== undefined && (known || !index.alsoEnglish.has(key))) return { food: found, words: length };
      }
    }
    if (language === "de" && known) {
      for (let at = part.length - 1; at >= 0; at--) {
        const found = knownEnding(part[at]!, index);
        if (found !== null) return { food: found, words: 1 };
      }
    }
  }
  return null;
}

/** The English name of the food a name says in `language`, or null ("Zwiebeln", "de" → "onion"). */
export function foodIn(name: string, language: Language): string | null {
  return matchIn(foldedWords(name), language)?.food ?? null;
}

/**
 * The English food a line's name says, or null when it says it in English or names no common
 * food. `language` is what the line is known or found to be in; `romance` that a "de" stood
 * before the name ("200 g de farine"), so French and Spanish come first. Otherwise an English
 * name is taken as English ("raisins" are not French grapes), then German, French, Spanish.
 */
export function foodOfName(name: string, language: Language | null, romance = false): string | null {
  if (language === "en" || name === "") return null;
  // A catalog or a shopping list names the same foods again and again: each name is looked up once.
  const key = `${language ?? ""}${romance ? "+" : ""}\u0000${name}`;
  const known = foodOfNameSeen.get(key);
  if (known !== undefined) return known;
  const found = lookUpFood(name, language, romance);
  if (foodOfNameSeen.size >= NAMES_KEPT) foodOfNameSeen.clear();
  foodOfNameSeen.set(key, found);
  return found;
}

const foodOfNameSeen = new Map<string, string | null>();
const NAMES_KEPT = 20_000;

function lookUpFood(name: string, language: Language | null, romance: boolean): string | null {
  const folded = foldedWords(name);
  if (language !== null) {
    const found = matchIn(folded, language);
    if (found !== null) return found.food;
  }
  // The language that names more of it wins ("huile d'olive" is French, not the English
  // "olive"); between equals, the first of the order ("raisins" stay English).
  const order: Language[] = romance ? ["fr", "es", "en", "de"] : ["en", "de", "fr", "es"];
  let best: { food: string; words: number; language: Language } | null = null;
  for (const other of order) {
    if (other === language) continue;
    const found = matchIn(folded, other, false);
    if (found !== null && (best === null || found.words > best.words)) best = { ...found, language: other };
  }
  return best === null || best.language === "en" ? null : best.food;
}

/** Every English name of the table (tests check each is a food of lib/nutrition's table). */
export function englishFoodNames(): string[] {
  return [...new Set(indexOf("en").names.values())];
}

/** How many foods each language names (the README and the bench print it). */
export function foodNameCounts(): Record<Language, number> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, indexOf(language).names.size])) as Record<Language, number>;
}
