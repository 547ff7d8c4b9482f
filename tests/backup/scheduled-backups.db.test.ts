import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lastBackup } from "@/lib/platform/backup";
import { backupIfDue } from "@/lib/platform/backup/schedule";
import { verifyBackup } from "@/lib/platform/backup/read";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-scheduled-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const backups = () => fs.readdirSync(dir).filter((name) => name.endsWith(".ndjson.gz")).sort();

describe("scheduled backups (BACKUP_EVERY)", { timeout: 120_000 }, () => {
  it("writes one when due, none while the last is recent, and keeps the newest BACKUP_KEEP", async () => {
    const config = { everyMs: 3_600_000, keep: 2, dir };
    await backupIfDue(config, config.everyMs);
    expect(backups()).toHaveLength(1);
    const first = path.join(dir, backups()[0]!);
    expect((await verifyBackup(first)).rows).toBeGreaterThan(0);
    expect(await lastBackup()).toMatchObject({ file: first, bytes: fs.statSync(first).size });

    await backupIfDue(config, config.everyMs);
    expect(backups()).toHaveLength(1);

    // An old one from last year, then a backup that is due at once: the oldest goes.
    fs.writeFileSync(path.join(dir, "res-pe-backup-2025-01-01T00-00-00-000Z.ndjson.gz"), "old");
    await backupIfDue(config, 0);
    expect(backups()).toHaveLength(2);
    expect(backups()).not.toContain("res-pe-backup-2025-01-01T00-00-00-000Z.ndjson.gz");
    expect(backups()[0]).toBe(path.basename(first));
    expect((await lastBackup())!.file).toBe(path.join(dir, backups()[1]!));
    expect(fs.readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]); // the lock is gone
  });
});
