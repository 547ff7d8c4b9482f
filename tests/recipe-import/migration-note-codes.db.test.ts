import { randomBytes } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { POST as upload } from "@/app/api/migrations/route";
import { GET as readJob } from "@/app/api/migrations/[id]/route";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import type { MigrationJobView } from "@/lib/validations/migrations";
import { seedCook, type Cook } from "../support/accounts";
import { paprikaExport, paprikaFile, paprikaSamples } from "../support/migration-files";
import { BASE, browserRequest } from "../support/requests";

/**
 * Issue 35: the "From another app" report's lines, skip reasons, warning and failures come with a
 * stable code and the values they name, so a page in German, French or Spanish can word them; the
 * English sentences stay as API clients have always read them.
 */
function send(by: Cook, bytes: Uint8Array, fileName: string, app?: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), fileName);
  return upload(browserRequest("POST", `${BASE}/api/migrations${app ? `?app=${app}` : ""}`, form, { headers: by.headers }), undefined);
}

const read = (by: Cook, id: string) => readJob(browserRequest("GET", `${BASE}/api/migrations/${id}`, undefined, { headers: by.headers }), { params: Promise.resolve({ id }) });

async function migrate(by: Cook, bytes: Uint8Array, fileName: string, app?: string): Promise<MigrationJobView> {
  const answer = await send(by, bytes, fileName, app);
  expect(answer.status).toBe(202);
  const { id } = (await answer.json()) as MigrationJobView;
  return vi.waitFor(
    async () => {
      const job = (await (await read(by, id)).json()) as MigrationJobView;
      if (job.status !== "done" && job.status !== "failed") throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe("the migration report's codes", () => {
  it("codes what did not come across, one for one beside the English lines", async () => {
    const ada = await seedCook();
    const { tatin } = await paprikaSamples();
    const job = await migrate(ada, paprikaExport([{ ...tatin, notes: "Mit Sahne servieren.", categories: ["Weekend"] }]), "e.paprikarecipes");
    const [item] = job.report.imported;
    expect(item!.notCarried).toContain("Notes: kept under Notes at the end of the method");
    expect(item!.notCarried).toContain("Servings: not given, 4 assumed");
    expect(item!.notCarriedCodes).toHaveLength(item!.notCarried.length);
    expect(item!.notCarriedCodes).toContainEqual({ code: "notesKept", values: {} });
    expect(item!.notCarriedCodes).toContainEqual({ code: "servingsAssumed", values: { servings: 4 } });
    expect(item!.notCarriedCodes![item!.notCarried.indexOf("Servings: not given, 4 assumed")]).toEqual({ code: "servingsAssumed", values: { servings: 4 } });
  });

  it("codes the recipe limit's skip reason and the warning where the import stopped", async () => {
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
    expect(job.report.skipped.map((item) => item.reasonCode)).toEqual([
      { code: "recipeLimitReached", values: { max: recipesPerCook } },
      { code: "recipeLimitReached", values: { max: recipesPerCook } },
    ]);
    expect(job.report.skipped[0]!.reason).toMatch(new RegExp(`^You already have ${recipesPerCook} recipes`));
    expect(job.report.stoppedAtCap).toMatch(/2 recipes were not brought over/);
    expect(job.report.stoppedAtCapCode).toEqual({ code: "stoppedAtCapOther", values: { max: recipesPerCook, count: 2 } });
  });

  it("codes why a job failed: a file of no app Res-pe knows", async () => {
    const ada = await seedCook();
    const job = await migrate(ada, zipSync({ "notes.txt": strToU8("just text") }), "bad.zip");
    expect(job.status).toBe("failed");
    expect(job.message).toBe("Res-pe could not tell which app this file comes from. Choose the app in the list and upload it again.");
    expect(job.report.failureCode).toEqual({ code: "unknownApp", values: {} });
  });

  it("codes the lines each app's reader words itself: a source, a difficulty, a time it cannot read", async () => {
    const ada = await seedCook();
    const { tatin } = await paprikaSamples();
    const job = await migrate(ada, paprikaExport([{ ...tatin, source: "Omas Kochbuch", difficulty: "Mittel", prep_time: "eine Weile" }]), "e.paprikarecipes");
    const [item] = job.report.imported;
    const codes = item!.notCarriedCodes!;
    expect(codes).not.toContain(null);
    expect(codes).toContainEqual({ code: "source", values: { source: "Omas Kochbuch" } });
    expect(codes).toContainEqual({ code: "difficulty", values: { said: "Mittel" } });
    expect(codes).toContainEqual({ code: "prepTimeNotRead", values: { said: "eine Weile" } });
    // The API's English lines are as they always were.
    expect(item!.notCarried[codes.findIndex((code) => code?.code === "source")]).toBe("Source (“Omas Kochbuch”)");
  });

  it("codes a skipped file's reason and an archive's refusal", async () => {
    const ada = await seedCook();
    const { tatin } = await paprikaSamples();
    const export_ = zipSync({ "Tatin.paprikarecipe": paprikaFile(tatin), "Broken.paprikarecipe": strToU8("{ not json") });
    const job = await migrate(ada, export_, "e.paprikarecipes", "paprika");
    expect(job.report.skipped).toEqual([{ name: "Broken", reason: "Broken.paprikarecipe is not valid JSON: export it again.", reasonCode: { code: "notValidJson", values: { path: "Broken.paprikarecipe" } } }]);

    const bob = await seedCook();
    const deep = await migrate(bob, zipSync({ [`${"d/".repeat(40)}recipe.json`]: strToU8("{}") }), "deep.zip");
    expect(deep.status).toBe("failed");
    expect(deep.report.failureCode).toMatchObject({ code: "archiveTooDeep" });
    expect(deep.message).toMatch(/nests folders more than \d+ deep/);
  });

  it("writes the lines it adds to a recipe's own text in the cook's language: they are the recipe's words from then on", async () => {
    const ada = await seedCook();
    await db.user.update({ where: { id: ada.id }, data: { locale: "de" } });
    const { kaese } = await paprikaSamples();
    const job = await migrate(ada, paprikaExport([{ ...kaese, notes: "Mit Röstzwiebeln servieren.", rating: 4 }]), "e.paprikarecipes");
    const meal = await db.meal.findUniqueOrThrow({ where: { id: job.report.imported[0]!.id }, select: { instructions: true } });
    expect(meal.instructions).toMatch(/\nNotizen:\n[^]*Mit Röstzwiebeln servieren\./);
    expect(meal.instructions).toContain("Deine Bewertung in Paprika 3: ★★★★☆ (4/5)");
    expect(meal.instructions).not.toMatch(/\nNotes:\n|Your rating in/);
  });
});
