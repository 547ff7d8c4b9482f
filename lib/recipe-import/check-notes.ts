import { plainMessages } from "@/lib/platform/i18n";

/**
 * The import's "please check" notes as a code and its values (issue 35): the page words them in
 * the cook's language from the `importChecks` messages, while the API's `notes` stay the English
 * text they always were, filled from the same English messages so the two never drift apart.
 */
const ENGLISH = plainMessages("en", "importChecks");

export type CheckCode = keyof typeof ENGLISH;
export type CheckNote = { code: CheckCode; values: Record<string, string | number> };

export const checkNote = (code: CheckCode, values: CheckNote["values"] = {}): CheckNote => ({ code, values });

/** A note in English, as the API has always sent it. */
export function englishNote({ code, values }: CheckNote): string {
  return ENGLISH[code].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The answer's two faces of the notes: English text for API clients, codes for the page. */
export const notesOf = (checks: readonly CheckNote[]) => ({ notes: checks.map(englishNote), noteCodes: checks.map((check) => ({ ...check })) });
