import { foldForSearch } from "@/lib/platform/text";

/** Plurals no suffix rule gets right ("leaves" is not "leafe", "olives" is not "olif"). */
const IRREGULAR_PLURALS: Record<string, string> = {
  leaves: "leaf",
  halves: "half",
  loaves: "loaf",
  calves: "calf",
  knives: "knife",
  shelves: "shelf",
  teeth: "tooth",
  geese: "goose",
  mice: "mouse",
};

/**
 * One key for the singular and the plural of a word, applied alike to the food table and to what
 * a cook wrote, so only the two keys need to agree (not be real English):
 * "tomatoes"/"tomato" → "tomato", "berries"/"berry" → "berri", "chillies"/"chilli" → "chilli",
 * "cookies"/"cookie" → "cooki". Words ending in -ss, -us and -is are already singular
 * ("cress", "asparagus", "couscous").
 */
function wordKey(word: string): string {
  // Own keys only: a word such as "constructor" must not find Object's prototype.
  let key = Object.hasOwn(IRREGULAR_PLURALS, word) ? IRREGULAR_PLURALS[word]! : word;
  if (key.length > 4 && key.endsWith("ies")) key = `${key.slice(0, -3)}y`;
  else if (key.length > 4 && /(oes|ches|shes|sses|xes|zzes)$/.test(key)) key = key.slice(0, -2);
  else if (key.length > 3 && key.endsWith("s") && !/(ss|us|is)$/.test(key)) key = key.slice(0, -1);
  // "berry" and "berri(es)", "chilli" and "chilly", "cookie" and "cooky": one spelling.
  if (key.endsWith("ie")) key = key.slice(0, -1);
  if (key.length > 2 && key.endsWith("y")) key = `${key.slice(0, -1)}i`;
  return key;
}

/**
 * The words of a food name as matching keys: accents and case folded, apostrophes dropped
 * ("bird's eye" = "birds eye"), any other punctuation a word break ("extra-virgin", "salt, fine").
 */
export function foodWordKeys(text: string): string[] {
  return foldForSearch(text)
    .replace(/['’`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(wordKey);
}
