import Link from "next/link";
import { DIFFICULTIES } from "@/config/meals";
import { DIETS, MAX_MINUTES_CHOICES, SEARCH_SORTS, type SearchFacets, type SearchQuery } from "@/lib/search";
import { catalogName, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";

const SORT_KEYS = { relevance: "filters.relevance", rating: "filters.ratingSort", quickest: "filters.quickest" } as const;
const RATINGS = [3, 4, 5] as const;

const withCount = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;
/** A value's count; own keys only, as the chosen value is what the cook typed ("?area=constructor"). */
const countOf = (counts: Record<string, number>, value: string) => (Object.hasOwn(counts, value) ? counts[value] : undefined);

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
export function FinderFilters({
  search,
  facets,
  filtered,
  clearHref,
  locale,
}: {
  search: SearchQuery;
  facets: SearchFacets;
  filtered: boolean;
  clearHref: string;
  locale: Locale;
}) {
  const t = translatorFor(locale, "home");
  const dietName = plainMessages(locale, "diets");
  const difficultyName = plainMessages(locale, "difficulty") as Record<string, string>;
  // Display only: the option's value stays the catalog's name.
  const categoryNames = plainMessages(locale, "categories") as Record<string, string>;
  const categoryName = (category: string) => (Object.hasOwn(categoryNames, category) ? categoryNames[category]! : category);
  const chosen = [
    search.category && categoryName(search.category),
    search.area && catalogName(locale, "areas", search.area),
    ...(search.diet ?? []).map((diet) => dietName[diet]),
    search.maxMinutes === undefined ? undefined : t("filters.minutesOrLess", { minutes: search.maxMinutes }),
    search.difficulty && (Object.hasOwn(difficultyName, search.difficulty) ? difficultyName[search.difficulty] : search.difficulty),
    ...(search.include ?? []).map((name) => t("filters.with", { name })),
    ...(search.exclude ?? []).map((name) => t("filters.without", { name })),
    search.minRating && t("filters.starsPlus", { stars: search.minRating }),
    search.sort && search.sort !== "relevance" ? t(SORT_KEYS[search.sort]) : undefined,
  ].filter(Boolean);
  return (
    <details className="finder-filters">
      <summary className="finder-filters__toggle">
        {t("filters.toggle")}
        {chosen.length > 0 ? <span className="finder-filters__chosen">: {chosen.join(", ")}</span> : null}
      </summary>
      <div className="finder-filters__grid">
        <fieldset className="finder-filters__group">
          <legend>{t("filters.diet")}</legend>
          {DIETS.map((diet) => (
            <label key={diet} className="finder-filters__choice">
              <input type="checkbox" name="diet" value={diet} defaultChecked={search.diet?.includes(diet)} />
              {withCount(dietName[diet], facets.diet[diet])}
            </label>
          ))}
        </fieldset>
        <fieldset className="finder-filters__group">
          <legend>{t("filters.readyIn")}</legend>
          <label className="finder-filters__choice">
            <input type="radio" name="maxMinutes" value="" defaultChecked={search.maxMinutes === undefined} />
            {t("filters.anyTime")}
          </label>
          {MAX_MINUTES_CHOICES.map((minutes) => (
            <label key={minutes} className="finder-filters__choice">
              <input type="radio" name="maxMinutes" value={minutes} defaultChecked={search.maxMinutes === minutes} />
              {withCount(t("filters.minutesOrLess", { minutes }), facets.maxMinutes[`${minutes}`])}
            </label>
          ))}
        </fieldset>
        <div className="finder-filters__group">
          <label className="finder-filters__field">
            {t("filters.category")}
            <select name="category" defaultValue={search.category ?? ""}>
              <option value="">{t("filters.anyCategory")}</option>
              {valuesOf(facets.category, search.category).map((category) => (
                <option key={category} value={category}>
                  {withCount(categoryName(category), countOf(facets.category, category))}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            {t("filters.cuisine")}
            <select name="area" defaultValue={search.area ?? ""}>
              <option value="">{t("filters.anyCuisine")}</option>
              {valuesOf(facets.area, search.area).map((area) => (
                <option key={area} value={area}>
                  {withCount(catalogName(locale, "areas", area), countOf(facets.area, area))}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            {t("filters.difficulty")}
            <select name="difficulty" defaultValue={search.difficulty ?? ""}>
              <option value="">{t("filters.anyDifficulty")}</option>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {withCount(difficultyName[difficulty] ?? difficulty, facets.difficulty[difficulty])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="finder-filters__group">
          <label className="finder-filters__field">
            {t("filters.include")}
            <input type="text" name="include" defaultValue={search.include?.join(", ")} placeholder={t("filters.includeExample")} autoComplete="off" />
          </label>
          <label className="finder-filters__field">
            {t("filters.exclude")}
            <input type="text" name="exclude" defaultValue={search.exclude?.join(", ")} placeholder={t("filters.excludeExample")} autoComplete="off" />
          </label>
          <label className="finder-filters__field">
            {t("filters.rating")}
            <select name="minRating" defaultValue={search.minRating ?? ""}>
              <option value="">{t("filters.anyRating")}</option>
              {RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {stars === 5 ? t("filters.fiveStars") : t("filters.starsAndUp", { stars })}
                </option>
              ))}
            </select>
          </label>
          <label className="finder-filters__field">
            {t("filters.sortBy")}
            <select name="sort" defaultValue={search.sort ?? "relevance"}>
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_KEYS[sort])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <p className="finder-filters__actions">
        <button type="submit" className="button button--outline">
          {t("filters.apply")}
        </button>
        {filtered ? (
          <Link href={clearHref} className="finder-filters__clear">
            {t("filters.clear")}
          </Link>
        ) : null}
      </p>
    </details>
  );
}
