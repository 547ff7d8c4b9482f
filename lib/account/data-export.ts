import "server-only";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { AISLES, type Aisle } from "@/lib/meal-plan";
import { listRecipesBy, type RecipeRecord } from "@/lib/own-recipes";
import { securityEvent } from "@/lib/platform/security-events";
import { unitChoiceOf } from "./units";
import { householdIdOf } from "./household/membership";

/** An uploaded picture inside the export: the stored WebP, as base64. */
type ExportedPicture = { contentType: string; width: number; height: number; base64: string };
type MealLink = { mealId: string; mealName: string };

/**
 * Everything Res-pe keeps about a cook, as one JSON document they can download ("download my
 * data"): every table with a row of theirs (tests/account/export-data.db.test.ts checks the
 * schema for new ones). Never a secret: no password hash, no API key or code hashes; of the
 * codes only when they were asked for and used. `format` and `recipes` are what the recipe
 * importer reads back (lib/recipe-import's restore): keep them as they are.
 */
export type AccountExport = {
  format: "res-pe-account-export/1";
  exportedAt: string;
  /**
   * `role`: "cook" or "admin"; `disabledAt`: when an admin disabled the account (null: never);
   * `oidcSubject`: the single sign-on provider's id for the cook (null: never signed in with it).
   */
  account: { id: string; name: string; email: string; role: string; disabledAt: string | null; oidcSubject: string | null; createdAt: string; updatedAt: string };
  /**
   * The units recipes are shown in (null when never chosen on the account), and whether the cook
   * chose to see chicken, beef and pork dishes (false: Res-pe's meat-free default).
   */
  settings: { units: ReturnType<typeof unitChoiceOf>; showMeatDishes: boolean; locale: string | null };
  recipes: (RecipeRecord & { picture: ExportedPicture | null })[];
  ratings: { mealId: string; mealName: string; stars: number; createdAt: string; updatedAt: string }[];
  savedRecipes: (MealLink & { savedAt: string })[];
  /** The recipes opened lately ("Continue cooking" on /home), the last one first. */
  recentlyViewed: (MealLink & { viewedAt: string })[];
  collections: { name: string; createdAt: string; recipes: (MealLink & { addedAt: string })[] }[];
  mealPlan: (MealLink & { day: string; slot: string; servings: number; addedAt: string; changedAt: string | null })[];
  shoppingList: { text: string; aisle: Aisle; own: boolean; checked: boolean; fromRecipes: string[]; addedAt: string; changedAt: string | null }[];
  /** The list as it was before the last "Make from the plan", kept for its Undo; null when there is none. */
  shoppingListBeforeLastMake: { keptAt: string; items: { text: string; checked: boolean; own: boolean }[] } | null;
  /** The household the cook cooks in (issue 32): their role in it and when they joined. */
  household: { role: string; joinedAt: string } | null;
  /** Null until the cook saves a pantry (the staples are assumed until then). */
  pantry: { items: string[]; updatedAt: string } | null;
  /** Names and the first characters shown on /account; the keys themselves are never kept. */
  apiKeys: { name: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }[];
  /** "I made it" notes, with their photos as base64 WebP. */
  madeIt: (MealLink & { cookedOn: string; note: string; changes: string; shared: boolean; hiddenAt: string | null; photoBase64: string | null; createdAt: string })[];
  /** What each read-only link opened (issue 37); the links themselves are never kept. */
  shareLinks: { kind: string; targetId: string | null; createdAt: string; expiresAt: string | null; revokedAt: string | null }[];
  /** Exports brought over from other apps (issue 33): each job's report, and which recipe came from which of the other app's ids. */
  broughtOver: {
    jobs: { status: string; format: string | null; fileName: string; total: number; done: number; report: unknown; createdAt: string }[];
    recipes: { key: string; mealId: string }[];
  };
  /** Photo and PDF imports of the last half hour (issue 36): what each read, before the cook saved it. */
  photoImports: { state: string; pages: number; pagesRead: number; recipes: unknown; sources: unknown; message: string | null; createdAt: string; finishedAt: string | null }[];
  /** Additions sent with an Idempotency-Key in the last 30 days: the answer the first sending got, which a repeat gets again. */
  sentAdditions: { key: string; sentAt: string; status: number | null; answer: unknown }[];
  codes: {
    passwordResets: { requestedAt: string; expiresAt: string; usedAt: string | null }[];
    emailChanges: { newEmail: string; requestedAt: string; expiresAt: string; usedAt: string | null }[];
  };
};

const meal = { select: { name: true } } as const;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
/** A migration job's report is stored as JSON text: the cook reads it as JSON, not as a string of it. */
function reportOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function exportAccountData(user: Pick<SessionUser, "id">, address: string): Promise<AccountExport> {
  const userId = user.id;
  // The pantry and the list's Undo are the household's: the cook's copy of them is what they see.
  const householdId = await householdIdOf(userId);
  const [pantry, membership, account, recipes, pictures, ratings, lists, apiKeys, shareLinks, madeIt, jobs, migrated, codes, photoImports, sentAdditions] = await Promise.all([
    db.pantry.findUnique({ where: { householdId } }),
    db.householdMember.findUnique({ where: { userId }, select: { role: true, joinedAt: true } }),
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, name: true, email: true, role: true, disabledAt: true, oidcSubject: true, createdAt: true, updatedAt: true, units: true, showMeatDishes: true, locale: true },
    }),
    listRecipesBy(userId),
    db.mealPicture.findMany({
      where: { meal: { authorId: userId, origin: "user" } },
      select: { mealId: true, contentType: true, width: true, height: true, bytes: true },
    }),
    db.rating.findMany({
      where: { userId },
      select: { mealId: true, stars: true, createdAt: true, updatedAt: true, meal },
      orderBy: { updatedAt: "desc" },
    }),
    listsOf(userId, householdId),
    db.apiKey.findMany({
      where: { userId },
      select: { name: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.shareLink.findMany({
      where: { userId },
      select: { kind: true, targetId: true, createdAt: true, expiresAt: true, revokedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.madeIt.findMany({
      where: { userId },
      select: { mealId: true, cookedOn: true, note: true, changes: true, shared: true, hiddenAt: true, photo: true, createdAt: true, meal },
      orderBy: [{ cookedOn: "asc" }, { createdAt: "asc" }],
    }),
    db.migrationJob.findMany({
      where: { userId },
      select: { status: true, format: true, fileName: true, total: true, done: true, report: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.migratedRecipe.findMany({ where: { userId }, select: { key: true, mealId: true }, orderBy: { key: "asc" } }),
    codesOf(userId),
    db.scanImportJob.findMany({
      where: { userId },
      select: { state: true, pages: true, pagesRead: true, recipes: true, sources: true, message: true, createdAt: true, finishedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.idempotencyKey.findMany({ where: { userId }, select: { key: true, status: true, answer: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
  ]);
  const pictureOf = new Map(
    pictures.map(({ mealId, bytes, ...picture }) => [mealId, { ...picture, base64: Buffer.from(bytes).toString("base64") }]),
  );
  securityEvent("data_exported", { userId, address });
  const { units, showMeatDishes, locale, ...profile } = account;
  return {
    format: "res-pe-account-export/1",
    exportedAt: new Date().toISOString(),
    account: { ...profile, disabledAt: isoOrNull(profile.disabledAt), createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) },
    settings: { units: unitChoiceOf(units), showMeatDishes, locale },
    recipes: recipes.map((recipe) => ({ ...recipe, picture: pictureOf.get(recipe.id) ?? null })),
    ratings: ratings.map((rating) => ({
      mealId: rating.mealId,
      mealName: rating.meal.name,
      stars: rating.stars,
      createdAt: iso(rating.createdAt),
      updatedAt: iso(rating.updatedAt),
    })),
    ...lists,
    household: membership ? { role: membership.role, joinedAt: iso(membership.joinedAt) } : null,
    pantry: pantry ? { items: stringsIn(pantry.items), updatedAt: iso(pantry.updatedAt) } : null,
    apiKeys: apiKeys.map((key) => ({
      ...key,
      createdAt: iso(key.createdAt),
      lastUsedAt: isoOrNull(key.lastUsedAt),
      revokedAt: isoOrNull(key.revokedAt),
    })),
    madeIt: madeIt.map(({ meal: made, photo, hiddenAt, createdAt, ...row }) => ({
      ...row,
      mealName: made.name,
      hiddenAt: isoOrNull(hiddenAt),
      photoBase64: photo ? Buffer.from(photo).toString("base64") : null,
      createdAt: iso(createdAt),
    })),
    shareLinks: shareLinks.map((link) => ({
      ...link,
      createdAt: iso(link.createdAt),
      expiresAt: isoOrNull(link.expiresAt),
      revokedAt: isoOrNull(link.revokedAt),
    })),
    broughtOver: {
      jobs: jobs.map((job) => ({ ...job, report: reportOf(job.report), createdAt: iso(job.createdAt) })),
      recipes: migrated,
    },
    photoImports: photoImports.map((job) => ({ ...job, recipes: reportOf(job.recipes), sources: reportOf(job.sources), createdAt: iso(job.createdAt), finishedAt: isoOrNull(job.finishedAt) })),
    sentAdditions: sentAdditions.map(({ key, status, answer, createdAt }) => ({ key, sentAt: iso(createdAt), status, answer: answer === null ? null : reportOf(answer) })),
    codes,
  };
}

/** Saved and lately opened recipes, collections, the meal plan and the shopping list (lib/cookbook's and lib/meal-plan's tables). */
async function listsOf(userId: string, householdId: string) {
  const [saved, viewed, collections, planned, shopping, undo] = await Promise.all([
    db.savedRecipe.findMany({ where: { userId }, select: { mealId: true, createdAt: true, meal }, orderBy: { createdAt: "asc" } }),
    db.viewedRecipe.findMany({ where: { userId }, select: { mealId: true, viewedAt: true, meal }, orderBy: { viewedAt: "desc" } }),
    db.recipeCollection.findMany({
      where: { userId },
      select: { name: true, createdAt: true, recipes: { select: { mealId: true, addedAt: true, meal }, orderBy: { addedAt: "asc" } } },
      orderBy: { createdAt: "asc" },
    }),
    db.plannedMeal.findMany({
      where: { userId },
      select: { mealId: true, day: true, slot: true, servings: true, createdAt: true, changedAt: true, meal },
      orderBy: [{ day: "asc" }, { createdAt: "asc" }],
    }),
    db.shoppingItem.findMany({
      where: { userId },
      select: { text: true, aisle: true, own: true, checked: true, sources: true, createdAt: true, changedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.shoppingUndo.findUnique({ where: { householdId }, select: { items: true, createdAt: true } }),
  ]);
  const link = (row: { mealId: string; meal: { name: string } }): MealLink => ({ mealId: row.mealId, mealName: row.meal.name });
  return {
    savedRecipes: saved.map((row) => ({ ...link(row), savedAt: iso(row.createdAt) })),
    recentlyViewed: viewed.map((row) => ({ ...link(row), viewedAt: iso(row.viewedAt) })),
    collections: collections.map((collection) => ({
      name: collection.name,
      createdAt: iso(collection.createdAt),
      recipes: collection.recipes.map((row) => ({ ...link(row), addedAt: iso(row.addedAt) })),
    })),
    mealPlan: planned.map((row) => ({
      ...link(row),
      day: row.day,
      slot: row.slot,
      servings: row.servings,
      addedAt: iso(row.createdAt),
      changedAt: isoOrNull(row.changedAt),
    })),
    shoppingList: shopping.map(({ sources, createdAt, changedAt, aisle, ...item }) => ({
      ...item,
      aisle: (AISLES as readonly string[]).includes(aisle) ? (aisle as Aisle) : "other",
      fromRecipes: recipeNamesIn(sources),
      addedAt: iso(createdAt),
      changedAt: isoOrNull(changedAt),
    })),
    shoppingListBeforeLastMake: undo && { keptAt: iso(undo.createdAt), items: keptItems(undo.items) },
  };
}

/** The kept list's lines as the cook reads them (the stored rows also hold ids and merge data). */
function keptItems(json: string): { text: string; checked: boolean; own: boolean }[] {
  try {
    const rows = JSON.parse(json) as { text: string; checked: boolean; own: boolean }[];
    return rows.map(({ text, checked, own }) => ({ text, checked, own }));
  } catch {
    return [];
  }
}

/** When reset and email codes were asked for and used; their hashes stay behind. */
async function codesOf(userId: string): Promise<AccountExport["codes"]> {
  const select = { createdAt: true, expiresAt: true, usedAt: true } as const;
  const [resets, emailChanges] = await Promise.all([
    db.passwordResetCode.findMany({ where: { userId }, select, orderBy: { createdAt: "asc" } }),
    db.emailChangeCode.findMany({ where: { userId }, select: { ...select, newEmail: true }, orderBy: { createdAt: "asc" } }),
  ]);
  const dates = (code: { createdAt: Date; expiresAt: Date; usedAt: Date | null }) => ({
    requestedAt: iso(code.createdAt),
    expiresAt: iso(code.expiresAt),
    usedAt: isoOrNull(code.usedAt),
  });
  return {
    passwordResets: resets.map(dates),
    emailChanges: emailChanges.map((code) => ({ newEmail: code.newEmail, ...dates(code) })),
  };
}

/** A JSON column's list of strings (the pantry), tolerant of a column written by hand. */
function stringsIn(column: string): string[] {
  const parsed = parseJson(column);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
}

/** The recipes a shopping line came from: its `sources` column holds the lines with `from`. */
function recipeNamesIn(sources: string): string[] {
  const parsed = parseJson(sources);
  if (!Array.isArray(parsed)) return [];
  const names = parsed.map((line: unknown) => (line as { from?: unknown } | null)?.from).filter((from): from is string => typeof from === "string");
  return [...new Set(names)];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
