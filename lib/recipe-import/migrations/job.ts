import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SessionUser } from "@/lib/auth";
import { countOwnRecipes, createRecipe, createRecipes, knownAreas, pictureReencoder, tooManyRecipes, type PictureReencoder, type ProcessedPicture } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { isLocale } from "@/lib/platform/i18n";
import { AppError, isAppError } from "@/lib/platform/errors";
import type { RecipeInput } from "@/lib/validations/recipes";
import { MIGRATION_APPS, emptyMigrationReport, migrationReportSchema, type MigrationJobView, type MigrationReport } from "@/lib/validations/migrations";
import { openUpload } from "./archive";
import { formatFor, unreadableEntry } from "./formats-list";
import type { MigratedRecipe, UnreadableRecipe } from "./formats/types";
import { convertRecipe } from "./to-recipe";
import { checkNote, englishNote, noteOfError, type CheckNote } from "../check-notes";
import { pictureProblemOf } from "../pictures";

/**
 * The migration job (issue 33): an uploaded export read in the background of the server process,
 * one recipe per turn of the event loop (`await nextTurn()`), so the server keeps answering other
 * cooks. Recipes are saved in batches of 25, each batch in one transaction with its pictures and
 * the keys that recognise them (never half a recipe; a batch that fails is saved one recipe at a
 * time, so one bad recipe costs only itself); while a batch saves, the next one is read and its
 * pictures re-encoded, two at a time, in a child process at a lower priority (pictureReencoder:
 * most of an import's CPU, which the server's own threads no longer pay, and whose memory goes
 * back to the system when the job ends). What recognises a recipe (its keys, the cook's namesakes)
 * is read once a job. Progress and the report are stored with each batch; a job whose heartbeat
 * stopped (the process restarted) is taken up again by the next request that looks at it: it
 * resumes after the last stored batch, and recipes saved after it are recognised by their keys
 * and not added twice. One job per cook at a time: `activeFor` is unique.
 */

/** Longer than any one step (the archive's check pass of 200 MB on a busy machine), so a live job is never taken twice. */
const STALE_AFTER_MS = 120_000;
/** Recipes read a turn: those to save go in one transaction, and the progress is stored with them. */
const BATCH = 25;
/** Pictures re-encoded at once: one per core of a small server, so sharp never takes the whole machine. */
const PICTURES_AT_ONCE = 2;
const running = new Set<string>();

const MIGRATION_RUNNING = "An import from another app is already running for you: wait for it to finish.";
const NO_SUCH_JOB = "No such import.";
const UNSAVED_TWIN = checkNote("unsavedTwin");

/** Why a job failed: the English message the API sends, and its code when it has one (issue 35). */
type Failure = { message: string; code: CheckNote | null };
const failureOf = (note: CheckNote): Failure => ({ message: englishNote(note), code: note });
const failureOfError = (error: AppError): Failure => ({ message: error.message, code: noteOfError(error) });

const migrationUploadsDir = () => path.join(loadConfig().server.dataDir, "migrations");

const appLabel = (id: string | null) => MIGRATION_APPS.find((app) => app.id === id)?.label ?? null;

function viewOf(job: { id: string; status: string; fileName: string; format: string | null; done: number; total: number; message: string | null; report: string }): MigrationJobView {
  const parsed = migrationReportSchema.safeParse(JSON.parse(job.report || "{}"));
  return {
    id: job.id,
    status: job.status as MigrationJobView["status"],
    fileName: job.fileName,
    app: appLabel(job.format),
    done: job.done,
    total: job.total,
    message: job.message,
    report: parsed.success ? parsed.data : emptyMigrationReport(),
  };
}

/** The report stored so far (a failure's code is added to it). */
async function storedReport(id: string): Promise<MigrationReport> {
  const job = await db.migrationJob.findUnique({ where: { id }, select: { report: true } });
  const parsed = migrationReportSchema.safeParse(JSON.parse(job?.report || "{}"));
  return parsed.success ? parsed.data : emptyMigrationReport();
}

/** Takes up a job whose process stopped; the claim is one conditional update, so one process wins. */
async function resumeIfStale(job: { id: string; status: string; heartbeatAt: Date; filePath: string }): Promise<void> {
  if (job.status !== "queued" && job.status !== "running") return;
  if (running.has(job.id) || Date.now() - job.heartbeatAt.getTime() < STALE_AFTER_MS) return;
  const claimed = await db.migrationJob.updateMany({ where: { id: job.id, heartbeatAt: job.heartbeatAt }, data: { heartbeatAt: new Date() } });
  if (claimed.count !== 1) return;
  if (!existsSync(job.filePath)) {
    await finish(job.id, "failed", failureOf(checkNote("uploadLost")));
    return;
  }
  launch(job.id);
}

/** 409 when the cook has a job queued or running (one that lost its process is taken up first). */
export async function assertNoRunningMigration(user: SessionUser): Promise<void> {
  const active = await db.migrationJob.findUnique({ where: { activeFor: user.id } });
  if (!active) return;
  await resumeIfStale(active);
  throw new AppError("conflict", MIGRATION_RUNNING, { messageCode: "migration_running" });
}

/**
 * A new job for the upload already on disk at `filePath` (the route streamed it there); answers
 * at once, the work goes on in the background. The cook's earlier uploads are removed.
 */
export async function startMigration(user: SessionUser, upload: { filePath: string; fileName: string; app: string | null; importDuplicates?: boolean }): Promise<MigrationJobView> {
  const id = randomBytes(12).toString("base64url");
  const earlier = await db.migrationJob.findMany({ where: { userId: user.id, activeFor: null }, select: { filePath: true } });
  let job;
  try {
    job = await db.migrationJob.create({
      data: { id, userId: user.id, activeFor: user.id, status: "queued", format: upload.app, fileName: upload.fileName.slice(0, 200), filePath: upload.filePath, importDuplicates: upload.importDuplicates ?? false, report: JSON.stringify(emptyMigrationReport()) },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      // Two uploads raced: the second one's file goes (an "Import anyway" reuses a kept file).
      if (!upload.importDuplicates) rmSync(upload.filePath, { force: true });
      throw new AppError("conflict", MIGRATION_RUNNING, { messageCode: "migration_running" });
    }
    throw error;
  }
  for (const { filePath } of earlier) if (filePath !== upload.filePath) rmSync(filePath, { force: true });
  launch(id);
  return viewOf(job);
}

/** "Import anyway": the same upload again, this time adding the recipes that looked like duplicates. */
export async function importDuplicatesOf(user: SessionUser, id: string): Promise<MigrationJobView> {
  const job = await db.migrationJob.findFirst({ where: { id, userId: user.id } });
  if (!job) throw new AppError("not_found", NO_SUCH_JOB);
  if (job.status !== "done" || !existsSync(job.filePath)) throw new AppError("conflict", "This import's file is no longer kept: upload it again.");
  await assertNoRunningMigration(user);
  return startMigration(user, { filePath: job.filePath, fileName: job.fileName, app: job.format, importDuplicates: true });
}

export async function migrationJob(user: SessionUser, id: string): Promise<MigrationJobView> {
  const job = await db.migrationJob.findFirst({ where: { id, userId: user.id } });
  if (!job) throw new AppError("not_found", NO_SUCH_JOB);
  await resumeIfStale(job);
  return viewOf(job);
}

/** The cook's newest job (running or finished today), for the page to show again after a reload. */
export async function latestMigration(user: SessionUser): Promise<MigrationJobView | null> {
  const job = await db.migrationJob.findFirst({ where: { userId: user.id, createdAt: { gte: new Date(Date.now() - 24 * 60 * 60_000) } }, orderBy: { createdAt: "desc" } });
  if (!job) return null;
  await resumeIfStale(job);
  return viewOf(job);
}

async function finish(id: string, status: "done" | "failed", failure: Failure | null, extra: { report?: MigrationReport; done?: number } = {}) {
  let report = extra.report;
  if (failure?.code) {
    // The code goes with the report (the job's message column stays the English sentence).
    report ??= await storedReport(id);
    report = { ...report, failureCode: failure.code };
  }
  const job = await db.migrationJob.update({
    where: { id },
    data: { status, message: failure?.message ?? null, activeFor: null, heartbeatAt: new Date(), ...(report ? { report: JSON.stringify(report) } : {}), ...(extra.done !== undefined ? { done: extra.done } : {}) },
  });
  if (status === "failed") rmSync(job.filePath, { force: true });
}

function launch(id: string): void {
  running.add(id);
  void run(id)
    .catch(async (error) => {
      console.error(`Migration ${id} failed:`, error);
      await finish(id, "failed", failureOf(checkNote("unexpectedError"))).catch(() => undefined);
    })
    .finally(() => running.delete(id));
}

const isUnreadable = (item: MigratedRecipe | UnreadableRecipe): item is UnreadableRecipe => "reason" in item;

const sameIngredients = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/** At most `count` calls of `work` at once; the others wait their turn, in order. */
function oneAtATime(count: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < count) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot goes straight to the next in line, so no newcomer slips in between.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** A recipe of the cook's (id and name), or one this job is saving: its id is set once saved. */
type Recognised = { id: string; name: string };

/** A recipe on its way to the database: its picture is being re-encoded meanwhile. */
type ToSave = { input: RecipeInput; keys: string[]; notCarried: string[]; notCarriedCodes: (CheckNote | null)[]; saved: Recognised; picture: Promise<ProcessedPicture | null | { failed: unknown }> };

/** What one recipe of the export adds to the report, in the export's order; written when its batch is saved. */
type Outcome =
  | { into: "skipped"; name: string; nameCode?: CheckNote | null; reason: string; reasonCode?: CheckNote | null }
  | { into: "alreadyImported"; recipe: Recognised }
  | { into: "duplicates"; name: string; duplicateOf: Recognised }
  | { into: "imported"; save: ToSave };

async function run(id: string): Promise<void> {
  const job = await db.migrationJob.findUniqueOrThrow({ where: { id } });
  const account = await db.user.findUnique({ where: { id: job.userId }, select: { id: true, name: true, email: true, locale: true } });
  if (!account) return;
  const { locale: chosenLocale, ...owner } = account;
  const locale = isLocale(chosenLocale) ? chosenLocale : "en";
  // The job only writes the cook's own recipes: no admin right is ever needed here.
  const user: SessionUser = { ...owner, isAdmin: false };
  await db.migrationJob.update({ where: { id }, data: { status: "running", heartbeatAt: new Date() } });
  let opened;
  let pictures: PictureReencoder | null = null;
  try {
    opened = await openUpload(job.filePath, job.fileName);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return finish(id, "failed", failureOfError(error));
  }
  try {
    const format = formatFor(opened.upload, job.format);
    if (!format) {
      const unreadable = unreadableEntry(opened.upload);
      return await finish(id, "failed", unreadable !== null ? failureOfError(unreadable) : failureOf(checkNote("unknownApp")));
    }
    let total: number;
    try {
      total = format.count?.(opened.upload) ?? [...format.read(opened.upload)].length;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return await finish(id, "failed", failureOfError(error));
    }
    await db.migrationJob.update({ where: { id }, data: { total, format: format.id, heartbeatAt: new Date() } });

    const report = migrationReportSchema.parse(JSON.parse(job.report));
    const { recipesPerCook } = loadConfig().meals;
    let room = recipesPerCook - (await countOwnRecipes(user));
    const atTheLimit = checkNote("recipeLimitReached", { max: recipesPerCook });
    const areas = await knownAreas();
    // What recognises a recipe, read once for the job (not once a recipe) and kept up to date as it saves.
    const known = new Map((await db.migratedRecipe.findMany({ where: { userId: user.id }, select: { key: true, meal: { select: { id: true, name: true } } } })).map((row) => [row.key, row.meal]));
    const namesakes = new Map<string, { id: string; name: string; ingredients: string[] }[]>();
    if (!job.importDuplicates) {
      for (const meal of await db.meal.findMany({ where: { authorId: user.id }, select: { id: true, name: true, ingredients: { select: { name: true } } } })) {
        namesakes.set(meal.name, [...(namesakes.get(meal.name) ?? []), { id: meal.id, name: meal.name, ingredients: meal.ingredients.map((row) => row.name.toLowerCase()) }]);
      }
    }
    const reencode = oneAtATime(PICTURES_AT_ONCE);
    pictures = pictureReencoder();
    const reencoder = pictures;

    let done = 0;
    let batch: Outcome[] = [];
    let saving: Promise<void> = Promise.resolve();
    const iterator = format.read(opened.upload)[Symbol.iterator]();
    for (;;) {
      let next: IteratorResult<MigratedRecipe | UnreadableRecipe>;
      try {
        next = iterator.next();
      } catch (error) {
        if (!isAppError(error)) throw error;
        await saving;
        await save(batch, done);
        return await finish(id, "failed", failureOfError(error), { report, done });
      }
      if (next.done) break;
      done += 1;
      // Resumed: what the stored report already counts was handled before the restart.
      if (done <= job.done) continue;
      batch.push(consider(next.value));
      if (batch.length >= BATCH) {
        // One batch saves while the next one is read and its pictures re-encoded; never more in memory.
        await saving;
        saving = save(batch, done);
        batch = [];
      }
      await nextTurn();
    }
    await saving;
    await save(batch, done);
    const stopped = report.skipped.filter((item) => item.reason === tooManyRecipes(recipesPerCook)).length;
    if (stopped > 0) {
      const warning = stopped === 1 ? checkNote("stoppedAtCapOne", { max: recipesPerCook }) : checkNote("stoppedAtCapOther", { max: recipesPerCook, count: stopped });
      report.stoppedAtCap = englishNote(warning);
      report.stoppedAtCapCode = warning;
    }
    return await finish(id, "done", null, { report, done: Math.max(done, total) });

    /** Decides at once what a recipe needs (its keys, the cap, look-alikes); a recipe to save gets its picture started. */
    function consider(item: MigratedRecipe | UnreadableRecipe): Outcome {
      if (isUnreadable(item)) return { into: "skipped", name: item.name, nameCode: item.nameCode ?? null, reason: englishNote(item.reason), reasonCode: item.reason };
      const converted = convertRecipe(item, { formatId: format!.id, appLabel: format!.label, knownAreas: areas, locale });
      if (!converted.ok) return { into: "skipped", name: converted.name, nameCode: converted.nameCode, reason: converted.reason };
      const { input, keys, notCarried, notCarriedCodes } = converted;
      const before = keys.map((key) => known.get(key)).find((recipe) => recipe !== undefined);
      if (before) return { into: "alreadyImported", recipe: before };
      if (room <= 0) return { into: "skipped", name: input.name, reason: tooManyRecipes(recipesPerCook), reasonCode: atTheLimit };
      const ingredients = input.ingredients.map((row) => row.name.toLowerCase());
      if (!job.importDuplicates) {
        const twin = namesakes.get(input.name)?.find((meal) => sameIngredients(meal.ingredients, ingredients));
        if (twin) return { into: "duplicates", name: input.name, duplicateOf: twin };
      }
      room -= 1;
      const first = item.pictures[0];
      // A failure is kept as a value until the batch saves: a rejection nobody awaits yet would end the process.
      const picture = first ? reencode(() => reencoder.process(Buffer.from(first.buffer, first.byteOffset, first.byteLength))).catch((failed: unknown) => ({ failed })) : Promise.resolve(null);
      const saved: Recognised = { id: "", name: input.name };
      // Recognised from now on, so the same recipe twice in one export is saved once.
      for (const key of keys) known.set(key, saved);
      if (!job.importDuplicates) namesakes.set(input.name, [...(namesakes.get(input.name) ?? []), Object.assign(saved, { ingredients })]);
      return { into: "imported", save: { input, keys, notCarried, notCarriedCodes, saved, picture } };
    }

    /**
     * Saves a batch's recipes in one transaction, or, when that fails, one by one (each all or
     * nothing) to learn which one failed and why; then writes the batch's outcomes into the report
     * in the export's order and stores the progress with it, so a restart resumes after it.
     */
    async function save(outcomes: Outcome[], doneUpTo: number): Promise<void> {
      const toSave: { save: ToSave; input: RecipeInput; picture: ProcessedPicture | null }[] = [];
      const refused = new Map<ToSave, string>();
      const reasonOf = (message: string) => ({ reason: message, reasonCode: message === tooManyRecipes(recipesPerCook) ? atTheLimit : null });
      for (const outcome of outcomes) {
        if (outcome.into !== "imported") continue;
        const picture = await outcome.save.picture;
        const failed = picture !== null && "failed" in picture;
        if (failed) {
          if (!isAppError(picture.failed)) throw picture.failed;
          const problem = pictureProblemOf(picture.failed);
          const note = checkNote("photoNotRead", { problem: problem.message, problemCode: problem.code });
          outcome.save.notCarried.unshift(englishNote(note));
          outcome.save.notCarriedCodes.unshift(note);
        }
        toSave.push({ save: outcome.save, input: outcome.save.input, picture: failed ? null : picture });
      }
      const keyRows = (keys: string[], mealId: string) => keys.map((key) => ({ userId: user.id, key, mealId }));
      if (toSave.length > 0) {
        try {
          const created = await createRecipes(user, toSave, {
            alongside: (tx, ids) => tx.migratedRecipe.createMany({ data: toSave.flatMap(({ save }, index) => keyRows(save.keys, ids[index]!)) }),
          });
          toSave.forEach(({ save }, index) => (save.saved.id = created[index]!.id));
        } catch {
          for (const { save, input, picture } of toSave) {
            try {
              save.saved.id = (await createRecipe(user, input, { picture, alongside: (tx, mealId) => tx.migratedRecipe.createMany({ data: keyRows(save.keys, mealId) }) })).id;
            } catch (error) {
              if (!isAppError(error)) throw error;
              if (error.code === "conflict") room = 0;
              refused.set(save, error.message);
            }
          }
        }
      }
      for (const outcome of outcomes) {
        if (outcome.into === "skipped") report.skipped.push({ name: outcome.name, reason: outcome.reason, reasonCode: outcome.reasonCode ?? null, ...(outcome.nameCode ? { nameCode: outcome.nameCode } : {}) });
        // Recognised as one this job could not save after all (its id never set): skipped with it.
        else if (outcome.into === "duplicates" && outcome.duplicateOf.id === "") report.skipped.push({ name: outcome.name, reason: englishNote(UNSAVED_TWIN), reasonCode: UNSAVED_TWIN });
        else if (outcome.into === "duplicates") report.duplicates.push({ name: outcome.name, duplicateOf: { id: outcome.duplicateOf.id, name: outcome.duplicateOf.name } });
        else if (outcome.into === "alreadyImported" && outcome.recipe.id === "") report.skipped.push({ name: outcome.recipe.name, reason: englishNote(UNSAVED_TWIN), reasonCode: UNSAVED_TWIN });
        else if (outcome.into === "alreadyImported") report.alreadyImported.push({ id: outcome.recipe.id, name: outcome.recipe.name, from: "an earlier import" });
        else if (refused.has(outcome.save)) report.skipped.push({ name: outcome.save.input.name, ...reasonOf(refused.get(outcome.save)!) });
        else report.imported.push({ id: outcome.save.saved.id, name: outcome.save.input.name, notCarried: outcome.save.notCarried, notCarriedCodes: outcome.save.notCarriedCodes });
      }
      if (outcomes.length > 0) await db.migrationJob.update({ where: { id }, data: { done: doneUpTo, report: JSON.stringify(report), heartbeatAt: new Date() } });
    }
  } finally {
    opened.close();
    pictures?.close();
  }
}

/** Where the route streams an upload: DATA_DIR/migrations/<random>.upload. */
export function newUploadPath(): string {
  const dir = migrationUploadsDir();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${randomBytes(12).toString("hex")}.upload`);
}
