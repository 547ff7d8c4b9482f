import { checkNote, type CheckNote } from "../../check-notes";

/**
 * What several export readers share: times written as text, free-text lines and their section
 * headings, pictures as base64. Linear in the text read.
 */

const UNITS: [RegExp, number][] = [
  [/^(?:d|days?|tage?n?|jours?|j)$/i, 24 * 60],
  [/^(?:h|hrs?|hours?|std\.?|stunden?|heures?)$/i, 60],
  [/^(?:m|mins?\.?|minutes?|minuten?|mn)$/i, 1],
  [/^(?:s|secs?|seconds?|sekunden?|secondes?)$/i, 1 / 60],
];

/**
 * Minutes in a time as apps write it: "15 mins", "1 hr 30 mins", "1 Std. 20 Min.", "1 h 20",
 * "45", "PT1H30M", "1:30". Null when it is not a time (the job then lists it as not carried).
 */
export function minutesOfText(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== "string") return null;
  const text = value.trim().slice(0, 100);
  if (text === "") return null;
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(text);
  if (iso && iso.slice(1).some(Boolean)) {
    const [d, h, m, s] = iso.slice(1).map((part) => Number(part ?? 0));
    return Math.round(d! * 1440 + h! * 60 + m! + s! / 60);
  }
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let found = false;
  let lastUnit = 0;
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)\s*([A-Za-zÀ-ÿ.]+)?/g)) {
    const amount = Number(match[1]!.replace(",", "."));
    const word = (match[2] ?? "").replace(/\.$/, "");
    const unit = UNITS.find(([pattern]) => pattern.test(word))?.[1] ?? (lastUnit === 60 ? 1 : 0);
    if (unit === 0) continue;
    total += amount * unit;
    lastUnit = unit;
    found = true;
  }
  return found ? Math.round(total) : null;
}

/** A time as the ISO 8601 duration schema.org carries, or undefined. */
export const isoDuration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/** Non-empty trimmed lines of a free text. */
export const textLines = (value: unknown): string[] =>
  typeof value === "string" ? value.split(/\r?\n|\r/).map((line) => line.trim()).filter(Boolean) : [];

/** "For the sauce:", "FOR THE DOUGH", "# Teig": a line that names a section rather than an ingredient. */
export function sectionHeading(line: string): string | null {
  const hash = /^#+\s*(.+)$/.exec(line);
  if (hash) return hash[1]!.trim();
  if (/:$/.test(line) && line.length <= 60 && !/\d/.test(line.slice(0, 3))) return line.slice(0, -1).trim();
  return null;
}

/** Bytes of a base64 picture (Paprika's photo_data), or null when it is not base64. */
export function base64Bytes(value: unknown): Uint8Array | null {
  if (typeof value !== "string" || value.length < 8) return null;
  const clean = value.replace(/^data:[^;,]+;base64,/, "").replace(/\s+/g, "");
  // Node's decoder skips what is not base64, so any stray character shows as a shorter result:
  // checked by length, as a pattern over a photo's 100 KB of text cost milliseconds a recipe.
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  const bytes = Buffer.from(clean, "base64");
  return clean.length % 4 !== 1 && bytes.length === Math.floor((clean.length * 3) / 4) - padding && bytes.length > 0 ? bytes : null;
}

/** A text field's trimmed value, or null when empty or not text. */
export const textOrNull = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Up to `max` pictures, the rest named as not carried ("Photo 6 of 7"). */
export function keepPictures(pictures: Uint8Array[], notCarried: CheckNote[], max = 5): Uint8Array[] {
  for (let index = max; index < pictures.length; index += 1) notCarried.push(checkNote("photoBeyond", { number: index + 1, count: pictures.length }));
  return pictures.slice(0, max);
}
