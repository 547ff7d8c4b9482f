/**
 * The words a printed recipe uses for its parts, in the languages Res-pe's cooks write (English,
 * German, French, Spanish, Italian). Matched on a whole line, without accents' and case's help
 * (OCR loses accents), so "INGREDIENTS", "Zutaten:" and "Ingredientes" all open the ingredients.
 */
export type Section = "ingredients" | "steps" | "notes";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const HEADINGS: Record<Section, readonly string[]> = {
  ingredients: [
    "ingredients", "ingredient list", "you will need", "you'll need", "what you need", "what you'll need", "shopping list",
    "zutaten", "zutatenliste", "ingredients de base", "ingredients", "ingredientes", "ingredienti",
  ],
  steps: [
    "method", "methods", "directions", "instructions", "preparation", "steps", "how to make it", "how to make", "to make",
    "zubereitung", "anleitung", "so geht's", "so gehts", "preparation", "deroulement", "etapes", "recette",
    "preparacion", "elaboracion", "procedimiento", "pasos", "modo de preparacion", "preparazione", "procedimento",
  ],
  notes: [
    "notes", "note", "tips", "tip", "cook's notes", "cooks notes", "recipe notes", "variations", "storage",
    "hinweis", "hinweise", "tipps", "tipp", "astuces", "astuce", "remarques", "conseils", "notas", "consejos", "nota",
    "consigli",
  ],
};

const HEADING_LOOKUP = new Map<string, Section>(
  (Object.entries(HEADINGS) as [Section, readonly string[]][]).flatMap(([section, words]) => words.map((word) => [word, section] as const)),
);

/**
 * The section a line opens, or null. "Ingredients", "METHOD:", "## Zutaten", "Ingredients (for 4)",
 * "Préparation :" open one; "Method in the madness of…" (a sentence) does not.
 */
export function headingOf(line: string): Section | null {
  const bare = fold(line)
    .replace(/^[#*•\-\s]+/, "")
    .replace(/[\s:.\-–—]+$/, "")
    .replace(/\s*\([^)]*\)$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (bare.length === 0 || bare.length > 30) return null;
  return HEADING_LOOKUP.get(bare) ?? HEADING_LOOKUP.get(bare.replace(/^(the|die|les|los|las|gli|le|la) /, "")) ?? null;
}

/** "For the sauce:", "Für den Teig:", "Pour la pâte :": a sub-heading inside the ingredients or steps. */
export function isSubHeading(line: string): boolean {
  return line.length <= 60 && /[:：]$/.test(line.trim()) && !/\d/.test(line);
}

const YIELD =
  /^(?:serves|servings|serving|makes|yield|yields|portions?|portionen|personen|fur|pour|personnes|parts|raciones|porciones|para|porzioni|dosi per)\b/i;

/** "Serves 4", "Makes 12 muffins", "Für 4 Personen", "Pour 6 personnes", "Para 4 raciones": the number. */
export function yieldOf(line: string): number | null {
  const text = fold(line).replace(/^[#*•\-\s]+/, "");
  if (!YIELD.test(text) && !/\b\d+\s*(?:personen|personnes|personas|persone|portionen|portions|servings|raciones|porciones|porzioni)\b/.test(text)) {
    return null;
  }
  if (text.length > 60) return null;
  const number = /\d+/.exec(text);
  return number ? Number(number[0]) : null;
}

const TIME_LABELS: { what: "prep" | "cook" | "total"; label: RegExp }[] = [
  { what: "prep", label: /\b(?:prep(?:aration)?(?: time)?|vorbereitung(?:szeit)?|arbeitszeit|temps de preparation|preparation|tiempo de preparacion|preparacion|tempo di preparazione)\s*[:=]?\s*/y },
  { what: "cook", label: /\b(?:cook(?:ing)?(?: time)?|bake(?: time)?|baking(?: time)?|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tiempo de coccion|coccion|tempo di cottura|cottura)\s*[:=]?\s*/y },
  { what: "total", label: /\b(?:total(?: time)?|ready in|gesamtzeit|temps total|tiempo total|tempo totale)\s*[:=]?\s*/y },
];

/** Minutes in "1 hour 15 minutes", "1 hr 15 mins", "45 min", "1 h 30", "1 Std. 30 Min.", "2 heures". */
function minutesIn(text: string): number | null {
  const folded = fold(text);
  const match = /^(?:(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h|std\.?|stunden?|heures?|horas?|ore|ora)\b\.?\s*(?:and\s*|und\s*|et\s*|y\s*|e\s*)?)?(?:(\d+)\s*(?:minutes?|mins?|m\b|minuten|min\.?|minutos?|minuti)?)?/.exec(folded);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  // A bare number is minutes only after an hour ("1 h 30") or when it is all there is.
  const hours = match[1] ? Number(match[1].replace(",", ".")) : 0;
  const minutes = match[2] ? Number(match[2]) : 0;
  const total = Math.round(hours * 60 + minutes);
  return total > 0 ? total : null;
}

/** The times a line states: "Prep time: 15 minutes  Cook time: 45 minutes", "Zubereitungszeit: 1 Std." */
export function timesOf(line: string): Partial<Record<"prep" | "cook" | "total", number>> {
  const text = fold(line);
  if (text.length > 120) return {};
  const found: Partial<Record<"prep" | "cook" | "total", number>> = {};
  for (let at = 0; at < text.length; at++) {
    if (at > 0 && /\w/.test(text[at - 1]!)) continue;
    for (const { what, label } of TIME_LABELS) {
      label.lastIndex = at;
      const hit = label.exec(text);
      if (!hit || found[what] !== undefined) continue;
      const minutes = minutesIn(text.slice(label.lastIndex));
      if (minutes !== null) found[what] = minutes;
      break;
    }
  }
  // "Zubereitungszeit" is the whole time in German recipes: read as preparation when alone.
  if (Object.keys(found).length === 0 && /^zubereitungszeit\b/.test(text)) {
    const minutes = minutesIn(text.replace(/^zubereitungszeit\s*[:=]?\s*/, ""));
    if (minutes !== null) found.total = minutes;
  }
  return found;
}
