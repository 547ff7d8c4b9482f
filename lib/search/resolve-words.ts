import type { PrismaClient } from "@/lib/platform/database";
import { matchesAsPrefix, prefixEnd, queryWordsOf, stem, TYPO_MIN_LENGTH, withinOneEdit } from "./words";

/** One typed word and the index terms it matches: its stem exactly, words it starts, or near spellings. */
export type ResolvedWord = {
  typed: string;
  exact: string;
  /** Terms the word matches: its stem, terms it is a prefix of, or (only if those are none) near spellings. */
  terms: string[];
  /** The near spellings used, shown as "Did you mean …?"; empty when the word matched as typed. */
  typos: { term: string; word: string }[];
};

/**
 * The query's words with the terms each matches. Prefixes count for the last word (the one being
 * typed) from 2 letters and for the others from 3; a word that matches nothing as typed, and has
 * at least 5 letters, matches the words one typo away instead (same first letter).
 */
export async function resolveWords(client: PrismaClient, text: string): Promise<ResolvedWord[]> {
  const typed = queryWordsOf(text);
  return Promise.all(
    typed.map(async (word, index) => {
      const exact = stem(word);
      const known = await client.searchWord.findMany({
        where: matchesAsPrefix(word, index, typed.length) ? { OR: [{ term: exact }, { term: { gte: word, lt: prefixEnd(word) } }] } : { term: exact },
        select: { term: true },
      });
      if (known.length > 0 || word.length < TYPO_MIN_LENGTH) {
        return { typed: word, exact, terms: [...new Set([exact, ...known.map((row) => row.term)])], typos: [] };
      }
      const first = [...word][0]!; // a whole letter: half of a surrogate pair is not text the database takes
      const neighbours = await client.searchWord.findMany({
        where: { term: { gte: first, lt: prefixEnd(first) } },
        select: { term: true, word: true },
      });
      // Sorted here, not by the database, whose collation may differ.
      const typos = neighbours.sort((a, b) => (a.term < b.term ? -1 : 1)).filter((row) => withinOneEdit(exact, row.term) || withinOneEdit(word, row.term));
      return { typed: word, exact, terms: [exact, ...typos.map((row) => row.term)], typos };
    }),
  );
}
