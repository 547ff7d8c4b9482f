/**
 * `npm run bench -- lighthouse`: Lighthouse (the npm package, mobile emulation, its default
 * simulated throttling) on every public page and every signed-in page of the production build,
 * BENCH_RUNS runs each (default 3; BENCH_LIGHTHOUSE_PAGES narrows the pages; BENCH_LIGHTHOUSE_LANGUAGE=de
 * measures them in German), and a table of the medians: the four category scores, LCP,
 * CLS and total blocking time. Then (unless BENCH_LIGHTHOUSE_LONG_TASK=skip) the longest main-thread task of a results page whose
 * category holds 1,000 meals (lighthouse-long-tasks.ts).
 *
 * The app runs through scripts/start.ts on a throw-away data folder with pinned settings; the
 * cook signs in through the real routes (lighthouse-pages.ts) and Lighthouse sends their session
 * cookie with every request (it clears the browser's own storage before each run). Pages are
 * opened as http://localhost:<port>, the host of the build's site address, so canonical links
 * point to the same host. Browser: Debian's Chromium (CHROMIUM_PATH), started by Playwright with
 * a DevTools port that Lighthouse connects to.
 *
 * The yardstick (issue 31): an empty App Router page of the same Next (servers.ts, buildEmptyApp)
 * is measured first and last in every round of runs; each page's performance score, TBT and
 * first-load script (gzip bytes from the build's manifests, scripts/weight/first-load.ts: the
 * same figures as the script budget of `npm test`) are also given as ratios to its medians, so a
 * busy machine's slowdown, which hits both, mostly cancels out.
 *
 * Targets (issue 20): performance ≥ 0.95, accessibility 1, best practices 1 on every page, SEO 1
 * on the public pages (signed-in pages say noindex on purpose, lib/platform/seo, and so does /offline,
 * the worker's answer for a page it has not kept), CLS ≤ 0.02, no long task over 200 ms.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
import { chromium, type Browser } from "@playwright/test";
import { pinnedSettings } from "../../tooling/pinned-settings";
import { freePort, stopChild } from "../../tooling/processes";
import { benchTempDir, onCleanup, progress } from "./harness";
import { longestTaskAtScale, type LongTaskFigures } from "./lighthouse-long-tasks";
import { NOINDEX_PUBLIC_PAGES, PUBLIC_PAGES, seededCook, signedInPages } from "./lighthouse-pages";
import { percentile } from "./measure";
import { kb, machineContext, machineSection, publishReport, table } from "./report";
import { buildEmptyApp, EMPTY_APP_DIR, ensureResPeBuilt, ROOT, startEmptyApp, startResPe } from "./servers";
import { firstLoadWeights, type PageWeight } from "../weight/first-load";

const execFileAsync = promisify(execFile);
const LIGHTHOUSE_CLI = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
let lighthouseDir = "";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits (outside performance) that lost points, with their titles: what to fix. */
  failing: string[];
};

type PageFigures = { page: string; signedIn: boolean; indexable: boolean; runs: Run[]; median: Omit<Run, "failing">; failing: string[] };

/** The page's first-load script, by the build's route pattern (/recipeDetail/52772 is /recipeDetail/[id]). */
function scriptBytesOf(page: string, weights: PageWeight[]): number {
  const pathname = page.split("?")[0]!;
  const pattern = (route: string) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
  return weights.find((weight) => pattern(weight.route).test(pathname))?.gzipBytes ?? Number.NaN;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Chromium with a DevTools port for Lighthouse (its own flags, headless=new among them). */
export async function launchChromium(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: false, // "--headless=new" below: Playwright's own flag would pick the old mode
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  onCleanup(() => browser.close());
  return { browser, port };
}

/**
 * One Lighthouse run through its command line, in a plain Node process: run inside this tsx
 * process, the functions Lighthouse sends to the page would carry tsx's name helpers, which do
 * not exist there ("__name is not defined").
 */
async function runLighthouse(url: string, port: number, cookie: string | undefined): Promise<Run> {
  // The visitor's language (BENCH_LIGHTHOUSE_LANGUAGE) for the pages that read Accept-Language.
  const headers = { ...(cookie ? { Cookie: cookie } : {}), ...(LANGUAGE !== "en" ? { "Accept-Language": LANGUAGE } : {}) };
  const outputPath = path.join(lighthouseDir, "run.json");
  await execFileAsync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      "--quiet",
      "--output=json",
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
  );
  const lhr = JSON.parse(fs.readFileSync(outputPath, "utf8")) as Result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? 0])) as Run["scores"];
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    lhr.categories[id]!.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]!.title})`),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    failing,
  };
}

/** Lighthouse asks to be run again when its trace missed the navigation (NO_NAVSTART, NO_FCP):
 * that happens on a busy machine, and is retried twice before the benchmark gives up. */
async function runWithRetry(url: string, port: number, cookie: string | undefined): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port, cookie);
    } catch (error) {
      if (attempt >= 3 || !/Please run Lighthouse again|NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
      progress(`  Lighthouse asked for another run (${String(error).split("\n").at(-2) ?? "runtime error"}): retrying`);
    }
  }
}

function meetsTargets(figures: PageFigures): string[] {
  const { median: m, indexable } = figures;
  const misses: string[] = [];
  if (m.scores.performance < 0.95) misses.push("performance");
  if (m.scores.accessibility < 1) misses.push("accessibility");
  if (m.scores["best-practices"] < 1) misses.push("best practices");
  if (indexable && m.scores.seo < 1) misses.push("SEO");
  if (m.cls > 0.02) misses.push("CLS");
  return misses;
}

/** BENCH_LIGHTHOUSE_LANGUAGE=de: every page as a German visitor and cook (default English). */
const LANGUAGE = process.env.BENCH_LIGHTHOUSE_LANGUAGE ?? "en";

export async function main(): Promise<void> {
  if (!["en", "de", "fr", "es"].includes(LANGUAGE)) throw new Error(`BENCH_LIGHTHOUSE_LANGUAGE must be en, de, fr or es, not "${LANGUAGE}"`);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-lighthouse-");
  lighthouseDir = dataDir;
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  // Every setting the app reads pinned (as the end-to-end tests do): nothing from the shell or .env.
  // (startResPe sets the port and the data folder itself.)
  const settings = Object.fromEntries(
    Object.entries(pinnedSettings({ HOST: "127.0.0.1", SITE_URL: "http://localhost:3000" })).filter(([key]) => !["PORT", "DATA_DIR", "DATABASE_URL"].includes(key)),
  );
  const server = await startResPe(path.join(dataDir, "data"), settings);
  const origin = `http://localhost:${server.port}`;
  progress("signing a cook in and seeding their recipe, plan and shopping list…");
  const { cookie, ownRecipeId, publicRecipe } = await seededCook(server.origin, LANGUAGE);

  progress("the yardstick: an empty App Router page of the same Next…");
  await buildEmptyApp();
  const empty = await startEmptyApp();
  const { browser, port } = await launchChromium();
  // BENCH_LIGHTHOUSE_PAGES: a comma list of pages, or of their beginnings ending in "/"
  // ("/recipeDetail/"; "/" alone is the landing page), to measure ("none" for the long task alone).
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((page) => page.trim());
  const pages = [
    ...PUBLIC_PAGES.map((page) => ({ page, signedIn: false, indexable: !NOINDEX_PUBLIC_PAGES.includes(page) })),
    // The public recipe at its address in the visitor's language (/lang/de/r/<slug>).
    { page: LANGUAGE === "en" ? publicRecipe : `/lang/${LANGUAGE}${publicRecipe}`, signedIn: false, indexable: true },
    ...signedInPages(ownRecipeId).map((page) => ({ page, signedIn: true, indexable: false })),
  ].filter(({ page }) => !only || only.some((wanted) => page === wanted || (wanted.length > 1 && wanted.endsWith("/") && page.startsWith(wanted))));
  // Every round: the yardstick, every page once, the yardstick again (BENCH_RUNS rounds, at least 2).
  const rounds = Math.max(2, runs);
  const yardstickRuns: Run[] = [];
  const pageRuns = new Map<string, Run[]>(pages.map(({ page }) => [page, []]));
  for (let round = 1; round <= rounds; round += 1) {
    progress(`round ${round} of ${rounds}: the empty page, ${pages.length} pages, the empty page`);
    yardstickRuns.push(await runWithRetry(`${empty.origin}/`, port, undefined));
    for (const { page, signedIn } of pages) pageRuns.get(page)!.push(await runWithRetry(`${origin}${page}`, port, signedIn ? cookie : undefined));
    yardstickRuns.push(await runWithRetry(`${empty.origin}/`, port, undefined));
  }
  const medians = (list: Run[]): Omit<Run, "failing"> => ({
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(list.map((r) => r.scores[id]))])) as Run["scores"],
    lcpMs: median(list.map((r) => r.lcpMs)),
    cls: median(list.map((r) => r.cls)),
    tbtMs: median(list.map((r) => r.tbtMs)),
  });
  const yardstick = medians(yardstickRuns);
  const weights = firstLoadWeights(path.join(ROOT, ".next"));
  const emptyScript = firstLoadWeights(path.join(EMPTY_APP_DIR, ".next")).find((weight) => weight.route === "/")?.gzipBytes ?? Number.NaN;
  const results: PageFigures[] = pages.map(({ page, signedIn, indexable }) => {
    const list = pageRuns.get(page)!;
    return { page, signedIn, indexable, runs: list, median: medians(list), failing: [...new Set(list.flatMap((r) => r.failing))] };
  });
  await stopChild(empty.child);

  progress("1,000 meals in one category: the longest task on its results page…");
  // BENCH_LIGHTHOUSE_LONG_TASK=skip: the pages' table alone (seeding 1,000 meals takes a while).
  const longTasks: LongTaskFigures =
    process.env.BENCH_LIGHTHOUSE_LONG_TASK === "skip"
      ? { meals: 0, rows: [] }
      : await longestTaskAtScale(browser, server.origin, path.join(dataDir, "data", "res-pe.db"), cookie);
  await browser.close();
  await stopChild(server.child);

  const score = (value: number) => value.toFixed(2);
  const rows = results.map((figures) => {
    const m = figures.median;
    const misses = meetsTargets(figures);
    return [
      figures.page,
      figures.signedIn ? "signed in" : figures.indexable ? "public" : "public, noindex",
      score(m.scores.performance),
      score(m.scores.accessibility),
      score(m.scores["best-practices"]),
      score(m.scores.seo),
      String(Math.round(m.lcpMs)),
      m.cls.toFixed(3),
      String(Math.round(m.tbtMs)),
      misses.length === 0 ? "met" : `NOT met: ${misses.join(", ")}`,
    ];
  });
  // Ratios to the yardstick: TBT's is "–" when the empty page blocked for no time at all.
  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : "–");
  const yardstickRows = results.map((figures) => {
    const script = scriptBytesOf(figures.page, weights);
    return [
      figures.page,
      score(figures.median.scores.performance),
      ratio(figures.median.scores.performance, yardstick.scores.performance),
      String(Math.round(figures.median.tbtMs)),
      ratio(figures.median.tbtMs, yardstick.tbtMs),
      kb(script),
      ratio(script, emptyScript),
    ];
  });
  const losses = results.filter((figures) => figures.failing.length > 0).map((figures) => `  ${figures.page}: ${figures.failing.join("; ")}`);
  const missed = results.filter((figures) => meetsTargets(figures).length > 0).length;
  const report = [
    machineSection(machine),
    "",
    `Lighthouse ${rounds} runs per page, mobile emulation (simulated throttling); medians. Language: ${LANGUAGE}.`,
    table(["page", "who", "perf", "a11y", "best pr.", "SEO", "LCP ms", "CLS", "TBT ms", "targets"], rows),
    "",
    `The yardstick, an empty App Router page of the same Next, run first and last in each round (${yardstickRuns.length} runs): ` +
      `perf ${score(yardstick.scores.performance)}, TBT ${Math.round(yardstick.tbtMs)} ms, first-load script ${kb(emptyScript)} KiB (gzip).`,
    table(["page", "perf", "× empty", "TBT ms", "× empty", "script KiB", "× empty"], yardstickRows),
    "",
    losses.length > 0 ? `Audits that lost points (any run; SEO's is-crawlable on noindex pages is intended):\n${losses.join("\n")}` : "No audit outside performance lost points.",
    "",
    table(
      ["results page, 1,000 meals in the category", "cards on the page", "longest task ms", "CPU"],
      longTasks.rows.map((row) => [row.page, String(row.cards), row.longestTaskMs.toFixed(0), row.cpu]),
    ),
    "",
    `Targets: ${missed === 0 ? "met on every page" : `NOT met on ${missed} of ${results.length} pages`}; ` +
      `longest task ≤ 200 ms: ${longTasks.rows.length === 0 ? "not measured" : longTasks.rows.every((row) => row.longestTaskMs <= 200) ? "met" : "NOT met"}.`,
  ].join("\n");
  publishReport("lighthouse", report, { machine, runs: rounds, yardstick: { runs: yardstickRuns, median: yardstick, scriptGzipBytes: emptyScript }, pages: results, longTasks });
}
