/**
 * `npm run bench -- recipes`: cooks' own recipes against the production server (scripts/start.ts).
 * Times saving a recipe and uploading a 1600×1200 photo (sharp re-encodes it), then load-tests
 * serving an uploaded picture (bytes from the database), a drawn picture (SVG drawn per
 * request) and /api/meals?f=a with recipes stored (each answer checks the meals' revision).
 * Prints a table; writes .tmp/bench/recipes.json.
 *
 * Env: BENCH_DURATION (measured seconds per target, default 10), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 10), BENCH_UPLOADS (timed saves and uploads, default 10).
 */
import sharp from "sharp";
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, progress } from "./harness";
import { getOk, loadTest, loadOptionsFromEnv, loopbackUrl, percentile, type LoadResult } from "./measure";
import { loadSection, machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe } from "./servers";
import { SAMPLE_PASSWORD, SAMPLE_RECIPE } from "../../tooling/samples";


/** Milliseconds that `send` takes, once per run; the answer must be `status`. */
async function timed(runs: number, status: number, send: (run: number) => Promise<Response>) {
  const times: number[] = [];
  const answers: unknown[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await send(run);
    const body = await response.json();
    times.push(performance.now() - started);
    if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
    answers.push(body);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { answers, p50Ms: percentile(sorted, 50), maxMs: sorted.at(-1)! };
}

/** A photo-like JPEG: smooth colour with grain, so it compresses like a real one. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c8782f", noise: { type: "gaussian", mean: 120, sigma: 25 } } })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function main(): Promise<void> {
  const options = loadOptionsFromEnv();
  const uploads = Number(process.env.BENCH_UPLOADS ?? 10);
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-recipes-");
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  progress("Res-pe: starting (scripts/start.ts rebuilds first if its sources changed)…");
  const server = await startResPe(dataDir);
  const account = { name: "Bench Cook", email: "bench-recipes@example.com", password: SAMPLE_PASSWORD };
  await signUp(server.origin, account);
  const { cookie, token } = await logIn(server.origin, account);
  const bearer = { authorization: `Bearer ${token}` };
  const api = (route: string) => loopbackUrl(route, server.origin);

  progress(`saving ${uploads} recipes and uploading ${uploads} photos…`);
  const saves = await timed(uploads, 201, (run) =>
    fetch(api("/api/recipes"), {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ ...SAMPLE_RECIPE, name: `Bench lentil soup ${run}` }),
    }),
  );
  const ids = (saves.answers as { id: string }[]).map((recipe) => recipe.id);
  const jpeg = await photo();
  const pictures = await timed(uploads, 200, (run) => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    return fetch(api(`/api/recipes/${ids[run]}/image`), { method: "POST", headers: bearer, body: form });
  });
  const uploaded = (pictures.answers.at(-1) as { pictureUrl: string }).pictureUrl;
  // Every timed recipe got a photo; one more keeps the picture the app draws.
  const withoutPhoto = await fetch(api("/api/recipes"), {
    method: "POST",
    headers: { ...bearer, "content-type": "application/json" },
    body: JSON.stringify({ ...SAMPLE_RECIPE, name: "Bench lentil soup without a photo" }),
  });
  const drawn = ((await withoutPhoto.json()) as { pictureUrl: string }).pictureUrl;
  const webp = await getOk(api(uploaded));
  const svg = await getOk(api(drawn));

  progress("load testing…");
  const results: LoadResult[] = [];
  results.push(await loadTest(`GET uploaded picture (${(webp.body.length / 1024).toFixed(1)} KB WebP)`, api(uploaded).href, options));
  results.push(await loadTest(`GET drawn picture (${(svg.body.length / 1024).toFixed(1)} KB SVG)`, api(drawn).href, options));
  results.push(await loadTest("GET /api/meals?f=a (recipes stored)", api("/api/meals?f=a").href, options, { cookie }));
  results.push(await loadTest("GET /myRecipes, 1 connection", api("/myRecipes").href, { ...options, connections: 1 }, { cookie }));
  await stopChild(server.child);

  const writes = {
    upload: { bytes: jpeg.length, width: 1600, height: 1200, storedBytes: webp.body.length },
    saveRecipe: { p50Ms: saves.p50Ms, maxMs: saves.maxMs },
    uploadPicture: { p50Ms: pictures.p50Ms, maxMs: pictures.maxMs },
  };
  const ms = (value: number) => value.toFixed(1);
  const report = [
    machineSection(machine),
    "",
    `Writes, one at a time (${uploads} each; photo ${(jpeg.length / 1024).toFixed(0)} KB JPEG 1600×1200 → ${(webp.body.length / 1024).toFixed(0)} KB WebP 1200×900)`,
    table(
      ["request", "p50 ms", "max ms"],
      [
        ["POST /api/recipes", ms(saves.p50Ms), ms(saves.maxMs)],
        ["POST /api/recipes/<id>/image", ms(pictures.p50Ms), ms(pictures.maxMs)],
      ],
    ),
    "",
    loadSection(results, options.connections, options.warmupSeconds, options.durationSeconds),
  ].join("\n");
  publishReport("recipes", report, { machine, settings: options, writes, load: results });
}
