import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as startImport } from "@/app/api/recipes/import/scans/route";
import { GET as importJob } from "@/app/api/recipes/import/scans/[id]/route";
import type { ScanJob } from "@/lib/validations/recipe-import";
import { SAMPLE_CARDS, imagePdf, recipeCardPhoto, recipeCardText, textPdf } from "@/tooling/recipe-cards";
import { seedCook, type Cook } from "../support/accounts";
import { BASE, browserRequest } from "../support/requests";

function filesForm(files: { bytes: Uint8Array; name: string; type: string }[]) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const send = (cook: Cook, form: FormData) => startImport(browserRequest("POST", `${BASE}/api/recipes/import/scans`, form, { headers: cook.headers }));

/** Asks for the job until it has finished, as the page does. */
async function finished(cook: Cook, id: string): Promise<ScanJob> {
  for (;;) {
    const response = await importJob(browserRequest("GET", `${BASE}/api/recipes/import/scans/${id}`, undefined, { headers: cook.headers }), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    const job = (await response.json()) as ScanJob;
    if (job.state === "done" || job.state === "failed") return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("importing a recipe from a photo or a PDF", () => {
  it("reads a photographed card offline: 202 with a job, then the recipe with the upright page beside it", async () => {
    const cook = await seedCook();
    // Taken with the phone on its side: the EXIF orientation says how to turn it.
    const photo = await sharp(await recipeCardPhoto(SAMPLE_CARDS[0]!)).rotate(90).withMetadata({ orientation: 8 }).jpeg().toBuffer();
    const response = await send(cook, filesForm([{ bytes: photo, name: "card.jpg", type: "image/jpeg" }]));
    expect(response.status).toBe(202);
    const started = (await response.json()) as ScanJob;
    expect(started).toMatchObject({ pages: 1, recipes: [] });
    const job = await finished(cook, started.id);
    expect(job).toMatchObject({ state: "done", pagesRead: 1, message: null });
    expect(job.sources[0]!.width).toBeGreaterThan(job.sources[0]!.height);
    const [recipe] = job.recipes;
    expect(recipe!.foundIn).toBe("photo");
    expect(recipe!.recipe).toMatchObject({ name: "Lemon Drizzle Cake", servings: 8, prepMinutes: 15, cookMinutes: 45 });
    expect(recipe!.recipe.ingredients).toEqual([
      { measure: "225 g", name: "unsalted butter, softened" },
      { measure: "225 g", name: "caster sugar" },
      { measure: "4", name: "eggs" },
      { measure: "275 g", name: "self-raising flour" },
      { measure: "1", name: "lemon, zested" },
    ]);
    expect(recipe!.recipe.instructions.split("\n")).toHaveLength(3);
  }, 60_000);

  it("reads an iPhone's HEIC photo like a JPEG one", async () => {
    // tests/fixtures/scans/quick-tomato-soup.heic: the drawn soup card encoded by libheif's
    // heif-enc with x265 (HEVC, brand "heic"), as a phone's camera writes it.
    const heic = readFileSync(path.join(process.cwd(), "tests", "fixtures", "scans", "quick-tomato-soup.heic"));
    const cook = await seedCook();
    const response = await send(cook, filesForm([{ bytes: heic, name: "IMG_0412.HEIC", type: "image/heic" }]));
    expect(response.status).toBe(202);
    const job = await finished(cook, ((await response.json()) as ScanJob).id);
    expect(job).toMatchObject({ state: "done", pagesRead: 1, message: null });
    expect(job.sources[0]!.dataUrl.startsWith("data:image/webp;base64,")).toBe(true);
    const [recipe] = job.recipes;
    expect(recipe!.recipe).toMatchObject({ name: SAMPLE_CARDS[1]!.name, servings: 4 });
    expect(recipe!.recipe.ingredients.map(({ measure, name }) => `${measure} ${name}`.trim())).toEqual(SAMPLE_CARDS[1]!.ingredients);
  }, 120_000);

  it("offers each recipe of a PDF with two, read from its text layer", async () => {
    const cook = await seedCook();
    const pdf = textPdf([recipeCardText(SAMPLE_CARDS[0]!), recipeCardText(SAMPLE_CARDS[1]!)]);
    const response = await send(cook, filesForm([{ bytes: pdf, name: "recipes.pdf", type: "application/pdf" }]));
    expect(response.status).toBe(202);
    const job = await finished(cook, ((await response.json()) as ScanJob).id);
    expect(job).toMatchObject({ state: "done", pages: 2, pagesRead: 2 });
    expect(job.recipes.map((recipe) => [recipe.foundIn, recipe.recipe.name, recipe.recipe.ingredients.length])).toEqual([
      ["pdf", "Lemon Drizzle Cake", 5],
      ["pdf", "Quick Tomato Soup", 5],
    ]);
  }, 60_000);

  it("recognises a scanned PDF's pages like photos, and shows them", async () => {
    const cook = await seedCook();
    const jpeg = await recipeCardPhoto(SAMPLE_CARDS[1]!, { paper: true });
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    const response = await send(cook, filesForm([{ bytes: imagePdf([{ jpeg, width, height }]), name: "scan.pdf", type: "application/pdf" }]));
    const job = await finished(cook, ((await response.json()) as ScanJob).id);
    expect(job).toMatchObject({ state: "done", pages: 1, pagesRead: 1 });
    expect(job.sources).toHaveLength(1);
    expect(job.recipes.map((recipe) => [recipe.foundIn, recipe.recipe.name, recipe.recipe.ingredients.length])).toEqual([["pdf", "Quick Tomato Soup", 5]]);
  }, 90_000);

  it("refuses what is not a photo or PDF (415), a second import while one runs (409), and another cook's job (404)", async () => {
    const cook = await seedCook();
    const text = await send(cook, filesForm([{ bytes: new TextEncoder().encode("<svg/>"), name: "card.png", type: "image/png" }]));
    expect(text.status).toBe(415);
    // A photo takes seconds to read: the second import comes while it is read.
    const photo = await recipeCardPhoto(SAMPLE_CARDS[2]!);
    const first = await send(cook, filesForm([{ bytes: photo, name: "a.jpg", type: "image/jpeg" }]));
    const pdf = textPdf([recipeCardText(SAMPLE_CARDS[1]!)]);
    const second = await send(cook, filesForm([{ bytes: pdf, name: "b.pdf", type: "application/pdf" }]));
    expect(second.status).toBe(409);
    const { id } = (await first.json()) as ScanJob;
    const stranger = await seedCook();
    const response = await importJob(browserRequest("GET", `${BASE}/api/recipes/import/scans/${id}`, undefined, { headers: stranger.headers }), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(404);
    await finished(cook, id);
  }, 60_000);

  it("refuses more than 10 files (413)", async () => {
    const cook = await seedCook();
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
    const response = await send(cook, filesForm(Array.from({ length: 11 }, (_, index) => ({ bytes: tiny, name: `${index}.png`, type: "image/png" }))));
    expect(response.status).toBe(413);
  });
});
