/**
 * `npm run bench -- server` (issue 31): Res-pe's start and memory, on SQLite, with SERVER_WORKERS
 * as its default picks it (one process per core). BENCH_RESTARTS times (default 5), from a
 * built app and a prepared database:
 * - time from `node scripts/start.mjs` to the first answer (GET /robots.txt, asked every 20 ms);
 * - RSS of every server process then (idle: no request yet but that one), and what holds the
 *   memory of each (scripts/bench/memory-report.mjs: V8's heap spaces, buffers, the search's
 *   catalog index), read on the first restart;
 * - GET /api/meals?s=a at 10 connections for BENCH_DURATION seconds (default 10) at once, with
 *   no warm-up: p50/p99 right after a restart (target p99 ≤ 25 ms);
 * - RSS of every process after that load, and after BENCH_PAGE_REQUESTS (default 600) more
 *   requests over the main pages and APIs, signed in (landing, Recipe Finder, a search, a recipe,
 *   saved, plan, pantry, the search and meal APIs) at 4 connections.
 * On the first restart it also says what each process has loaded (files per package, native
 * libraries) and sums one worker's heap snapshot by constructor, at the first answer and after
 * the load. Targets: first answer ≤ 3 s, idle RSS ≤ 200 MB a process. Memory hardly moves with
 * the machine's other load; times do (the load average is printed beside them, and the CPU time
 * the processes used up to the first answer, which does not). Writes .tmp/bench/server.json.
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startChild, stopChild, type Child } from "../../tooling/processes";
import { SAMPLE_PASSWORD } from "../../tooling/samples";
import { logIn, signUp } from "./bench-account";
import { summariseHeapSnapshot, type HeapPart } from "./heap-snapshot";
import { benchTempDir, progress } from "./harness";
import { loopbackUrl } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { BENCH_DIR, ensureResPeBuilt, LOG_DIR, ROOT, startResPe } from "./servers";

const FIRST_ANSWER_TARGET_MS = 3_000;
const IDLE_RSS_TARGET_MB = 200;
/** The issue's figure after the reliability bench's load; this bench's lighter load is held to it too. */
const LOADED_RSS_TARGET_MB = 250;
const API_P99_TARGET_MS = 25;
const MB = 1024 * 1024;

type MemoryReport = {
  pid: number;
  memory: NodeJS.MemoryUsage;
  heapSpaces: { name: string; used: number; size: number }[];
  catalogIndexBytes: number | null;
  loaded: { count: number; byOwner: Record<string, number>; native: string[] };
  heapSnapshot: string | null;
};

type Restart = {
  firstAnswerMs: number;
  /** CPU time the server's processes used up to the first answer: what the start costs whatever else the machine runs. */
  startCpuMs: number[];
  idleRssMb: number[];
  loadedRssMb: number[];
  /** CPU time each process used during the API load: whether the load reached every worker. */
  loadCpuMs: number[];
  pagesRssMb: number[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  load1m: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The server's processes: the one started, and its cluster's workers (its children). */
function serverPids(pid: number): number[] {
  const children = (fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/) || []).filter(Boolean).map(Number);
  return [pid, ...children];
}

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((row) => row.startsWith("VmRSS:")) ?? "VmRSS: 0 kB";
  return Math.round((Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024) * 10) / 10;
}

/** User + system CPU time of a process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function loadAverage(): number {
  return Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
}

/** Starts Res-pe and times its first answer (of any status) from the spawn on. */
async function startTimed(dataDir: string, env: Record<string, string>): Promise<{ child: Child; origin: string; firstAnswerMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = startChild("res-pe", process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "res-pe.db")}`,
      SITE_URL: "http://localhost:3000",
      ...env,
    },
    logFile: path.join(LOG_DIR, "res-pe-server-bench.log"),
  });
  const origin = `http://127.0.0.1:${port}`;
  const url = loopbackUrl(`${origin}/robots.txt`);
  for (;;) {
    if (child.exitStatus() !== undefined) throw new Error(`Res-pe exited (${child.exitStatus()}) before it answered; see ${child.logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return { child, origin, firstAnswerMs: performance.now() - started };
    } catch {
      await sleep(20);
    }
    if (performance.now() - started > 120_000) throw new Error(`Res-pe did not answer within 120 s; see ${child.logFile}`);
  }
}

/** Asks every process for its memory report and waits for the files. */
async function memoryReports(pids: number[], dir: string, snapshotOf?: number): Promise<MemoryReport[]> {
  for (const pid of pids) fs.rmSync(path.join(dir, `${pid}.json`), { force: true });
  fs.writeFileSync(path.join(dir, "snapshot"), String(snapshotOf ?? ""));
  for (const pid of pids) process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 120_000; // a heap snapshot takes seconds
  while (Date.now() < deadline) {
    if (pids.every((pid) => fs.existsSync(path.join(dir, `${pid}.json`)))) {
      return pids.map((pid) => JSON.parse(fs.readFileSync(path.join(dir, `${pid}.json`), "utf8")) as MemoryReport);
    }
    await sleep(100);
  }
  throw new Error("The server processes wrote no memory report within 120 s.");
}

function breakdown(reports: MemoryReport[], rss: number[]): string {
  const space = (report: MemoryReport, name: string) => report.heapSpaces.find((entry) => entry.name === name)?.used ?? 0;
  const rows = reports.map((report, index) => {
    const { memory } = report;
    return [
      index === 0 ? `${report.pid} (first)` : String(report.pid),
      rss[index]!.toFixed(1),
      mb(memory.heapTotal).toFixed(1),
      mb(memory.heapUsed).toFixed(1),
      mb(space(report, "old_space")).toFixed(1),
      mb(space(report, "code_space")).toFixed(1),
      mb(space(report, "large_object_space")).toFixed(1),
      report.catalogIndexBytes === null ? "none" : mb(report.catalogIndexBytes).toFixed(1),
      mb(memory.external).toFixed(1),
      mb(memory.arrayBuffers).toFixed(1),
      mb(memory.rss - memory.heapTotal - memory.external).toFixed(1),
    ];
  });
  return table(
    ["process", "RSS", "heap total", "heap used", "old space", "code", "large objects", "catalog index", "external", "of which buffers", "rest (native, code, stacks)"],
    rows,
  );
}

/** What each process has loaded: files per package (or folder of our own), the most first, and native libraries. */
function loadedModules(reports: MemoryReport[]): string {
  return reports
    .map((report, index) => {
      const owners = Object.entries(report.loaded.byOwner).sort((a, b) => b[1] - a[1]);
      const shown = owners.slice(0, 14).map(([owner, files]) => `${owner} ${files}`);
      return [
        `${index === 0 ? "first process" : `worker ${report.pid}`}: ${report.loaded.count} files from ${owners.length} packages and folders`,
        `  ${shown.join(", ")}${owners.length > shown.length ? ", …" : ""}`,
        `  native: ${report.loaded.native.join(", ") || "none"}`,
      ].join("\n");
    })
    .join("\n");
}

/** One worker's heap snapshot summed by kind (the snapshot file is removed: it is large). */
function heapParts(reports: MemoryReport[]): string {
  const file = reports.find((report) => report.heapSnapshot)?.heapSnapshot;
  if (!file) return "(no snapshot)";
  const { total, parts } = summariseHeapSnapshot(file);
  fs.rmSync(file, { force: true });
  const row = (part: HeapPart) => [part.what, mb(part.bytes).toFixed(1), String(part.count)];
  return table(["what (constructor, or kind)", "MB", "count"], [...parts.map(row), ["all", mb(total).toFixed(1), ""]]);
}

/** The main pages and APIs a signed-in cook asks for, to see what memory they leave behind. */
async function pagePaths(origin: string): Promise<string[]> {
  const response = await fetch(loopbackUrl(`${origin}/api/meals?s=chicken`));
  const { meals } = (await response.json()) as { meals: { idMeal: string }[] | null };
  const recipes = (meals ?? []).slice(0, 5).map((meal) => `/recipeDetail/${meal.idMeal}`);
  return ["/", "/home", "/home?s=soup", "/home?f=b", ...recipes, "/saved", "/plan", "/pantry", "/ranking", "/tips", "/api/search?q=curry", "/api/meals?s=a", "/api/meals?f=c"];
}

export async function main(): Promise<void> {
  const restarts = Number(process.env.BENCH_RESTARTS ?? 5);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const pageRequests = Number(process.env.BENCH_PAGE_REQUESTS ?? 600);
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-server-");
  const memoryDir = benchTempDir("res-pe-bench-memory-");
  const env = { NODE_OPTIONS: `--import ${path.join(ROOT, "scripts", "bench", "memory-report.mjs")}`, BENCH_MEMORY_DIR: memoryDir };

  await ensureResPeBuilt();
  progress("Res-pe: first start (database, catalog; a rebuild when the sources changed), and a bench cook…");
  const first = await startResPe(dataDir, env);
  const account = { name: "Bench Cook", email: "bench-server@example.com", password: SAMPLE_PASSWORD };
  await signUp(first.origin, account);
  // The session outlives the restarts (it is in the database), so no login warms anything below.
  const { cookie } = await logIn(first.origin, account);
  await stopChild(first.child);

  const results: Restart[] = [];
  let breakdownAtStart = "";
  let breakdownAfterLoad = "";
  let modulesAtStart = "";
  let heapAtStart = "";
  let heapAfterLoad = "";
  for (let round = 1; round <= restarts; round += 1) {
    const load1m = loadAverage();
    const server = await startTimed(dataDir, env);
    const pids = serverPids(server.child.proc.pid!);
    const startCpuMs = pids.map(cpuMs);
    const idleRssMb = pids.map(rssMb);
    if (round === 1) {
      // The heap snapshot of the last process: a worker when there is a cluster.
      const reports = await memoryReports(pids, memoryDir, pids.at(-1));
      breakdownAtStart = breakdown(reports, idleRssMb);
      modulesAtStart = loadedModules(reports);
      heapAtStart = heapParts(reports);
    }
    const cpuBeforeLoad = pids.map(cpuMs);
    const run = await autocannon({
      url: loopbackUrl(`${server.origin}/api/meals?s=a`).href,
      connections: 10,
      duration,
      pipelining: 1,
      timeout: 10,
      headers: { cookie },
    });
    const loadedRssMb = pids.map(rssMb);
    const loadCpuMs = pids.map((pid, index) => cpuMs(pid) - cpuBeforeLoad[index]!);
    const paths = await pagePaths(server.origin);
    await autocannon({
      url: server.origin,
      connections: 4,
      amount: pageRequests,
      timeout: 20,
      headers: { cookie },
      requests: paths.map((pagePath) => ({ method: "GET", path: pagePath })),
    });
    const pagesRssMb = pids.map(rssMb);
    if (round === 1) {
      const reports = await memoryReports(pids, memoryDir, pids.at(-1));
      breakdownAfterLoad = breakdown(reports, pagesRssMb);
      heapAfterLoad = heapParts(reports);
    }
    results.push({
      firstAnswerMs: Math.round(server.firstAnswerMs),
      startCpuMs,
      idleRssMb,
      loadedRssMb,
      loadCpuMs,
      pagesRssMb,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      maxMs: run.latency.max,
      requests: run.requests.total,
      non2xx: run.non2xx,
      errors: run.errors,
      load1m,
    });
    progress(`restart ${round}: first answer ${Math.round(server.firstAnswerMs)} ms, p99 ${run.latency.p99} ms, load ${load1m}`);
    await stopChild(server.child);
  }

  const maxIdle = Math.max(...results.flatMap((result) => result.idleRssMb));
  const report = [
    machineSection(machine),
    "",
    `Res-pe on SQLite, SERVER_WORKERS default (${results[0]!.idleRssMb.length - 1 || 1} server processes), ${restarts} restarts; /api/meals?s=a at 10 connections for ${duration} s from the first answer on, no warm-up`,
    table(
      ["restart", "load 1m", "first answer ms", "CPU ms to it (first, workers…)", "idle RSS MB (first, workers…)", "CPU ms during API load", "RSS after API load MB", `RSS after ${pageRequests} pages MB`, "p50 ms", "p99 ms", "max ms", "requests", "non-2xx", "errors"],
      results.map((result, index) => [
        String(index + 1),
        result.load1m.toFixed(2),
        String(result.firstAnswerMs),
        result.startCpuMs.join(" / "),
        result.idleRssMb.join(" / "),
        result.loadCpuMs.join(" / "),
        result.loadedRssMb.join(" / "),
        result.pagesRssMb.join(" / "),
        String(result.p50Ms),
        String(result.p99Ms),
        String(result.maxMs),
        String(result.requests),
        String(result.non2xx),
        String(result.errors),
      ]),
    ),
    "",
    `First answer: max ${Math.max(...results.map((result) => result.firstAnswerMs))} ms (target <= ${FIRST_ANSWER_TARGET_MS})`,
    `Idle RSS per process: max ${maxIdle} MB (target <= ${IDLE_RSS_TARGET_MB})`,
    `RSS per process after the loads: max ${Math.max(...results.flatMap((result) => [...result.loadedRssMb, ...result.pagesRssMb]))} MB (target <= ${LOADED_RSS_TARGET_MB})`,
    `/api/meals?s=a p99 right after a restart: ${results.filter((result) => result.requests > 0 && result.p99Ms <= API_P99_TARGET_MS).length} of ${restarts} runs <= ${API_P99_TARGET_MS} ms (a run with no answer within its ${duration} s counts as missed)`,
    "",
    "Memory of each process at the first answer (MB, after a full GC)",
    breakdownAtStart,
    "",
    `Memory of each process after the API and page load (MB, after a full GC)`,
    breakdownAfterLoad,
    "",
    "What each process had loaded at the first answer",
    modulesAtStart,
    "",
    "One worker's heap at the first answer (snapshot, self sizes)",
    heapAtStart,
    "",
    "The same worker's heap after the load",
    heapAfterLoad,
    "",
    `Log: ${path.relative(ROOT, path.join(LOG_DIR, "res-pe-server-bench.log"))}; figures in ${path.relative(ROOT, path.join(BENCH_DIR, "server.json"))}`,
  ].join("\n");
  publishReport("server", report, { machine, restarts: results });
}
