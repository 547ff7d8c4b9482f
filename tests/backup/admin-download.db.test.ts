import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/admin/backup/route";
import { db } from "@/lib/platform/database";
import { seedCook, type Cook } from "../support/accounts";
import { adminApi, seedAdmin } from "../support/admin";
import { BASE, browserRequest } from "../support/requests";

const download = (by: Cook | null) => backupRoute(browserRequest("GET", `${BASE}/api/admin/backup`, undefined, { headers: { ...by?.headers } }), undefined);

// Issue 34: an admin downloads a backup from /admin; the page then shows it as the last backup.
describe("a backup downloaded by an admin", () => {
  it("is refused to anyone else: signed out 401, a cook 403, and nothing is recorded", async () => {
    expect((await download(null)).status).toBe(401);
    const refused = await download(await seedCook());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only the site's admins may do this." });
    expect(await db.siteBackup.count()).toBe(0);
  });

  it("is the whole site in one checked file, and becomes the site's last backup", async () => {
    const admin = await seedAdmin();
    const before = (await (await adminApi.site(admin)).json()) as { lastBackup: unknown };
    expect(before.lastBackup).toBeNull();

    const answer = await download(admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/gzip");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="res-pe-backup-.*\.ndjson\.gz"$/);
    const file = Buffer.from(await answer.arrayBuffer());
    const lines = gunzipSync(file).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]!) as { resPeBackup: number; tables: { name: string }[] };
    expect(header.resPeBackup).toBe(1);
    expect(header.tables.map((table) => table.name)).toEqual(expect.arrayContaining(["User", "Meal", "MealPicture"]));
    // The admin's own row is in it, and the file ends with its checksum.
    expect(lines.some((line) => line.startsWith('{"t":"User"') && line.includes(admin.id))).toBe(true);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ trailer: { rows: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });

    const after = (await (await adminApi.site(admin)).json()) as { lastBackup: { takenAt: string; bytes: number } | null };
    expect(after.lastBackup?.bytes).toBe(file.length);
  });
});
