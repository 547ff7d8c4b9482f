/**
 * Which of the recogniser's languages a page is written in, guessed from its words: the English
 * model reads a German, French or Spanish card well enough (accents lost, "Für" as "Fur") for its
 * headings and small words to tell, so only such pages are read a second time with their own model.
 */
export const READING_LANGUAGES = ["eng", "deu", "fra", "spa"] as const;
export type ReadingLanguage = (typeof READING_LANGUAGES)[number];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/ß/g, "ss")
    .toLowerCase();

/**
 * Words that belong to one language only, as they read once accents are gone (the English model
 * drops them): headings, the small words of every sentence, the units and staples of a recipe.
 * A word two of them share ("de", "la", "sal", "butter", "minutes"), or one that is another's
 * word too ("four", "pour", "pan", "el"), is in none.
 */
const WORDS: Record<ReadingLanguage, readonly string[]> = {
  eng: [
    "ingredients", "method", "directions", "instructions", "serves", "makes", "the", "and", "with", "until", "into", "of", "to", "for",
    "or", "cup", "cups", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "oven", "heat", "add", "stir", "bake",
    "flour", "sugar", "eggs", "egg", "milk", "salt", "pepper", "oil", "water", "chopped", "minced", "small", "pinch", "time",
    "cook", "prep", "then", "each", "bowl", "mix", "well", "season", "taste", "hours", "hour", "serve",
  ],
  deu: [
    "zutaten", "zubereitung", "zubereitungszeit", "backzeit", "kochzeit", "fur", "personen", "portionen", "stuck", "stucke", "und",
    "der", "die", "das", "den", "dem", "mit", "ein", "eine", "einen", "auf", "zu", "bei", "im", "ist", "dann", "oder", "nach", "etwas",
    "mehl", "zucker", "eier", "ei", "milch", "salz", "wasser", "apfel", "zwiebel", "zwiebeln", "tl", "essloffel", "teeloffel",
    "prise", "ofen", "grad", "minuten", "stunde", "stunden", "vorheizen", "ruhren", "backen", "kochen", "geben", "unterheben",
    "schaumig", "darauf", "legen", "hinzufugen", "schneiden", "wurfel", "etwa", "geschalt", "gehackt", "frisch", "frische",
  ],
  fra: [
    "ingredients", "preparation", "cuisson", "personnes", "et", "les", "des", "du", "au", "aux", "une", "dans", "puis", "avec",
    "sur", "est", "farine", "sucre", "oeufs", "oeuf", "lait", "beurre", "sel", "poivre", "eau", "cuillere", "cuilleres", "soupe",
    "cafe", "pincee", "melanger", "ajouter", "cuire", "faire", "chaude", "chaud", "poele", "jusqu", "peu", "fondu",
    "hache", "hachee", "oignon", "oignons", "ail", "gousse", "gousses", "heures", "heure", "environ", "feu", "doux", "reserver",
  ],
  spa: [
    "ingredientes", "preparacion", "elaboracion", "personas", "raciones", "porciones", "y", "el", "los", "las", "del", "al", "con",
    "una", "por", "hasta", "huevos", "huevo", "harina", "azucar", "leche", "aceite", "agua", "pimienta", "cebolla", "ajo", "diente",
    "dientes", "cucharada", "cucharadas", "cucharadita", "cucharaditas", "pizca", "horno", "fuego", "lento", "minutos", "hora",
    "horas", "tiempo", "pelar", "cortar", "freir", "batir", "mezclar", "anadir", "cocer", "patatas", "papas", "mantequilla", "lados",
  ],
};

const LANGUAGE_OF_WORD = new Map<string, ReadingLanguage[]>();
for (const language of READING_LANGUAGES) {
  for (const word of WORDS[language]) LANGUAGE_OF_WORD.set(word, [...(LANGUAGE_OF_WORD.get(word) ?? []), language]);
}

/** Letters only one of the languages writes, when the reading kept them. */
const LETTERS: [RegExp, ReadingLanguage][] = [
  [/[äöüß]/g, "deu"],
  [/[àâçèêëîïôùûœ]/g, "fra"],
  [/[ñ¿¡áíóú]/g, "spa"],
];

/** Fewer telling words than this on a page, and no guess is made. */
const AT_LEAST = 3;

/**
 * The language a page's text reads as, or null when it has too few telling words to say. A word
 * listed for two languages ("ingredients" is English and, unaccented, French) counts for both.
 */
export function guessLanguage(text: string): ReadingLanguage | null {
  const score: Record<ReadingLanguage, number> = { eng: 0, deu: 0, fra: 0, spa: 0 };
  for (const word of fold(text).split(/[^a-z]+/)) for (const language of LANGUAGE_OF_WORD.get(word) ?? []) score[language]++;
  const lower = text.toLowerCase();
  // A kept accent is surer than a word: it counts as two.
  for (const [letters, language] of LETTERS) score[language] += 2 * (lower.match(letters)?.length ?? 0);
  const [best, second] = READING_LANGUAGES.map((language) => [language, score[language]] as const).sort((a, b) => b[1] - a[1]);
  if (best![1] < AT_LEAST || best![1] === second![1]) return null;
  return best![0];
}
