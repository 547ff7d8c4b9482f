/**
 * Child processes of the benchmarks and the end-to-end suite's extra app instances: each one runs
 * in its own process group, so stopping it also stops whatever it spawned (tsx's node child,
 * `npm run build`, Next's workers), and every one is tracked so an error or Ctrl+C never leaves a
 * server behind. Also: waiting for a server to answer, and a free loopback port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type Child = {
  name: string;
  proc: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Undefined while the process runs. */
  exitStatus: () => number | string | undefined;
};

const running = new Set<Child>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Child {
  // Output goes straight to a file: nothing is piped through this process's event loop, which
  // runs the load generator.
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, "w");
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", log, log],
    detached: true, // own process group, see above
  });
  fs.closeSync(log);

  let status: number | string | undefined;
  const exited = new Promise<number | string>((resolve) => {
    const done = (value: number | string) => {
      status ??= value;
      running.delete(child);
      resolve(status);
    };
    proc.once("exit", (code, signal) => done(code ?? signal ?? "unknown"));
    // A command that cannot be spawned emits "error" and may never emit "exit".
    proc.once("error", (error) => done(`spawn error: ${error.message}`));
  });
  const child: Child = { name, proc, logFile: options.logFile, exited, exitStatus: () => status };
  running.add(child);
  return child;
}

function signalGroup(child: Child, signal: NodeJS.Signals | 0): boolean {
  if (child.proc.pid === undefined) return false;
  try {
    process.kill(-child.proc.pid, signal);
    return true;
  } catch {
    return false; // the group is already gone
  }
}

function groupAlive(child: Child): boolean {
  return signalGroup(child, 0); // signal 0 only checks that the group exists
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the whole group, then SIGKILL if anything in it is still there after `graceMs`. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  signalGroup(child, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (child.exitStatus() === undefined || groupAlive(child))) {
    await sleep(100);
  }
  // Leftover workers keep the group id reserved, so this cannot hit an unrelated process.
  if (groupAlive(child)) signalGroup(child, "SIGKILL");
  await Promise.race([child.exited, sleep(2_000)]);
  running.delete(child);
}

export async function stopAll(graceMs?: number): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child, graceMs)));
}

/** Last resort, for the "exit" event where nothing asynchronous runs any more. */
export function killAllSync(): void {
  for (const child of running) signalGroup(child, "SIGKILL");
}

export function runningChildren(): string[] {
  return [...running].map((child) => `${child.name} (pid ${child.proc.pid ?? "?"})`);
}

/** Waits for a command that is meant to finish (a build), within a time limit. */
export async function waitForExit(child: Child, timeoutMs: number): Promise<void> {
  const timer = sleep(timeoutMs).then(() => "timeout" as const);
  const result = await Promise.race([child.exited, timer]);
  if (result === "timeout") {
    await stopChild(child);
    throw new Error(`${child.name} did not finish within ${timeoutMs / 1000} s.\n${logTail(child)}`);
  }
  if (result !== 0) throw new Error(`${child.name} failed (exit ${result}).\n${logTail(child)}`);
}

/** Polls a loopback URL until the server answers at all, failing early if it died. */
export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = child.exitStatus();
    if (status !== undefined) {
      throw new Error(`${child.name} exited (${status}) before it was ready.\n${logTail(child)}`);
    }
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(250); // not listening yet
    }
  }
  throw new Error(`${child.name} was not ready within ${timeoutMs / 1000} s.\n${logTail(child)}`);
}

export function logTail(child: Child, lines = 40): string {
  try {
    const text = fs.readFileSync(child.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    return `--- last lines of ${child.logFile} ---\n${text}`;
  } catch {
    return `(no log at ${child.logFile})`;
  }
}

/** A port nobody listens on right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
