import { isoMinutes } from "../../durations";
import type { SchemaObject } from "../../schema-org";
import { checkNote, englishNote, type CheckNote } from "../../check-notes";
import type { MigratedRecipe, MigrationEntry, UnreadableRecipe } from "./types";

/**
 * What the readers of other apps' exports share: text from bytes, durations, amounts, photos found
 * by path, and a recipe object without empty fields. Every helper is linear in what it is given.
 */

/** The contract's limit: the first photo is the main one, at most five travel. */
const MAX_PICTURES = 5;
/**
 * Items kept of any one list (ingredients, steps, tags): a recipe never has more; a hostile file
 * with millions costs no more than this per recipe.
 */
export const MAX_ITEMS = 500;
/** Characters kept of any one text field (the longest, the steps, are at most 10,000 in Res-pe). */
const MAX_TEXT = 64 * 1024;

const decoder = new TextDecoder("utf-8");

/** UTF-8 text of an entry (a byte order mark dropped, broken sequences replaced), at most `limit` bytes. */
export const textOf = (bytes: Uint8Array, limit = bytes.length) => decoder.decode(bytes.subarray(0, limit));

/** Whitespace collapsed, trimmed, clipped: one line of a recipe. */
export const oneLine = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, MAX_TEXT).replace(/\s+/g, " ").trim() : "";

/** Text with its paragraphs kept: line ends normalised, each line trimmed, runs of blank lines made one. */
export const paragraphs = (value: unknown) =>
  typeof value === "string"
    ? value
        .slice(0, MAX_TEXT)
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((line) => line.replace(/[ \t]+/g, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : "";

/** Non-empty lines of a text, at most MAX_ITEMS. */
export const linesOf = (value: unknown) => paragraphs(value).split("\n").filter(Boolean).slice(0, MAX_ITEMS);

/** A heading line as the importer reads it: its own string ending in ":". */
/** A recipe file's JSON object (Tandoor's and Nextcloud's recipe.json), or null when it is not one. */
export function jsonObjectOf(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const heading = (name: string) => (/[:.!?]$/.test(name) ? name : `${name}:`);

export const step = (text: string): SchemaObject => ({ "@type": "HowToStep", text });
export const section = (name: string, steps: SchemaObject[]): SchemaObject => ({ "@type": "HowToSection", name, itemListElement: steps });

/** Steps from a text: one per paragraph when it has blank lines, else one per line; "1." or "2)" numbers dropped. */
export function stepsFromText(value: unknown): SchemaObject[] {
  const text = paragraphs(value);
  if (!text) return [];
  const parts = text.includes("\n\n") ? text.split("\n\n") : text.split("\n");
  return parts
    .map((part) => part.replace(/^\d{1,3}[.)]\s+/, "").replace(/\n/g, " ").trim())
    .filter(Boolean)
    .slice(0, MAX_ITEMS)
    .map(step);
}

/** An ISO 8601 duration for minutes, as schema.org wants it ("PT1H5M"); none for nothing. */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}

/**
 * Minutes in a time as apps write it: an ISO duration ("PT0H30M0S", "pt50m"), a number of minutes
 * ("25"), or words ("1 hr 10 mins", "1 Std. 30 Min.", "45 minutes", "1:30").
 */
export function minutesOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  const text = oneLine(value).toLowerCase();
  if (!text) return null;
  const iso = isoMinutes(text.toUpperCase());
  if (iso !== null) return iso > 0 ? iso : null;
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(Number(text.replace(",", "."))) || null;
  const clock = /^(\d{1,3}):(\d{2})$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]) || null;
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hours?|std|stunden?|heures?)\b/.exec(text);
  const minutes = /(\d+)\s*(?:m|min|mins|minutes?|minuten?)\b/.exec(text);
  if (!hours && !minutes) return null;
  return Math.round((hours ? Number(hours[1]!.replace(",", ".")) * 60 : 0) + (minutes ? Number(minutes[1]) : 0)) || null;
}

/** A normalised ISO duration for any time an app writes, or none. */
export const durationOf = (value: unknown) => isoDuration(minutesOf(value));

const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"], [1 / 4, "¼"], [1 / 3, "⅓"], [3 / 8, "⅜"], [1 / 2, "½"], [5 / 8, "⅝"], [2 / 3, "⅔"], [3 / 4, "¾"], [7 / 8, "⅞"],
];

/** An amount as a cook writes it: 1.5 → "1½", 0.333 → "⅓", 200 → "200", 0.2 → "0.2". */
export function amountText(amount: number): string {
  const whole = Math.floor(amount);
  const rest = amount - whole;
  if (rest < 0.005) return String(whole);
  if (rest > 0.995) return String(whole + 1);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01);
  if (fraction) return `${whole > 0 ? whole : ""}${fraction[1]}`;
  return String(Math.round(amount * 1000) / 1000);
}

/** Unique, non-empty names in their first spelling (case and accents as the cook wrote them). */
export function uniqueNames(names: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names.slice(0, MAX_ITEMS)) {
    const text = oneLine(name);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept;
}

/** A recipe object without the fields an app left empty, so the importer sees only what was said. */
export function schemaRecipe(fields: Record<string, unknown>): SchemaObject {
  const said = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
  // Object.fromEntries defines own properties: no key can reach the object's prototype.
  return { "@type": "Recipe", ...Object.fromEntries(Object.entries(fields).filter(([, value]) => said(value))) };
}

/** schema.org NutritionInformation from name → text pairs, or none when all are empty. */
export function nutritionOf(values: Record<string, string | undefined>): SchemaObject | undefined {
  const kept = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "");
  return kept.length > 0 ? { "@type": "NutritionInformation", ...Object.fromEntries(kept.map(([key, value]) => [key, value.trim()])) } : undefined;
}

/** The entries of an upload by path, for photos named in a recipe. */
export const entriesByPath = (entries: readonly MigrationEntry[]) => new Map(entries.map((entry) => [entry.path, entry.bytes]));

/** The folder part of a path ("a/b/c.json" → "a/b/", "c.json" → ""). */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** A relative path resolved against a folder ("images/x.jpg", "../images/x.jpg", "/images/x.jpg"); none when it leaves the upload. */
export function resolvePath(folder: string, relative: string): string | null {
  const parts = relative.startsWith("/") ? [] : folder.split("/").filter(Boolean);
  for (const part of decodeURIComponentSafe(relative.split(/[?#]/)[0]!).split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The photos a recipe names, as bytes, in order, at most MAX_PICTURES; each one named but not in
 * the upload, and each one past the limit, said in `notCarried`.
 */
export function picturesAt(paths: readonly string[], byPath: ReadonlyMap<string, Uint8Array>, notCarried: CheckNote[], root = ""): Uint8Array[] {
  const pictures: Uint8Array[] = [];
  const unique = [...new Set(paths)];
  unique.forEach((path, index) => {
    const bytes = byPath.get(path);
    // Named as the cook's app names it: from the top of its site or folder.
    if (!bytes) notCarried.push(checkNote("photoMissing", { path: path.startsWith(root) ? path.slice(root.length) : path }));
    else if (pictures.length >= MAX_PICTURES) notCarried.push(checkNote("photoBeyond", { number: index + 1, count: unique.length }));
    else pictures.push(bytes);
  });
  return pictures;
}

/** A photo the export names only by its web address: the job carries bytes, never fetches. */
export const photoLink = (url: string) => checkNote("photoWebAddress", { url });

export const unreadable = (name: string, reason: CheckNote): UnreadableRecipe => ({ name, reason });

/** One the export gives no name, named by its place ("Recipe 3", "Row 5"): English for the API, a code for the report. */
export const unreadableAt = (place: CheckNote, reason: CheckNote): UnreadableRecipe => ({ name: englishNote(place), nameCode: place, reason });

/** A migrated recipe with the contract's defaults for what an app does not have. */
export const migrated = (recipe: Partial<MigratedRecipe> & Pick<MigratedRecipe, "recipe" | "sourceId">): MigratedRecipe => ({
  pictures: [],
  notes: null,
  rating: null,
  tags: [],
  notCarried: [],
  ...recipe,
});

/** A rating on the contract's scale (0–5), or none for an empty or unreadable one. */
export function ratingOf(value: unknown, scale = 5): number | null {
  const text = oneLine(value).replace(",", ".");
  if (!text || !/^\d+(?:\.\d+)?$/.test(text)) return null;
  const rating = (Number(text) * 5) / scale;
  return rating > 0 ? Math.min(5, rating) : null;
}
