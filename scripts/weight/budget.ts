/**
 * `npm run test:weight` (a stage of `npm test`, after the end-to-end stage has built the app):
 * every page's first-load script (gzip bytes, scripts/weight/first-load.ts) against the same
 * figure for an empty App Router page of the same Next (tooling/empty-next-app, built here when
 * its build is missing or from another Next). Fails when a page sends more than 1.15× the empty
 * page's script, or 1.4× for the recipe form and the import page (issue 31). Bytes, not timings:
 * the same build gives the same table on any machine, however busy.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { firstLoadWeights, type PageWeight } from "./first-load";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const EMPTY_APP = path.join(ROOT, "tooling", "empty-next-app");
const APP_DIST = path.join(ROOT, ".next");

const LIMIT = 1.15;
/** The recipe form and the import page: react-hook-form loads with them (its field arrays draw the ingredient rows). */
const HEAVY_LIMITS: Record<string, number> = {
  "/myRecipes/new": 1.4,
  "/myRecipes/[id]/edit": 1.4,
  "/myRecipes/import": 1.4,
};

const nextVersion = () => (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "next", "package.json"), "utf8")) as { version: string }).version;

/** The empty page's build, made (~1 min on a busy machine) when missing or from another Next. */
export function ensureEmptyAppBuilt(): string {
  const dist = path.join(EMPTY_APP, ".next");
  const stamp = path.join(dist, "res-pe-next-version");
  const current = fs.existsSync(path.join(dist, "BUILD_ID")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === nextVersion();
  if (!current) {
    console.log(`Building the empty App Router page (Next ${nextVersion()})…`);
    const result = spawnSync("npx", ["next", "build", EMPTY_APP], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error("The empty page's build failed (see above).");
    fs.writeFileSync(stamp, nextVersion());
  }
  return dist;
}

/** The empty page's first-load script, gzip bytes. */
export function emptyPageWeight(): PageWeight {
  const [page] = firstLoadWeights(ensureEmptyAppBuilt()).filter((weight) => weight.route === "/");
  if (!page) throw new Error("The empty app's build has no / page");
  return page;
}

export const limitFor = (route: string) => HEAVY_LIMITS[route] ?? LIMIT;

function main(): void {
  if (!fs.existsSync(path.join(APP_DIST, "BUILD_ID"))) {
    console.log("No build of Res-pe: building it…");
    if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const empty = emptyPageWeight();
  const pages = firstLoadWeights(APP_DIST);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const overBudget = (page: PageWeight) => page.gzipBytes > empty.gzipBytes * limitFor(page.route);
  const problems: string[] = [];
  for (const page of pages) if (overBudget(page)) problems.push(`${page.route} sends more script than its budget.`);
  const width = Math.max(...pages.map((page) => page.route.length), 20);
  console.log(`\nFirst-load script per page, gzip (the empty App Router page of Next ${nextVersion()}: ${kb(empty.gzipBytes)} KiB, ${empty.files.length} files)`);
  console.log(`${"page".padEnd(width)}  ${"KiB".padStart(6)}  ${"ratio".padStart(5)}  ${"limit".padStart(5)}  files`);
  for (const page of pages) {
    const ratio = page.gzipBytes / empty.gzipBytes;
    const verdict = overBudget(page) ? "  OVER" : "";
    console.log(
      `${page.route.padEnd(width)}  ${kb(page.gzipBytes).padStart(6)}  ${ratio.toFixed(2).padStart(5)}  ${limitFor(page.route).toFixed(2).padStart(5)}  ${String(page.files.length).padStart(5)}${verdict}`,
    );
  }
  if (problems.length > 0) {
    console.log(`\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`\nAll ${pages.length} pages within their script budget.`);
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  // `--empty-page-only`: only the empty page's build, which `npm test` makes beside its checks
  // (scripts/test.ts) so that this stage, later in the same run, finds it made.
  if (process.argv.includes("--empty-page-only")) ensureEmptyAppBuilt();
  else main();
}
