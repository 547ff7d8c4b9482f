import { DIFFICULTIES, MEAL_CATEGORIES, MEAT_CATEGORIES } from "@/config/meals";
import { MAX_MINUTES_CHOICES, SEARCH_DIETS } from "@/config/search";
import { DIET_LABELS } from "@/lib/diets";
import type { SearchFacets } from "@/lib/search";

type Filters = { category?: string; area?: string; diet?: readonly string[]; maxMinutes?: number; difficulty?: string };

const withCount = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The cuisines the matches have, most first, plus the chosen one even when none is left. */
function areasOf(counts: Record<string, number>, chosen: string | undefined): string[] {
  const areas = Object.keys(counts).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (a < b ? -1 : 1));
  return chosen && !areas.includes(chosen) ? [chosen, ...areas] : areas;
}

/**
 * The search's filters for the matches, each value with how many of the matches it would leave,
 * as a plain GET form: it works without JavaScript and lives in the URL.
 */
export function PantryFilters({ filters, facets }: { filters: Filters; facets: SearchFacets }) {
  const categories = MEAL_CATEGORIES.filter((category) => !MEAT_CATEGORIES.includes(category));
  return (
    <form className="pantry-filters" method="get" action="/pantry">
      <div>
        <label htmlFor="pantry-category">Category</label>
        <select id="pantry-category" name="category" defaultValue={filters.category ?? ""}>
          <option value="">Any</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {withCount(category, facets.category[category])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pantry-area">Cuisine</label>
        <select id="pantry-area" name="area" defaultValue={filters.area ?? ""}>
          <option value="">Any</option>
          {areasOf(facets.area, filters.area).map((area) => (
            <option key={area} value={area}>
              {withCount(area, facets.area[area])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pantry-diet">Diet</label>
        <select id="pantry-diet" name="diet" defaultValue={filters.diet?.[0] ?? ""}>
          <option value="">Any</option>
          {SEARCH_DIETS.map((diet) => (
            <option key={diet} value={diet}>
              {withCount(DIET_LABELS[diet], facets.diet[diet])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pantry-time">Ready in</label>
        <select id="pantry-time" name="maxMinutes" defaultValue={filters.maxMinutes === undefined ? "" : String(filters.maxMinutes)}>
          <option value="">Any time</option>
          {MAX_MINUTES_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {withCount(`${minutes} min or less`, facets.maxMinutes[`${minutes}`])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pantry-difficulty">Difficulty</label>
        <select id="pantry-difficulty" name="difficulty" defaultValue={filters.difficulty ?? ""}>
          <option value="">Any</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {withCount(capitalised(difficulty), facets.difficulty[difficulty])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}
