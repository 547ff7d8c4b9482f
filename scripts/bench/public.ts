/**
 * `npm run bench -- public`: anonymous visitors on the public recipe pages (/r/<slug>, issue 37),
 * on SQLite and then on a throw-away PostgreSQL, each server with the machine to itself:
 * 1. 50 connections (BENCH_CONNECTIONS) for 60 s (BENCH_DURATION) cycling through published
 *    cooks' recipes and catalog meals: requests/s, p50/p99, and 0 errors is the target;
 * 2. one cached page at 10 connections for 20 s: its p99 (autocannon's latency is the whole answer,
 *    so it bounds the time to first byte from above; target ≤ 50 ms);
 * 3. the yardstick: an empty Next.js page (the same Next, `next start`, a prerendered page) at
 *    the same 10 connections, and the cached page's p50/p99 over its.
 * The 1-minute load average is noted beside each measurement: the machine may be shared.
 * Prints a table; writes .tmp/bench/public.json.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { loadCatalog } from "../../lib/meals";
import { foldForSearch } from "../../lib/platform/text";
import { stopChild } from "../../tooling/processes";
import { postgresForTests, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { SAMPLE_PASSWORD, SAMPLE_RECIPE } from "../../tooling/samples";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, onCleanup, progress } from "./harness";
import { getOk, loadTest, loadOptionsFromEnv, type LoadResult } from "./measure";
import { loadSection, machineContext, machineSection, publishReport, table } from "./report";
import { buildEmptyApp, ensureResPeBuilt, ROOT, startEmptyApp, startResPe, type Server } from "./servers";

const RECIPES = 10;
const CATALOG_PAGES = 20;
const TTFB_CONNECTIONS = 10;
const TTFB_SECONDS = 20;
const TTFB_P99_TARGET_MS = 50;

/** A catalog meal's address, as lib/own-recipes' slugOf makes it (checked by a GET before the load). */
const slugOf = (name: string) => foldForSearch(name).replace(/[^a-z0-9]+/g, "-").slice(0, 80).replace(/^-+|-+$/g, "") || "recipe";

/** A cook publishes RECIPES recipes; with CATALOG_PAGES catalog meals, the paths visitors ask for. */
async function publicPaths(server: Server, database: string): Promise<string[]> {
  const account = { name: "Public Cook", email: `bench-public-${database.toLowerCase()}@example.com`, password: SAMPLE_PASSWORD };
  await signUp(server.origin, account);
  const { cookie } = await logIn(server.origin, account);
  const headers = { cookie, "content-type": "application/json" };
  const paths: string[] = [];
  for (let index = 0; index < RECIPES; index += 1) {
    const created = await fetch(`${server.origin}/api/recipes`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...SAMPLE_RECIPE, name: `Shared stew number ${index + 1}` }),
    });
    if (created.status !== 201) throw new Error(`POST /api/recipes answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const shared = await fetch(`${server.origin}/api/recipes/${id}/public`, { method: "PUT", headers });
    if (shared.status !== 200) throw new Error(`PUT /api/recipes/${id}/public answered ${shared.status}: ${await shared.text()}`);
    paths.push(((await shared.json()) as { path: string }).path);
  }
  const seen = new Set<string>();
  for (const meal of loadCatalog()) {
    const slug = slugOf(meal.name);
    if (seen.has(slug)) continue;
    seen.add(slug);
    paths.push(`/r/${slug}`);
    if (seen.size === CATALOG_PAGES) break;
  }
  for (const page of paths) await getOk(`${server.origin}${page}`);
  return paths;
}

type Measured = { database: string; visitors: LoadResult; cached: LoadResult; loadAverage: number };

/** The machine's 1-minute load average, right after a measurement. */
const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

async function measure(database: string, server: Server): Promise<Measured> {
  const options = { ...loadOptionsFromEnv(), ...envDefaults() };
  const paths = await publicPaths(server, database);
  let next = 0;
  progress(`${database}: ${options.connections} connections of visitors on ${paths.length} public pages for ${options.durationSeconds} s…`);
  const visitors = await loadTest(
    `${database}: GET /r/<${paths.length} pages>, ${options.connections} connections`,
    `${server.origin}${paths[0]}`,
    options,
    {},
    () => paths[next++ % paths.length]!,
  );
  progress(`${database}: one cached page at ${TTFB_CONNECTIONS} connections…`);
  const cached = await loadTest(`${database}: GET ${paths[0]}, ${TTFB_CONNECTIONS} connections`, `${server.origin}${paths[0]}`, {
    ...options,
    connections: TTFB_CONNECTIONS,
    durationSeconds: TTFB_SECONDS,
  });
  return { database, visitors, cached, loadAverage: loadAverage() };
}

/** This bench's own defaults (the figures) where the shared variables are not set. */
function envDefaults(): Partial<ReturnType<typeof loadOptionsFromEnv>> {
  return {
    ...(process.env.BENCH_CONNECTIONS ? {} : { connections: 50 }),
    ...(process.env.BENCH_DURATION ? {} : { durationSeconds: 60 }),
  };
}

export async function main(): Promise<void> {
  const bin = postgresForTests("The public benchmark");
  if (!bin) throw new Error("The public benchmark needs PostgreSQL (apt-get install postgresql).");
  const options = { ...loadOptionsFromEnv(), ...envDefaults() };
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-public-");
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  const postgres = await startThrowawayPostgres(bin);
  onCleanup(() => postgres.stop());
  const databaseUrl = await postgres.createDatabase("res_pe_bench_public");
  const results: Measured[] = [];

  progress("Res-pe on SQLite: starting…");
  const onSqlite = await startResPe(path.join(dataDir, "sqlite"));
  results.push(await measure("SQLite", onSqlite));
  await stopChild(onSqlite.child);
  progress("Res-pe on PostgreSQL: starting (migrations and seeding on first start)…");
  const onPostgres = await startResPe(path.join(dataDir, "postgres"), { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("base64url") });
  results.push(await measure("PostgreSQL", onPostgres));
  await stopChild(onPostgres.child);

  progress("empty app: building it with the same Next, then one page at the same connections…");
  await buildEmptyApp();
  const empty = await startEmptyApp();
  const yardstick = await loadTest(`empty Next.js page /, ${TTFB_CONNECTIONS} connections`, `${empty.origin}/`, {
    ...options,
    connections: TTFB_CONNECTIONS,
    durationSeconds: TTFB_SECONDS,
  });
  const yardstickLoad = loadAverage();
  await stopChild(empty.child);

  const failed = (r: LoadResult) => r.errors + r.timeouts + r.non2xx;
  const report = [
    machineSection(machine),
    "",
    loadSection([...results.flatMap((r) => [r.visitors, r.cached]), yardstick], options.connections, options.warmupSeconds, options.durationSeconds),
    "",
    `Cached page against the empty Next.js page (${TTFB_CONNECTIONS} connections; lower is better; load average after each run)`,
    table(
      ["database", "p50 ms", "p99 ms", "p50 / empty", "p99 / empty", "load 1m"],
      [
        ...results.map((r) => [
          r.database,
          String(r.cached.p50Ms),
          String(r.cached.p99Ms),
          ratio(r.cached.p50Ms, yardstick.p50Ms),
          ratio(r.cached.p99Ms, yardstick.p99Ms),
          String(r.loadAverage),
        ]),
        ["empty Next.js page", String(yardstick.p50Ms), String(yardstick.p99Ms), "1", "1", String(yardstickLoad)],
      ],
    ),
    "",
    "Targets",
    table(
      ["database", "visitors: errors (target 0)", `cached page p99 ms (target <= ${TTFB_P99_TARGET_MS})`],
      results.map((r) => [
        r.database,
        `${failed(r.visitors)}${failed(r.visitors) === 0 ? " met" : " MISSED"}`,
        `${r.cached.p99Ms}${r.cached.p99Ms <= TTFB_P99_TARGET_MS ? " met" : " MISSED"}`,
      ]),
    ),
  ].join("\n");
  publishReport("public", report, { machine, settings: options, results, yardstick: { ...yardstick, loadAverage: yardstickLoad } });
}

/** a / b to two decimals; "-" when the yardstick measured 0 ms (autocannon's whole milliseconds). */
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "-");
