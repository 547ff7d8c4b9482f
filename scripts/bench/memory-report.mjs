// Preloaded into every Res-pe server process by `npm run bench -- server` (NODE_OPTIONS=--import):
// on SIGUSR2 the process writes what holds its memory to <BENCH_MEMORY_DIR>/<pid>.json, after a
// full garbage collection: process.memoryUsage(), V8's heap spaces, and the search's catalog index
// (what the heap loses when this process's copy is let go, then given back).
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";

const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc");
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
    const report = {
      pid: process.pid,
      memory: process.memoryUsage(),
      heapSpaces: v8.getHeapSpaceStatistics().map((space) => ({ name: space.space_name, used: space.space_used_size, size: space.space_size })),
      catalogIndexBytes,
    };
    const file = path.join(dir, `${process.pid}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
    fs.renameSync(`${file}.tmp`, file);
  });
}
