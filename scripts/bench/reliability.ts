/**
 * `npm run bench -- reliability`: does Res-pe hold up, rather than how fast is it. Three parts,
 * each against the production server (scripts/start.ts, settings pinned) on every database chosen:
 * - load: simulated cooks (each its own client address and cookies) sign up, sign in through
 *   next-auth, search, browse letters and categories, open recipe pages, read nutrition, rate,
 *   ask the chef, write and delete a recipe, for the whole duration; p50/p95/p99 per step, and
 *   no error other than the limits' 429s;
 * - crash: kill -9 in the middle of a stream of writes, round after round; no acknowledged
 *   write lost or damaged, rating summaries equal to a recount, SQLite's integrity check ok;
 * - bad input: every route under app/api fed generated bad input, signed out and signed in;
 *   no 5xx, every error answer JSON { message }, nothing written;
 * - import family ("hostile-import"): pages and recipe files built to be slow to read, at the
 *   import routes' size limits; each answered within 1 s while another cook's searches go on.
 * Prints one table per part and database; writes .tmp/bench/reliability.json; exits 1 when a
 * target is missed.
 *
 * Env: RELIABILITY_PARTS (load,crash,bad-input,hostile-import), RELIABILITY_DATABASES (sqlite,postgresql),
 * RELIABILITY_COOKS (50), RELIABILITY_SECONDS (60), RELIABILITY_ROUNDS (20),
 * RELIABILITY_WRITERS (6, concurrent writers in each crash round), RELIABILITY_CASES (40 bad
 * inputs per route and method), RELIABILITY_SEED (15, for the bad inputs and the kill times).
 */
import path from "node:path";
import { postgresForTests, startThrowawayPostgres, type ThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { benchTempDir, onCleanup, progress } from "./harness";
import { machineContext, machineSection, publishReport } from "./report";
import { badInputTable, runBadInput, type BadInputFigures } from "./reliability/bad-input";
import { postgresStore, sqliteStore, type DatabaseKind, type Store } from "./reliability/client";
import { crashMet, crashTable, runCrash, type CrashFigures } from "./reliability/crash";
import { hostileTable, runHostileImport, type HostileFigures } from "./reliability/hostile-import";
import { loadTable, runLoad, type LoadFigures } from "./reliability/load";
import { ensureResPeBuilt, ROOT } from "./servers";

const PARTS = ["load", "crash", "bad-input", "hostile-import"] as const;
type Part = (typeof PARTS)[number];
const DATABASES: readonly DatabaseKind[] = ["sqlite", "postgresql"];

export type ReliabilityOptions = {
  parts: Part[];
  databases: DatabaseKind[];
  cooks: number;
  seconds: number;
  rounds: number;
  writers: number;
  cases: number;
  seed: number;
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return value;
}

function list<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return [...allowed];
  const chosen = raw.split(",").map((item) => item.trim().toLowerCase());
  const unknown = chosen.filter((item) => !allowed.includes(item as T));
  if (unknown.length > 0 || chosen.length === 0) throw new Error(`${name} must list some of ${allowed.join(", ")}, got "${raw}".`);
  return allowed.filter((item) => chosen.includes(item));
}

/** The suite's settings from the environment, checked; a quick run is e.g. RELIABILITY_SECONDS=10 RELIABILITY_ROUNDS=3. */
export function reliabilityOptions(env: NodeJS.ProcessEnv = process.env): ReliabilityOptions {
  return {
    parts: list(env, "RELIABILITY_PARTS", PARTS),
    databases: list(env, "RELIABILITY_DATABASES", DATABASES),
    cooks: whole(env, "RELIABILITY_COOKS", 50, 1, 1000),
    seconds: whole(env, "RELIABILITY_SECONDS", 60, 1, 3600),
    rounds: whole(env, "RELIABILITY_ROUNDS", 20, 1, 1000),
    writers: whole(env, "RELIABILITY_WRITERS", 6, 1, 100),
    cases: whole(env, "RELIABILITY_CASES", 40, 1, 10_000),
    seed: whole(env, "RELIABILITY_SEED", 15, 0, 2 ** 31 - 1),
  };
}

export async function main(): Promise<void> {
  const options = reliabilityOptions();
  const machine = machineContext(ROOT);
  const tempDir = benchTempDir("res-pe-bench-reliability-");
  progress(`settings: ${JSON.stringify(options)}`);
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();

  let postgres: ThrowawayPostgres | undefined;
  let databases = 0;
  /** A fresh, empty store for one part, so no part reads another's rows. */
  const freshStore = async (kind: DatabaseKind, part: Part): Promise<Store> => {
    databases += 1;
    const dataDir = path.join(tempDir, `${part}-${kind}-${databases}`);
    if (kind === "sqlite") return sqliteStore(dataDir);
    if (!postgres) {
      const bin = postgresForTests("The reliability suite");
      if (!bin) throw new Error("RELIABILITY_DATABASES includes postgresql, but PostgreSQL is not installed (apt-get install postgresql).");
      postgres = await startThrowawayPostgres(bin);
      const started = postgres;
      onCleanup(() => started.stop()); // after the servers using it are stopped
    }
    return postgresStore(dataDir, await postgres.createDatabase(`res_pe_reliability_${databases}`));
  };

  const load: LoadFigures[] = [];
  const crash: CrashFigures[] = [];
  const badInput: BadInputFigures[] = [];
  const hostile: HostileFigures[] = [];
  // Each part's table is printed as soon as the part ends: a later part that stops the run (a
  // 31-minute run once lost every figure to its last case) leaves the earlier ones on record.
  const done = <T>(figures: T[], table: (figures: T) => string) => (result: T) => {
    figures.push(result);
    progress(`part done:\n${table(result)}`);
  };
  for (const kind of options.databases) {
    if (options.parts.includes("load")) done(load, loadTable)(await runLoad(await freshStore(kind, "load"), options.cooks, options.seconds));
    if (options.parts.includes("crash")) done(crash, crashTable)(await runCrash(await freshStore(kind, "crash"), options.rounds, options.writers, options.seed));
    if (options.parts.includes("bad-input")) done(badInput, badInputTable)(await runBadInput(await freshStore(kind, "bad-input"), options.seed, options.cases));
    if (options.parts.includes("hostile-import")) done(hostile, hostileTable)(await runHostileImport(await freshStore(kind, "hostile-import")));
  }

  const missed = [
    ...load.filter((figures) => figures.errors > 0).map((figures) => `load on ${figures.database}`),
    ...crash.filter((figures) => !crashMet(figures)).map((figures) => `crash on ${figures.database}`),
    ...badInput.filter((figures) => figures.violations > 0).map((figures) => `bad input on ${figures.database}`),
    ...hostile.filter((figures) => figures.missed > 0).map((figures) => `import family on ${figures.database}`),
  ];
  const report = [
    machineSection(machine),
    `Settings: ${JSON.stringify(options)}`,
    ...load.map((figures) => `\n${loadTable(figures)}`),
    ...crash.map((figures) => `\n${crashTable(figures)}`),
    ...badInput.map((figures) => `\n${badInputTable(figures)}`),
    ...hostile.map((figures) => `\n${hostileTable(figures)}`),
    "",
    missed.length === 0 ? "Every target met." : `Targets MISSED: ${missed.join(", ")}.`,
  ].join("\n");
  publishReport("reliability", report, { machine, settings: options, load, crash, badInput, hostile, missed });
  if (missed.length > 0) process.exitCode = 1;
}
