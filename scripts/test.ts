/**
 * `npm test`: every stage in order, stopping at the first that fails, then how long each took and
 * the one closing line ("Tests: N passed, N failed, N skipped", scripts/test-summary.ts). The
 * stage times are what CI's budget is planned with.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const STAGES = [
  ["lint", "npm run lint"],
  ["types", "npm run typecheck"],
  ["migrations", "npm run db:check"],
  ["unit and database", "npm run test:unit"],
  ["end to end", "npm run test:e2e"],
  // After end to end: the build it made is current, so the fuzzer's `npm start` serves it as is.
  ["api fuzz", "npm run test:fuzz"],
] as const;

// Reports of an earlier run must not be counted as this one's.
fs.rmSync(".tmp/reports", { recursive: true, force: true });

const times: string[] = [];
let failed: string | undefined;
for (const [name, command] of STAGES) {
  const started = performance.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  times.push(`  ${name.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}
console.log(`\nStage times:\n${times.join("\n")}${failed ? `\n  (stopped: ${failed} failed)` : ""}`);
const summary = spawnSync("npx tsx scripts/test-summary.ts", { stdio: "inherit", shell: true });
process.exit(failed ? 1 : (summary.status ?? 1));
