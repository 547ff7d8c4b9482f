/**
 * `npm run db:migration -- <name>`: writes the SQL that takes the committed schema
 * (git HEAD:prisma/schema.prisma) to the working one into prisma/migrations/<timestamp>_<name>/.
 * `prisma migrate dev` needs a shadow database the offline JS engine cannot provide, hence this.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(2);
}

const previous = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-schema-")), "schema.prisma");
let hasPrevious = true;
try {
  fs.writeFileSync(previous, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"]));
} catch {
  hasPrevious = false;
}

const result = spawnSync(
  path.join("node_modules", ".bin", "prisma"),
  [
    "migrate",
    "diff",
    ...(hasPrevious ? ["--from-schema-datamodel", previous] : ["--from-empty"]),
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
  ],
  { encoding: "utf8" },
);
if (result.status !== 0) {
  process.stderr.write(result.stderr);
  process.exit(result.status ?? 1);
}
// The CLI prints "Loaded Prisma config…" on stdout before the SQL.
const sql = result.stdout.slice(Math.max(0, result.stdout.indexOf("--")));
if (!sql.trim() || sql.includes("This is an empty migration")) {
  console.log("The schema has not changed: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`Wrote ${dir}/migration.sql`);
