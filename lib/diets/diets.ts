import { HAZARDS, QUALIFIERS, SAFE_PHRASES, SAFE_WORDS, type Trait } from "./ingredient-table";

export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"] as const;
export type Diet = (typeof DIETS)[number];

/** How a badge reads. */
export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
};

const RULED_OUT_BY: Record<Diet, Trait[]> = {
  vegetarian: ["meat", "fish", "rennet"],
  vegan: ["meat", "fish", "rennet", "animal", "dairy", "egg"],
  "gluten-free": ["gluten"],
  "dairy-free": ["dairy", "rennet"],
  "nut-free": ["nuts"],
};

const fold = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .trim();

function knownWord(word: string): boolean {
  return (
    SAFE_WORDS.has(word) ||
    SAFE_WORDS.has(word.replace(/s$/, "")) ||
    SAFE_WORDS.has(word.replace(/es$/, "")) ||
    SAFE_WORDS.has(word.replace(/ies$/, "y"))
  );
}

/** What one ingredient line rules out, or null when the table does not know it. */
export function ingredientTraits(name: string): Set<Trait> | null {
  const folded = fold(name);
  const traits = new Set<Trait>();
  let matched = false;
  for (const hazard of HAZARDS) {
    if (!hazard.pattern.test(folded)) continue;
    matched = true;
    for (const trait of hazard.traits) traits.add(trait);
  }
  if (!matched && !SAFE_PHRASES.test(folded) && !folded.split(/[^a-z'-]+/).some((word) => knownWord(word) || word.split("-").some(knownWord))) return null;
  for (const qualifier of QUALIFIERS) {
    if (!qualifier.pattern.test(folded)) continue;
    for (const trait of qualifier.clears) traits.delete(trait);
    for (const trait of qualifier.adds ?? []) traits.add(trait);
  }
  return traits;
}

/**
 * A garnish the recipe lists as "to serve" (chimichurri spooned over, a dip on the side) is
 * optional: one the table does not know claims nothing and blocks nothing, while a known one still
 * rules its diets out ("to serve Parmesan" is no vegetarian promise).
 */
const OPTIONAL_GARNISH = /^to serve$/i;

/**
 * The diets these ingredients allow, in `DIETS` order; none when any line is unknown (but an
 * optional garnish) or there are no lines.
 */
export function dietsOf(ingredients: readonly { name: string; measure?: string }[]): Diet[] {
  if (ingredients.length === 0) return [];
  const all = new Set<Trait>();
  let known = 0;
  for (const { name, measure } of ingredients) {
    const traits = ingredientTraits(name);
    if (!traits && OPTIONAL_GARNISH.test(measure?.trim() ?? "")) continue;
    if (!traits) return [];
    known++;
    for (const trait of traits) all.add(trait);
  }
  if (known === 0) return [];
  return DIETS.filter((diet) => !RULED_OUT_BY[diet].some((trait) => all.has(trait)));
}

/** Stored as a comma list ("vegetarian,gluten-free") so a search can filter with LIKE. */
export const dietsColumn = (diets: readonly Diet[]) => diets.join(",");
export const dietsFromColumn = (column: string): Diet[] =>
  column ? column.split(",").filter((diet): diet is Diet => (DIETS as readonly string[]).includes(diet)) : [];
