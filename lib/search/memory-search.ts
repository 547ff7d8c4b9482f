import { nextMark, type CatalogIndex, type CatalogRatings } from "./catalog-index";
import { FIELD } from "./index-terms";
import { memoryFacets, rankOfKey, smallestKeys } from "./memory-facets";
import type { ResolvedWord } from "./resolve-words";
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchQuery } from "./types";
import { matchesAsPrefix, queryWordsOf, stem, TYPO_MIN_LENGTH, withinOneEdit, wordsOf } from "./words";

/**
 * The search (searchMeals) answered from a catalog index: the same words, filters, ranking,
 * paging, facets and "Did you mean", the same answer (a test compares both on both databases).
 */

/** The first known term not before `text` (terms are sorted by code unit). */
function firstFrom(terms: readonly string[], text: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Known terms starting with `prefix`, with their places. */
function startingWith(index: CatalogIndex, prefix: string): number[] {
  const found: number[] = [];
  for (let at = firstFrom(index.terms, prefix); at < index.terms.length && index.terms[at]!.startsWith(prefix); at += 1) found.push(at);
  return found;
}

/** resolveWords over the index's SearchWord copy. */
function resolveWordsInMemory(index: CatalogIndex, text: string): ResolvedWord[] {
  const typed = queryWordsOf(text);
  return typed.map((word, position) => {
    const exact = stem(word);
    const at = firstFrom(index.terms, exact);
    const known = index.terms[at] === exact ? [exact] : [];
    if (matchesAsPrefix(word, position, typed.length)) known.push(...startingWith(index, word).map((place) => index.terms[place]!));
    if (known.length > 0 || word.length < TYPO_MIN_LENGTH) return { typed: word, exact, terms: [...new Set([exact, ...known])], typos: [] };
    const first = String.fromCodePoint([...word][0]!.codePointAt(0)!);
    const typos = startingWith(index, first)
      .filter((place) => withinOneEdit(exact, index.terms[place]!) || withinOneEdit(word, index.terms[place]!))
      .map((place) => ({ term: index.terms[place]!, word: index.words[place]! }));
    return { typed: word, exact, terms: [exact, ...typos.map((typo) => typo.term)], typos };
  });
}

const weightOf = (fields: number) =>
  fields & FIELD.name ? 3 : fields & FIELD.label ? 2 : fields & FIELD.ingredient ? 1 : 0;

/**
 * Meals every word matches, with their summed score (each word's best: weight × 10 plus 3 for
 * its stem, 2 for a word it starts, 1 for a near spelling); the rarest word lists the candidates.
 */
function hitsOf(index: CatalogIndex, words: readonly ResolvedWord[]): { meals: readonly number[]; scores: Int32Array } {
  const { value: best, mark: seen, survived, flag: total } = index.scratch;
  const rows = (word: ResolvedWord) => word.terms.reduce((sum, term) => sum + (index.postings.get(term)?.meals.length ?? 0), 0);
  const ordered = [...words].sort((a, b) => rows(a) - rows(b));
  let candidates: number[] = [];
  let previous = 0;
  ordered.forEach((word, position) => {
    const pass = nextMark(index);
    const typos = new Set(word.typos.map((typo) => typo.term));
    const hit: number[] = [];
    for (const term of word.terms) {
      const posting = index.postings.get(term);
      if (!posting) continue;
      const quality = term === word.exact ? 3 : typos.has(term) ? 1 : 2;
      const { meals, fields } = posting;
      for (let at = 0; at < meals.length; at += 1) {
        const meal = meals[at]!;
        // After the first word, only meals every earlier word found.
        if (position > 0 && survived[meal] !== previous) continue;
        const score = weightOf(fields[at]!) * 10 + quality;
        if (seen[meal] !== pass) {
          seen[meal] = pass;
          best[meal] = score;
          hit.push(meal);
        } else if (score > best[meal]!) best[meal] = score;
      }
    }
    for (const meal of hit) {
      total[meal] = (position === 0 ? 0 : total[meal]!) + best[meal]!;
      survived[meal] = pass;
    }
    candidates = hit;
    previous = pass;
  });
  return { meals: candidates, scores: total };
}

/** Meals having every word of an ingredient's name among their ingredients. */
function withIngredient(index: CatalogIndex, name: string): Set<number> | null {
  const stems = wordsOf(name).map(stem);
  if (stems.length === 0) return null;
  let meals: Set<number> | null = null;
  for (const term of stems) {
    const posting = index.postings.get(term);
    const these = new Set<number>();
    if (posting) {
      for (let at = 0; at < posting.meals.length; at += 1) {
        if (posting.fields[at]! & FIELD.ingredient && (!meals || meals.has(posting.meals[at]!))) these.add(posting.meals[at]!);
      }
    }
    meals = these;
  }
  return meals;
}

/** The tests every listed meal passes apart from the facet filters (and the meat rule, counted with them): letter, rating, ingredients. */
function listedTest(index: CatalogIndex, ratings: CatalogRatings, query: SearchQuery): (meal: number) => boolean {
  const letter = query.letter?.toLowerCase();
  const { minRating } = query;
  const include = (query.include ?? []).map((name) => withIngredient(index, name)).filter((meals) => meals !== null);
  const exclude = (query.exclude ?? []).map((name) => withIngredient(index, name)).filter((meals) => meals !== null);
  // Most searches ask for none of these: no checks' cost per meal.
  if (!letter && minRating === undefined && include.length === 0 && exclude.length === 0) return () => true;
  return (meal) =>
    (!letter || index.searchName[meal]!.startsWith(letter)) &&
    (minRating === undefined || (ratings.count[meal]! > 0 && ratings.total[meal]! >= minRating * ratings.count[meal]!)) &&
    include.every((meals) => meals.has(meal)) &&
    !exclude.some((meals) => meals.has(meal));
}

/** The places in name order of the names starting with `letter` (an ASCII letter: code unit and byte order agree). */
function letterRanks(index: CatalogIndex, letter: string): [number, number] {
  const firstNotBefore = (text: string) => {
    let low = 0;
    let high = index.size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (index.searchName[index.atRank[middle]!]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return [firstNotBefore(letter), firstNotBefore(String.fromCharCode(letter.charCodeAt(0) + 1))];
}

export function searchInMemory(index: CatalogIndex, ratings: CatalogRatings, query: SearchQuery): SearchAnswer {
  const words = resolveWordsInMemory(index, query.q ?? "");
  const page = query.page ?? 1;
  const hits = words.length > 0 ? hitsOf(index, words) : null;
  // Without words, the meals to look at: all, or for a letter those whose names start with it (one run in name order).
  const [from, to] = !hits && query.letter ? letterRanks(index, query.letter.toLowerCase()) : [0, hits ? hits.meals.length : index.size];
  const listed = listedTest(index, ratings, query);
  const facets = memoryFacets(index, query);
  const { meals: kept, scores: keptScores, keys } = index.scratch;
  let found = 0;
  let maxScore = 0;
  let maxMinutes = 0;
  for (let at = from; at < to; at += 1) {
    const meal = hits ? hits.meals[at]! : query.letter ? index.atRank[at]! : at;
    if (!listed(meal)) continue;
    if (!facets.count(meal)) continue;
    kept[found] = meal;
    keptScores[found] = hits ? hits.scores[meal]! : 0;
    maxScore = Math.max(maxScore, keptScores[found]!);
    maxMinutes = Math.max(maxMinutes, index.minutes[meal]!);
    found += 1;
  }
  // Each meal's sort key: its order's leading values × the meals' count + its place in name order.
  const scoreBase = maxScore + 1;
  const { ratingBase } = ratings;
  const major = (meal: number, score: number): number => {
    const rating = ratings.rating[meal]!;
    switch (query.sort) {
      case "rating":
        return -(rating * scoreBase + score);
      case "quickest": {
        const minutes = index.minutes[meal]!;
        const time = minutes < 0 ? maxMinutes + 1 : minutes;
        return time * scoreBase + (maxScore - score);
      }
      default:
        return -(score * ratingBase + rating);
    }
  };
  for (let at = 0; at < found; at += 1) keys[at] = major(kept[at]!, keptScores[at]!) * index.size + index.nameRank[kept[at]!]!;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const ids = [...smallestKeys(keys, found, offset + SEARCH_PAGE_SIZE).subarray(offset)].map(
    (key) => index.ids[index.atRank[rankOfKey(key, index.size)]!]!,
  );
  const corrected = words.some((word) => word.typos.length > 0) ? words.map((word) => word.typos[0]?.word ?? word.typed).join(" ") : null;
  return {
    ids,
    total: found,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    facets: facets.facets(),
    didYouMean: corrected,
    hiddenByMeatFreeRule: facets.hiddenByMeatFreeRule(),
  };
}
