import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Issue 31: with the build current, `npm start` starts its workers while it prepares the database
 * (scripts/start.ts); each loads Next, then waits to be told the database is ready before its
 * first query. A worker started once it is ready (after a crash) waits for nothing.
 */
describe("workers started before the database is ready", () => {
  it("wait until the first process says it is, and a later worker is answered at once", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "tests/support/waiting-workers.ts"], { encoding: "utf8", timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    const seen = JSON.parse(result.stdout.trim().split("\n").at(-1)!) as string[];
    // Nobody hears before the primary says so; then all three do, in whatever order.
    expect(seen.slice(0, 2)).toEqual(["both waiting", "data ready"]);
    expect(seen.slice(2).sort()).toEqual(["late worker heard", "worker heard", "worker heard"]);
  });
});
