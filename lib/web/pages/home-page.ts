import "server-only";
import { newestSavedIds, recentlyViewedIds } from "@/lib/cookbook";
import { storedMealsByIds, type Meal } from "@/lib/meals";
import { mondayOf, planForWeek, today } from "@/lib/meal-plan";
import { showsMeatDishes } from "@/lib/account";
import { pantryMatches, type PantryMatch } from "@/lib/pantry";
import { loadRanking, ratingSummariesFor, type RatingSummary } from "@/lib/ranking";
import { MAX_MINUTES_CHOICES, search } from "@/lib/search";
import { INTL_TAGS, translatorFor, type Locale } from "@/lib/platform/i18n";

/**
 * Quick enough for a weeknight after work: the total time, preparation and cooking together. One
 * of the Recipe Finder's time choices, as the search's and the pantry's in-memory indexes count
 * times by those choices (a meal of 40 minutes is "under 60" to them, never "under 45").
 */
export const TONIGHT_MAX_MINUTES = MAX_MINUTES_CHOICES[1];
const TONIGHT_MEALS = 4;
const CONTINUE_MEALS = 6;
const SLOTS = ["breakfast", "lunch", "dinner"];

/** A meal suggested on /home, and in a few words why. */
export type Suggestion = { meal: Meal; reason: string };

export type HomePage = {
  tonight: Suggestion[];
  /** True when the cook's pantry can make none of the quick meals: Tonight is the best-rated quick ones, and the page says so. */
  tonightFromRatingsOnly: boolean;
  /** Today's planned meals, breakfast to dinner. */
  plannedToday: { id: string; slot: string; meal: Meal }[];
  /** Opened lately, then saved lately, each meal once. */
  continueCooking: Suggestion[];
  ratings: Map<string, RatingSummary>;
};

type Say = ReturnType<typeof translatorFor<"home">>;

function haveReason({ have, of }: PantryMatch, t: Say): string {
  return have >= of ? t("reasons.haveAll", { count: of }) : t("reasons.haveSome", { have, count: of });
}

function ratingReason(meal: Meal, rating: RatingSummary | undefined, t: Say, locale: Locale): string {
  const average = rating?.average.toLocaleString(INTL_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (rating) return t("reasons.rated", { average: average!, count: rating.count });
  return t("reasons.readyIn", { minutes: meal.totalMinutes ?? 0 });
}

/**
 * The Tonight order. The pantry answers its quick matches fewest missing first; among them the
 * one that needs the fewest things bought comes first (a trip to the shop costs a weeknight more
 * than a star), then the better rated by the ranking's fair (Bayesian) score, so one lucky five
 * does not beat many fours and an unrated meal counts as average, then the quicker, then the name.
 */
function tonightOrder(scores: Map<string, number>, average: number) {
  const score = (id: string) => scores.get(id) ?? average;
  return (a: { item: PantryMatch; meal: Meal }, b: { item: PantryMatch; meal: Meal }) =>
    a.item.missing.length - b.item.missing.length ||
    score(b.meal.id) - score(a.meal.id) ||
    (a.meal.totalMinutes ?? Infinity) - (b.meal.totalMinutes ?? Infinity) ||
    a.meal.name.localeCompare(b.meal.name);
}

/**
 * Everything /home shows without a search: what to cook tonight, what is planned today and what
 * to come back to, each from its own domain and all read side by side. A cook whose pantry makes
 * no quick meal from at least half its own ingredients (a new cook's holds only the assumed
 * staples) gets the best-rated quick meals instead, and when it makes fewer than four, those fill
 * the rest.
 */
/** `locale`: the language the reasons are said in. */
export async function homePage(userId: string, day = today(), locale: Locale = "en"): Promise<HomePage> {
  const t = translatorFor(locale, "home");
  // The meat-free rule as this cook has it (account setting), as the finder and the pantry apply it.
  const showMeatDishes = await showsMeatDishes(userId);
  const [matches, bestRated, ranking, planned, viewedIds, savedIds] = await Promise.all([
    pantryMatches(userId, { maxMinutes: TONIGHT_MAX_MINUTES, showMeatDishes }),
    search({ maxMinutes: TONIGHT_MAX_MINUTES, sort: "rating", showMeatDishes }),
    loadRanking(),
    planForWeek(userId, mondayOf(day)),
    recentlyViewedIds(userId, CONTINUE_MEALS),
    newestSavedIds(userId, CONTINUE_MEALS),
  ]);
  const plannedRows = planned.filter((row) => row.day === day).sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));
  const continueIds = [...new Set([...viewedIds, ...savedIds])].slice(0, CONTINUE_MEALS);
  const [matched, meals] = await Promise.all([
    // A meal the cook has less than half of is a shopping trip, not tonight's dinner: the best rated take its place.
    storedMealsByIds(
      matches.matches.filter((match) => match.have * 2 >= match.of),
      (match) => match.id,
    ),
    storedMealsByIds([...new Set([...bestRated.ids.slice(0, TONIGHT_MEALS * 2), ...plannedRows.map((row) => row.recipe.id), ...continueIds])]),
  ]);
  const byId = new Map(meals.map((meal) => [meal.id, meal]));

  const scores = new Map(ranking.recipes.map((recipe) => [recipe.id, recipe.score]));
  const fromPantry = matched.sort(tonightOrder(scores, ranking.priorMean)).slice(0, TONIGHT_MEALS);
  const fillers = bestRated.ids.flatMap((id) => byId.get(id) ?? []).filter((meal) => !fromPantry.some((picked) => picked.meal.id === meal.id));
  const shownIds = [...fromPantry.map(({ meal }) => meal.id), ...fillers.map((meal) => meal.id), ...plannedRows.map((row) => row.recipe.id), ...continueIds];
  const ratings = await ratingSummariesFor([...new Set(shownIds)]);

  return {
    tonight: [
      ...fromPantry.map(({ item, meal }) => ({ meal, reason: haveReason(item, t) })),
      ...fillers.slice(0, TONIGHT_MEALS - fromPantry.length).map((meal) => ({ meal, reason: ratingReason(meal, ratings.get(meal.id), t, locale) })),
    ],
    tonightFromRatingsOnly: fromPantry.length === 0,
    plannedToday: plannedRows.flatMap((row) => {
      const meal = byId.get(row.recipe.id);
      return meal ? [{ id: row.id, slot: row.slot, meal }] : [];
    }),
    continueCooking: continueIds.flatMap((id) => {
      const meal = byId.get(id);
      return meal ? [{ meal, reason: viewedIds.includes(id) ? t("reasons.opened") : t("reasons.saved") }] : [];
    }),
    ratings,
  };
}
