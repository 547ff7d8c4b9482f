import { MEAT_CATEGORIES } from "@/config/meals";
import type { CatalogIndex } from "./catalog-index";
import type { FacetFilters } from "./search";
import { DIETS, MAX_MINUTES_CHOICES, type SearchFacets } from "./types";

/**
 * The facet filters as tests on a catalog index's meals, and the facet counts of the meals a
 * search found, counted as `facetsFrom` counts the SQL's groups: each filter's values over the
 * meals every other filter leaves.
 */
export type MemoryFacets = {
  /** Counts a found meal; answers whether it passes every facet filter (the list's own filters). */
  count(meal: number): boolean;
  /** Whether a meal passes every facet filter, without counting it. */
  passes(meal: number): boolean;
  /**
   * Counts found meals given per facet group (`groups[i]` holds `counts[i]` of them), as `count`
   * would one by one; answers how many of them pass every facet filter.
   */
  countGroups(groups: Int32Array, counts: Int32Array): number;
  /** The counts: taken before the next query (the tallies are the index's working space). */
  facets(): SearchFacets;
  /** Found meals that pass every facet filter but the meat-free rule (taken before the next query too). */
  hiddenByMeatFreeRule(): number;
};

const CATEGORY = 1;
const AREA = 2;
const DIFFICULTY = 4;
const DIET = 8;
const MINUTES = 16;
// The meat-free rule: no facet skips it, so a hidden dish counts for no filter value.
const MEAT = 32;

/** The code of a filter's value: -1 without the filter, -2 for a value no meal has. */
function codeOf(values: readonly string[], value: string | undefined): number {
  if (!value) return -1;
  const code = values.indexOf(value);
  return code < 0 ? -2 : code;
}

/** Counts in key order, so every instance and both paths answer the same JSON. */
function record(values: readonly string[], counts: Float64Array): Record<string, number> {
  const entries: [string, number][] = [];
  counts.forEach((count, code) => {
    if (count > 0) entries.push([values[code]!, count]);
  });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function memoryFacets(index: CatalogIndex, filters: FacetFilters): MemoryFacets {
  const category = codeOf(index.values.category, filters.category);
  const area = codeOf(index.values.area, filters.area);
  const difficulty = codeOf(index.values.difficulty, filters.difficulty);
  const dietsWanted = DIETS.reduce((bits, diet, bit) => ((filters.diet ?? []).includes(diet) ? bits | (1 << bit) : bits), 0);
  const maxMinutes = filters.maxMinutes;
  const hidesMeat = index.values.category.map((value) => !filters.showMeatDishes && MEAT_CATEGORIES.includes(value));
  const counts = {
    category: new Float64Array(index.values.category.length),
    area: new Float64Array(index.values.area.length),
    difficulty: new Float64Array(index.values.difficulty.length),
    diet: new Float64Array(DIETS.length),
    maxMinutes: new Float64Array(MAX_MINUTES_CHOICES.length),
  };
  // Which facet filters each group fails, as bits, and how many of the found meals are in it.
  const { groups, facetGroup } = index;
  // The index's working space: the counts must be taken (facets()) before another query runs.
  const { groupFailed: failedBy, groupFound: found, groupHit: hit } = index.scratch;
  found.fill(0);
  // The groups holding found meals, so the tally visits those, not all 30,000 at 100k.
  let hits = 0;
  for (let group = 0; group < groups.size; group += 1) {
    const bucket = groups.minutesBucket[group]!;
    failedBy[group] =
      (category !== -1 && groups.category[group] !== category ? CATEGORY : 0) |
      (area !== -1 && groups.area[group] !== area ? AREA : 0) |
      (difficulty !== -1 && groups.difficulty[group] !== difficulty ? DIFFICULTY : 0) |
      ((groups.diets[group]! & dietsWanted) !== dietsWanted ? DIET : 0) |
      (maxMinutes !== undefined && (bucket < 0 || bucket > maxMinutes) ? MINUTES : 0) |
      (hidesMeat[groups.category[group]!] ? MEAT : 0);
  }
  // Module constants read once: this runs per group, for tens of thousands of groups.
  const dietCount = DIETS.length;
  const minuteChoices = [...MAX_MINUTES_CHOICES];
  /** Adds a group's found meals to the counts of each filter whose every other filter it passes. */
  const tally = (group: number, n: number) => {
    const failed = failedBy[group]!;
    const bucket = groups.minutesBucket[group]!;
    const diets = groups.diets[group]!;
    if ((failed & ~CATEGORY) === 0) counts.category[groups.category[group]!]! += n;
    if ((failed & ~AREA) === 0) counts.area[groups.area[group]!]! += n;
    if ((failed & ~DIFFICULTY) === 0 && groups.difficulty[group]! >= 0) counts.difficulty[groups.difficulty[group]!]! += n;
    if ((failed & ~DIET) === 0) {
      for (let bit = 0; bit < dietCount; bit += 1) if (diets & (1 << bit)) counts.diet[bit]! += n;
    }
    if ((failed & ~MINUTES) === 0 && bucket >= 0) {
      for (let at = 0; at < minuteChoices.length; at += 1) if (bucket <= minuteChoices[at]!) counts.maxMinutes[at]! += n;
    }
  };
  let tallied = false;
  return {
    count(meal) {
      const group = facetGroup[meal]!;
      if (found[group]!++ === 0) hit[hits++] = group;
      return failedBy[group] === 0;
    },
    passes: (meal) => failedBy[facetGroup[meal]!] === 0,
    countGroups(given, counts) {
      let passing = 0;
      for (let at = 0; at < given.length; at += 1) {
        const group = given[at]!;
        if (found[group] === 0) hit[hits++] = group;
        found[group]! += counts[at]!;
        if (failedBy[group] === 0) passing += counts[at]!;
      }
      return passing;
    },
    facets: () => {
      if (!tallied) {
        for (let at = 0; at < hits; at += 1) tally(hit[at]!, found[hit[at]!]!);
      }
      tallied = true;
      return {
      category: record(index.values.category, counts.category),
      area: record(index.values.area, counts.area),
      difficulty: record(index.values.difficulty, counts.difficulty),
      diet: Object.fromEntries(DIETS.map((diet, bit) => [diet, counts.diet[bit]!])) as SearchFacets["diet"],
      maxMinutes: Object.fromEntries(MAX_MINUTES_CHOICES.map((choice, at) => [String(choice), counts.maxMinutes[at]!])) as SearchFacets["maxMinutes"],
      };
    },
    hiddenByMeatFreeRule() {
      let hidden = 0;
      for (let at = 0; at < hits; at += 1) if (failedBy[hit[at]!] === MEAT) hidden += found[hit[at]!]!;
      return hidden;
    },
  };
}

/**
 * The `wanted` smallest of `keys[0…length)`, in order. A page needs 24 of perhaps 100,000: a
 * bounded max-heap finds them without sorting the rest.
 */
export function smallestKeys(keys: Float64Array, length: number, wanted: number): Float64Array {
  if (wanted <= 0 || length === 0) return new Float64Array(0);
  if (wanted * 16 >= length) return keys.slice(0, length).sort().slice(0, wanted);
  const heap = new Float64Array(wanted);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < size && heap[left]! > heap[largest]!) largest = left;
      if (right < size && heap[right]! > heap[largest]!) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  };
  for (let i = 0; i < length; i += 1) {
    const key = keys[i]!;
    if (size < wanted) {
      let at = size++;
      heap[at] = key;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! >= heap[at]!) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (key < heap[0]!) {
      heap[0] = key;
      siftDown(0);
    }
  }
  return heap.slice(0, size).sort();
}

/** The name-order place a sort key ends in (keys are `major × size + nameRank`). */
export function rankOfKey(key: number, size: number): number {
  return key - Math.floor(key / size) * size;
}
