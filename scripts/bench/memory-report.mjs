// Preloaded into every Res-pe server process by `npm run bench -- server` (NODE_OPTIONS=--import):
// on SIGUSR2 the process writes what holds its memory to <BENCH_MEMORY_DIR>/<pid>.json, after a
// full garbage collection: process.memoryUsage(), V8's heap spaces, the search's catalog index
// (what the heap loses when this process's copy is let go, then given back), what it has loaded
// (packages and our own compiled files, CommonJS and ES modules, native libraries), and, when
// <BENCH_MEMORY_DIR>/snapshot names this process, a heap snapshot beside the report.
import fs from "node:fs";
import { createRequire, register } from "node:module";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { MessageChannel } from "node:worker_threads";

const dir = process.env.BENCH_MEMORY_DIR;

/** "next", "@prisma/client", or where a file of our own is (".next/server/chunks", "dist"). */
function owner(file) {
  const parts = file.split(path.sep);
  const modules = parts.lastIndexOf("node_modules");
  if (modules >= 0) return parts[modules + 1]?.startsWith("@") ? `${parts[modules + 1]}/${parts[modules + 2]}` : parts[modules + 1];
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : path.dirname(relative);
}

function loadedModules(esModules) {
  const files = [...Object.keys(createRequire(import.meta.url).cache), ...[...esModules].filter((url) => url.startsWith("file:")).map((url) => new URL(url).pathname)];
  const byOwner = {};
  for (const file of new Set(files)) byOwner[owner(file)] = (byOwner[owner(file)] ?? 0) + 1;
  // Native code mapped into the process (better-sqlite3, sharp's libvips, Next's SWC…).
  const native = new Set(
    fs
      .readFileSync("/proc/self/maps", "utf8")
      .split("\n")
      .map((line) => line.split(/\s+/)[5] ?? "")
      .filter((file) => file.endsWith(".node") || (file.includes("node_modules") && /\.so(\.|$)/.test(file))),
  );
  return { count: new Set(files).size, byOwner, native: [...native].map((file) => path.relative(process.cwd(), file)) };
}

if (dir) {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc");
  const esModules = new Set();
  const { port1, port2 } = new MessageChannel();
  port1.on("message", (url) => esModules.add(url));
  port1.unref();
  register("./memory-report-hooks.mjs", import.meta.url, { data: { port: port2 }, transferList: [port2] });

  process.on("SIGUSR2", () => {
    gc();
    const heapUsed = () => process.memoryUsage().heapUsed;
    let catalogIndexBytes = null;
    const held = globalThis.resPeCatalogIndex;
    if (held && held.index) {
      const kept = { index: held.index, ratings: held.ratings, ratingsFor: held.ratingsFor };
      const before = heapUsed();
      Object.assign(held, { index: undefined, ratings: undefined, ratingsFor: undefined });
      gc();
      catalogIndexBytes = before - heapUsed();
      Object.assign(held, kept);
    }
    let snapshotWanted = false;
    try {
      snapshotWanted = fs.readFileSync(path.join(dir, "snapshot"), "utf8").trim() === String(process.pid);
    } catch {
      // no snapshot asked for
    }
    const report = {
      pid: process.pid,
      memory: process.memoryUsage(),
      heapSpaces: v8.getHeapSpaceStatistics().map((space) => ({ name: space.space_name, used: space.space_used_size, size: space.space_size })),
      catalogIndexBytes,
      loaded: loadedModules(esModules),
      heapSnapshot: snapshotWanted ? v8.writeHeapSnapshot(path.join(dir, `${process.pid}.heapsnapshot`)) : null,
    };
    const file = path.join(dir, `${process.pid}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
    fs.renameSync(`${file}.tmp`, file);
  });
}
