/** The printed tables and the machine context. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FirstLoadJs, LoadResult } from "./measure";
import { BENCH_DIR, ROOT } from "./servers";

export type Machine = {
  cpus: number;
  cpuModel: string;
  totalMemoryGiB: number;
  loadAverage1m: number;
  os: string;
  node: string;
  next: string;
};

export function machineContext(root: string): Machine {
  const nextPackage = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8"),
  ) as { version?: string };
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    totalMemoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    // Another busy process on a 2-core machine shows up in every number below.
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    next: nextPackage.version ?? "unknown",
  };
}

/** Left-aligned first column, right-aligned numbers. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

export function ratioLine(label: string, ratio: number, target?: { op: "<=" | ">="; value: number }): string {
  if (!target) return `${label}: ${fixed(ratio, 2)} (context only)`;
  const met = target.op === "<=" ? ratio <= target.value : ratio >= target.value;
  return `${label}: ${fixed(ratio, 2)} (target ${target.op} ${target.value}: ${met ? "met" : "MISSED"})`;
}

export function machineSection(machine: Machine): string {
  return [
    "Machine",
    `  CPUs:          ${machine.cpus} x ${machine.cpuModel}`,
    `  Memory:        ${machine.totalMemoryGiB} GiB`,
    `  Load (1 min):  ${machine.loadAverage1m} at start`,
    `  OS:            ${machine.os}`,
    `  Node:          ${machine.node}`,
    `  Next:          ${machine.next}`,
  ].join("\n");
}

export function firstLoadSection(resPe: FirstLoadJs, empty: FirstLoadJs): string {
  const row = (name: string, js: FirstLoadJs) => [
    name,
    String(js.scripts.length),
    kb(js.totalBytes),
    kb(js.totalGzipBytes),
  ];
  return [
    "First-load JavaScript (every script of the page's HTML, each gzipped at level 9; KB = 1024 B)",
    table(["page", "scripts", "raw KB", "gzip KB"], [row("Res-pe /", resPe), row("empty app /", empty)]),
  ].join("\n");
}

export function loadSection(results: LoadResult[], connections: number, warmup: number, duration: number): string {
  return [
    `Throughput (autocannon, ${connections} connections, ${warmup} s warm-up discarded, ${duration} s measured, one target at a time)`,
    // autocannon records whole milliseconds, and only for 2xx responses.
    "Latency in whole ms (autocannon's resolution: 0 means under 1 ms), 2xx responses only",
    table(
      ["target", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors"],
      results.map((r) => [
        r.target,
        fixed(r.requestsPerSecond, 0),
        fixed(r.p50Ms, 0),
        fixed(r.p99Ms, 0),
        String(r.requests),
        String(r.non2xx),
        r.timeouts > 0 ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors),
      ]),
    ),
  ].join("\n");
}

/** Prints the report and keeps the figures in .tmp/bench/<name>.json, stamped with the time. */
export function publishReport(name: string, report: string, figures: Record<string, unknown>): void {
  const jsonFile = path.join(BENCH_DIR, `${name}.json`);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(jsonFile, `${JSON.stringify({ generatedAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`${report}\n\nJSON: ${path.relative(ROOT, jsonFile)}`);
}
