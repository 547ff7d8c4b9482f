import { MEAL_CATEGORIES, MEAT_CATEGORIES } from "@/config/meals";
import { MAX_MINUTES_CHOICES, SEARCH_DIETS } from "@/config/search";

type Filters = { category?: string; diet?: readonly string[]; maxMinutes?: number };

const DIET_NAMES: Record<string, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
};

/** The search's filters for the matches, as a plain GET form: it works without JavaScript and lives in the URL. */
export function PantryFilters({ filters }: { filters: Filters }) {
  const categories = MEAL_CATEGORIES.filter((category) => !MEAT_CATEGORIES.includes(category));
  return (
    <form className="pantry-filters" method="get" action="/pantry">
      <div>
        <label htmlFor="pantry-category">Category</label>
        <select id="pantry-category" name="category" defaultValue={filters.category ?? ""}>
          <option value="">Any</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
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
              {DIET_NAMES[diet] ?? diet}
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
              {minutes} min or less
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
