import { AppError, type ErrorCode } from "@/lib/platform/errors";
import { plainMessages, type Locale } from "@/lib/platform/i18n";

/**
 * What the import tells the cook, as a code and its values (issue 35): the web import's "please
 * check" notes (`importChecks`) and the "From another app" report's lines, skip reasons, warning
 * and failures (`migrationNotes`). A page words them in the cook's language; the API keeps the
 * English sentences it always sent, filled from the same English messages so the two never drift.
 */
const CHECKS = plainMessages("en", "importChecks");
const MIGRATION = plainMessages("en", "migrationNotes");

export type CheckCode = keyof typeof CHECKS;
type MigrationCode = keyof typeof MIGRATION;
/**
 * A value named `<name>Code` (a picture's `problemCode`) is the code of the value `<name>`: a page
 * words that value by its code too (`codedText`); the English sentence takes the value as it is.
 */
export type CheckNote = { code: CheckCode | MigrationCode; values: Record<string, string | number> };

const ENGLISH: ReadonlyMap<string, string> = new Map([...Object.entries(CHECKS), ...Object.entries(MIGRATION)]);

export const checkNote = (code: CheckNote["code"], values: CheckNote["values"] = {}): CheckNote => ({ code, values });

const filled = (template: string, values: CheckNote["values"]) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** A note in English, as the API has always sent it. */
export function englishNote({ code, values }: CheckNote): string {
  return filled(ENGLISH.get(code)!, values);
}

/**
 * A line written into a migrated recipe itself (its "Notes:" block): the cook's recipe text from
 * then on, so it is written once, in the cook's language, not translated when shown.
 */
export function recipeLineIn(locale: Locale, code: "notesHeading" | "ratingLine" | "nutritionLine", values: CheckNote["values"] = {}): string {
  return filled(plainMessages(locale, "migrationNotes")[code], values);
}

/** The answer's two faces of the notes: English text for API clients, codes for the page. */
export const notesOf = (checks: readonly CheckNote[]) => ({ notes: checks.map(englishNote), noteCodes: checks.map((check) => ({ ...check })) });

/** A refusal worded by its note: the English message the API sends, and the code and values a page words. */
export const refusalOf = (note: CheckNote, code: ErrorCode = "invalid_input") =>
  new AppError(code, englishNote(note), { messageCode: note.code, messageValues: note.values });

/** The note an AppError carries (one of ours: own keys only), or null when it has none. */
export function noteOfError(error: AppError): CheckNote | null {
  const code = error.messageCode;
  if (code === undefined || !(Object.hasOwn(MIGRATION, code) || Object.hasOwn(CHECKS, code))) return null;
  return checkNote(code as CheckNote["code"], error.messageValues ?? {});
}
