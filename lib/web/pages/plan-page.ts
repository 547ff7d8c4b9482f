import "server-only";
import { MEAT_CATEGORIES } from "@/config/meals";
import { savedRecipes } from "@/lib/cookbook";
import { dayLabel, planForDays, today, windowDays, type Planned } from "@/lib/meal-plan";
import { mealCard, storedMeals, storedMealsByIds, type Meal, type MealCard } from "@/lib/meals";
import { pantryMatches } from "@/lib/pantry";
import { loadRanking } from "@/lib/ranking";

/** How many meals each group of an empty day's "+ Add" offers: enough to choose, few enough to scan. */
const OFFERS_PER_GROUP = 6;

type PlanDayShown = { day: string; label: string; isToday: boolean };

/** A meal an empty day's "+ Add" offers; `note` says why (what the pantry still lacks, the stars). */
export type PlanOffer = MealCard & { note?: string };

export type PlanOffers = { saved: PlanOffer[]; pantry: PlanOffer[]; suggestions: PlanOffer[] };

/** The offers' notes in the page's language (English by default, as the tests read them). */
type PlanOfferWords = { haveEverything: string; missing: (count: number, names: string) => string; rated: (average: number) => string };

const ENGLISH_WORDS: PlanOfferWords = {
  haveEverything: "You have everything",
  missing: (count, names) => `Missing ${count}: ${names}`,
  rated: (average) => `Rated ${average.toFixed(1)} of 5`,
};

export type PlanPageData = { from: string; to: string; days: PlanDayShown[]; meals: Planned[]; offers: PlanOffers };

const shownInLists = (meal: Meal) => !MEAT_CATEGORIES.includes(meal.category);

/** A small stable hash, so the day's suggestions stay put on reload and change from one day to the next. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

async function pantryOffers(userId: string, words: PlanOfferWords): Promise<PlanOffer[]> {
  const answer = await pantryMatches(userId);
  const found = await storedMealsByIds(answer.matches.slice(0, OFFERS_PER_GROUP), (match) => match.id);
  return found.map(({ item, meal }) => ({
    ...mealCard(meal),
    note: item.missing.length === 0 ? words.haveEverything : words.missing(item.missing.length, item.missing.join(", ")),
  }));
}

/**
 * The best-rated meals first (the ranking), then catalog meals picked by the day the window
 * starts on, so a cook with no ratings around still gets ideas; none a group above already offers.
 */
async function suggestions(from: string, offered: ReadonlySet<string>, words: PlanOfferWords): Promise<PlanOffer[]> {
  const ranking = await loadRanking();
  const rated = await storedMealsByIds(ranking.recipes.slice(0, OFFERS_PER_GROUP * 2), (recipe) => recipe.id);
  const picked: PlanOffer[] = [];
  const taken = new Set(offered);
  const take = (meal: Meal, note?: string) => {
    if (picked.length >= OFFERS_PER_GROUP || taken.has(meal.id) || !shownInLists(meal)) return;
    taken.add(meal.id);
    picked.push({ ...mealCard(meal), note });
  };
  for (const { item, meal } of rated.slice(0, Math.ceil(OFFERS_PER_GROUP / 2))) take(meal, words.rated(item.average));
  if (picked.length < OFFERS_PER_GROUP) {
    const catalog = (await storedMeals()).filter((meal) => meal.author === null && shownInLists(meal));
    const byDay = catalog.map((meal) => ({ meal, order: hashOf(`${from}/${meal.id}`) })).sort((a, b) => a.order - b.order);
    for (const { meal } of byDay) take(meal);
  }
  return picked;
}

/**
 * Everything /plan shows: the seven days from `from` (today marked), the meals planned on them,
 * and what an empty day's "+ Add" offers: the cook's saved recipes, what their pantry can make,
 * and a few suggestions. Read in parallel; the offers are the same for every day shown.
 */
export async function planPage(userId: string, from: string, now = today(), intlTag = "en-GB", words = ENGLISH_WORDS): Promise<PlanPageData> {
  const days = windowDays(from);
  const to = days.at(-1)!;
  const [meals, saved, pantry] = await Promise.all([planForDays(userId, from, to), savedRecipes(userId), pantryOffers(userId, words)]);
  const savedShown = saved.slice(0, OFFERS_PER_GROUP);
  const offered = new Set([...savedShown, ...pantry].map((meal) => meal.id));
  return {
    from,
    to,
    days: days.map((day) => ({ day, label: dayLabel(day, intlTag), isToday: day === now })),
    meals,
    offers: { saved: savedShown, pantry, suggestions: await suggestions(from, offered, words) },
  };
}
