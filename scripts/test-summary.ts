/**
 * Prints one closing line for the whole suite ("Tests: N passed, N failed"), from the JSON
 * reports Vitest and Playwright wrote during `npm test`.
 */
import fs from "node:fs";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

function read<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined;
}

const unit = read<VitestReport>(".tmp/reports/vitest.json");
const e2e = read<PlaywrightReport>(".tmp/reports/playwright.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);

console.log(`\nunit and integration: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : "no report"}`);
console.log(`end-to-end: ${e2e ? `${e2e.stats.expected} passed (${e2e.stats.flaky} flaky), ${e2e.stats.unexpected} failed` : "no report"}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
