import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SessionUser } from "@/lib/auth";
import { countOwnRecipes, createRecipe, knownAreas, processPicture, tooManyRecipes, type ProcessedPicture } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { AppError, isAppError } from "@/lib/platform/errors";
import { MIGRATION_APPS, emptyMigrationReport, migrationReportSchema, type MigrationJobView, type MigrationReport } from "@/lib/validations/migrations";
import { openUpload } from "./archive";
import { formatFor, unreadableText } from "./formats-list";
import type { MigratedRecipe, UnreadableRecipe } from "./formats/types";
import { convertRecipe } from "./to-recipe";

/**
 * The migration job (issue 33): an uploaded export read in the background of the server process,
 * one recipe per turn of the event loop (`await nextTurn()`), so the server keeps answering other
 * cooks. Each recipe is saved in one transaction with its picture and the keys that recognise it
 * (never half a recipe). Progress and the report are stored with the job every 25 recipes or
 * second; a job whose heartbeat stopped (the process restarted) is taken up again by the next
 * request that looks at it: recipes already saved are recognised by their keys and not added
 * twice. One job per cook at a time: `activeFor` is unique.
 */

/** Longer than any one step (the archive's check pass of 200 MB on a busy machine), so a live job is never taken twice. */
const STALE_AFTER_MS = 120_000;
const SAVE_EVERY = { recipes: 25, ms: 1_000 };
const running = new Set<string>();

const MIGRATION_RUNNING = "An import from another app is already running for you: wait for it to finish.";
const NO_SUCH_JOB = "No such import.";

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

/** Takes up a job whose process stopped; the claim is one conditional update, so one process wins. */
async function resumeIfStale(job: { id: string; status: string; heartbeatAt: Date; filePath: string }): Promise<void> {
  if (job.status !== "queued" && job.status !== "running") return;
  if (running.has(job.id) || Date.now() - job.heartbeatAt.getTime() < STALE_AFTER_MS) return;
  const claimed = await db.migrationJob.updateMany({ where: { id: job.id, heartbeatAt: job.heartbeatAt }, data: { heartbeatAt: new Date() } });
  if (claimed.count !== 1) return;
  if (!existsSync(job.filePath)) {
    await finish(job.id, "failed", "The server restarted and the upload was lost: please upload the file again.");
    return;
  }
  launch(job.id);
}

/** 409 when the cook has a job queued or running (one that lost its process is taken up first). */
export async function assertNoRunningMigration(user: SessionUser): Promise<void> {
  const active = await db.migrationJob.findUnique({ where: { activeFor: user.id } });
  if (!active) return;
  await resumeIfStale(active);
  throw new AppError("conflict", MIGRATION_RUNNING);
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
      throw new AppError("conflict", MIGRATION_RUNNING);
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

async function finish(id: string, status: "done" | "failed", message: string | null, extra: { report?: MigrationReport; done?: number } = {}) {
  const job = await db.migrationJob.update({
    where: { id },
    data: { status, message, activeFor: null, heartbeatAt: new Date(), ...(extra.report ? { report: JSON.stringify(extra.report) } : {}), ...(extra.done !== undefined ? { done: extra.done } : {}) },
  });
  if (status === "failed") rmSync(job.filePath, { force: true });
}

function launch(id: string): void {
  running.add(id);
  void run(id)
    .catch(async (error) => {
      console.error(`Migration ${id} failed:`, error);
      await finish(id, "failed", "The import stopped on an unexpected error. Nothing half-saved was kept; upload the file again to continue.").catch(() => undefined);
    })
    .finally(() => running.delete(id));
}

const isUnreadable = (item: MigratedRecipe | UnreadableRecipe): item is UnreadableRecipe => "reason" in item;

const sameIngredients = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

async function run(id: string): Promise<void> {
  const job = await db.migrationJob.findUniqueOrThrow({ where: { id } });
  const owner = await db.user.findUnique({ where: { id: job.userId }, select: { id: true, name: true, email: true } });
  if (!owner) return;
  // The job only writes the cook's own recipes: no admin right is ever needed here.
  const user: SessionUser = { ...owner, isAdmin: false };
  await db.migrationJob.update({ where: { id }, data: { status: "running", heartbeatAt: new Date() } });
  let opened;
  try {
    opened = await openUpload(job.filePath, job.fileName);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return finish(id, "failed", error.message);
  }
  try {
    const format = formatFor(opened.upload, job.format);
    if (!format) return await finish(id, "failed", unreadableText(opened.upload) ?? "Res-pe could not tell which app this file comes from. Choose the app in the list and upload it again.");
    let total: number;
    try {
      total = format.count?.(opened.upload) ?? [...format.read(opened.upload)].length;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return await finish(id, "failed", error.message);
    }
    await db.migrationJob.update({ where: { id }, data: { total, format: format.id, heartbeatAt: new Date() } });

    const report = migrationReportSchema.parse(JSON.parse(job.report));
    const { recipesPerCook } = loadConfig().meals;
    let room = recipesPerCook - (await countOwnRecipes(user));
    const areas = await knownAreas();
    let done = 0;
    let savedAt = { count: job.done, time: Date.now() };
    const iterator = format.read(opened.upload)[Symbol.iterator]();
    for (;;) {
      let next: IteratorResult<MigratedRecipe | UnreadableRecipe>;
      try {
        next = iterator.next();
      } catch (error) {
        if (!isAppError(error)) throw error;
        return await finish(id, "failed", error.message, { report, done });
      }
      if (next.done) break;
      done += 1;
      // Resumed: what the stored report already counts was handled before the restart.
      if (done <= job.done) continue;
      await bringOver(next.value);
      if (done - savedAt.count >= SAVE_EVERY.recipes || Date.now() - savedAt.time >= SAVE_EVERY.ms) {
        await db.migrationJob.update({ where: { id }, data: { done, report: JSON.stringify(report), heartbeatAt: new Date() } });
        savedAt = { count: done, time: Date.now() };
      }
      await nextTurn();
    }
    const stopped = report.skipped.filter((item) => item.reason === tooManyRecipes(recipesPerCook)).length;
    if (stopped > 0) report.stoppedAtCap = `You reached ${recipesPerCook} recipes, as many as one cook may keep: the import stopped there, and ${stopped} ${stopped === 1 ? "recipe was" : "recipes were"} not brought over.`;
    return await finish(id, "done", null, { report, done: Math.max(done, total) });

    async function bringOver(item: MigratedRecipe | UnreadableRecipe): Promise<void> {
      if (isUnreadable(item)) {
        report.skipped.push(item);
        return;
      }
      const converted = convertRecipe(item, { formatId: format!.id, appLabel: format!.label, knownAreas: areas });
      if (!converted.ok) {
        report.skipped.push({ name: converted.name, reason: converted.reason });
        return;
      }
      const { input, keys, notCarried } = converted;
      const known = await db.migratedRecipe.findFirst({ where: { userId: user.id, key: { in: keys } }, select: { meal: { select: { id: true, name: true } } } });
      if (known) {
        report.alreadyImported.push({ ...known.meal, from: "an earlier import" });
        return;
      }
      if (room <= 0) {
        report.skipped.push({ name: input.name, reason: tooManyRecipes(recipesPerCook) });
        return;
      }
      if (!job.importDuplicates) {
        const namesakes = await db.meal.findMany({ where: { authorId: user.id, name: input.name }, select: { id: true, name: true, ingredients: { select: { name: true } } } });
        const twin = namesakes.find((meal) => sameIngredients(meal.ingredients.map((row) => row.name.toLowerCase()), input.ingredients.map((row) => row.name.toLowerCase())));
        if (twin) {
          report.duplicates.push({ name: input.name, duplicateOf: { id: twin.id, name: twin.name } });
          return;
        }
      }
      let picture: ProcessedPicture | null = null;
      if (item.pictures[0]) {
        try {
          picture = await processPicture(Buffer.from(item.pictures[0]));
        } catch (error) {
          if (!isAppError(error)) throw error;
          notCarried.unshift(`Photo (${error.message})`);
        }
      }
      try {
        const created = await createRecipe(user, input, {
          picture,
          alongside: (tx, mealId) => tx.migratedRecipe.createMany({ data: keys.map((key) => ({ userId: user.id, key, mealId })) }),
        });
        room -= 1;
        report.imported.push({ id: created.id, name: created.name, notCarried });
      } catch (error) {
        if (!isAppError(error)) throw error;
        if (error.code === "conflict") room = 0;
        report.skipped.push({ name: input.name, reason: error.message });
      }
    }
  } finally {
    opened.close();
  }
}

/** Where the route streams an upload: DATA_DIR/migrations/<random>.upload. */
export function newUploadPath(): string {
  const dir = migrationUploadsDir();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${randomBytes(12).toString("hex")}.upload`);
}
