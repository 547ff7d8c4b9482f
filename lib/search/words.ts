import { MAX_QUERY_WORDS } from "@/config/search";
import { foldForSearch } from "@/lib/platform/text";

/**
 * How text becomes search words, the same way for what is indexed and what a cook types: folded
 * (case and accents gone), split on anything not a letter or digit, small words dropped, and
 * reduced to a stem so plurals and simple inflections meet ("tomatoes" → "tomato", "roasted" →
 * "roast", "berries" → "berry"). The stemmer is deliberately small and predictable: both sides go
 * through it, so it only has to be consistent, not linguistically right.
 */

/** Words too common to tell meals apart; never indexed, dropped from queries. */
const STOP_WORDS = new Set([
  "a", "an", "and", "or", "the", "of", "with", "in", "on", "to", "for", "from", "by", "at", "as", "is", "it", "its",
  "into", "your", "you", "this", "that", "be", "are", "if", "then", "than", "so", "but", "not", "no", "up", "out",
]);

/** Folded words of a text, in order, without stop words, single letters or bare numbers. */
export function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** The words of what a cook typed, each once, the first MAX_QUERY_WORDS of them. */
export function queryWordsOf(text: string): string[] {
  return [...new Set(wordsOf(text))].slice(0, MAX_QUERY_WORDS);
}

const VOWELS = /[aeiouy]/;

/** The stem both the index and the query use for a folded word. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ie")) w = `${w.slice(0, -2)}y`;
  else if (w.length > 4 && /(oes|ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing") && VOWELS.test(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed") && VOWELS.test(w.slice(0, -2))) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/**
 * True when a and b differ by at most one edit (a letter inserted, deleted, replaced, or two
 * neighbours swapped): the one typo the search forgives.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// Prefixes this short match too many words to mean anything while typing: the word being typed
// (the last) matches as a prefix from 2 letters, the others from 3.
const PREFIX_MIN_LENGTH = 3;
const LAST_WORD_PREFIX_MIN_LENGTH = 2;

/** Whether the `position`-th of `count` typed words also matches the terms it starts. */
export function matchesAsPrefix(word: string, position: number, count: number): boolean {
  return word.length >= (position === count - 1 ? LAST_WORD_PREFIX_MIN_LENGTH : PREFIX_MIN_LENGTH);
}

/** A typo is forgiven only in words this long: shorter ones have too many neighbours. */
export const TYPO_MIN_LENGTH = 5;

/** The smallest string greater than every string starting with `prefix`: the end of its range. */
export function prefixEnd(prefix: string): string {
  // By code point, not UTF-16 unit: bumping half of a surrogate pair (an emoji, 𝧿) leaves text
  // that is not Unicode, which the database driver refuses (a 500). Past the last code point
  // before the surrogates comes U+E000, the next one a string can hold.
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  const next = last === 0xd7ff ? 0xe000 : Math.min(last + 1, 0x10ffff);
  return chars.join("") + String.fromCodePoint(next);
}
