import { readNumber } from "./numbers";

/**
 * An ingredient line cut into numbers, words and single punctuation marks, in one pass. The
 * parser then reads tokens forward with a bounded look-ahead, so a line costs time linear in its
 * length whatever it holds (the hardening issue: one pathological line once held the server).
 */
export type Token =
  | { kind: "number"; value: number; start: number; end: number }
  | { kind: "word"; text: string; raw: string; start: number; end: number }
  | { kind: "mark"; text: string; start: number; end: number };

const LETTERS = /[\p{L}\p{M}][\p{L}\p{M}'’]*/uy;
const STARTS_NUMBER = /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;
const SPACE = /\s/;
const DIGITS = /\d+/y;

/**
 * The line with its spellings evened out, in place of each other ("fl. oz" → "floz", "×" → "x",
 * runs of spaces → one), so that token offsets point into the text the parser keeps.
 */
export function normaliseLine(line: string): string {
  return line
    .replace(/\s+/g, " ")
    .replace(/(?<![a-z])fl\.? ?oz\b\.?|\bfluid ounces?\b/gi, "floz")
    .replace(/×/g, "x")
    .replace(/⁄/g, "/")
    .trim();
}

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (SPACE.test(char)) {
      at += 1;
      continue;
    }
    if (STARTS_NUMBER.test(char)) {
      const number = readNumber(text, at);
      if (number) {
        tokens.push({ kind: "number", value: number.value, start: at, end: number.end });
        at = number.end;
        continue;
      }
      // A number that reads as none ("1/0", "1/2/3"): its run of digits becomes one mark (not
      // a mark per digit, each retried: that would be quadratic in the run), and the parser
      // calls a line that starts with one unreadable.
      DIGITS.lastIndex = at;
      const run = DIGITS.exec(text)?.[0] ?? char;
      tokens.push({ kind: "mark", text: run, start: at, end: at + run.length });
      at += run.length;
      continue;
    }
    LETTERS.lastIndex = at;
    const word = LETTERS.exec(text);
    if (word) {
      const raw = word[0].replace(/['’]+$/, "");
      const end = at + (raw.length || word[0].length);
      tokens.push({ kind: "word", text: raw.toLowerCase(), raw, start: at, end });
      at = end;
      continue;
    }
    // One code point, so that a surrogate pair stays whole.
    const point = String.fromCodePoint(text.codePointAt(at)!);
    tokens.push({ kind: "mark", text: point, start: at, end: at + point.length });
    at += point.length;
  }
  return tokens;
}
