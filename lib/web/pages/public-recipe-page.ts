import "server-only";
import { cache } from "react";
import { mealService, type Meal } from "@/lib/meals";
import { findPublicAddress } from "@/lib/own-recipes";
import { BoundedCache } from "@/lib/platform/cache";
import { currentRevision } from "@/lib/platform/revisions";
import { ratingSummariesFor, type RatingSummary } from "@/lib/ranking";
import { publicSlugSchema } from "@/lib/validations/recipes";

/** What /r/<slug> answers. */
export type PublicRecipePage =
  | { status: "found"; slug: string; meal: Meal; rating: RatingSummary | null }
  | { status: "moved"; slug: string }
  | { status: "gone" }
  | { status: "not found" };

const NOT_FOUND: PublicRecipePage = { status: "not found" };

// Keyed by both revisions, so a publish, an edit, an unpublish or a rating on any instance is
// shown within the second the revisions are read in; the rest of the time no page asks the
// database anything but those two counters.
const pages = new BoundedCache<Promise<PublicRecipePage>>(500, 10 * 60 * 1000);

async function readPage(slug: string): Promise<PublicRecipePage> {
  const address = await findPublicAddress(slug);
  if (!address) return NOT_FOUND;
  if (address.kind === "moved") return { status: "moved", slug: address.slug };
  if (address.kind === "gone") return { status: "gone" };
  const [meal, ratings] = await Promise.all([mealService().findMealById(address.mealId), ratingSummariesFor([address.mealId])]);
  if (!meal) return NOT_FOUND;
  // The cook's display name is the one personal fact a public page shows: their id stays home.
  const author = meal.author ? { id: "", name: meal.author.name } : null;
  return { status: "found", slug, meal: { ...meal, author }, rating: ratings.get(meal.id) ?? null };
}

async function cachedPage(slug: string): Promise<PublicRecipePage> {
  const parsed = publicSlugSchema.safeParse({ slug });
  if (!parsed.success) return NOT_FOUND;
  const [meals, ratings] = await Promise.all([currentRevision("meals"), currentRevision("ratings")]);
  const key = `${meals}:${ratings}:${parsed.data.slug}`;
  let page = pages.get(key);
  if (!page) {
    page = readPage(parsed.data.slug);
    pages.set(key, page);
    page.catch(() => pages.delete(key));
  }
  return page;
}

/**
 * Everything /r/<slug> shows, the same for every visitor (no session is read, so the page can be
 * cached): a public recipe or catalog meal with its ratings summary, a redirect from an older
 * name, "gone" for a day after its cook made it private, else not found. Shared by the page, its
 * metadata and its Open Graph picture within a request.
 */
export const publicRecipePage = cache(cachedPage);

/**
 * Whether /r/<slug> was made private within the last day: the request gate answers it 410 (a page
 * can only say 404), from the same cache as the page.
 */
export async function publicRecipeGone(slug: string): Promise<boolean> {
  return (await cachedPage(slug)).status === "gone";
}
