/**
 * `npm run bench -- postgres`: GET /api/meals?s= on PostgreSQL next to SQLite, in the same run, with
 * the same data (the catalog both servers seed on start) and the same build: Res-pe as
 * `npm start` runs it (scripts/start.ts), once on an SQLite file and once on a throw-away
 * PostgreSQL server on this machine (loopback TCP, as a database next to the app would be).
 * Two questions for each:
 * - one common term asked over and over: what a popular search costs as served (the API keeps
 *   the finished answer 5 s, the meal service 60 s), so the database is barely asked;
 * - a different term on every request, cycling through more terms than the caches hold (every
 *   3- and 4-letter run of letters in the catalog's names), so every request reaches the database.
 * Prints a table; writes .tmp/bench/postgres.json. Context only: no targets.
 *
 * Env: BENCH_DURATION (measured seconds per target, default 10), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 10).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { loadCatalog } from "../../lib/meals";
import { foldForSearch } from "../../lib/platform/text";
import { stopChild } from "../../tooling/processes";
import { postgresForTests, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, onCleanup, progress } from "./harness";
import { commonSearchTerm } from "./meal-terms";
import { getOk, loadTest, type LoadResult, loadOptionsFromEnv } from "./measure";
import { loadSection, machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe, type Server } from "./servers";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

/** Every run of 3 or 4 letters in the catalog's (folded) names: more than the meal caches hold (1,000 and 500). */
function cacheMissingTerms(): string[] {
  const terms = new Set<string>();
  for (const name of loadCatalog().map((meal) => foldForSearch(meal.name))) {
    for (const length of [3, 4]) {
      for (let start = 0; start + length <= name.length; start += 1) {
        const term = name.slice(start, start + length);
        if (/^[a-z]+$/.test(term)) terms.add(term);
      }
    }
  }
  return [...terms].sort();
}

type Measured = { database: string; same: LoadResult; varied: LoadResult };

async function measure(database: string, server: Server, terms: string[]): Promise<Measured> {
  const options = loadOptionsFromEnv();
  const account = { name: "Bench Cook", email: "bench-postgres@example.com", password: SAMPLE_PASSWORD };
  await signUp(server.origin, account);
  const { cookie } = await logIn(server.origin, account);
  const auth = { cookie };
  const term = commonSearchTerm().word;
  const sameUrl = `${server.origin}/api/meals?s=${term}`;
  await getOk(sameUrl, auth);
  progress(`${database}: the same term ("${term}") over and over…`);
  const same = await loadTest(`${database}: GET /api/meals?s=${term}`, sameUrl, options, auth);
  let next = 0;
  const nextPath = () => `/api/meals?s=${terms[next++ % terms.length]}`;
  progress(`${database}: a different term on every request (${terms.length} terms)…`);
  const varied = await loadTest(`${database}: GET /api/meals?s=<${terms.length} terms>`, sameUrl, options, auth, nextPath);
  return { database, same, varied };
}

export async function main(): Promise<void> {
  const bin = postgresForTests("The postgres benchmark");
  if (!bin) throw new Error("The postgres benchmark needs PostgreSQL (apt-get install postgresql).");
  const options = loadOptionsFromEnv();
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-postgres-");
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  const postgres = await startThrowawayPostgres(bin);
  onCleanup(() => postgres.stop()); // after the servers using it are stopped
  const databaseUrl = await postgres.createDatabase("res_pe_bench");
  const terms = cacheMissingTerms();
  const results: Measured[] = [];

  // One server at a time, so each has the machine to itself (PostgreSQL's own processes aside).
  progress("Res-pe on SQLite: starting (scripts/start.ts rebuilds first if its sources changed)…");
  const onSqlite = await startResPe(path.join(dataDir, "sqlite"));
  results.push(await measure("SQLite", onSqlite, terms));
  await stopChild(onSqlite.child);
  progress("Res-pe on PostgreSQL: starting (migrations and seeding on first start)…");
  const onPostgres = await startResPe(path.join(dataDir, "postgres"), {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
  });
  results.push(await measure("PostgreSQL", onPostgres, terms));
  await stopChild(onPostgres.child);

  const [sqlite, pg] = results as [Measured, Measured];
  const ratio = (a: LoadResult, b: LoadResult) => (b.requestsPerSecond / a.requestsPerSecond).toFixed(2);
  const report = [
    machineSection(machine),
    "",
    loadSection(
      results.flatMap((r) => [r.same, r.varied]),
      options.connections,
      options.warmupSeconds,
      options.durationSeconds,
    ),
    "",
    "PostgreSQL next to SQLite (req/s, PostgreSQL / SQLite)",
    table(
      ["question", "SQLite", "PostgreSQL", "ratio"],
      [
        ["the same term (served from the caches)", sqlite.same.requestsPerSecond.toFixed(0), pg.same.requestsPerSecond.toFixed(0), ratio(sqlite.same, pg.same)],
        ["a different term each time (the database)", sqlite.varied.requestsPerSecond.toFixed(0), pg.varied.requestsPerSecond.toFixed(0), ratio(sqlite.varied, pg.varied)],
      ],
    ),
  ].join("\n");
  publishReport("postgres", report, { machine, settings: options, terms: terms.length, results });
}
