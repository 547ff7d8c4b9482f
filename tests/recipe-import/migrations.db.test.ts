import { describe, expect, it, vi } from "vitest";
import { POST as upload } from "@/app/api/migrations/route";
import { GET as readJob } from "@/app/api/migrations/[id]/route";
import { POST as importAnyway } from "@/app/api/migrations/[id]/import-anyway/route";
import { db } from "@/lib/platform/database";
import { getRecipe, listRecipesBy } from "@/lib/own-recipes";
import type { MigrationJobView } from "@/lib/validations/migrations";
import { seedCook, type Cook } from "../support/accounts";
import { mealieExport, mealieSamples, oldMealieExport, paprikaExport, paprikaSamples, bombByRatio, symlinkEntry, latin1Json, zip } from "../support/migration-files";
import { BASE, browserRequest } from "../support/requests";
import { strToU8 } from "fflate";

/** Issue 33, "Come from another app": an export uploaded, read in the background, reported. */

function send(by: Cook, bytes: Uint8Array, fileName: string, app?: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), fileName);
  return upload(browserRequest("POST", `${BASE}/api/migrations${app ? `?app=${app}` : ""}`, form, { headers: by.headers }), undefined);
}

const read = (by: Cook, id: string) => readJob(browserRequest("GET", `${BASE}/api/migrations/${id}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) });

async function finished(by: Cook, id: string): Promise<MigrationJobView> {
  return vi.waitFor(
    async () => {
      const job = (await (await read(by, id)).json()) as MigrationJobView;
      if (job.status !== "done" && job.status !== "failed") throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 20_000, interval: 50 },
  );
}

async function migrate(by: Cook, bytes: Uint8Array, fileName: string, app?: string) {
  const answer = await send(by, bytes, fileName, app);
  expect(answer.status).toBe(202);
  return finished(by, ((await answer.json()) as MigrationJobView).id);
}

const picture = (id: string) => db.mealPicture.findUnique({ where: { mealId: id } });

describe("bringing recipes over from Paprika 3", () => {
  it("imports every field that has a place, keeps the rest as notes and lists what could not come", async () => {
    const ada = await seedCook();
    const { kaese, tatin } = await paprikaSamples();
    const job = await migrate(ada, paprikaExport([kaese, tatin]), "My Recipes.paprikarecipes");
    expect(job).toMatchObject({ status: "done", app: "Paprika 3", done: 2, total: 2, message: null });
    expect(job.report.skipped).toEqual([]);
    const byName = Object.fromEntries(job.report.imported.map((item) => [item.name, item]));

    const k = await getRecipe(byName["Käsespätzle"]!.id);
    expect(k).toMatchObject({ name: "Käsespätzle", category: "Pasta", area: "Unknown", servings: 4, prepMinutes: 20, cookMinutes: 70, totalMinutes: 90, sourceUrl: "https://example.com/kaesespaetzle", hasUploadedPicture: true });
    expect(k.tags).toEqual(["Pasta", "Deutsch", "Comfort food"]);
    expect(k.ingredients.map(({ measure, name }) => ({ measure, name }))).toEqual([
      { measure: "400 g", name: "Mehl" },
      { measure: "4", name: "Eier" },
      // The one ingredient parser reads German measures too ("TL", "EL"), so they scale and convert.
      { measure: "½ TL", name: "Salz" },
      { measure: "200 ml", name: "Wasser" },
      { measure: "3", name: "Zwiebeln" },
      { measure: "2 EL", name: "Butter" },
      { measure: "200 g", name: "Bergkäse, gerieben" },
    ]);
    expect(k.instructions.split("\n\n")).toEqual([
      "Für den Teig:",
      "Mehl, Eier, Salz und Wasser zu einem zähen Teig schlagen, bis er Blasen wirft.",
      "Für die Zwiebeln:",
      "Zwiebeln in Ringe schneiden und in Butter goldbraun rösten.",
      "Spätzle ins kochende Salzwasser schaben und mit dem Käse schichten.",
      "Notes:",
      "Allgäuer Art, mit Röstzwiebeln.",
      "Mit Schnittlauch bestreuen.",
      "Your rating in Paprika 3: ★★★★★ (5/5)",
      "Nutrition as Paprika 3 gave it: Kalorien: 780 kcal",
    ]);
    expect((await picture(k.id))?.contentType).toBe("image/webp");
    expect(byName["Käsespätzle"]!.notCarried).toEqual([
      "Difficulty (“Mittel”)",
      "Source (“Oma Hilde”)",
      "Ingredient sections (Für den Teig, Für die Zwiebeln): the ingredients came across in order, without their headings",
      "Description: kept under Notes at the end of the method",
      "Notes: kept under Notes at the end of the method",
      "Your rating: kept as your own note (it rates nothing on Res-pe)",
      "Nutrition: kept under Notes (Res-pe works it out from the ingredients)",
      "Photo 2 of 3: a recipe keeps one",
      "Photo 3 of 3: a recipe keeps one",
    ]);

    const t = await getRecipe(byName["Tarte Tatin à l’ancienne"]!.id);
    expect(t).toMatchObject({ category: "Dessert", servings: 4, prepMinutes: null, cookMinutes: 45, sourceUrl: null, hasUploadedPicture: false, tags: ["Dessert", "Français"] });
    expect(t.ingredients.map(({ measure, name }) => `${measure}|${name}`)).toEqual(["6|pommes reinettes", "150 g de|sucre", "1 1/2 c. à soupe de|crème fraîche", "1|pâte brisée"]);
    expect(job.report.imported.find((item) => item.id === t.id)!.notCarried).toEqual(["Servings: not given, 4 assumed"]);
    expect(t.instructions.split("\n\n")).toEqual(["Faire un caramel blond avec le sucre dans le moule.", "Disposer les pommes, couvrir de pâte et cuire 45 minutes à 180 °C.", "Démouler tiède."]);
  });

  it("adds nothing when the same export runs again, and says so", async () => {
    const ada = await seedCook();
    const { kaese, tatin } = await paprikaSamples();
    const file = paprikaExport([kaese, tatin]);
    await migrate(ada, file, "export.paprikarecipes");
    const again = await migrate(ada, file, "export.paprikarecipes");
    expect(again.report.imported).toEqual([]);
    expect(again.report.alreadyImported.map((item) => item.name).sort()).toEqual(["Käsespätzle", "Tarte Tatin à l’ancienne"]);
    expect(await listRecipesBy(ada.id)).toHaveLength(2);
  });

  it("offers a recipe the cook already has as a duplicate, and imports it anyway when asked", async () => {
    const ada = await seedCook();
    const { tatin } = await paprikaSamples();
    await migrate(ada, paprikaExport([tatin]), "a.paprikarecipes");
    const renamed = { ...tatin, uid: "another-uid", directions: `${tatin.directions}\n4. Servir.` };
    const job = await migrate(ada, paprikaExport([renamed]), "b.paprikarecipes");
    expect(job.report.duplicates).toEqual([{ name: "Tarte Tatin à l’ancienne", duplicateOf: { id: expect.any(String), name: "Tarte Tatin à l’ancienne" } }]);
    expect(await listRecipesBy(ada.id)).toHaveLength(1);
    const anyway = await importAnyway(browserRequest("POST", `${BASE}/api/migrations/${job.id}/import-anyway`, undefined, { headers: ada.headers }), { params: Promise.resolve({ id: job.id }) });
    expect(anyway.status).toBe(202);
    const second = await finished(ada, ((await anyway.json()) as MigrationJobView).id);
    expect(second.report.imported.map((item) => item.name)).toEqual(["Tarte Tatin à l’ancienne"]);
    expect(await listRecipesBy(ada.id)).toHaveLength(2);
  });

  it("reads a single .paprikarecipe, chosen explicitly", async () => {
    const ada = await seedCook();
    const { tatin } = await paprikaSamples();
    const { gzipSync } = await import("fflate");
    const job = await migrate(ada, gzipSync(strToU8(JSON.stringify(tatin))), "Tarte.paprikarecipe", "paprika");
    expect(job.report.imported.map((item) => item.name)).toEqual(["Tarte Tatin à l’ancienne"]);
  });
});

describe("bringing recipes over from Mealie", () => {
  it("reads the current layout: structured ingredients, sections, nutrition, notes, the photo", async () => {
    const ada = await seedCook();
    const { ratatouille, bare, image } = await mealieSamples();
    const job = await migrate(ada, mealieExport([{ json: ratatouille, images: [image] }, { json: bare }]), "mealie.zip");
    expect(job).toMatchObject({ status: "done", app: "Mealie", total: 2 });
    const [r, toast] = [job.report.imported.find((item) => item.name === "Ratatouille niçoise")!, job.report.imported.find((item) => item.name === "Plain toast")!];
    const recipe = await getRecipe(r.id);
    expect(recipe).toMatchObject({ category: "Vegetarian", servings: 6, prepMinutes: 30, cookMinutes: 60, sourceUrl: "https://example.org/ratatouille", hasUploadedPicture: true, tags: ["Vegetarian", "Provence", "Été"] });
    expect(recipe.ingredients.map(({ measure, name }) => `${measure}|${name}`)).toEqual(["2|aubergines, en dés", "3|courgettes", "½ cup|olive oil", "|Herbes de Provence"]);
    expect(recipe.instructions.split("\n\n")).toEqual([
      "Préparation:",
      "Couper tous les légumes en dés réguliers.",
      "Faire revenir chaque légume séparément dans l’huile d’olive.",
      "Cuisson:",
      "Réunir les légumes et laisser mijoter une heure à couvert.",
      "Notes:",
      "Légumes d’été mijotés.",
      "Astuce: Meilleure le lendemain.",
      "Your rating in Mealie: ★★★★☆ (4/5)",
      "Nutrition as Mealie gave it: calories: 210, protein: 3, fat: 14",
    ]);
    expect(r.notCarried).toContain("Tools (Cocotte)");
    expect(r.notCarried).toContain("Ingredient sections (Légumes, Assaisonnement): the ingredients came across in order, without their headings");
    expect(await getRecipe(toast.id)).toMatchObject({ category: "Breakfast", servings: 4, hasUploadedPicture: false });
  });

  it("reads the older layout (recipes/<slug>.json beside images/<slug>.jpg)", async () => {
    const ada = await seedCook();
    const { bare, image } = await mealieSamples();
    const job = await migrate(ada, oldMealieExport([{ json: bare, image }]), "old.zip");
    expect(job.app).toBe("Mealie");
    expect(await getRecipe(job.report.imported[0]!.id)).toMatchObject({ name: "Plain toast", hasUploadedPicture: true });
  });
});

describe("a job", () => {
  it("refuses a bad archive with its reason and saves nothing", async () => {
    const ada = await seedCook();
    for (const [bytes, message] of [
      [bombByRatio(), /inflates \d+ times its packed size/],
      [symlinkEntry(), /symbolic link/],
      [latin1Json(), /not UTF-8/],
      [zip({ "notes.txt": strToU8("just text") }), /could not tell which app/],
    ] as const) {
      const job = await migrate(ada, bytes, "bad.zip");
      expect(job.status).toBe("failed");
      expect(job.message).toMatch(message);
    }
    expect(await listRecipesBy(ada.id)).toEqual([]);
  });

  it("runs one at a time per cook (409), shows only to its cook, and refuses a request without a file", async () => {
    const [ada, bo] = [await seedCook(), await seedCook()];
    const { kaese } = await paprikaSamples();
    const many = paprikaExport(Array.from({ length: 30 }, (_, k) => ({ ...kaese, uid: `u${k}`, name: `Käsespätzle ${k}` })));
    const first = await send(ada, many, "a.paprikarecipes");
    expect(first.status).toBe(202);
    const id = ((await first.json()) as MigrationJobView).id;
    const second = await send(ada, many, "a.paprikarecipes");
    expect(second.status).toBe(409);
    expect((await read(bo, id)).status).toBe(404);
    const done = await finished(ada, id);
    expect(done.report.imported).toHaveLength(30);
    const empty = await upload(browserRequest("POST", `${BASE}/api/migrations`, new FormData(), { headers: ada.headers }), undefined);
    expect(empty.status).toBe(400);
  });
});
