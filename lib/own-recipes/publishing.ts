import "server-only";
import type { SessionUser } from "@/lib/auth";
import { writeMeals } from "@/lib/meals";
import { db, type Transaction } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { currentRevision } from "@/lib/platform/revisions";
import { foldForSearch } from "@/lib/platform/text";

/**
 * Publishing: a cook makes an own recipe public at /r/<slug> (and private again). Nothing is
 * public without that action; catalog meals are the site's own and public by their name.
 */

const RECIPE_NOT_FOUND = "Recipe not found.";
const NOT_YOUR_RECIPE = "Only the cook who wrote this recipe can share it.";
const SLUG_MAX = 80;
/** How long an unpublished recipe's address says "gone" (410) before it is simply unknown (404). */
export const GONE_FOR_MS = 24 * 60 * 60 * 1000;

/** Where a public recipe lives. */
export const publicRecipePath = (slug: string) => `/r/${slug}`;

/** A readable address from a name: "Crème Brûlée (easy)" → "creme-brulee-easy". */
export function slugOf(name: string): string {
  const slug = foldForSearch(name)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "recipe";
}

/** The cook's sharing state of a recipe, as the API answers it. */
type RecipeSharing = { public: boolean; path: string | null };

type CatalogSlugs = { revision: number; byId: Map<string, string>; bySlug: Map<string, string> };
let catalogSlugs: Promise<CatalogSlugs> | undefined;

/**
 * Catalog meals' addresses, from their names (the first by id keeps the plain slug when two
 * names fold alike), read again when the meals' revision moves on.
 */
async function catalogAddresses(): Promise<CatalogSlugs> {
  const revision = await currentRevision("meals");
  const known = await catalogSlugs;
  if (known && known.revision === revision) return known;
  const reading = db.meal
    .findMany({ where: { origin: "catalog" }, select: { id: true, name: true }, orderBy: { id: "asc" } })
    .then((rows) => {
      const byId = new Map<string, string>();
      const bySlug = new Map<string, string>();
      for (const row of rows) {
        const base = slugOf(row.name);
        let slug = base;
        for (let n = 2; bySlug.has(slug); n += 1) slug = `${base}-${n}`;
        bySlug.set(slug, row.id);
        byId.set(row.id, slug);
      }
      return { revision, byId, bySlug };
    });
  catalogSlugs = reading;
  reading.catch(() => {
    if (catalogSlugs === reading) catalogSlugs = undefined;
  });
  return reading;
}

/** Every public address: the catalog's and the published recipes', for the sitemap. */
export async function publicAddresses(): Promise<{ slug: string; updatedAt: Date | null }[]> {
  const [catalog, published] = await Promise.all([
    catalogAddresses(),
    db.meal.findMany({ where: { publicSlug: { not: null } }, select: { publicSlug: true, updatedAt: true }, orderBy: { publicSlug: "asc" } }),
  ]);
  return [
    ...[...catalog.byId.values()].map((slug) => ({ slug, updatedAt: null })),
    ...published.map((row) => ({ slug: row.publicSlug!, updatedAt: row.updatedAt })),
  ];
}

/** What an address /r/<slug> leads to. */
type PublicAddress =
  | { kind: "meal"; mealId: string }
  /** An older name of a public recipe: its page is now at `slug`. */
  | { kind: "moved"; slug: string }
  /** Made private within the last day. */
  | { kind: "gone" };

/** What /r/<slug> shows, or null for an address that leads nowhere (404). */
export async function findPublicAddress(slug: string, now = new Date()): Promise<PublicAddress | null> {
  const catalogMeal = (await catalogAddresses()).bySlug.get(slug);
  if (catalogMeal) return { kind: "meal", mealId: catalogMeal };
  const row = await db.publicSlug.findUnique({
    where: { slug },
    select: { meal: { select: { id: true, publicSlug: true, unpublishedAt: true } } },
  });
  if (!row) return deletedAddressGone(slug, now);
  const { id, publicSlug, unpublishedAt } = row.meal;
  if (publicSlug === slug) return { kind: "meal", mealId: id };
  if (publicSlug) return { kind: "moved", slug: publicSlug };
  if (unpublishedAt && now.getTime() - unpublishedAt.getTime() < GONE_FOR_MS) return { kind: "gone" };
  return null;
}

/** A deleted recipe's address within its day of 410 (the recipe's own rows went with it). */
async function deletedAddressGone(slug: string, now: Date): Promise<PublicAddress | null> {
  const row = await db.gonePublicSlug.findUnique({ where: { slug } });
  return row && now.getTime() - row.goneAt.getTime() < GONE_FOR_MS ? { kind: "gone" } : null;
}

/**
 * Inside the deletion of recipes (one, or all of a cook's): their addresses, public ones and
 * those made private within the day, answer 410 for that day, as unpublishing does.
 */
export async function rememberDeletedAddresses(tx: Transaction, where: { id: string } | { authorId: string }, now = new Date()): Promise<void> {
  const recipes = await tx.meal.findMany({
    where: { ...where, origin: "user", OR: [{ publicSlug: { not: null } }, { unpublishedAt: { gt: new Date(now.getTime() - GONE_FOR_MS) } }] },
    select: { publicSlug: true, unpublishedAt: true, publicSlugs: { select: { slug: true } } },
  });
  for (const recipe of recipes) {
    const goneAt = recipe.publicSlug ? now : recipe.unpublishedAt!;
    for (const { slug } of recipe.publicSlugs) {
      await tx.gonePublicSlug.upsert({ where: { slug }, create: { slug, goneAt }, update: { goneAt } });
    }
  }
}

/** The recipe's row if `user` wrote it: `not_found` when there is none, `forbidden` when another cook did. */
async function ownRow(tx: Transaction, user: SessionUser, id: string) {
  const row = await tx.meal.findFirst({ where: { id, origin: "user" }, select: { name: true, authorId: true, publicSlug: true } });
  if (!row) throw new AppError("not_found", RECIPE_NOT_FOUND);
  if (row.authorId !== user.id) throw new AppError("forbidden", NOT_YOUR_RECIPE);
  return row;
}

/**
 * The address a recipe of this name gets: an address it had before under this name when there is
 * one (publishing again, or a name changed back, keeps the address people have), else the name's
 * slug with the first free number after it (never a catalog meal's).
 */
async function addressFor(tx: Transaction, mealId: string, name: string): Promise<string> {
  const base = slugOf(name);
  const [catalog, taken] = await Promise.all([
    catalogAddresses(),
    tx.publicSlug.findMany({ where: { slug: { startsWith: base } }, select: { slug: true, mealId: true } }),
  ]);
  const ownEarlier = taken.find((row) => row.mealId === mealId && (row.slug === base || new RegExp(`^${base}-\\d+$`).test(row.slug)));
  if (ownEarlier) return ownEarlier.slug;
  const used = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug) || catalog.bySlug.has(slug); n += 1) slug = `${base}-${n}`;
  await tx.publicSlug.create({ data: { slug, mealId } });
  await tx.gonePublicSlug.deleteMany({ where: { slug } });
  return slug;
}

/**
 * Keeps a public recipe's address in step with its name, inside the recipe's write: a new name
 * gets a new address, and the old one redirects to it (lib/own-recipes' `updateRecipe`).
 */
export async function followRename(tx: Transaction, mealId: string): Promise<void> {
  const row = await tx.meal.findUnique({ where: { id: mealId }, select: { name: true, publicSlug: true } });
  if (!row?.publicSlug) return;
  const base = slugOf(row.name);
  if (row.publicSlug === base || new RegExp(`^${base}-\\d+$`).test(row.publicSlug)) return;
  await tx.meal.update({ where: { id: mealId }, data: { publicSlug: await addressFor(tx, mealId, row.name) } });
}

/** Makes the cook's recipe public (again); answers its address. Publishing a public recipe changes nothing. */
export async function publishRecipe(user: SessionUser, id: string): Promise<RecipeSharing> {
  const slug = await writeMeals(async (tx) => {
    const row = await ownRow(tx, user, id);
    if (row.publicSlug) return row.publicSlug;
    const address = await addressFor(tx, id, row.name);
    await tx.meal.update({ where: { id }, data: { publicSlug: address, unpublishedAt: null } });
    return address;
  }, { meals: [id] });
  return { public: true, path: publicRecipePath(slug) };
}

/** Makes the cook's recipe private: its page and sitemap entry go at once (410 for a day). */
export async function unpublishRecipe(user: SessionUser, id: string, now = new Date()): Promise<RecipeSharing> {
  await writeMeals(async (tx) => {
    const row = await ownRow(tx, user, id);
    if (row.publicSlug) await tx.meal.update({ where: { id }, data: { publicSlug: null, unpublishedAt: now } });
  }, { meals: [id] });
  return { public: false, path: null };
}

/**
 * Where anyone reads this meal, if anywhere: a catalog meal's address, or an own recipe's its cook
 * made public. The signed-in recipe page names it as its canonical address.
 */
export async function publicPathOf(mealId: string): Promise<string | null> {
  const catalogSlug = (await catalogAddresses()).byId.get(mealId);
  if (catalogSlug) return publicRecipePath(catalogSlug);
  return (await recipeSharing(mealId)).path;
}

/** Whether the cook's recipe is public, and where (the recipe page's Share control). */
export async function recipeSharing(mealId: string): Promise<RecipeSharing> {
  const row = await db.meal.findUnique({ where: { id: mealId }, select: { publicSlug: true } });
  return row?.publicSlug ? { public: true, path: publicRecipePath(row.publicSlug) } : { public: false, path: null };
}
