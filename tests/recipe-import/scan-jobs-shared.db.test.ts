import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as startImport } from "@/app/api/recipes/import/scans/route";
import { GET as importJob } from "@/app/api/recipes/import/scans/[id]/route";
import { loadConfig } from "@/lib/platform/config";
import { createDbClient } from "@/lib/platform/database";
import type { ScanJob } from "@/lib/validations/recipe-import";
import { SAMPLE_CARDS, recipeCardText, textPdf } from "@/tooling/recipe-cards";
import { seedCook, type Cook } from "../support/accounts";
import { BASE, browserRequest } from "../support/requests";

/**
 * Issue 36: a photo or PDF import lives in the database, not in one process's memory. `other` is
 * a second Prisma client on the same database: what another server process sees and writes.
 */
const other = createDbClient(loadConfig().database);
afterAll(() => other.$disconnect());

const send = (cook: Cook, pdf: Uint8Array) => {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "recipes.pdf");
  return startImport(browserRequest("POST", `${BASE}/api/recipes/import/scans`, form, { headers: cook.headers }));
};

const look = (cook: Cook, id: string) =>
  importJob(browserRequest("GET", `${BASE}/api/recipes/import/scans/${id}`, undefined, { headers: cook.headers }), { params: Promise.resolve({ id }) });

/** Asks until the job has finished; every answer on the way is kept, to check none held half a result. */
async function finished(cook: Cook, id: string, seen: ScanJob[] = []): Promise<ScanJob> {
  return vi.waitFor(
    async () => {
      const response = await look(cook, id);
      expect(response.status).toBe(200);
      const job = (await response.json()) as ScanJob;
      seen.push(job);
      if (job.state !== "done" && job.state !== "failed") throw new Error(`still ${job.state}`);
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );
}

const twoRecipes = () => textPdf([recipeCardText(SAMPLE_CARDS[0]!), recipeCardText(SAMPLE_CARDS[1]!)]);

/** A job as another process left it: reading, with its heartbeat `ago` ms old. */
async function jobOfAnotherProcess(cook: Cook, { ago, files, attempts = 1 }: { ago: number; files: Uint8Array | null; attempts?: number }) {
  const id = randomBytes(12).toString("base64url");
  await other.scanImportJob.create({
    data: {
      id,
      userId: cook.id,
      activeFor: cook.id,
      state: "reading",
      pages: 2,
      pagesRead: 1,
      files: files ? Buffer.from(files) : null,
      fileSizes: JSON.stringify(files ? [files.length] : []),
      attempts,
      heartbeatAt: new Date(Date.now() - ago),
    },
  });
  return id;
}

describe("a photo or PDF import shared by the server's processes", () => {
  it("started through one process is followed through another, and its files go once it is done", async () => {
    const cook = await seedCook();
    const response = await send(cook, twoRecipes());
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as ScanJob;
    const row = await other.scanImportJob.findUnique({ where: { id } });
    // Seen from the other process: the cook's, and active until it is done (a quick machine may
    // already have finished it).
    expect(row).toMatchObject({ userId: cook.id, activeFor: row!.state === "done" ? null : cook.id });
    expect(["waiting", "reading", "done"]).toContain(row!.state);
    await finished(cook, id);
    const done = await other.scanImportJob.findUniqueOrThrow({ where: { id } });
    expect(done).toMatchObject({ state: "done", activeFor: null, files: null, pagesRead: 2, pages: 2 });
    expect((JSON.parse(done.recipes) as ScanJob["recipes"]).map((recipe) => recipe.recipe.name)).toEqual(["Lemon Drizzle Cake", "Quick Tomato Soup"]);
  }, 60_000);

  it("answers a job another process is reading, and refuses the cook a second one meanwhile (409)", async () => {
    const cook = await seedCook();
    const id = await jobOfAnotherProcess(cook, { ago: 0, files: twoRecipes() });
    const response = await look(cook, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, state: "reading", pagesRead: 1, pages: 2, recipes: [] });
    expect((await send(cook, twoRecipes())).status).toBe(409);
    // Another cook is not held up by it, and cannot read it.
    const stranger = await seedCook();
    expect((await look(stranger, id)).status).toBe(404);
    const theirs = await send(stranger, twoRecipes());
    expect(theirs.status).toBe(202);
    await finished(stranger, ((await theirs.json()) as ScanJob).id);
  }, 60_000);

  it("interrupted by a restart, is read again from the start and finishes whole", async () => {
    const cook = await seedCook();
    const id = await jobOfAnotherProcess(cook, { ago: 10 * 60_000, files: twoRecipes() });
    const seen: ScanJob[] = [];
    const job = await finished(cook, id, seen);
    expect(job).toMatchObject({ state: "done", pages: 2, pagesRead: 2, message: null });
    expect(job.recipes.map((recipe) => recipe.recipe.name)).toEqual(["Lemon Drizzle Cake", "Quick Tomato Soup"]);
    // Never half a result: recipes only once the job is done.
    expect(seen.filter((answer) => answer.state !== "done").every((answer) => answer.recipes.length === 0)).toBe(true);
    expect(await other.scanImportJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ activeFor: null, files: null, attempts: 2 });
    // The cook may import again.
    const next = await send(cook, twoRecipes());
    expect(next.status).toBe(202);
    await finished(cook, ((await next.json()) as ScanJob).id);
  }, 60_000);

  it("fails cleanly, with the reason, when it stopped twice or its files were lost", async () => {
    const cook = await seedCook();
    const twice = await jobOfAnotherProcess(cook, { ago: 10 * 60_000, files: twoRecipes(), attempts: 2 });
    const job = await finished(cook, twice);
    expect(job).toMatchObject({ state: "failed", recipes: [], sources: [] });
    expect(job.message).toMatch(/stopped while reading/);
    expect(await other.scanImportJob.findUniqueOrThrow({ where: { id: twice } })).toMatchObject({ activeFor: null, files: null });

    const lost = await jobOfAnotherProcess(cook, { ago: 10 * 60_000, files: null });
    const gone = await finished(cook, lost);
    expect(gone).toMatchObject({ state: "failed", recipes: [] });
    expect(gone.message).toMatch(/send them again/);
  }, 60_000);
});
