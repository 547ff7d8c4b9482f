/**
 * `npm run bench -- meals`: the meal API and the Recipe Finder against `next start`
 * (scripts/start.ts), next to the cheapest JSON route Next can serve: the empty App Router app's
 * constant-JSON route (servers.ts), built with the same Next and answering as many bytes as the
 * meal answer it is compared with.
 * Targets (issue 4): the API ≥ 0.7× the constant route's requests/s with p99 ≤ 25 ms at
 * 10 connections; /home?f=a p50 ≤ 30 ms, judged at 1 connection (what one cook waits; at 10
 * connections on 2 cores the queue, not the page, sets the median, so that figure is context).
 * Prints a table; writes .tmp/bench/meals.json.
 *
 * Env: BENCH_DURATION (measured seconds per target, default 10), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 10).
 */
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, progress } from "./harness";
import { commonSearchTerm } from "./meal-terms";
import { getOk, loadTest, type LoadResult, loadOptionsFromEnv } from "./measure";
import { kb, loadSection, machineContext, machineSection, publishReport, ratioLine } from "./report";
import { buildEmptyApp, CONSTANT_JSON_PATH, ensureResPeBuilt, ROOT, startEmptyApp, startResPe } from "./servers";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

const THROUGHPUT_TARGET = 0.7;
const API_P99_TARGET_MS = 25;
const HOME_P50_TARGET_MS = 30;

/**
 * A signed-in cook's session for the measured requests: a bench account is signed up and logged
 * in through the real routes, and its session cookie is sent (pages read the cookie; the API
 * takes it as well as a bearer token).
 */
async function benchAuthHeaders(baseUrl: string): Promise<Record<string, string>> {
  const account = { name: "Bench Cook", email: "bench-meals@example.com", password: SAMPLE_PASSWORD };
  await signUp(baseUrl, account);
  const { cookie } = await logIn(baseUrl, account);
  return { cookie };
}

export async function main(): Promise<void> {
  const options = loadOptionsFromEnv();
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-meals-");

  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  // Built before any server runs, so no build shares the CPU with a measurement.
  progress("empty app: writing and building it (with its constant-JSON route) with the same Next…");
  await buildEmptyApp();

  // One server at a time: on a 2-core machine an idle neighbour still costs.
  progress("Res-pe: starting (scripts/start.ts rebuilds first if its sources changed)…");
  const server = await startResPe(dataDir);
  const auth = await benchAuthHeaders(server.origin);
  // The restructuring issue's yardstick is ?s=a (most meals: the largest search answer);
  // BENCH_TERM=common measures the catalog's most common dish word instead.
  const term = process.env.BENCH_TERM === "common" ? commonSearchTerm() : { word: process.env.BENCH_TERM || "a", meals: 0 };
  const searchUrl = `${server.origin}/api/meals?s=${encodeURIComponent(term.word)}`;
  const letterUrl = `${server.origin}/api/meals?f=a`;
  const homeUrl = `${server.origin}/home?f=a`;
  const search = await getOk(searchUrl, auth);
  const letter = await getOk(letterUrl, auth);
  const found = (JSON.parse(search.body.toString()) as { meals: unknown[] | null }).meals?.length ?? 0;
  await getOk(homeUrl, auth);
  progress(`Res-pe: load testing (term "${term.word}": ${found} meals, ${kb(search.body.length)} KB)…`);
  const mealsS = await loadTest(`GET /api/meals?s=${term.word}`, searchUrl, options, auth);
  const mealsF = await loadTest("GET /api/meals?f=a", letterUrl, options, auth);
  const home = await loadTest("GET /home?f=a, 1 connection", homeUrl, { ...options, connections: 1 }, auth);
  const homeLoaded = await loadTest(`GET /home?f=a, ${options.connections} connections`, homeUrl, options, auth);
  await stopChild(server.child);

  progress("empty app: starting and load testing its constant-JSON route at both sizes…");
  const empty = await startEmptyApp();
  const constantUrl = (bytes: number) => `${empty.origin}${CONSTANT_JSON_PATH}?bytes=${bytes}`;
  for (const bytes of [search.body.length, letter.body.length]) {
    const constant = await getOk(constantUrl(bytes));
    if (constant.body.length !== bytes) throw new Error("The constant route does not answer the same size.");
  }
  const constantS = await loadTest(`empty app: constant JSON (${kb(search.body.length)} KB)`, constantUrl(search.body.length), options);
  const constantF = await loadTest(`empty app: constant JSON (${kb(letter.body.length)} KB)`, constantUrl(letter.body.length), options);
  await stopChild(empty.child);

  // Each constant route next to the meal answer of its size.
  const results: LoadResult[] = [constantS, mealsS, constantF, mealsF, home, homeLoaded];
  const ratios = {
    searchOverConstant: mealsS.requestsPerSecond / constantS.requestsPerSecond,
    letterOverConstant: mealsF.requestsPerSecond / constantF.requestsPerSecond,
  };
  const met = (value: number, limit: number) => (value <= limit ? "met" : "MISSED");
  const report = [
    machineSection(machine),
    "",
    loadSection(results, options.connections, options.warmupSeconds, options.durationSeconds),
    "",
    "Targets",
    ratioLine(`  /api/meals?s=${term.word} vs constant JSON, req/s`, ratios.searchOverConstant, { op: ">=", value: THROUGHPUT_TARGET }),
    ratioLine("  /api/meals?f=a vs constant JSON, req/s", ratios.letterOverConstant, { op: ">=", value: THROUGHPUT_TARGET }),
    `  /api/meals?s=${term.word} p99: ${mealsS.p99Ms} ms (target <= ${API_P99_TARGET_MS}: ${met(mealsS.p99Ms, API_P99_TARGET_MS)})`,
    `  /api/meals?f=a p99: ${mealsF.p99Ms} ms (target <= ${API_P99_TARGET_MS}: ${met(mealsF.p99Ms, API_P99_TARGET_MS)})`,
    `  /home?f=a p50 at 1 connection: ${home.p50Ms} ms (target <= ${HOME_P50_TARGET_MS}: ${met(home.p50Ms, HOME_P50_TARGET_MS)})`,
  ].join("\n");
  publishReport("meals", report, { machine, settings: options, term, load: results, ratios });
}
