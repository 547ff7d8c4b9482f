import { MEAL_CATEGORIES, MEAT_CATEGORIES } from "@/config/meals";
import { Prisma, type PrismaClient } from "@/lib/platform/database";
import { foldForSearch } from "@/lib/platform/text";
import { FIELD } from "./index-terms";
import type { SearchQuery } from "./types";
import { prefixEnd, queryWordsOf, stem, withinOneEdit } from "./words";

/** What the Recipe Finder's box offers while a cook types: a meal, an ingredient or a category. */
export type SearchSuggestion = { kind: "meal" | "ingredient" | "category"; label: string };

const MEALS = 5;
const INGREDIENTS = 4;
const CATEGORIES = 2;

// Chicken, Pork and Beef meals never show in name results, so their names are not offered either
// (unless the cook chose to see them).
const MEAT_FREE_CATEGORIES = MEAL_CATEGORIES.filter((category) => !MEAT_CATEGORIES.includes(category));

/**
 * Suggestions for what is typed so far: meals the search ranks first for it (so the words'
 * order, accents, a prefix or one typo work as in the results), ingredient words starting with
 * the last word, and categories starting with the text. `findMeals` is the app's own search.
 */
export async function suggestionsFor(
  client: PrismaClient,
  text: string,
  findMeals: (query: SearchQuery) => Promise<{ ids: string[] }>,
  showMeatDishes = false,
): Promise<SearchSuggestion[]> {
  const words = queryWordsOf(text);
  const last = words.at(-1);
  if (!last) return [];
  const [found, ingredientWords] = await Promise.all([
    findMeals({ q: text, showMeatDishes }),
    client.$queryRaw<{ word: string }[]>`SELECT s."word" AS word FROM "SearchWord" s
      WHERE s."term" >= ${last} AND s."term" < ${prefixEnd(last)}
        AND EXISTS (SELECT 1 FROM "MealSearchTerm" t WHERE t."term" = s."term" AND (t."fields" & ${Prisma.raw(String(FIELD.ingredient))}) <> 0)
      ORDER BY s."term" LIMIT ${INGREDIENTS * 2}`,
  ]);
  const ids = found.ids.slice(0, MEALS);
  const rows = ids.length ? await client.meal.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const folded = foldForSearch(text.trim());
  const suggestions: SearchSuggestion[] = [
    ...ids.flatMap((id) => (names.has(id) ? [{ kind: "meal" as const, label: names.get(id)! }] : [])),
    ...[...new Set(ingredientWords.map((row) => row.word))]
      .sort()
      .slice(0, INGREDIENTS)
      .map((word) => ({ kind: "ingredient" as const, label: word })),
    ...(showMeatDishes ? MEAL_CATEGORIES : MEAT_FREE_CATEGORIES).filter((category) => foldForSearch(category).startsWith(folded))
      .slice(0, CATEGORIES)
      .map((category) => ({ kind: "category" as const, label: category })),
  ];
  // One entry per text: a meal named like a category or an ingredient is offered once.
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = foldForSearch(suggestion.label);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Words a typed word could have meant: known words one edit away with the same first letter. */
async function nearWords(client: PrismaClient, word: string): Promise<string[]> {
  const exact = stem(word);
  const known = await client.searchWord.findFirst({
    where: { OR: [{ term: exact }, { term: { gte: word, lt: prefixEnd(word) } }] },
    select: { term: true },
  });
  if (known) return [];
  const first = [...word][0]!; // a whole letter: half of a surrogate pair is not text the database takes
  const neighbours = await client.searchWord.findMany({ where: { term: { gte: first, lt: prefixEnd(first) } }, select: { term: true, word: true } });
  const near = neighbours.filter((row) => withinOneEdit(exact, row.term) || withinOneEdit(word, row.term) || withinOneEdit(word, row.word));
  if (near.length === 0) return [];
  // The word most meals hold first ("cury" → "curry" before "curd"), then in byte order.
  const counts = await client.mealSearchTerm.groupBy({ by: ["term"], where: { term: { in: near.map((row) => row.term) } }, _count: { _all: true } });
  const meals = new Map(counts.map((row) => [row.term, row._count._all]));
  return near
    .sort((a, b) => (meals.get(b.term) ?? 0) - (meals.get(a.term) ?? 0) || (a.term < b.term ? -1 : 1))
    .map((row) => row.word);
}

// Spellings tried before giving up: each is one search.
const MAX_TRIES = 4;

/**
 * "Did you mean …?" for words that found nothing: the same words with each unknown word (from
 * three letters, shorter than the search itself forgives) replaced by a known word one edit
 * away, offered only when that spelling finds meals with the same filters.
 */
export async function nearSpellingOf(
  client: PrismaClient,
  query: SearchQuery,
  findMeals: (query: SearchQuery) => Promise<{ total: number }>,
): Promise<string | null> {
  const words = queryWordsOf(query.q ?? "");
  if (words.length === 0) return null;
  const options = await Promise.all(words.map(async (word) => (word.length >= 3 ? nearWords(client, word) : [])));
  if (options.every((near) => near.length === 0)) return null;
  let tries = 0;
  // Vary the first word with choices first, keeping the others at their first choice.
  const candidates: string[][] = [words.map((word, index) => options[index]![0] ?? word)];
  options.forEach((near, index) => {
    for (const alternative of near.slice(1)) candidates.push(words.map((word, at) => (at === index ? alternative : (options[at]![0] ?? word))));
  });
  for (const candidate of candidates) {
    if (tries++ >= MAX_TRIES) break;
    const text = candidate.join(" ");
    const { total } = await findMeals({ ...query, q: text, page: 1 });
    if (total > 0) return text;
  }
  return null;
}
