/**
 * `npm run bench -- landing`: how Res-pe's landing page compares with an empty App Router page
 * built with the same Next, and with a plain Node server sending the same bytes (the limit of
 * this machine).
 * Prints a table to stdout (progress goes to stderr) and writes the numbers to
 * .tmp/bench/landing.json. Only 127.0.0.1 is contacted; every server it starts is stopped at the
 * end, on error and on Ctrl+C.
 *
 * Env: BENCH_DURATION (measured seconds per target, default 10), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 10).
 */
import path from "node:path";
import { stopChild } from "../../tooling/processes";
import { benchTempDir, progress } from "./harness";
import { firstLoadJs, getOk, loadTest, type LoadResult, loadOptionsFromEnv } from "./measure";
import {
  firstLoadSection,
  kb,
  loadSection,
  machineContext,
  machineSection,
  publishReport,
  ratioLine,
  table,
} from "./report";
import {
  buildEmptyApp,
  ensureResPeBuilt,
  LOG_DIR,
  resPeRebuilt,
  ROOT,
  startEmptyApp,
  startPlainNode,
  startResPe,
} from "./servers";

const FIRST_LOAD_TARGET = 1.2; // Res-pe's first-load JS at most 1.2x an empty page's
const THROUGHPUT_TARGET = 0.9; // Res-pe serving at least 90% of an empty page's requests/s

export async function main(): Promise<void> {
  const options = loadOptionsFromEnv();
  const machine = machineContext(ROOT);
  const tempDir = benchTempDir("res-pe-bench-");
  progress(`logs of the servers and builds: ${path.relative(ROOT, LOG_DIR)}/`);

  progress("Res-pe: checking for a build…");
  const builtByBench = await ensureResPeBuilt();
  // Built before any server runs, so no build shares the CPU with a measurement.
  progress("empty app: writing and building it with the same Next…");
  await buildEmptyApp();

  // One server at a time: on a 2-core machine an idle neighbour still costs.
  progress("Res-pe: starting (scripts/start.ts rebuilds first if its sources changed)…");
  const resPe = await startResPe(path.join(tempDir, "data"));
  const rebuiltOnStart = resPeRebuilt(resPe);
  const landing = await getOk(`${resPe.origin}/`);
  const about = await getOk(`${resPe.origin}/aboutHome`);
  const cacheControl = {
    "/": landing.headers.get("cache-control"),
    "/aboutHome": about.headers.get("cache-control"),
  };
  const contentType = landing.headers.get("content-type") ?? "text/html; charset=utf-8";
  const resPeJs = await firstLoadJs(`${resPe.origin}/`);
  const results: LoadResult[] = [];
  progress("Res-pe: load testing / and /aboutHome…");
  results.push(await loadTest("Res-pe /", `${resPe.origin}/`, options));
  results.push(await loadTest("Res-pe /aboutHome", `${resPe.origin}/aboutHome`, options));
  // For context: a query string sends the same page through Next's router and the proxy.
  results.push(await loadTest("Res-pe /?via=next", `${resPe.origin}/?via=next`, options));
  await stopChild(resPe.child);

  progress("empty app: starting and load testing /…");
  const empty = await startEmptyApp();
  const emptyJs = await firstLoadJs(`${empty.origin}/`);
  results.push(await loadTest("empty app /", `${empty.origin}/`, options));
  await stopChild(empty.child);

  progress("plain node: serving Res-pe's landing HTML from memory, load testing /…");
  const plain = await startPlainNode(landing.body, contentType);
  const replayed = await getOk(`${plain.origin}/`);
  if (!replayed.body.equals(landing.body)) throw new Error("The plain server does not replay the same bytes.");
  results.push(await loadTest("plain node /", `${plain.origin}/`, options));
  await stopChild(plain.child);

  const rps = (target: string) => results.find((result) => result.target === target)?.requestsPerSecond ?? NaN;
  const ratios = {
    firstLoadJsResPeOverEmpty: resPeJs.totalGzipBytes / emptyJs.totalGzipBytes,
    rpsResPeLandingOverEmpty: rps("Res-pe /") / rps("empty app /"),
    rpsResPeAboutHomeOverEmpty: rps("Res-pe /aboutHome") / rps("empty app /"),
    rpsResPeLandingOverPlainNode: rps("Res-pe /") / rps("plain node /"),
    rpsResPeViaNextOverEmpty: rps("Res-pe /?via=next") / rps("empty app /"),
  };

  const report = [
    machineSection(machine),
    "",
    "Res-pe",
    `  Build:         ${builtByBench ? "built by the bench (no .next/BUILD_ID)" : "existing .next"}; ` +
      `start.ts ${rebuiltOnStart ? "rebuilt it before serving" : "reused it"}`,
    `  Landing HTML:  ${kb(landing.body.length)} KB, ${contentType}`,
    "",
    "Cache-Control sent by Res-pe",
    table(
      ["page", "cache-control"],
      Object.entries(cacheControl).map(([page, value]) => [page, value ?? "(none)"]),
    ),
    "",
    firstLoadSection(resPeJs, emptyJs),
    ratioLine("Res-pe / vs empty app / (gzip)", ratios.firstLoadJsResPeOverEmpty, {
      op: "<=",
      value: FIRST_LOAD_TARGET,
    }),
    "",
    loadSection(results, options.connections, options.warmupSeconds, options.durationSeconds),
    "",
    "Ratios of requests/s",
    ratioLine("  Res-pe /          vs empty app /", ratios.rpsResPeLandingOverEmpty, {
      op: ">=",
      value: THROUGHPUT_TARGET,
    }),
    ratioLine("  Res-pe /aboutHome vs empty app /", ratios.rpsResPeAboutHomeOverEmpty, {
      op: ">=",
      value: THROUGHPUT_TARGET,
    }),
    ratioLine("  Res-pe /          vs plain node /", ratios.rpsResPeLandingOverPlainNode),
    ratioLine("  Res-pe /?via=next vs empty app /", ratios.rpsResPeViaNextOverEmpty),
  ].join("\n");

  publishReport("landing", report, {
    machine,
    settings: options,
    resPe: {
      builtByBench,
      rebuiltOnStart,
      landingHtmlBytes: landing.body.length,
      contentType,
      cacheControl,
    },
    firstLoadJs: { resPe: resPeJs, emptyApp: emptyJs },
    load: results,
    ratios,
    targets: { firstLoadJsResPeOverEmptyMax: FIRST_LOAD_TARGET, rpsResPeOverEmptyMin: THROUGHPUT_TARGET },
  });
}
