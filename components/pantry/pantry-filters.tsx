import { DIFFICULTIES, MEAL_CATEGORIES, MEAT_CATEGORIES } from "@/config/meals";
import { MAX_MINUTES_CHOICES, SEARCH_DIETS } from "@/config/search";
import { DIET_LABELS } from "@/lib/diets";
import type { SearchFacets } from "@/lib/search";
import type { Messages } from "@/lib/platform/i18n";

type Filters = { category?: string; area?: string; diet?: readonly string[]; maxMinutes?: number; difficulty?: string };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A value's count; own keys only, as the chosen value is what the cook typed ("?area=constructor"). */
const countOf = (counts: Record<string, number>, value: string) => (Object.hasOwn(counts, value) ? counts[value] : undefined);

/** The cuisines the matches have, most first, plus the chosen one even when none is left. */
function areasOf(counts: Record<string, number>, chosen: string | undefined): string[] {
  const areas = Object.keys(counts).sort((a, b) => (countOf(counts, b) ?? 0) - (countOf(counts, a) ?? 0) || (a < b ? -1 : 1));
  return chosen && !areas.includes(chosen) ? [chosen, ...areas] : areas;
}

type Choice = { value: string; label: string; count: number | undefined };

/** One filter: a labelled select whose values say how many matches each would leave. */
function FilterSelect(props: { id: string; name: string; label: string; any: string; chosen: string | undefined; choices: Choice[] }) {
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.chosen ?? ""}>
        <option value="">{props.any}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {`${choice.label} (${choice.count ?? 0})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search's filters for the matches, each value with how many of the matches it would leave,
 * as a plain GET form: it works without JavaScript and lives in the URL.
 */
export function PantryFilters({
  filters,
  facets,
  text,
  names,
}: {
  filters: Filters;
  facets: SearchFacets;
  text: Messages["pantry"];
  /** Cuisine, category, diet and difficulty names in the page's language (the values stay the catalog's). */
  names: Record<"area" | "category" | "diet" | "difficulty", (value: string) => string>;
}) {
  const minutesLabel = (minutes: number) => text.minutesOrLess.replace("{minutes}", String(minutes));
  // Meat categories only when the cook chose to see those dishes (the matches then count them).
  const categories = MEAL_CATEGORIES.filter(
    (category) => !MEAT_CATEGORIES.includes(category) || (facets.category[category] ?? 0) > 0 || filters.category === category,
  );
  return (
    <form className="pantry-filters" method="get" action="/pantry">
      <FilterSelect
        id="pantry-category"
        name="category"
        label={text.category}
        any={text.any}
        chosen={filters.category}
        choices={categories.map((category) => ({ value: category, label: names.category(category), count: facets.category[category] }))}
      />
      <FilterSelect
        id="pantry-area"
        name="area"
        label={text.cuisine}
        any={text.any}
        chosen={filters.area}
        choices={areasOf(facets.area, filters.area).map((area) => ({ value: area, label: names.area(area), count: countOf(facets.area, area) }))}
      />
      <FilterSelect
        id="pantry-diet"
        name="diet"
        label={text.diet}
        any={text.any}
        chosen={filters.diet?.[0]}
        choices={SEARCH_DIETS.map((diet) => ({ value: diet, label: names.diet(diet) || DIET_LABELS[diet], count: facets.diet[diet] }))}
      />
      <FilterSelect
        id="pantry-time"
        name="maxMinutes"
        label={text.readyIn}
        any={text.anyTime}
        chosen={filters.maxMinutes === undefined ? undefined : String(filters.maxMinutes)}
        choices={MAX_MINUTES_CHOICES.map((minutes) => ({ value: String(minutes), label: minutesLabel(minutes), count: facets.maxMinutes[`${minutes}`] }))}
      />
      <FilterSelect
        id="pantry-difficulty"
        name="difficulty"
        label={text.difficulty}
        any={text.any}
        chosen={filters.difficulty}
        choices={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: capitalised(names.difficulty(difficulty)), count: facets.difficulty[difficulty] }))}
      />
      <button type="submit" className="button">
        {text.show}
      </button>
    </form>
  );
}
