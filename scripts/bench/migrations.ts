/**
 * `npm run bench -- migrations`: bringing a whole export over from another app (issue 33).
 * Generates a Paprika 3 export of 2,000 recipes with a photo each (~150 MB) and a Mealie export
 * of the same recipes, then, on SQLite and on PostgreSQL, uploads each for its own cook and
 * times the job to its end, samples the server's memory (its processes' RSS, above idle), and
 * load-tests another cook's searches during the import next to idle (p99).
 * Targets: ≤ 60 s per import, ≤ 300 MB above idle, search p99 within 2× of idle.
 *
 * Env: BENCH_MIGRATION_RECIPES (default 2000), BENCH_CONNECTIONS (search load, default 10),
 * BENCH_MIGRATION_POSTGRES=0 to measure SQLite only.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { gzipSync, strToU8, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { stopChild } from "../../tooling/processes";
import { postgresForTests, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { SAMPLE_PASSWORD } from "../../tooling/samples";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, onCleanup, progress } from "./harness";
import { loopbackUrl, treeRssMb } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe, type Server } from "./servers";

const RECIPES = Number(process.env.BENCH_MIGRATION_RECIPES ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Photo-like pictures (grain compresses like a real photo's), 16 kinds reused. */
async function photos(format: "jpeg" | "webp"): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: 16 }, (_, k) => {
      const image = sharp({ create: { width: 560, height: 420, channels: 3, background: { r: 120 + k * 8, g: 90, b: 40 }, noise: { type: "gaussian", mean: 110, sigma: 30 } } }).blur(0.6);
      return format === "jpeg" ? image.jpeg({ quality: 85 }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
    }),
  );
}

const ingredients = (k: number) => [`${(k % 7) + 1} onions`, "400 g tinned tomatoes", `${(k % 3) + 1} tbsp olive oil`, "2 cloves garlic", "½ tsp salt", "200 g red lentils"];

function paprika(pictures: Buffer[]): Uint8Array {
  const files: Zippable = {};
  for (let k = 0; k < RECIPES; k += 1) {
    const recipe = {
      uid: `BENCH-${k}`, name: `Bench lentil stew ${k}`, ingredients: ingredients(k).join("\n"),
      directions: "Soften the onions in the oil.\nAdd the garlic, tomatoes and lentils; simmer for 25 minutes.\nSeason and serve.",
      servings: "4", prep_time: "10 mins", cook_time: "30 mins", categories: ["Vegan", "Weeknight"], rating: 4, notes: "Good the next day.",
      photo_data: pictures[k % pictures.length]!.toString("base64"),
    };
    files[`Bench lentil stew ${k}.paprikarecipe`] = [gzipSync(strToU8(JSON.stringify(recipe))), { level: 0 }];
  }
  return zipSync(files);
}

function mealie(pictures: Buffer[]): Uint8Array {
  const files: Zippable = {};
  for (let k = 0; k < RECIPES; k += 1) {
    const slug = `bench-lentil-stew-${k}`;
    const json = {
      id: `bench-${k}`, slug, name: `Bench lentil stew ${k}`, recipeServings: 4, prepTime: "10 minutes", performTime: "30 minutes",
      recipeCategory: [{ name: "Vegan" }], tags: [{ name: "Weeknight" }],
      recipeIngredient: ingredients(k).map((line) => ({ originalText: line })),
      recipeInstructions: [{ text: "Soften the onions in the oil." }, { text: "Add the garlic, tomatoes and lentils; simmer for 25 minutes." }],
    };
    files[`recipes/${slug}/${slug}.json`] = strToU8(JSON.stringify(json));
    files[`recipes/${slug}/images/original.webp`] = [pictures[k % pictures.length]!, { level: 0 }];
  }
  return zipSync(files);
}

const searchP99 = async (server: Server, cookie: string, seconds: number) =>
  (await autocannon({ url: loopbackUrl(`/api/search?q=lentil`, server.origin).href, connections: CONNECTIONS, duration: seconds, headers: { cookie } })).latency.p99;

type Result = { database: string; format: string; seconds: number; idleMb: number; peakAboveIdleMb: number; idleP99: number; importP99: number; imported: number };

async function importOnce(server: Server, database: string, format: string, file: Uint8Array, searcher: string): Promise<Result> {
  const email = `bench-migrate-${randomBytes(4).toString("hex")}@example.com`;
  await signUp(server.origin, { name: "Bench Cook", email, password: SAMPLE_PASSWORD });
  const { cookie } = await logIn(server.origin, { name: "Bench Cook", email, password: SAMPLE_PASSWORD });
  const pid = server.child.proc.pid!;
  const idleMb = treeRssMb(pid);
  progress(`${database}, ${format}: idle search p99…`);
  const idleP99 = await searchP99(server, searcher, 5);
  progress(`${database}, ${format}: uploading ${(file.length / 1024 / 1024).toFixed(0)} MB and importing…`);
  let peak = idleMb;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 250);
  const started = performance.now();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), `export-${format}.zip`);
  const answer = await fetch(loopbackUrl(`/api/migrations?app=${format}`, server.origin), { method: "POST", headers: { cookie, origin: server.origin }, body: form });
  if (answer.status !== 202) throw new Error(`Upload answered ${answer.status}: ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  const loads: number[] = [];
  let job: { status: string; done: number; total: number; report: { imported: unknown[] }; message: string | null };
  for (;;) {
    loads.push(await searchP99(server, searcher, 2));
    job = await (await fetch(loopbackUrl(`/api/migrations/${id}`, server.origin), { headers: { cookie } })).json();
    progress(`  ${job.done}/${job.total}`);
    if (job.status === "done" || job.status === "failed") break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (job.status === "failed") throw new Error(`The import failed: ${job.message}`);
  return { database, format, seconds, idleMb, peakAboveIdleMb: peak - idleMb, idleP99, importP99: Math.max(...loads), imported: job.report.imported.length };
}

async function onServer(server: Server, database: string, files: Record<string, Uint8Array>): Promise<Result[]> {
  const searcher = { name: "Bench Searcher", email: `bench-search-${randomBytes(4).toString("hex")}@example.com`, password: SAMPLE_PASSWORD };
  await signUp(server.origin, searcher);
  const { cookie } = await logIn(server.origin, searcher);
  const results: Result[] = [];
  for (const [format, file] of Object.entries(files)) {
    const result = await importOnce(server, database, format, file, cookie);
    // Each figure as soon as it is known: a run cut short still leaves what it measured.
    progress(`RESULT ${JSON.stringify(result)}`);
    results.push(result);
  }
  return results;
}

export async function main(): Promise<void> {
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-migrations-");
  progress(`generating a Paprika and a Mealie export of ${RECIPES} recipes with photos…`);
  const files = { paprika: paprika(await photos("jpeg")), mealie: mealie(await photos("webp")) };
  writeFileSync(path.join(dataDir, "sizes.txt"), Object.entries(files).map(([k, v]) => `${k} ${v.length}`).join("\n"));
  await ensureResPeBuilt();
  const env = { RECIPES_PER_COOK: String(RECIPES + 100) };
  const results: Result[] = [];
  progress("Res-pe on SQLite: starting…");
  const onSqlite = await startResPe(path.join(dataDir, "sqlite"), env);
  results.push(...(await onServer(onSqlite, "SQLite", files)));
  await stopChild(onSqlite.child);
  const bin = process.env.BENCH_MIGRATION_POSTGRES === "0" ? null : postgresForTests("The migrations benchmark");
  if (bin) {
    const postgres = await startThrowawayPostgres(bin);
    onCleanup(() => postgres.stop());
    progress("Res-pe on PostgreSQL: starting…");
    const onPostgres = await startResPe(path.join(dataDir, "postgres"), { ...env, DATABASE_URL: await postgres.createDatabase("res_pe_bench"), AUTH_SECRET: randomBytes(32).toString("base64url") });
    results.push(...(await onServer(onPostgres, "PostgreSQL", files)));
    await stopChild(onPostgres.child);
  }
  const mark = (ok: boolean) => (ok ? "met" : "MISSED");
  const report = [
    machineSection(machine),
    "",
    `Exports: Paprika ${(files.paprika.length / 1024 / 1024).toFixed(0)} MB, Mealie ${(files.mealie.length / 1024 / 1024).toFixed(0)} MB, ${RECIPES} recipes each`,
    table(
      ["database", "export", "imported", "time s (≤ 60)", "memory above idle MB (≤ 300)", "search p99 idle ms", "during import ms (≤ 2×)"],
      results.map((r) => [
        r.database, r.format, String(r.imported),
        `${r.seconds.toFixed(1)} ${mark(r.seconds <= 60)}`,
        `${r.peakAboveIdleMb.toFixed(0)} ${mark(r.peakAboveIdleMb <= 300)}`,
        String(r.idleP99),
        `${r.importP99} ${mark(r.importP99 <= 2 * Math.max(r.idleP99, 1))}`,
      ]),
    ),
  ].join("\n");
  publishReport("migrations", report, { machine, recipes: RECIPES, results });
}
