import { foldWord, type Language } from "./food-lookup";

/**
 * The measures and amount words of German, French and Spanish recipes, read into the parser's
 * canonical units ("2 EL", "1 c. à soupe", "1 cucharada" are 1 tbsp): each word also says which
 * language the line is in, so a line's food name is looked up in that language first. Words are
 * compared folded (case and accents: "Päckchen", "pincée", "cucharadita").
 *
 * German "Becher" is the tub cream and yoghurt are sold in; "Msp." (a knife's tip) is counted as
 * a pinch; "Stück" a piece. French "cc" and Spanish "cc" are teaspoons where English "cc" is a
 * millilitre, so "cc" is a teaspoon only when the line is known to be French or Spanish.
 */
type Named = { unit: string; language: Language };

const words = (language: Language, entries: Record<string, string>): [string, Named][] =>
  Object.entries(entries).flatMap(([spellings, unit]) => spellings.split(" ").map((spelling) => [spelling, { unit, language }] as [string, Named]));

// Maps, not plain objects: a word a cook typed ("constructor") must find nothing an object inherits.
const UNIT_WORDS: ReadonlyMap<string, Named> = new Map([
  ...words("de", {
    "el essl essloffel essloffeln esslöffel": "tbsp",
    "tl teel teeloffel teeloffeln": "tsp",
    "prise prisen": "pinch",
    "msp messerspitze messerspitzen": "pinch",
    "becher": "tub",
    "bund bunde": "bunch",
    "zehe zehen": "clove",
    "stuck stk st": "piece",
    "dose dosen": "can",
    "packung packungen pck pckg pkg packchen": "packet",
    "glas glaser": "jar",
    "tasse tassen": "cup",
    "scheibe scheiben": "slice",
    "zweig zweige zweiglein stiel stiele stangel": "sprig",
    "blatt blatter": "leaf",
    "handvoll": "handful",
    "tropfen": "drop",
    "spritzer": "dash",
    "schuss": "splash",
    "stange stangen": "stalk",
    "kopf kopfe": "head",
    "knolle knollen": "bulb",
    "wurfel": "cube",
    "tute tuten beutel": "bag",
    "flasche flaschen": "bottle",
    "gramm": "g",
    "liter": "l",
    "milliliter": "ml",
    "zentiliter": "cl",
    "deziliter": "dl",
  }),
  ...words("fr", {
    "cas cs": "tbsp",
    "cac": "tsp",
    "pincee pincees": "pinch",
    "gousse gousses": "clove",
    "botte bottes bouquet bouquets": "bunch",
    "brin brins": "sprig",
    "feuille feuilles": "leaf",
    "tranche tranches": "slice",
    "boite boites": "tin",
    "paquet paquets": "packet",
    "bocal bocaux": "jar",
    "tasse tasses": "cup",
    "morceau morceaux": "piece",
    "tete tetes": "head",
    "branche branches": "stalk",
    "baton batons": "stick",
    "poignee poignees": "handful",
    "goutte gouttes": "drop",
    "trait traits": "dash",
    "gramme grammes": "g",
    "litre litres": "l",
    "millilitre millilitres": "ml",
    "centilitre centilitres": "cl",
    "decilitre decilitres": "dl",
  }),
  ...words("es", {
    "cucharada cucharadas cda cdas": "tbsp",
    "cucharadita cucharaditas cdta cdtas cdita cditas": "tsp",
    "pizca pizcas pellizco": "pinch",
    "diente dientes": "clove",
    "taza tazas": "cup",
    "manojo manojos": "bunch",
    "ramita ramitas": "sprig",
    "rama ramas": "stick",
    "hoja hojas": "leaf",
    "rebanada rebanadas loncha lonchas rodaja rodajas": "slice",
    "lata latas": "can",
    "bote botes tarro tarros": "jar",
    "sobre sobres": "sachet",
    "paquete paquetes": "packet",
    "trozo trozos": "piece",
    "lamina laminas": "sheet",
    "cabeza cabezas": "head",
    "tallo tallos": "stalk",
    "puñado punado punados": "handful",
    "chorro chorrito chorritos": "splash",
    "gota gotas": "drop",
    "gramo gramos": "g",
    "litro litros": "l",
    "mililitro mililitros": "ml",
    "kilo kilos kilogramo kilogramos": "kg",
  }),
]);

/**
 * Units of several words, as folded words with dots and apostrophes gone: "c. à soupe", "c.à.s.",
 * "cuillère à café", "cucharada sopera". Read before single words, so "c." alone stays a cup.
 */
const UNIT_PHRASES: ReadonlyMap<string, Named> = new Map([
  ...["c a soupe", "c a s", "cuillere a soupe", "cuilleres a soupe", "cuilleree a soupe", "cuillerees a soupe", "cuil a soupe", "c s"].map(
    (phrase) => [phrase, { unit: "tbsp", language: "fr" }] as [string, Named],
  ),
  ...["c a cafe", "c a c", "cuillere a cafe", "cuilleres a cafe", "cuilleree a cafe", "cuillerees a cafe", "cuil a cafe", "c c", "cuillere a the"].map(
    (phrase) => [phrase, { unit: "tsp", language: "fr" }] as [string, Named],
  ),
  ...["cuillere a dessert", "cuilleres a dessert"].map((phrase) => [phrase, { unit: "dsp", language: "fr" }] as [string, Named]),
  ...["cucharada sopera", "cucharadas soperas"].map((phrase) => [phrase, { unit: "tbsp", language: "es" }] as [string, Named]),
  ...["cucharadita de cafe", "cucharaditas de cafe", "cucharada de postre"].map(
    (phrase) => [phrase, { unit: phrase.startsWith("cucharada ") ? "dsp" : "tsp", language: "es" }] as [string, Named],
  ),
]);
const LONGEST_PHRASE = 4;

/**
 * Unit words that are part of a food's name before these words: "gousse de vanille" is a vanilla
 * pod, "bouquet garni" a bundle of herbs, "cube de bouillon" a stock cube.
 */
const FOOD_AFTER_UNIT_WORD: ReadonlyMap<string, string> = new Map([["gousse", "vanille"], ["bouquet", "garni"], ["cube", "bouillon"]]);
/** German abbreviations that are Spanish articles too ("el zumo"): units only after an amount. */
const UNITS_AFTER_AMOUNT_ONLY = new Set(["el", "tl"]);

/** Whether a unit word at the start of `words` is no unit here (see above), the amount read or not. */
export function notAUnitHere(words: readonly string[], amountRead: boolean): boolean {
  const first = foldWord(words[0] ?? "");
  if (!amountRead && UNITS_AFTER_AMOUNT_ONLY.has(first)) return true;
  const food = FOOD_AFTER_UNIT_WORD.get(first.replace(/s$/, ""));
  if (food === undefined) return false;
  const next = foldWord(words[1] === "de" ? (words[2] ?? "") : (words[1] ?? ""));
  return next === food;
}

/** A unit word of another language, or null ("EL" → tbsp, de). */
export function foreignUnit(word: string, language: Language | null): Named | null {
  const folded = foldWord(word).replace(/\.$/, "");
  if (folded === "cc" && (language === "fr" || language === "es")) return { unit: "tsp", language };
  return UNIT_WORDS.get(folded) ?? null;
}

/**
 * A unit of several words starting at the first of `words` (the next tokens' words, marks
 * skipped): the unit and how many words it took, or null. Bounded: at most LONGEST_PHRASE words.
 */
export function foreignUnitPhrase(next: readonly string[]): (Named & { words: number }) | null {
  let found: (Named & { words: number }) | null = null;
  let phrase = "";
  for (let at = 0; at < Math.min(next.length, LONGEST_PHRASE); at++) {
    phrase = at === 0 ? foldWord(next[at]!) : `${phrase} ${foldWord(next[at]!)}`;
    const named = UNIT_PHRASES.get(phrase);
    if (named) found = { ...named, words: at + 1 };
  }
  return found;
}

/** Spelled numbers ("zwei", "trois", "media"); the articles "ein", "une", "una" are read as "a" is. */
export const FOREIGN_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwolf: 12,
  halb: 0.5, halbe: 0.5, halben: 0.5, halber: 0.5, halbes: 0.5, eineinhalb: 1.5, anderthalb: 1.5,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12, demi: 0.5, demie: 0.5,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, medio: 0.5, media: 0.5,
}));
/** The language a spelled number or article is written in. */
const NUMBER_LANGUAGE: ReadonlyMap<string, Language> = new Map([
  ...["zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "zwolf", "halb", "halbe", "halben", "halber", "halbes", "eineinhalb", "anderthalb", "ein", "eine", "einen", "einem", "einer", "etwas", "einige", "wenig"].map((word) => [word, "de"] as [string, Language]),
  ...["deux", "trois", "quatre", "cinq", "sept", "huit", "neuf", "dix", "douze", "demi", "demie", "une", "quelques", "peu"].map((word) => [word, "fr"] as [string, Language]),
  ...["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "doce", "medio", "media", "uno", "una", "unos", "unas", "algunos", "algunas", "poco"].map((word) => [word, "es"] as [string, Language]),
]);

/** "ein", "une", "una": one, before a unit or a thing, as "a" is in English. */
export const FOREIGN_ARTICLES = new Set(["ein", "eine", "einen", "einem", "einer", "un", "une", "uno", "una"]);
/** Amounts without a number: "etwas Salz", "quelques feuilles", "unas hojas", and after an article "ein paar", "un peu", "un poco". */
export const FOREIGN_VAGUE_WORDS = new Set(["etwas", "einige", "wenig", "paar", "bisschen", "quelques", "peu", "unos", "unas", "algunos", "algunas", "poco", "algo"]);
/** "un par de huevos": two. */
export const FOREIGN_COUPLE = new Set(["par"]);
/** Range words: "2 bis 3", "2 à 3", "2 ou 3", "2 a 3", "2 o 3". */
export const FOREIGN_RANGE_WORDS = new Set(["bis", "à", "a", "ou", "o", "oder"]);
/** Words between a unit and its food: "200 g de farine", "1 pizca de sal", "1 Prise von". */
export const FOREIGN_OF = new Set(["de", "del", "du", "des", "von"]);

/** Size and fullness words before or after a unit ("1 gehäufter EL", "1 bonne pincée", "1 cucharada colmada"). */
export const FOREIGN_MODIFIERS = new Set(
  (
    "gestrichen gestrichener gestrichene gestr gehauft gehaufter gehaufte geh knapp knappe knapper gut gute guter großzugig " +
    "groß große großer großen großes klein kleine kleiner kleinen kleines mittelgroß mittelgroße mittelgroßer mittelgroßen mittlere mittlerer " +
    "bonne bon grosse gros grosses petite petit petites petits moyenne moyen moyennes moyens rase rases bombee bombees belle belles beau beaux " +
    "colmada colmadas rasa rasas generosa generoso buena buen grande grandes pequena pequeno pequenas pequenos mediana mediano medianas medianos"
  )
    .split(" ")
    .map(foldWord),
);

/**
 * "le jus d'un citron", "el zumo de 1 limón", "abgeriebene Schale von 1 Zitrone": the part of
 * the fruit before its amount, as PART_OF in English ("juice of 1 lemon"). Group 1 is the part.
 */
export const FOREIGN_PART_OF =
  /^((?:(?:le|la|el) )?(?:(?:abgeriebene |geriebene )?(?:saft|schale)|jus|zeste|zumo|jugo|ralladura|piel)(?: (?:und|et|y) (?:le |la |el |die )?(?:saft|schale|jus|zeste|zumo|jugo|ralladura))?) (?:von |de |del |d['’])(?=\S)/i;

/** The language a word of an amount is written in ("zwei" → de), or null. */
export function languageOfAmountWord(word: string): Language | null {
  return NUMBER_LANGUAGE.get(foldWord(word)) ?? null;
}
