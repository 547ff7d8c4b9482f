/**
 * The one harness every benchmark runs on (scripts/bench/index.ts starts them through it):
 * - every child process a benchmark started (tooling/processes.ts) is stopped at the end, on a
 *   failure and on Ctrl+C, and killed as a last resort when the process exits any other way;
 * - what a benchmark registers with `onCleanup` (temp folders, a throw-away PostgreSQL, an
 *   in-process fake server) runs after its children are stopped, last registered first;
 * - a failure is one line and exit code 1; progress lines go to stderr as `[bench:<name>] …`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { killAllSync, runningChildren, stopAll } from "../../tooling/processes";

type Cleanup = { run: () => void | Promise<void>; atExit: boolean; done: boolean };

const cleanups: Cleanup[] = [];
let benchName = "bench";
let finishing: Promise<void> | undefined;

// With its cause: fetch's own message ("fetch failed") names none of what went wrong.
const message = (error: unknown): string =>
  error instanceof Error ? `${error.message}${error.cause === undefined ? "" : ` (${message(error.cause)})`}` : String(error);

/** A progress line on stderr (stdout carries only the report). */
export function progress(line: string): void {
  process.stderr.write(`[bench:${benchName}] ${line}\n`);
}

/**
 * Runs `run` when the benchmark ends, after its children are stopped, however it ends. With
 * `atExit` (synchronous work only), also from the process's "exit" event if it never got there.
 */
export function onCleanup(run: () => void | Promise<void>, { atExit = false }: { atExit?: boolean } = {}): void {
  cleanups.push({ run, atExit, done: false });
}

/** A fresh folder in the system temp directory, removed when the benchmark ends. */
export function benchTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }), { atExit: true });
  return dir;
}

/** Stops every child, then runs the cleanups, once; a failing cleanup is reported and the others still run. */
function finish(): Promise<void> {
  finishing ??= (async () => {
    await stopAll();
    for (const cleanup of [...cleanups].reverse()) {
      if (cleanup.done) continue;
      cleanup.done = true;
      try {
        await cleanup.run();
      } catch (error) {
        progress(`cleanup failed: ${message(error)}`);
      }
    }
  })();
  return finishing;
}

/** Runs one benchmark to its end, then exits with its status (0, 1 on failure, 130 on a signal). */
export async function runBenchmark(name: string, main: () => Promise<void>): Promise<never> {
  benchName = name;
  // Last resort (an exit from anywhere else): no server or temp file outlives the run.
  process.once("exit", () => {
    killAllSync();
    for (const cleanup of [...cleanups].reverse()) {
      if (cleanup.done || !cleanup.atExit) continue;
      cleanup.done = true;
      try {
        void cleanup.run();
      } catch {
        // nothing more can be done while exiting
      }
    }
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    // Ctrl+C arrives more than once (from the terminal, and relayed by tsx): the repeats are
    // ignored while the bounded cleanup runs, rather than cutting it short.
    process.on(signal, () => {
      if (finishing) return;
      progress(`${signal}: stopping ${runningChildren().join(", ") || "nothing"}…`);
      void finish().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(`\nBenchmark failed: ${message(error)}`);
    process.exitCode = 1;
  }
  await finish();
  // Explicit, so a stray handle (a lingering socket) can never keep the run alive.
  process.exit(process.exitCode ?? 0);
}
