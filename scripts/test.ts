/**
 * `npm test`: every stage in order, stopping at the first that fails, then how long each took and
 * the one closing line ("Tests: N passed, N failed, N skipped", scripts/test-summary.ts). The
 * stage times are what CI's budget is planned with.
 *
 * The three checks (lint, types, migrations) run side by side: each is a single process that
 * leaves a core idle for much of its time, and none writes what another reads. The empty page's
 * build that the script budget stage compares with is made beside them. Their output is
 * held and printed whole, one check after the other, so it reads as if they had run in turn.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const CHECKS = [
  ["lint", "npm run lint"],
  ["types", "npm run typecheck"],
  ["migrations", "npm run db:check"],
  // The script budget stage's yardstick: an empty App Router page's build (a minute or two on a
  // fresh clone). It reads nothing the checks write, nor they it, so it is made here, in the
  // checks' idle time; the budget stage then measures that build of this run instead of making it.
  ["empty page build", "npx tsx scripts/weight/budget.ts --empty-page-only"],
] as const;

const STAGES = [
  ["unit and database", "npm run test:unit"],
  ["end to end", "npm run test:e2e"],
  // After end to end, on the build it made: each page's first-load script against an empty Next page.
  ["script budget", "npm run test:weight"],
  // After end to end: the build it made is current, so the fuzzer's `npm start` serves it as is.
  ["api fuzz", "npm run test:fuzz"],
] as const;

// Reports of an earlier run must not be counted as this one's.
fs.rmSync(".tmp/reports", { recursive: true, force: true });

const times: string[] = [];
const timed = (name: string, started: number) =>
  times.push(`  ${name.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);

/** One check with its output held; resolves with its exit status once it has ended. */
function runHeld(name: string, command: string): Promise<{ name: string; status: number | null; output: string; started: number; ended: number }> {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ name, status, output, started, ended: performance.now() })));
}

async function main(): Promise<never> {
  let failed: string | undefined;
  const checks = await Promise.all(CHECKS.map(([name, command]) => runHeld(name, command)));
  for (const check of checks) {
    process.stdout.write(`\n> ${check.name}\n${check.output}`);
    times.push(`  ${check.name.padEnd(18)} ${((check.ended - check.started) / 1000).toFixed(0).padStart(5)} s (side by side)`);
    if (check.status !== 0) failed ??= check.name;
  }
  // The types were just checked: the end-to-end stage's build skips its own check (next.config.ts).
  if (!failed) process.env.RES_PE_TYPES_CHECKED = "1";

  for (const [name, command] of failed ? [] : STAGES) {
    const started = performance.now();
    const result = spawnSync(command, { stdio: "inherit", shell: true });
    timed(name, started);
    if (result.status !== 0) {
      failed = name;
      break;
    }
  }
  console.log(`\nStage times:\n${times.join("\n")}${failed ? `\n  (stopped: ${failed} failed)` : ""}`);
  const summary = spawnSync("npx tsx scripts/test-summary.ts", { stdio: "inherit", shell: true });
  process.exit(failed ? 1 : (summary.status ?? 1));
}

void main();
