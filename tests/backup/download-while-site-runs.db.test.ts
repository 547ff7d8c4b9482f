import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/admin/backup/route";
import { runningBackupWorkers } from "@/lib/platform/backup/download";
import { verifyBackup } from "@/lib/platform/backup/read";
import { BACKUP_CONNECTION_NAME } from "@/lib/platform/backup/postgres";
import { writeBackupOf } from "@/lib/platform/backup/write";
import { loadConfig } from "@/lib/platform/config";
import { db, enableWriteAheadLog } from "@/lib/platform/database";
import { contactMessagesSql, randomPictures, sqliteSnapshotHeld } from "@/tooling/backup-site";
import type { Cook } from "../support/accounts";
import { seedAdmin } from "../support/admin";
import { BASE, browserRequest } from "../support/requests";

/**
 * Issue 34: other cooks' requests keep being answered while an admin downloads a backup. The
 * download's file is read, serialised and gzipped in a worker thread; the thread that answers
 * requests (here, this test's) only passes its chunks on. A client that goes away ends the
 * worker and its snapshot; a backup that cannot start is an error answer, not a broken file.
 */
const database = loadConfig().database;
const MESSAGES = 40_000;

// Many small rows (serialising them is the thread's work) and 12 MB of pictures gzip cannot shrink
// (a file larger than what lies between the worker and the client, so a download left after
// its first bytes is still being written).
beforeAll(async () => {
  // As the site runs (scripts/prepare-data.ts): a copied test database is in rollback-journal
  // mode, where a reader's snapshot holds every writer off.
  await enableWriteAheadLog(db, database);
  await db.$executeRawUnsafe(contactMessagesSql(MESSAGES));
  const pictures = randomPictures(300);
  for (let from = 0; from < pictures.length; from += 50) await db.importedMealPicture.createMany({ data: pictures.slice(from, from + 50) });
}, 60_000);

const download = (by: Cook, signal?: AbortSignal) =>
  backupRoute(new Request(browserRequest("GET", `${BASE}/api/admin/backup`, undefined, { headers: by.headers }), { signal }), undefined);

/** How busy this thread was (0–1) from `flowing()` (the first byte) until `run` ended. */
async function busyWhileFlowing(run: (flowing: () => void) => Promise<void>): Promise<number> {
  let from: EventLoopUtilization | undefined;
  await run(() => (from ??= performance.eventLoopUtilization()));
  return performance.eventLoopUtilization(from!).utilization;
}

/** Whether a backup's snapshot still reads the database (PostgreSQL: its connection is listed). */
async function snapshotOpen(): Promise<boolean> {
  if (database.provider === "sqlite") return sqliteSnapshotHeld(database.file);
  const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE application_name = $1`, BACKUP_CONNECTION_NAME);
  return Number(row!.n) > 0;
}

/** This process's threads at a niceness of 10 (Linux's /proc: the 19th field of a thread's stat). */
function threadsNicedTo10(): number {
  return fs.readdirSync("/proc/self/task").filter((thread) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16] === "10";
    } catch {
      return false; // ended meanwhile
    }
  }).length;
}

describe("a backup downloaded while the site runs", { timeout: 120_000 }, () => {
  it("is written off the server's thread, which stays mostly free while the file flows", async () => {
    // The same file written on this thread, as `npm run backup` does and the download did before.
    const onThisThread = await busyWhileFlowing(async (flowing) => {
      const sink = new Writable({
        write(_chunk, _encoding, done) {
          flowing();
          done();
        },
      });
      await writeBackupOf(database, sink);
    });

    const admin = await seedAdmin();
    const chunks: Uint8Array[] = [];
    const whileDownloading = await busyWhileFlowing(async (flowing) => {
      const answer = await download(admin);
      expect(answer.status).toBe(200);
      for await (const chunk of answer.body!) {
        flowing();
        chunks.push(chunk);
      }
    });
    const rows = gunzipSync(Buffer.concat(chunks)).toString("utf8").split("\n");
    expect(rows.filter((row) => row.startsWith('{"t":"ContactMessage"')).length).toBeGreaterThanOrEqual(MESSAGES);
    expect(JSON.parse(rows.at(-2)!)).toMatchObject({ trailer: { sha256: expect.any(String) } });
    // What the admin keeps is what they restore: the file (a gzip member per MiB of text) passes the restore's own check.
    const kept = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-download-")), "backup.ndjson.gz");
    fs.writeFileSync(kept, Buffer.concat(chunks));
    expect((await verifyBackup(kept)).rows).toBeGreaterThanOrEqual(MESSAGES);
    // A ratio of this thread's own busyness, with a wide margin: on it, the file kept the thread
    // busy most of the time; from the worker, the thread only passes chunks on.
    expect(whileDownloading).toBeLessThan(onThisThread / 3);
  });

  it.each([
    ["the download's answer is cancelled", (_request: AbortController, body: ReadableStreamDefaultReader) => body.cancel()],
    ["the request is aborted", (request: AbortController) => request.abort()],
  ])("ends its worker and its snapshot when the admin goes away: %s", async (_how, goAway) => {
    const admin = await seedAdmin();
    const recorded = await db.siteBackup.count();
    const request = new AbortController();
    const answer = await download(admin, request.signal);
    expect(answer.status).toBe(200);
    const body = answer.body!.getReader();
    expect((await body.read()).value!.length).toBeGreaterThan(0);
    expect(runningBackupWorkers.size).toBeGreaterThan(0);
    expect(await snapshotOpen()).toBe(true);
    // Other cooks' requests come first: the worker's thread runs at a lower priority than the server's.
    if (process.platform === "linux") expect(threadsNicedTo10()).toBe(1);

    await goAway(request, body);
    await expect.poll(() => runningBackupWorkers.size, { timeout: 10_000 }).toBe(0);
    await expect.poll(snapshotOpen, { timeout: 10_000 }).toBe(false);
    expect(await db.siteBackup.count()).toBe(recorded);
  });

  it("answers an error, not a broken file, when the backup cannot start", async () => {
    const admin = await seedAdmin();
    const recorded = await db.siteBackup.count();
    // A database whose migrations were rolled back has no schema version to put in the file.
    await db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET "rolled_back_at" = "finished_at"`);
    try {
      const answer = await download(admin);
      expect(answer.status).toBe(500);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await answer.json()).toEqual({ message: expect.any(String) });
    } finally {
      await db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL`);
    }
    await expect.poll(() => runningBackupWorkers.size, { timeout: 10_000 }).toBe(0);
    expect(await db.siteBackup.count()).toBe(recorded);
  });
});
