/**
 * The first process of a SERVER_WORKERS cluster (Node's cluster: it hands the port's connections
 * to its workers in turn). It serves nothing itself, so it loads neither Next nor the app
 * (server/serve.ts, which each worker runs): that would be a whole server's memory in a process
 * that only forks (issue 31).
 */
import cluster from "node:cluster";
import { loadConfig } from "../lib/platform/config";
import { answerWaitingWorkers, relayBetweenWorkers } from "../lib/platform/workers";

/**
 * V8's heap limits for a server process (issue 31; `npm start` gives them to a single process
 * too, package.json). On a machine with plenty of memory V8 lets the heap grow to gigabytes
 * before collecting it fully: a worker drawing the Recipe Finder 800 times went from 247 to
 * 557 MB and kept it. With the old generation held to 1 GB (a cap no request comes near: the
 * whole heap is ~80 MB after a collection) and a 4 MB young generation, the same load ended at
 * 312 MB. The cost is more frequent collections (npm run bench -- server).
 */
const SERVER_NODE_FLAGS = ["--max-old-space-size=1024", "--max-semi-space-size=4"];

/**
 * glibc's allocator told to give freed memory back (read only when a process starts, hence set for
 * the workers here). Without it the native buffers of an import (entries inflated, photos decoded,
 * the driver's copies: tens of KB each, freed) stay in its per-thread arenas: a 2,000-recipe import
 * left a process +250 MB after a full collection, and +30 MB with these (docs/BENCHMARKS.md,
 * "migrations"). A value already in the environment is kept.
 */
const ALLOCATOR_SETTINGS: Record<string, string> = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "1048576" };
const allocatorEnv = () => Object.fromEntries(Object.entries(ALLOCATOR_SETTINGS).filter(([name]) => !Object.hasOwn(process.env, name)));

/**
 * The first process of a cluster: starts the workers, starts another when one dies after it was
 * serving (a crash must not leave the site with fewer), gives up when one could not start at all
 * (the port is taken: starting another would fail the same way, forever), and on SIGTERM or
 * SIGINT stops them all and then itself. The workers wait for `dataReady()` before they touch the
 * database (they may start while it is being prepared: scripts/start.ts).
 */
export function superviseWorkers(count: number): { dataReady: () => void } {
  let stopping = false;
  let exitCode = 0;
  const serving = new Set<number>();
  const stop = (code = 0) => {
    stopping = true;
    exitCode = code;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    } else if (!serving.has(worker.id)) {
      console.error(`Res-pe: a server process could not start (${signal ?? code}); stopping.`);
      stop(1);
    } else {
      console.error(`Res-pe: server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
      cluster.fork(allocatorEnv());
    }
  });
  cluster.on("listening", (worker, address) => {
    // Each worker also listens on a loopback port of its own (where public recipe pages are drawn).
    if (address.port !== loadConfig().server.port) return;
    serving.add(worker.id);
    if (serving.size === count) console.log(`Res-pe is ready on http://localhost:${loadConfig().server.port} (${count} server processes)`);
  });
  process.once("SIGTERM", () => stop());
  process.once("SIGINT", () => stop());
  // What one worker tells the others (a household's change reaching streams held by another worker).
  relayBetweenWorkers();
  const start = answerWaitingWorkers();
  // A flag given to node itself (npm start) is not given twice.
  const given = new Set(process.execArgv.map((flag) => flag.split("=")[0]));
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !given.has(flag.split("=")[0]))] });
  for (let index = 0; index < count; index += 1) cluster.fork(allocatorEnv());
  return start;
}

