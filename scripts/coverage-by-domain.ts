/**
 * `npm run test:coverage` ends with this: the lines and branches the Vitest suite covers, per lib
 * domain (lib/<domain>, lib/platform/<module>, lib/web/<edge>), from V8 coverage's json-summary.
 *
 *   tsx scripts/coverage-by-domain.ts [summary.json] [--against earlier-summary.json]
 *
 * With --against, each domain also shows the earlier run's figures, and the command fails when a
 * domain covers a smaller share of its lines or branches than before (a change that lost tests).
 */
import fs from "node:fs";
import path from "node:path";

type Counts = { total: number; covered: number };
type FileSummary = { lines: Counts; branches: Counts };
type Domain = { files: number; lines: Counts; branches: Counts };

const DEFAULT_SUMMARY = path.join(".tmp", "coverage", "coverage-summary.json");

/** "platform/rate-limit" for lib/platform/rate-limit/…, "meals" for lib/meals/…; undefined outside lib. */
function domainOf(file: string): string | undefined {
  const parts = path.relative(process.cwd(), file).split(path.sep);
  if (parts[0] !== "lib" || parts.length < 3) return parts[0] === "lib" ? "(lib)" : undefined;
  return parts[1] === "platform" || parts[1] === "web" ? `${parts[1]}/${parts[2]!.replace(/\.tsx?$/, "")}` : parts[1];
}

function byDomain(summaryFile: string): Map<string, Domain> {
  const summary = JSON.parse(fs.readFileSync(summaryFile, "utf8")) as Record<string, FileSummary>;
  const domains = new Map<string, Domain>();
  for (const [file, counts] of Object.entries(summary)) {
    const name = file === "total" ? undefined : domainOf(rootRelative(file));
    if (!name) continue;
    const domain = domains.get(name) ?? { files: 0, lines: { total: 0, covered: 0 }, branches: { total: 0, covered: 0 } };
    domain.files += 1;
    for (const kind of ["lines", "branches"] as const) {
      domain[kind].total += counts[kind].total;
      domain[kind].covered += counts[kind].covered;
    }
    domains.set(name, domain);
  }
  return new Map([...domains].sort(([a], [b]) => a.localeCompare(b)));
}

/** Paths as this checkout sees them, also for a summary written in another clone of the project. */
function rootRelative(file: string): string {
  const index = file.lastIndexOf(`${path.sep}lib${path.sep}`);
  return index >= 0 ? path.join(process.cwd(), file.slice(index + 1)) : file;
}

const share = ({ total, covered }: Counts) => (total === 0 ? 100 : (covered / total) * 100);
const shown = (counts: Counts | undefined) =>
  counts ? `${share(counts).toFixed(1).padStart(5)}% ${`${counts.covered}/${counts.total}`.padStart(11)}` : "—".padStart(18);

function main(): void {
  const args = process.argv.slice(2);
  const againstAt = args.indexOf("--against");
  const earlierFile = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
  const now = byDomain(args[0] ?? DEFAULT_SUMMARY);
  const earlier = earlierFile ? byDomain(earlierFile) : undefined;

  const header = earlier
    ? ["domain".padEnd(26), "lines before".padStart(18), "lines now".padStart(18), "branches before".padStart(18), "branches now".padStart(18)]
    : ["domain".padEnd(26), "files".padStart(5), "lines".padStart(18), "branches".padStart(18)];
  console.log(header.join("  "));
  const dropped: string[] = [];
  const names = [...new Set([...now.keys(), ...(earlier?.keys() ?? [])])].sort();
  for (const name of names) {
    const current = now.get(name);
    const before = earlier?.get(name);
    if (!earlier) {
      console.log([name.padEnd(26), String(current!.files).padStart(5), shown(current!.lines), shown(current!.branches)].join("  "));
      continue;
    }
    console.log([name.padEnd(26), shown(before?.lines), shown(current?.lines), shown(before?.branches), shown(current?.branches)].join("  "));
    // A rounding hair's difference is not a lost test; a domain that moved is compared where it is now.
    for (const kind of ["lines", "branches"] as const) {
      if (before && current && share(current[kind]) < share(before[kind]) - 0.05) dropped.push(`${name} ${kind}`);
    }
  }
  if (dropped.length > 0) {
    console.error(`\nCoverage dropped in: ${dropped.join(", ")}`);
    process.exit(1);
  }
}

main();
