/**
 * The picture describes itself: every part that draws something a viewer would name (a vessel, a
 * protein, a garnish piece, a form's main food) also notes a short phrase here, while it draws.
 * compose.ts records the notes of one drawing and turns them into the alt text, so the text is
 * made from exactly what was drawn: change a part and the words change with it.
 *
 * Recording is a plain module variable set for the duration of one synchronous drawing; outside a
 * recording, note() does nothing, so the drawing code stays pure.
 */
import { RULES_WITH_NOUNS, type Garnish } from "./palette";

/**
 * vessel: what the food sits on or in (the first one is the dish's); whole: a form's complete account
 * of what it drew (nothing else is added); dish: a form's main food, before the proteins it drew
 * and the pieces scattered on it; food: a main component drawn by a shared part (prawns, eggs);
 * piece: what is scattered on top or around; side: something beside the main dish; table: the cloth.
 */
export type Role = "vessel" | "whole" | "dish" | "food" | "piece" | "side" | "table";

export interface Part {
  role: Role;
  text: string;
}

let recording: Part[] | null = null;

/** Notes a drawn part; a no-op when no description is being recorded. */
export function note(role: Role, text: string): void {
  if (recording && text) recording.push({ role, text });
}

/** Draws without noting: for a part the calling form has already named in its own words. */
export function quietly<T>(draw: () => T): T {
  const outer = recording;
  recording = null;
  try {
    return draw();
  } finally {
    recording = outer;
  }
}

/** Runs a drawing and returns what it drew with the parts it noted. Nested recordings are kept apart. */
export function record<T>(draw: () => T): { value: T; parts: Part[] } {
  const outer = recording;
  const parts: Part[] = [];
  recording = parts;
  try {
    return { value: draw(), parts };
  } finally {
    recording = outer;
  }
}

function hsl(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return [0, 0, 0.5];
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const c = max - min;
  const s = c / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / c + 6) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return [h * 60, s, l];
}

/** The colour word a cook would use for a drawn colour: "red", "golden", "cream", "dark brown". */
export function colourWord(hex: string): string {
  const [h, s, l] = hsl(hex);
  if (l > 0.93) return "white";
  if (l < 0.16 || (l < 0.25 && s < 0.2)) return "black";
  if (s < 0.12 || (l < 0.3 && s < 0.2)) return l > 0.8 ? "white" : l < 0.25 ? "black" : l < 0.55 ? "dark grey" : "grey";
  if (l > 0.82) {
    if (h >= 25 && h < 70) return "cream";
    if (h >= 70 && h < 170) return "pale green";
    if (h >= 170 && h < 260) return "pale blue";
    return "pink";
  }
  if (h < 12 || h >= 345) return l < 0.3 ? "dark red" : l > 0.7 ? "pink" : "red";
  if (h < 40) {
    if (l < 0.2) return "dark brown";
    if (l < 0.42 || (s < 0.45 && l < 0.6)) return "brown";
    if (l > 0.72) return h < 25 ? "pink" : "pale orange";
    if (h < 20) return "red";
    // Baked and fried things (crusts, batter, biscuits) are less vivid than a carrot or a curry.
    if (h >= 25 && s * (1 - Math.abs(2 * l - 1)) < 0.65) return l < 0.55 ? "golden-brown" : "golden";
    return "orange";
  }
  if (h < 52) return l < 0.35 ? "brown" : l > 0.72 ? "cream" : s < 0.45 ? "tan" : h >= 45 && s > 0.85 ? "yellow" : "golden";
  if (h < 70) return l < 0.3 ? "olive" : l > 0.72 ? "pale yellow" : "yellow";
  if (h < 170) return l < 0.3 ? "dark green" : l > 0.7 ? "pale green" : "green";
  if (h < 200) return "teal";
  if (h < 255) return l < 0.3 ? "dark blue" : "blue";
  if (h < 300) return l > 0.7 ? "lilac" : "purple";
  return l > 0.7 ? "pink" : l < 0.45 ? "purple" : "pink";
}

const KIND_NOUNS: Record<Garnish["kind"], string> = {
  leaf: "leaves", herb: "herbs", slice: "slices", dot: "dots", sliver: "strips", ring: "rings", wedge: "wedges", chunk: "chunks",
  speck: "specks", mushroom: "mushrooms", swirl: "a swirl of cream", cube: "cubes", egg: "halved boiled eggs", ball: "balls", floret: "florets",
};

/**
 * What a garnish piece is called: the noun of the palette rule that draws this very piece (same
 * kind and colour), else its colour and shape ("brown chunks").
 */
function garnishNoun(item: Garnish): string {
  const known = RULES_WITH_NOUNS.find((r) => r.garnish.kind === item.kind && r.garnish.color === item.color);
  if (known) return known.noun;
  if (item.kind === "swirl" || item.kind === "egg" || item.kind === "mushroom") return KIND_NOUNS[item.kind];
  const colour = colourWord(item.color);
  if (item.kind === "herb" || item.kind === "leaf") return colour.includes("green") ? `${colour} ${KIND_NOUNS[item.kind]}` : `${colour} leaves`;
  if (item.kind === "floret") return colour.includes("green") ? "broccoli" : "cauliflower";
  if (item.kind === "ball" && /brown|red/.test(colour)) return "meatballs";
  return `${colour} ${KIND_NOUNS[item.kind]}`;
}

export function notePiece(item: Garnish): void {
  if (recording) note("piece", garnishNoun(item));
}

/** The alt text says first that the picture is drawn (screen reader users should not expect a photo). */
export const ALT_PREFIX = "Illustration: ";
/** Cards and the recipe page keep alt text short: 140 characters, the prefix included. */
export const ALT_MAX = 140;
const MAX = ALT_MAX - ALT_PREFIX.length;

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "an orange", "a red": the colour word with its article. */
export const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? "an" : "a"} ${text}`;

const article = (text: string) => (/^(a|an|the|two|three|four|some|slices|chunks)\b/i.test(text) ? "" : /^[aeiou]/i.test(text) ? "an " : "a ");

const unique = (parts: Part[], role: Role) => [...new Set(parts.filter((p) => p.role === role).map((p) => p.text))];

/**
 * The alt text: "Illustration: a white bowl of spaghetti in red sauce, topped with herbs, bread beside, on
 * a blue checked cloth". The cloth, then pieces from the end, then sides go until it fits ALT_MAX.
 */
export function sentence(parts: Part[]): string {
  const vessel = parts.find((p) => p.role === "vessel")?.text;
  const whole = unique(parts, "whole");
  const foods = whole.length ? whole : [...new Set([...unique(parts, "dish"), ...unique(parts, "food")])];
  // A piece the food phrase already names ("granola with red berries") is not listed again.
  const pieces = whole.length ? [] : unique(parts, "piece").filter((p) => !foods.some((f) => f.includes(p)));
  const sides = whole.length ? [] : unique(parts, "side");
  const table = unique(parts, "table")[0];
  const build = (fs: string[], ps: string[], ss: string[], withTable: boolean) => {
    let out = vessel ? `${article(vessel)}${vessel}` : "";
    if (fs.length) out += vessel ? `${/board|tray|tin|plate|slate|platter|paper|pie dish/.test(vessel) ? " with" : " of"} ${list(fs)}` : list(fs);
    if (ps.length) out += `${fs.length ? ", topped with" : " with"} ${list(ps)}`;
    for (const s of ss) out += `, ${s}`;
    if (withTable && table) out += `, on ${article(table)}${table}`;
    return out.trim();
  };
  let ps = pieces.slice(0, 4);
  let ss = sides.slice(0, 2);
  let fs = foods.slice(0, 3);
  let withTable = true;
  let text = build(fs, ps, ss, withTable);
  while (text.length > MAX) {
    if (withTable) withTable = false;
    else if (ps.length > 1) ps = ps.slice(0, -1);
    else if (ss.length) ss = ss.slice(0, -1);
    else if (fs.length > 1) fs = fs.slice(0, -1);
    else if (ps.length) ps = [];
    else return ALT_PREFIX + text.slice(0, MAX).replace(/[ ,]+\S*$/, "");
    text = build(fs, ps, ss, withTable);
  }
  return ALT_PREFIX + text;
}

/** Colour words of several drawn colours, each once, in order: "brown, cream and red". */
export function colourList(colours: string[]): string {
  return list([...new Set(colours.map(colourWord))]);
}

/** The garnish nouns of several pieces, each once: "red berries, brown chunks and sesame seeds". */
export function garnishList(items: Garnish[]): string {
  return list([...new Set(items.map(garnishNoun))]);
}
