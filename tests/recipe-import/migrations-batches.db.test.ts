import { describe, expect, it, vi } from "vitest";
import { POST as upload } from "@/app/api/migrations/route";
import { GET as readJob } from "@/app/api/migrations/[id]/route";
import { db } from "@/lib/platform/database";
import { search } from "@/lib/search";
import { catalogReads, readCatalogNow } from "@/lib/search/catalog-holder";
import type { MigrationJobView } from "@/lib/validations/migrations";
import { seedCook, type Cook } from "../support/accounts";
import { paprikaExport, paprikaFile, photo, zip, type PaprikaRecipe } from "../support/migration-files";
import { uniqueWord } from "../support/recipes";
import { BASE, browserRequest } from "../support/requests";

/**
 * Issue 33's benchmark: a large export is saved in batches, so other cooks do not pay for it. Each
 * save moves the meals' revision, and every server process then drops what it keeps of the meals
 * (its search index copy, cached answers): once a recipe, a 2,000-recipe import dropped them 2,000
 * times while other cooks searched.
 */

async function migrate(by: Cook, bytes: Uint8Array): Promise<MigrationJobView> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), "Big.paprikarecipes");
  const answer = await upload(browserRequest("POST", `${BASE}/api/migrations`, form, { headers: by.headers }), undefined);
  expect(answer.status).toBe(202);
  const { id } = (await answer.json()) as MigrationJobView;
  return vi.waitFor(
    async () => {
      const job = (await (await readJob(browserRequest("GET", `${BASE}/api/migrations/${id}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) })).json()) as MigrationJobView;
      if (job.status !== "done" && job.status !== "failed") throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 60_000, interval: 100 },
  );
}

const mealsRevision = async () => (await db.mealsRevision.findUnique({ where: { id: 1 } }))?.value ?? 0;

const stew = (k: number, picture: Buffer, name = "Lentil stew"): PaprikaRecipe => ({
  uid: `STEW-${k}`,
  name: `${name} ${k}`,
  ingredients: `${(k % 7) + 1} onions\n400 g tinned tomatoes\n200 g red lentils`,
  directions: "Soften the onions.\nAdd the tomatoes and lentils; simmer for 25 minutes.",
  servings: "4",
  categories: ["Vegan"],
  photo_data: picture.toString("base64"),
});

describe("a large export from another app", () => {
  it("is saved in a few batches: other cooks' caches are dropped a few times, not once a recipe", async () => {
    const ada = await seedCook();
    const picture = await photo([150, 90, 40]);
    const before = await mealsRevision();
    const job = await migrate(ada, paprikaExport(Array.from({ length: 60 }, (_, k) => stew(k, picture))));
    expect(job).toMatchObject({ status: "done", done: 60, total: 60 });
    // In the export's order, every one with its photo.
    expect(job.report.imported.map((item) => item.name)).toEqual(Array.from({ length: 60 }, (_, k) => `Lentil stew ${k}`));
    expect(await db.mealPicture.count({ where: { meal: { authorId: ada.id } } })).toBe(60);
    expect(await db.mealSearchTerm.count({ where: { meal: { authorId: ada.id }, term: "lentil" } })).toBe(60);
    expect((await mealsRevision()) - before).toBeLessThanOrEqual(3);
  });

  it("is followed by other cooks' searches reading only the new recipes, never the whole index again", async () => {
    await readCatalogNow();
    const before = catalogReads();
    const ada = await seedCook();
    const picture = await photo([150, 90, 40]);
    const word = uniqueWord().toLowerCase();
    const job = await migrate(ada, paprikaExport(Array.from({ length: 60 }, (_, k) => stew(k, picture, `${word} stew`))));
    expect(job).toMatchObject({ status: "done", done: 60 });
    await readCatalogNow();
    // Before: each batch's revision made every process read its whole copy again (meals, words, postings).
    expect(catalogReads().whole).toBe(before.whole);
    expect(catalogReads().mealsRead - before.mealsRead).toBe(60);
    const found = await search({ q: word });
    expect(found).toMatchObject({ answeredFrom: "catalog index", total: 60 });
  });

  it("saves a recipe found twice in one export once, and names the first as the one already brought over", async () => {
    const ada = await seedCook();
    const picture = await photo([150, 90, 40]);
    // The same recipe under a second id (exported twice from two devices): recognised by its content.
    const recipes = [stew(0, picture), stew(1, picture), { ...stew(1, picture), uid: "STEW-1-AGAIN" }, stew(2, picture)];
    const job = await migrate(ada, zip(Object.fromEntries(recipes.map((recipe, k) => [`${k}.paprikarecipe`, paprikaFile(recipe)]))));
    expect(job.report.imported.map((item) => item.name)).toEqual(["Lentil stew 0", "Lentil stew 1", "Lentil stew 2"]);
    const first = job.report.imported[1]!;
    expect(job.report.alreadyImported).toEqual([{ id: first.id, name: "Lentil stew 1", from: "an earlier import" }]);
    expect(await db.meal.count({ where: { authorId: ada.id } })).toBe(3);
  });
});
