import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 31: every server process holds what its startup loads, for as long as it runs. What only
 * some requests need (the chef, the meal domain, the backups' database drivers) is loaded by
 * those requests, and the first process of a cluster, which only forks, loads no server at all.
 */
function loadedAtStart(part: "instrumentation" | "supervisor"): string[] {
  const result = spawnSync(
    process.execPath,
    ["--import", "./tests/support/server-side.mjs", "--import", "tsx", "tests/support/modules-at-start.ts", part],
    // NEXT_RUNTIME is what Next sets in its Node.js server processes; BACKUP_EVERY is left unset,
    // as on a site without scheduled backups.
    { encoding: "utf8", env: { ...process.env, NEXT_RUNTIME: "nodejs", BACKUP_EVERY: "" }, timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`modules-at-start ${part} failed (${result.status}):\n${result.stderr}`);
  // The hook's own lines (which chef answers) come first; the list is the last line.
  const list = result.stdout.trim().split("\n").at(-1) ?? "[]";
  return (JSON.parse(list) as string[]).map((file) => path.relative(process.cwd(), file));
}

const under = (files: string[], folder: string) => files.filter((file) => file.startsWith(folder));

describe("what a server process loads when it starts", () => {
  it("Next's startup hook says which chef answers without loading the chef, the meals or a database driver", () => {
    const files = loadedAtStart("instrumentation");
    // The hook did run (it reads the settings).
    expect(under(files, "lib/platform/config/").length).toBeGreaterThan(0);
    expect(under(files, "lib/chef/")).toEqual([]);
    expect(under(files, "lib/meals/")).toEqual([]);
    expect(under(files, "node_modules/@huggingface/")).toEqual([]);
    expect(under(files, "node_modules/pg/")).toEqual([]);
    expect(under(files, "node_modules/better-sqlite3/")).toEqual([]);
  });

  it("the first process of a SERVER_WORKERS cluster loads neither Next nor the database", () => {
    const files = loadedAtStart("supervisor");
    expect(under(files, "server/supervise")).toHaveLength(1);
    expect(under(files, "node_modules/next/")).toEqual([]);
    expect(under(files, "node_modules/@prisma/")).toEqual([]);
    expect(under(files, "lib/generated/")).toEqual([]);
  });
});
