import Link from "next/link";
import { DIFFICULTIES } from "@/config/meals";
import { DIETS, MAX_MINUTES_CHOICES, SEARCH_SORTS, type SearchFacets, type SearchQuery } from "@/lib/search";
import { DIET_LABELS } from "@/lib/diets";

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = { relevance: "Best match", rating: "Highest rated", quickest: "Quickest" };
const RATINGS = [3, 4, 5] as const;

const withCount = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;
/** A value's count; own keys only, as the chosen value is what the cook typed ("?area=constructor"). */
const countOf = (counts: Record<string, number>, value: string) => (Object.hasOwn(counts, value) ? counts[value] : undefined);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Values with a count, most first, plus the chosen one even when the words leave none of it. */
function valuesOf(counts: Record<string, number>, chosen: string | undefined): string[] {
  const values = Object.keys(counts).sort((a, b) => (countOf(counts, b) ?? 0) - (countOf(counts, a) ?? 0) || (a < b ? -1 : 1));
  return chosen && !values.includes(chosen) ? [chosen, ...values] : values;
}

/**
 * The Recipe Finder's filters, each value with how many of the meals found it would leave.
 * A disclosure whose summary names the chosen filters, so on a phone the results come first;
 * a filter ticked with scripts on keeps it open (FinderForm puts focus back on that filter).
 */
export function FinderFilters({ search, facets, filtered, clearHref }: { search: SearchQuery; facets: SearchFacets; filtered: boolean; clearHref: string }) {
  const chosen = [
    search.category,
    search.area,
    ...(search.diet ?? []).map((diet) => DIET_LABELS[diet]),
    search.maxMinutes === undefined ? undefined : `${search.maxMinutes} min or less`,
    search.difficulty && capitalised(search.difficulty),
    ...(search.include ?? []).map((name) => `with ${name}`),
    ...(search.exclude ?? []).map((name) => `without ${name}`),
    search.minRating && `${search.minRating}+ stars`,
    search.sort && search.sort !== "relevance" ? SORT_LABELS[search.sort] : undefined,
  ].filter(Boolean);
  return (
    <details className="finder-filters">
      <summary className="finder-filters__toggle">
        Filters and sort
        {chosen.length > 0 ? <span className="finder-filters__chosen">: {chosen.join(", ")}</span> : null}
      </summary>
      <div className="finder-filters__grid">
        <fieldset className="finder-filters__group">
          <legend>Diet</legend>
          {DIETS.map((diet) => (
            <label key={diet} className="finder-filters__choice">
              <input type="checkbox" name="diet" value={diet} defaultChecked={search.diet?.includes(diet)} />
              {withCount(DIET_LABELS[diet], facets.diet[diet])}
            </label>
          ))}
        </fieldset>
        <fieldset className="finder-filters__group">
          <legend>Ready in</legend>
          <label className="finder-filters__choice">
            <input type="radio" name="maxMinutes" value="" defaultChecked={search.maxMinutes === undefined} />
            Any time
          </label>
          {MAX_MINUTES_CHOICES.map((minutes) => (
            <label key={minutes} className="finder-filters__choice">
              <input type="radio" name="maxMinutes" value={minutes} defaultChecked={search.maxMinutes === minutes} />
              {withCount(`${minutes} min or less`, facets.maxMinutes[`${minutes}`])}
            </label>
          ))}
        </fieldset>
        <div className="finder-filters__group">
          <label className="finder-filters__field">
            Category
            <select name="category" defaultValue={search.category ?? ""}>
              <option value="">Any category</option>
              {valuesOf(facets.category, search.category).map((category) => (
                <option key={category} value={category}>
                  {withCount(category, countOf(facets.category, category))}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            Cuisine
            <select name="area" defaultValue={search.area ?? ""}>
              <option value="">Any cuisine</option>
              {valuesOf(facets.area, search.area).map((area) => (
                <option key={area} value={area}>
                  {withCount(area, countOf(facets.area, area))}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            Difficulty
            <select name="difficulty" defaultValue={search.difficulty ?? ""}>
              <option value="">Any difficulty</option>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {withCount(capitalised(difficulty), facets.difficulty[difficulty])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="finder-filters__group">
          <label className="finder-filters__field">
            Must include
            <input type="text" name="include" defaultValue={search.include?.join(", ")} placeholder="e.g. chickpeas, spinach" autoComplete="off" />
          </label>
          <label className="finder-filters__field">
            Must not include
            <input type="text" name="exclude" defaultValue={search.exclude?.join(", ")} placeholder="e.g. peanuts" autoComplete="off" />
          </label>
          <label className="finder-filters__field">
            Rating
            <select name="minRating" defaultValue={search.minRating ?? ""}>
              <option value="">Any rating</option>
              {RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {stars === 5 ? "5 stars" : `${stars} stars and up`}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            Sort by
            <select name="sort" defaultValue={search.sort ?? "relevance"}>
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <p className="finder-filters__actions">
        <button type="submit" className="button button--outline">
          Apply filters
        </button>
        {filtered ? (
          <Link href={clearHref} className="finder-filters__clear">
            Clear filters
          </Link>
        ) : null}
      </p>
    </details>
  );
}
