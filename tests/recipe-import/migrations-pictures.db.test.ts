import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { POST as upload } from "@/app/api/migrations/route";
import { GET as readJob } from "@/app/api/migrations/[id]/route";
import { db } from "@/lib/platform/database";
import type { MigrationJobView } from "@/lib/validations/migrations";
import { seedCook, type Cook } from "../support/accounts";
import { paprikaExport, photo } from "../support/migration-files";
import { BASE, browserRequest } from "../support/requests";

/**
 * Issue 33's benchmark: re-encoding an import's pictures is most of its CPU. It runs in a child
 * process of the server at a lower OS priority (other cooks' requests get the cores first), which
 * ends with the job, so the memory it took goes back to the system.
 */

/** This process's children: their pid and niceness (/proc/<pid>/stat, fields 4 and 19). */
function children(): { pid: number; nice: number }[] {
  const found: { pid: number; nice: number }[] = [];
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === process.pid) found.push({ pid: Number(name), nice: Number(fields[16]) });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

async function start(by: Cook, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), "Pictures.paprikarecipes");
  const answer = await upload(browserRequest("POST", `${BASE}/api/migrations`, form, { headers: by.headers }), undefined);
  expect(answer.status).toBe(202);
  return ((await answer.json()) as MigrationJobView).id;
}

const jobOf = async (by: Cook, id: string) =>
  (await (await readJob(browserRequest("GET", `${BASE}/api/migrations/${id}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) })).json()) as MigrationJobView;

describe.skipIf(process.platform !== "linux")("an import's pictures", () => {
  it("are re-encoded in a child process at a lower priority, which ends with the job", async () => {
    const ada = await seedCook();
    const before = new Set(children().map((child) => child.pid));
    const pictures = await Promise.all(Array.from({ length: 8 }, (_, k) => photo([30 * k, 90, 200 - 20 * k], 400)));
    const recipes = Array.from({ length: 80 }, (_, k) => ({
      uid: `PIC-${k}`,
      name: `Roast squash ${k}`,
      ingredients: `${(k % 5) + 1} squash\n2 tbsp olive oil`,
      directions: "Roast the squash for 40 minutes, turning it once.",
      photo_data: pictures[k % pictures.length]!.toString("base64"),
    }));
    const id = await start(ada, paprikaExport(recipes));
    const seen = await vi.waitFor(
      () => {
        const lower = children().filter((child) => !before.has(child.pid) && child.nice > 0);
        if (lower.length === 0) throw new Error("no child at a lower priority yet");
        return lower;
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(seen[0]!.nice).toBeGreaterThanOrEqual(10);
    const job = await vi.waitFor(
      async () => {
        const current = await jobOf(ada, id);
        if (current.status !== "done" && current.status !== "failed") throw new Error(`still ${current.status}`);
        return current;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(job).toMatchObject({ status: "done", done: 80 });
    expect(job.report.imported).toHaveLength(80);
    const stored = await db.mealPicture.findMany({ where: { meal: { authorId: ada.id } }, select: { contentType: true, width: true, height: true, bytes: true } });
    expect(stored).toHaveLength(80);
    for (const picture of stored) {
      expect(picture).toMatchObject({ contentType: "image/webp", width: 400, height: 400 });
      expect(Buffer.from(picture.bytes).toString("latin1", 8, 12)).toBe("WEBP");
    }
    // The child is gone once the job is done (its memory with it).
    await vi.waitFor(() => expect(children().filter((child) => seen.some((s) => s.pid === child.pid))).toEqual([]), { timeout: 10_000, interval: 50 });
  });

  it("a picture the child cannot read is reported per recipe, and the recipe still comes across", async () => {
    const ada = await seedCook();
    const good = await photo([20, 160, 60], 200);
    // A JPEG's first bytes, then nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
    const id = await start(
      ada,
      paprikaExport([
        { uid: "P-1", name: "Pea soup", ingredients: "500 g peas", directions: "Simmer for 30 minutes, then blend.", photo_data: good.toString("base64") },
        { uid: "P-2", name: "Bean soup", ingredients: "500 g beans", directions: "Simmer for 30 minutes, then blend.", photo_data: broken.toString("base64") },
      ]),
    );
    const job = await vi.waitFor(
      async () => {
        const current = await jobOf(ada, id);
        if (current.status !== "done" && current.status !== "failed") throw new Error(`still ${current.status}`);
        return current;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(job).toMatchObject({ status: "done", message: null });
    expect(job.report.imported.map((item) => item.name)).toEqual(["Pea soup", "Bean soup"]);
    expect(job.report.imported[1]!.notCarried[0]).toMatch(/photo.*could not be read/i);
    expect(await db.mealPicture.count({ where: { meal: { authorId: ada.id } } })).toBe(1);
  });
});
