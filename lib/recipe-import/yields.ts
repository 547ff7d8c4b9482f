import { cleanText } from "./html";

/** What a recipe makes: the servings the form counts, and the page's words when a number alone would lose them. */
export type RecipeYield = { servings: number | null; yieldText: string | null };

const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  a: 1, an: 1, un: 1, une: 1, ein: 1, eine: 1, einen: 1, uno: 1, una: 1,
};
/** Words that mean people fed: a count beside them is the servings. */
const PEOPLE = /^(servings?|serves|portions?|portionen|people|persons?|personen|personnes?|persone|comensales|raciones|porciones|pax)$/i;
/** Words that say a piece is one serving ("1 loaf (10 slices)"). */
const PIECES = /^(slices?|pieces?|squares?|wedges?|stücke?|scheiben|parts?|parts|tranches?|parts|porzioni)$/i;
const LEAD = /^(serves|servings|yield|yields|makes|makes about|about|zutaten für|für|pour|para|per|dosi per|rendimiento)\s*:?\s*/i;
const RANGE = /(\d+)\s*(?:-|–|—|to|bis|à|a|or)\s*(\d+)/i;

const numberIn = (text: string): number | null => {
  const match = /(\d+)|\b([a-zA-Z]+)\b/g;
  for (const [, digits, word] of text.matchAll(match)) {
    if (digits) return Number(digits);
    const lower = word!.toLowerCase();
    const value = Object.hasOwn(WORD_NUMBERS, lower) ? WORD_NUMBERS[lower] : undefined;
    if (value !== undefined && !["a", "an"].includes(lower)) return value;
  }
  return null;
};

/** The servings and words of one yield text ("Serves 4-6", "1 loaf (10 slices)", "Makes 12 muffins"). */
function readOne(raw: string): RecipeYield & { words: boolean } {
  const text = raw.replace(LEAD, "").replace(LEAD, "").trim();
  const unit = /[a-zA-ZÀ-ÿ]{2,}/.test(text.replace(/\b(serves|servings?|portions?|people|persons?|personnes?|personen|portionen|persone|comensales|raciones|porciones)\b/gi, ""));
  const range = RANGE.exec(text);
  // A range or a unit says more than a bare count: ["4", "Serves 4-6"], ["20", "2 pies"].
  const words = unit || range !== null;
  // A count of pieces after the whole ("1 loaf, 16 slices", "1 Blech (20 Stücke)") is what one cook eats.
  const pieces = [...text.matchAll(/[(,]\s*(\d+)\s+([^\s()]+)/g)].find(([, , unit]) => PIECES.test(unit!.replace(/[).,]+$/, "")));
  const servings = pieces ? Number(pieces[1]) : range ? Number(range[1]) : numberIn(text);
  if (servings === null) return { servings: null, yieldText: text || null, words };
  const rest = text.replace(range?.[0] ?? String(servings), "").replace(/[().:,]/g, " ").trim().split(/\s+/).filter(Boolean);
  const onlyPeople = rest.every((word) => PEOPLE.test(word));
  if (range && onlyPeople) return { servings, yieldText: `${range[1]}–${range[2]} servings`, words };
  if (onlyPeople) return { servings, yieldText: null, words };
  return { servings, yieldText: range ? text.replace(range[0], `${range[1]}–${range[2]}`) : text, words };
}

/**
 * The most telling of a page's yields: sites give several (["20", "2 pies"], ["4", "4 servings"]),
 * and the one with words says what the bare number does not. The range or the unit is kept as
 * text ("4–6 servings", "12 muffins") for the cook to see; the servings are its first count.
 */
export function yieldOf(values: unknown[]): RecipeYield {
  const read = values
    .map((value) => cleanText(String(value)))
    .filter(Boolean)
    .map(readOne)
    .filter((one) => one.servings !== null);
  const best = read.find((one) => one.words) ?? read[0];
  return best ? { servings: best.servings, yieldText: best.yieldText } : { servings: null, yieldText: null };
}
