import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { strToU8 } from "fflate";
import { POST as upload } from "@/app/api/migrations/route";
import { GET as readJob } from "@/app/api/migrations/[id]/route";
import { GET as exportAll } from "@/app/api/recipes/export/route";
import { db } from "@/lib/platform/database";
import { loadConfig } from "@/lib/platform/config";
import { getRecipe, listRecipesBy } from "@/lib/own-recipes";
import { newUploadPath } from "@/lib/recipe-import/migrations/job";
import type { MigrationJobView } from "@/lib/validations/migrations";
import { seedCook, type Cook } from "../support/accounts";
import { paprikaExport, paprikaSamples, photo } from "../support/migration-files";
import { createdRecipe, api } from "../support/recipes";
import { BASE, browserRequest } from "../support/requests";

/** Issue 33: a job survives a restart, stops at the cap, and reads Res-pe's and any schema.org file. */

function send(by: Cook, bytes: Uint8Array, fileName: string, app?: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), fileName);
  return upload(browserRequest("POST", `${BASE}/api/migrations${app ? `?app=${app}` : ""}`, form, { headers: by.headers }), undefined);
}

const read = (by: Cook, id: string) => readJob(browserRequest("GET", `${BASE}/api/migrations/${id}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) });

const finished = (by: Cook, id: string) =>
  vi.waitFor(
    async () => {
      const job = (await (await read(by, id)).json()) as MigrationJobView;
      if (job.status !== "done" && job.status !== "failed") throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 20_000, interval: 50 },
  );

async function migrate(by: Cook, bytes: Uint8Array, fileName: string, app?: string) {
  const answer = await send(by, bytes, fileName, app);
  expect(answer.status).toBe(202);
  return finished(by, ((await answer.json()) as MigrationJobView).id);
}

/** A job as a process that was killed mid-way leaves it: running, its heartbeat ten minutes old. */
async function orphanedJob(by: Cook, filePath: string, done = 0) {
  const id = randomBytes(12).toString("base64url");
  await db.migrationJob.create({
    data: { id, userId: by.id, activeFor: by.id, status: "running", format: "paprika", fileName: "export.paprikarecipes", filePath, total: 2, done, heartbeatAt: new Date(Date.now() - 10 * 60_000), report: JSON.stringify({ imported: [], alreadyImported: [], duplicates: [], skipped: [], stoppedAtCap: null }) },
  });
  return id;
}

describe("a job after a restart", () => {
  it("is taken up again and finishes, adding each recipe once", async () => {
    const ada = await seedCook();
    const { kaese, tatin } = await paprikaSamples();
    const file = newUploadPath();
    writeFileSync(file, paprikaExport([kaese, tatin]));
    const id = await orphanedJob(ada, file);
    // A new upload meanwhile is refused: the cook's job is still theirs.
    expect((await send(ada, paprikaExport([tatin]), "x.paprikarecipes")).status).toBe(409);
    const job = await finished(ada, id);
    expect(job.status).toBe("done");
    expect((await listRecipesBy(ada.id)).map((recipe) => recipe.name).sort()).toEqual(["Käsespätzle", "Tarte Tatin à l’ancienne"]);
  });

  it("fails cleanly, with the reason, when the upload was lost with the process", async () => {
    const ada = await seedCook();
    const id = await orphanedJob(ada, "/nonexistent/upload");
    await vi.waitFor(async () => expect(((await (await read(ada, id)).json()) as MigrationJobView).status).toBe("failed"));
    const job = (await (await read(ada, id)).json()) as MigrationJobView;
    expect(job.message).toMatch(/upload the file again/);
    expect(await listRecipesBy(ada.id)).toEqual([]);
  });
});

describe("the per-cook recipe cap", () => {
  it("holds, and the report says where the import stopped", async () => {
    const ada = await seedCook();
    const { recipesPerCook } = loadConfig().meals;
    await db.meal.createMany({
      data: Array.from({ length: recipesPerCook - 1 }, (_, k) => ({
        id: `t${randomBytes(9).toString("hex")}${k}`.slice(0, 20),
        name: `Filler ${k}`, searchName: `filler ${k}`, category: "Vegan", area: "Turkish", instructions: "Mix.", thumbnail: "/meals/none.svg", origin: "user", authorId: ada.id,
      })),
    });
    const { kaese } = await paprikaSamples();
    const job = await migrate(ada, paprikaExport([1, 2, 3].map((k) => ({ ...kaese, uid: `k${k}`, name: `Käsespätzle ${k}` }))), "e.paprikarecipes");
    expect(job.report.imported.map((item) => item.name)).toEqual(["Käsespätzle 1"]);
    expect(job.report.skipped.map((item) => item.name)).toEqual(["Käsespätzle 2", "Käsespätzle 3"]);
    expect(job.report.stoppedAtCap).toMatch(new RegExp(`You reached ${recipesPerCook} recipes.*2 recipes were not brought over`));
    expect(await db.meal.count({ where: { authorId: ada.id } })).toBe(recipesPerCook);
  });
});

describe("Res-pe's own export and schema.org files", () => {
  it("brings back Res-pe's Export all without loss, picture included, and recognises it the second time", async () => {
    const ada = await seedCook();
    const bo = await seedCook();
    const written = await createdRecipe(ada, { difficulty: "medium", tags: ["soup", "winter"] });
    expect((await api.upload(ada, written.id, await (async () => { const form = new FormData(); form.set("image", new Blob([new Uint8Array(await photo([10, 200, 90], 200))], { type: "image/jpeg" }), "p.jpg"); return form; })())).status).toBe(200);
    const file = await (await exportAll(browserRequest("GET", `${BASE}/api/recipes/export`, undefined, { headers: ada.headers }), undefined)).text();
    const job = await migrate(bo, strToU8(file), "res-pe-recipes.json");
    expect(job.app).toBe("Res-pe");
    const copy = await getRecipe(job.report.imported[0]!.id);
    const original = await getRecipe(written.id);
    const fields = (recipe: typeof copy) => ({ ...recipe, id: undefined, author: undefined, pictureUrl: undefined, createdAt: undefined, updatedAt: undefined });
    expect(fields(copy)).toEqual(fields(original));
    expect(copy.hasUploadedPicture).toBe(true);
    expect(job.report.imported[0]!.notCarried).toEqual([]);
    const again = await migrate(bo, strToU8(file), "res-pe-recipes.json");
    expect(again.report.alreadyImported.map((item) => item.name)).toEqual([original.name]);
  });

  it("reads a recipe page's JSON-LD saved as HTML", async () => {
    const ada = await seedCook();
    const page = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org", "@type": "Recipe", name: "Gâteau au yaourt", recipeCategory: "Dessert", recipeCuisine: "France",
      recipeIngredient: ["1 pot de yaourt", "3 pots de farine", "2 œufs"], recipeInstructions: [{ "@type": "HowToStep", text: "Mélanger le tout et cuire 35 minutes à 180 °C." }],
      recipeYield: "8", totalTime: "PT45M", image: "https://example.com/gateau.jpg",
    })}</script></head><body></body></html>`;
    const job = await migrate(ada, strToU8(page), "gateau.html");
    expect(job.app).toBe("A recipe page or schema.org JSON-LD");
    const recipe = await getRecipe(job.report.imported[0]!.id);
    expect(recipe).toMatchObject({ name: "Gâteau au yaourt", category: "Dessert", area: "French", servings: 8 });
    expect(job.report.imported[0]!.notCarried).toEqual(["Photo (a web address: upload it yourself)", "Total time (45 minutes): Res-pe counts preparation plus cooking"]);
  });
});
