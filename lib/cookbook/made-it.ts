import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { bumpRevision, revisionChanged } from "@/lib/platform/revisions";
import { requireStoredMeal } from "@/lib/meals";
import type { RateLimitRule } from "@/lib/platform/rate-limit";
import type { ProcessedPicture } from "@/lib/own-recipes";
import { COOKBOOK_CAPS } from "./limits";

/**
 * "I made it": a cook notes the day they cooked a recipe, a short note, what they changed and a
 * photo. Private to the cook: a note shows to others only when the cook chose `shared`, the
 * recipe's owner lets cooks' notes show (`MadeItSetting`) and has not hidden it. Notes never
 * touch the ranking: stars stay the one input (lib/ranking).
 */
export type MadeItNote = {
  id: string;
  recipe: { id: string; name: string };
  cookedOn: string;
  note: string;
  changes: string;
  shared: boolean;
  hidden: boolean;
  photoUrl: string | null;
  createdAt: string;
};

/** A note as others see it: the cook's display name is the only personal data shown. */
export type PublicMadeItNote = { id: string; cookName: string; cookedOn: string; note: string; changes: string; photoUrl: string | null };

/** What /saved's "Cooked" timeline shows: each recipe's count and last day, and the notes newest first. */
export type MadeItTimeline = { recipes: { id: string; name: string; times: number; lastOn: string }[]; notes: MadeItNote[] };

const NOTE_NOT_FOUND = "This note does not exist.";

/**
 * Reports of cooks' notes, per address: enough for a reader who finds a few bad notes, too few
 * to bury an owner's recipe in reports.
 */
export const madeItReportsRateLimit: RateLimitRule = {
  name: "made-it-reports:ip",
  limit: 10,
  windowMs: 60 * 60_000,
  message: "You have sent many reports in a short time. Please try again in an hour.",
  code: "note_reports_limit",
};
/** Notes others see on a public recipe, newest first: a page, not an archive. */
const PUBLIC_NOTES_SHOWN = 30;
/** The newest notes the timeline lists; the counts cover every note. */
const TIMELINE_NOTES = 100;

const photoUrl = (row: { id: string; photoEtag: string | null }) => (row.photoEtag ? `/made-it-photos/${row.id}/${row.photoEtag}.webp` : null);

const NOTE_FIELDS = {
  id: true,
  cookedOn: true,
  note: true,
  changes: true,
  shared: true,
  hiddenAt: true,
  photoEtag: true,
  createdAt: true,
  meal: { select: { id: true, name: true } },
} as const;

type NoteRow = {
  id: string;
  cookedOn: string;
  note: string;
  changes: string;
  shared: boolean;
  hiddenAt: Date | null;
  photoEtag: string | null;
  createdAt: Date;
  meal: { id: string; name: string };
};

const noteOf = (row: NoteRow): MadeItNote => ({
  id: row.id,
  recipe: row.meal,
  cookedOn: row.cookedOn,
  note: row.note,
  changes: row.changes,
  shared: row.shared,
  hidden: row.hiddenAt !== null,
  photoUrl: photoUrl(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * After a write that may change what a public recipe page shows of cooks' notes: every instance
 * draws its kept pages again within a second (the revision moves after the write, so a page drawn
 * in between is drawn once more).
 */
async function notesChanged(): Promise<void> {
  await bumpRevision(db, "notes");
  revisionChanged("notes");
}

/** Notes a cook made it; at most `COOKBOOK_CAPS.madeItNotes` (409 past it). */
export async function addMadeIt(
  userId: string,
  input: { mealId: string; cookedOn: string; note: string; changes: string; shared: boolean },
): Promise<MadeItNote> {
  await requireStoredMeal(input.mealId);
  if ((await db.madeIt.count({ where: { userId } })) >= COOKBOOK_CAPS.madeItNotes) {
    throw new AppError("conflict", `You can keep at most ${COOKBOOK_CAPS.madeItNotes} notes. Delete some old ones first.`);
  }
  const row = await db.madeIt.create({ data: { userId, ...input }, select: NOTE_FIELDS });
  await notesChanged();
  return noteOf(row);
}

/** The cook's own note, or unknown (404): another cook's id reveals nothing. */
async function ownNote(userId: string, id: string) {
  const row = await db.madeIt.findFirst({ where: { id, userId }, select: { id: true } });
  if (!row) throw new AppError("not_found", NOTE_NOT_FOUND);
  return row;
}

/** The note's photo, re-encoded by the recipe pictures' pipeline (lib/own-recipes' processPicture). */
export async function setMadeItPhoto(userId: string, id: string, picture: ProcessedPicture): Promise<MadeItNote> {
  await ownNote(userId, id);
  const row = await db.madeIt.update({ where: { id }, data: { photo: new Uint8Array(picture.bytes), photoEtag: picture.etag }, select: NOTE_FIELDS });
  await notesChanged();
  return noteOf(row);
}

/** Checked before the upload is read, so nobody makes the server read a photo for another cook's note. */
export async function assertOwnMadeIt(user: { id: string }, id: string): Promise<void> {
  await ownNote(user.id, id);
}

export async function deleteMadeIt(userId: string, id: string): Promise<{ deleted: true }> {
  await ownNote(userId, id);
  await db.madeIt.delete({ where: { id } });
  await notesChanged();
  return { deleted: true };
}

/** The cook's timeline: per recipe how often and when last, and their notes newest first. */
export async function madeItTimeline(userId: string): Promise<MadeItTimeline> {
  const [groups, rows] = await Promise.all([
    db.madeIt.groupBy({ by: ["mealId"], where: { userId }, _count: { _all: true }, _max: { cookedOn: true } }),
    db.madeIt.findMany({ where: { userId }, orderBy: [{ cookedOn: "desc" }, { createdAt: "desc" }, { id: "desc" }], take: TIMELINE_NOTES, select: NOTE_FIELDS }),
  ]);
  const names = new Map(
    (await db.meal.findMany({ where: { id: { in: groups.map((group) => group.mealId) } }, select: { id: true, name: true } })).map((meal) => [meal.id, meal.name]),
  );
  const recipes = groups
    .map((group) => ({ id: group.mealId, name: names.get(group.mealId) ?? "", times: group._count._all, lastOn: group._max.cookedOn ?? "" }))
    .sort((a, b) => b.lastOn.localeCompare(a.lastOn) || a.name.localeCompare(b.name));
  return { recipes, notes: rows.map(noteOf) };
}

/** The recipe is the cook's own; anyone else's is unknown (404). */
async function requireOwnRecipe(userId: string, mealId: string): Promise<void> {
  if (!(await db.meal.count({ where: { id: mealId, origin: "user", authorId: userId } }))) throw new AppError("not_found", "Recipe not found.");
}

/** The owner's "Show other cooks' notes" on their recipe's public page. */
export async function setShowCooksNotes(userId: string, mealId: string, showCooksNotes: boolean): Promise<{ showCooksNotes: boolean }> {
  await requireOwnRecipe(userId, mealId);
  await db.madeItSetting.upsert({ where: { mealId }, create: { mealId, showCooksNotes }, update: { showCooksNotes } });
  await notesChanged();
  return { showCooksNotes };
}

/**
 * Hides (or shows again) a note on the owner's own recipe: only that recipe's owner may; any
 * other cook's request is a 404, whoever wrote the note.
 */
export async function hideMadeIt(userId: string, id: string, hidden: boolean): Promise<{ hidden: boolean }> {
  const row = await db.madeIt.findFirst({ where: { id, shared: true, meal: { origin: "user", authorId: userId } }, select: { id: true } });
  if (!row) throw new AppError("not_found", NOTE_NOT_FOUND);
  await db.madeIt.update({ where: { id }, data: { hiddenAt: hidden ? new Date() : null } });
  await notesChanged();
  return { hidden };
}

const publicNoteOf = (row: NoteRow & { user: { name: string } }): PublicMadeItNote => ({
  id: row.id,
  cookName: row.user.name,
  cookedOn: row.cookedOn,
  note: row.note,
  changes: row.changes,
  photoUrl: photoUrl(row),
});

/**
 * The notes a public recipe page shows (`/r/<slug>`): none unless the owner turned "Show other
 * cooks' notes" on, and then only notes their cooks shared and the owner has not hidden. The
 * caller shows it only for a recipe that is public.
 */
export async function madeItNotesForPublicRecipe(recipeId: string): Promise<PublicMadeItNote[]> {
  const setting = await db.madeItSetting.findUnique({ where: { mealId: recipeId }, select: { showCooksNotes: true } });
  if (!setting?.showCooksNotes) return [];
  const rows = await db.madeIt.findMany({
    where: { mealId: recipeId, shared: true, hiddenAt: null },
    orderBy: [{ cookedOn: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: PUBLIC_NOTES_SHOWN,
    select: { ...NOTE_FIELDS, user: { select: { name: true } } },
  });
  return rows.map(publicNoteOf);
}

/**
 * Someone who sees a cook's note on a recipe tells its owner it does not belong there: counted on
 * the note for the owner's moderation list. Only a note that is shown can be reported (404 else).
 */
export async function reportMadeIt(id: string): Promise<{ reported: true }> {
  const { count } = await db.madeIt.updateMany({
    where: { id, shared: true, hiddenAt: null, meal: { madeItSetting: { showCooksNotes: true } } },
    data: { reports: { increment: 1 } },
  });
  if (count === 0) throw new AppError("not_found", NOTE_NOT_FOUND);
  return { reported: true };
}

/** What the owner's recipe page shows: the setting and every note cooks shared, hidden ones and reports marked. */
export async function cooksNotesForOwner(
  userId: string,
  mealId: string,
): Promise<{ showCooksNotes: boolean; notes: (PublicMadeItNote & { hidden: boolean; reports: number })[] }> {
  await requireOwnRecipe(userId, mealId);
  const [setting, rows] = await Promise.all([
    db.madeItSetting.findUnique({ where: { mealId }, select: { showCooksNotes: true } }),
    db.madeIt.findMany({
      where: { mealId, shared: true },
      orderBy: [{ cookedOn: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      take: PUBLIC_NOTES_SHOWN,
      select: { ...NOTE_FIELDS, reports: true, user: { select: { name: true } } },
    }),
  ]);
  return {
    showCooksNotes: setting?.showCooksNotes ?? false,
    notes: rows.map((row) => ({ ...publicNoteOf(row), hidden: row.hiddenAt !== null, reports: row.reports })),
  };
}

/**
 * The photo at /made-it-photos/<id>/<version>.webp while the note holds it. The address is
 * unguessable (a cuid and a hash of the bytes) and changes with the photo, like a recipe's.
 */
export async function findMadeItPhoto(id: string, file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const match = /^([A-Za-z0-9_-]{1,32})\.webp$/.exec(file);
  if (!match || !/^[a-z0-9]{20,32}$/.test(id)) return null;
  const row = await db.madeIt.findFirst({ where: { id, photoEtag: match[1] }, select: { photo: true } });
  return row?.photo ? new Uint8Array(row.photo) : null;
}

