import "server-only";
import { openShareLink, readCollection } from "@/lib/cookbook";
import { dayLabel, planForDays, today, windowDays, type Planned } from "@/lib/meal-plan";
import { AppError } from "@/lib/platform/errors";
import { mealService, type Meal, type MealCard } from "@/lib/meals";

type Shared =
  | { kind: "recipe"; meal: Meal }
  | { kind: "collection"; name: string; recipes: MealCard[] }
  | { kind: "plan"; days: { day: string; label: string; meals: Planned[] }[] };

/** What /s/<token> shows: what the link opens and who shared it (their display name, nothing else). */
export type SharedPageData =
  | ({ state: "shown"; ownerName: string } & Shared)
  /** Unknown, turned off, expired, or what it opened is gone: the page answers 404 and says which. */
  | { state: "gone" };

/**
 * The shared page's one data function (the request gate has counted the view: `shareLinkAtGate`):
 * the link is checked first, then
 * only what the link names is read, as its owner sees it now (the days named in the visitor's `intlTag`). A recipe that is no longer the
 * owner's own, or a deleted collection, is gone like a revoked link.
 */
export async function sharedPage(token: string, now = new Date(), intlTag?: string): Promise<SharedPageData> {
  const opened = await openShareLink(token, now);
  if (opened.state !== "active") return { state: "gone" };
  const { ownerId, ownerName, targetId } = opened;
  if (opened.kind === "recipe") {
    const meal = targetId ? await mealService().findMealById(targetId) : null;
    if (!meal || meal.author?.id !== ownerId) return { state: "gone" };
    return { state: "shown", ownerName, kind: "recipe", meal };
  }
  if (opened.kind === "collection") {
    const collection = await readCollection(ownerId, targetId ?? "").catch(goneWhenNotFound);
    if (!collection) return { state: "gone" };
    return { state: "shown", ownerName, kind: "collection", name: collection.name, recipes: collection.recipes };
  }
  const days = windowDays(today(now));
  const meals = await planForDays(ownerId, days[0]!, days.at(-1)!);
  return {
    state: "shown",
    ownerName,
    kind: "plan",
    days: days.map((day) => ({ day, label: dayLabel(day, intlTag), meals: meals.filter((meal) => meal.day === day) })),
  };
}

function goneWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
}
