import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as startImport } from "@/app/api/recipes/import/scans/route";
import { GET as importJob } from "@/app/api/recipes/import/scans/[id]/route";
import type { ScanJob } from "@/lib/validations/recipe-import";
import { startFakeLlm, type FakeLlm, type FakeLlmBehaviour } from "@/tooling/fake-llm";
import { SAMPLE_CARDS, recipeCardPhoto, recipeCardText, textPdf } from "@/tooling/recipe-cards";
import { seedCook, type Cook } from "../support/accounts";
import { BASE, browserRequest } from "../support/requests";

/**
 * With a language model configured (an OpenAI-compatible server on 127.0.0.1), an import's text
 * is put in order by the model, checked against the text; an invented ingredient or a failure
 * keeps Res-pe's own reading.
 */
// The vision model reads photos only (a PDF's text goes to the text model); the settings are read once per process.
const VISION_MODEL = "vision-test/card-reader-7b";
const SETTINGS = { AI_CHEF_ENDPOINT_URL: "", AI_CHEF_MODEL: `import-test-${randomUUID().slice(0, 8)}`, AI_CHEF_TIMEOUT_MS: "20000", AI_IMPORT_VISION_MODEL: VISION_MODEL };
let fake: FakeLlm;
let behaviour: FakeLlmBehaviour;

beforeAll(async () => {
  fake = await startFakeLlm({ behaviour: () => behaviour });
  Object.assign(process.env, { ...SETTINGS, AI_CHEF_ENDPOINT_URL: fake.url });
});
afterAll(async () => {
  for (const setting of Object.keys(SETTINGS)) delete process.env[setting];
  await fake.close();
});

const soup = SAMPLE_CARDS[1]!;
const modelAnswer = (ingredients: string[]) =>
  JSON.stringify({ name: "Quick tomato soup", servings: 4, prepMinutes: 10, cookMinutes: 25, ingredients, steps: soup.steps, notes: [] });

async function importPdf(cook: Cook): Promise<ScanJob> {
  return importFile(cook, new Blob([new Uint8Array(textPdf([recipeCardText(soup)]))], { type: "application/pdf" }), "soup.pdf");
}

async function importFile(cook: Cook, file: Blob, fileName: string): Promise<ScanJob> {
  const form = new FormData();
  form.append("files", file, fileName);
  const started = await startImport(browserRequest("POST", `${BASE}/api/recipes/import/scans`, form, { headers: cook.headers }));
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as ScanJob;
  for (;;) {
    const response = await importJob(browserRequest("GET", `${BASE}/api/recipes/import/scans/${id}`, undefined, { headers: cook.headers }), { params: Promise.resolve({ id }) });
    const job = (await response.json()) as ScanJob;
    if (job.state === "done" || job.state === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("importing with a language model configured", () => {
  it("uses the model's reading when every ingredient it gives is in the text", async () => {
    behaviour = { kind: "answer", pieces: ["```json\n", modelAnswer(soup.ingredients), "\n```"] };
    const job = await importPdf(await seedCook());
    expect(job.state).toBe("done");
    const [recipe] = job.recipes;
    expect(recipe!.recipe.name).toBe("Quick tomato soup");
    expect(recipe!.notes).toContain("The language model put the recognised text in order; every ingredient was checked against it.");
    expect(fake.requests.at(-1)!.body.messages!.at(-1)!.content).toContain("2 x 400 g tins chopped tomatoes");
  });

  it("refuses a reading that invents an ingredient, and keeps Res-pe's own", async () => {
    behaviour = { kind: "answer", pieces: [modelAnswer([...soup.ingredients, "100 ml double cream"])] };
    const job = await importPdf(await seedCook());
    const [recipe] = job.recipes;
    expect(recipe!.recipe.name).toBe("Quick Tomato Soup");
    expect(recipe!.recipe.ingredients.map((line) => line.name)).not.toContain("double cream");
    expect(recipe!.recipe.ingredients).toHaveLength(5);
    expect(recipe!.notes).toContain("The language model's reading could not be used, so this is Res-pe's own reading of the text.");
  });

  it("keeps Res-pe's own reading when the model fails", async () => {
    behaviour = { kind: "error", status: 500 };
    const job = await importPdf(await seedCook());
    expect(job.state).toBe("done");
    expect(job.recipes[0]!.recipe).toMatchObject({ name: "Quick Tomato Soup", servings: 4 });
  });
});

describe("importing a photo with a vision model configured (AI_IMPORT_VISION_MODEL)", () => {
  let photo: Blob;
  beforeAll(async () => {
    photo = new Blob([new Uint8Array(await recipeCardPhoto(soup, { font: "DejaVu Sans" }))], { type: "image/jpeg" });
  });

  const lastVisionRequest = () => {
    const request = fake.requests.at(-1)!;
    // The vision request's user message is parts (text and pictures), not one string.
    const parts = request.body.messages!.at(-1)!.content as unknown as ({ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } })[];
    return { model: request.body.model, parts };
  };

  it("sends the photo and the recognised text to the vision model, and uses its reading", { timeout: 120_000 }, async () => {
    behaviour = { kind: "answer", pieces: [modelAnswer(soup.ingredients)] };
    const job = await importFile(await seedCook(), photo, "soup.jpg");
    expect(job.state).toBe("done");
    const { model, parts } = lastVisionRequest();
    expect(model).toBe(VISION_MODEL);
    expect(parts.filter((part) => part.type === "image_url").map((part) => part.image_url.url.slice(0, 23))).toEqual(["data:image/webp;base64,"]);
    expect(parts.find((part) => part.type === "text")!.text).toContain("chopped tomatoes");
    expect(job.recipes[0]!.recipe.name).toBe("Quick tomato soup");
    expect(job.recipes[0]!.notes).toContain("The language model put the recognised text in order; every ingredient was checked against it.");
  });

  it("refuses a vision model's reading that invents an ingredient, and keeps Res-pe's own", { timeout: 120_000 }, async () => {
    behaviour = { kind: "answer", pieces: [modelAnswer([...soup.ingredients, "100 ml double cream"])] };
    const job = await importFile(await seedCook(), photo, "soup.jpg");
    expect(lastVisionRequest().model).toBe(VISION_MODEL);
    const [recipe] = job.recipes;
    expect(recipe!.recipe.name).toBe("Quick Tomato Soup");
    expect(recipe!.recipe.ingredients.map((line) => line.name)).not.toContain("double cream");
    expect(recipe!.notes).toContain("The language model's reading could not be used, so this is Res-pe's own reading of the text.");
  });
});
