import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { GET as getPicture } from "@/app/meal-pictures/[file]/route";
import { pictureBytes, startFakeTheMealDb, type FakeTheMealDb } from "../support/fake-themealdb";
import { BASE } from "../support/requests";

/**
 * `npm run meals:import` itself, with MEALDB_BASE_URL pointing to the fake TheMealDB. Asynchronous:
 * the fake server lives in this process and must keep answering while the command runs.
 */
function runImport(baseUrl: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn("node_modules/.bin/tsx", ["scripts/import-meals.ts"], {
    // Retries after 10, 20 and 40 ms instead of 0.5, 1 and 2 s: three of these runs fail on purpose.
    env: { ...process.env, NODE_ENV: "production", MEALDB_BASE_URL: baseUrl, MEALDB_TIMEOUT_MS: "2000", MEALDB_RETRY_BACKOFF_MS: "10" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

const importedCount = () => db.meal.count({ where: { origin: "themealdb" } });
const pictureFiles = async () =>
  (await db.importedMealPicture.findMany({ select: { file: true }, orderBy: { file: "asc" } })).map(({ file }) => file);
const forgetImports = async () => {
  await db.meal.deleteMany({ where: { origin: "themealdb" } });
  await db.importedMealPicture.deleteMany();
};
const servePicture = (file: string) =>
  getPicture(new Request(`${BASE}/meal-pictures/${file}`), { params: Promise.resolve({ file }) });

// The recorded letters: a (4 meals) and c (3 meals); every other letter answers null.
const RECORDED_MEALS = 7;

describe("npm run meals:import", () => {
  let fake: FakeTheMealDb;
  beforeAll(async () => {
    fake = await startFakeTheMealDb();
  });
  afterAll(async () => {
    await fake.close();
    await forgetImports();
  });

  it("copies every letter's meals with their ingredients, then a second run changes nothing", async () => {
    const first = await runImport(fake.baseUrl);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain(`[##########################] 26/26 letters, ${RECORDED_MEALS} meals`);
    expect(first.stdout).toContain(`Imported ${RECORDED_MEALS} meals: ${RECORDED_MEALS} new, 0 updated, 0 unchanged.`);
    expect(await importedCount()).toBe(RECORDED_MEALS);
    const penne = await db.meal.findUnique({ where: { id: "52765" }, include: { ingredients: true } });
    expect(penne?.ingredients.length).toBeGreaterThan(3);

    // Pictures are copied into the database (no disk shared by instances) and served by the
    // app, never hot-linked.
    expect(first.stderr).toContain(`[##########################] ${RECORDED_MEALS}/${RECORDED_MEALS} pictures`);
    expect(penne?.thumbnail).toBe("/meal-pictures/52765.jpg");
    expect(await pictureFiles()).toHaveLength(RECORDED_MEALS);
    const picture = await servePicture("52765.jpg");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    const served = Buffer.from(await picture.arrayBuffer());
    expect(fake.requests.some((url) => pictureBytes(url).equals(served))).toBe(true);
    expect((await servePicture("../res-pe.db")).status).toBe(404);
    const picturesAsked = fake.requests.filter((url) => url.startsWith("/images/")).length;

    const second = await runImport(fake.baseUrl);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(`Imported ${RECORDED_MEALS} meals: 0 new, 0 updated, ${RECORDED_MEALS} unchanged.`);
    expect(await importedCount()).toBe(RECORDED_MEALS);
    expect(fake.requests.filter((url) => url.startsWith("/images/")).length).toBe(picturesAsked);
  }, 120_000);

  it("writes nothing and says why when the server fails half-way", async () => {
    await forgetImports();
    const failing = await startFakeTheMealDb({ failAfter: 10 });
    const result = await runImport(failing.baseUrl);
    await failing.close();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Import stopped, nothing was written: TheMealDB answered 500");
    expect(result.stderr).toContain("Check your network connection and MEALDB_BASE_URL");
    // Each failing request was tried 4 times (3 retries with backoff) before giving up.
    expect(failing.requests.filter((url) => url.endsWith("search.php?f=k"))).toHaveLength(4);
    expect(await importedCount()).toBe(0);
    expect(await pictureFiles()).toEqual([]);
  }, 120_000);

  it("writes no rows and no pictures when a picture cannot be fetched", async () => {
    // 26 letter requests succeed, then the pictures fail.
    const failing = await startFakeTheMealDb({ failAfter: 26 });
    const result = await runImport(failing.baseUrl);
    await failing.close();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Import stopped, nothing was written: TheMealDB answered 500 for http:\/\/127\.0\.0\.1:\d+\/images\/media\/meals\//);
    expect(await importedCount()).toBe(0);
    expect(await pictureFiles()).toEqual([]);
  }, 120_000);

  it("says clearly when the base URL leads nowhere", async () => {
    const result = await runImport("http://127.0.0.1:9/api/json/v1");
    expect(result.status).toBe(1);
    // The address, without the key segment (keys stay out of logs).
    expect(result.stderr).toMatch(/TheMealDB could not be reached at http:\/\/127\.0\.0\.1:9\/api\/json\/v1\/<key>\/search\.php\?f=a/);
    expect(await importedCount()).toBe(0);
  }, 120_000);
});
