import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkMigrations } from "@/scripts/check-migrations";
import { writePostgresTwin } from "@/scripts/new-migration";

/**
 * `npm run db:check` on copies of prisma/ changed the way a slip would change them. The SQLite
 * side and the names are checked in every project; the PostgreSQL side in the postgresql project,
 * on its throw-away server.
 */
const postgresUrl = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;
const copies: string[] = [];

function copyOfPrisma(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-drift-test-"));
  copies.push(dir);
  fs.copyFileSync(path.join("prisma", "schema.prisma"), path.join(dir, "schema.prisma"));
  fs.cpSync(path.join("prisma", "migrations"), path.join(dir, "migrations"), { recursive: true });
  fs.cpSync(path.join("prisma", "postgres", "migrations"), path.join(dir, "postgres", "migrations"), { recursive: true });
  return dir;
}

/** A new optional column on ContactMessage, in the schema. */
function addPhoneToSchema(prismaDir: string): void {
  const file = path.join(prismaDir, "schema.prisma");
  const schema = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, schema.replace("model ContactMessage {\n", "model ContactMessage {\n  phone     String?\n"));
}

const PHONE_MIGRATION = "20991231000000_contact_phone";

function writeMigration(prismaDir: string, folder: string, sql: string): void {
  fs.mkdirSync(path.join(prismaDir, folder, PHONE_MIGRATION), { recursive: true });
  fs.writeFileSync(path.join(prismaDir, folder, PHONE_MIGRATION, "migration.sql"), sql);
}

const check = (prismaDir: string) => checkMigrations({ prismaDir, postgresUrl });

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`the migration drift check (${postgresUrl ? "SQLite and PostgreSQL" : "SQLite and the names"})`, () => {
  it("passes for the committed schema and migrations", async () => {
    expect(await check(copyOfPrisma())).toEqual([]);
  }, 60_000);

  it("fails when a model changes on the SQLite side only, then passes once the twin tool wrote the PostgreSQL side", async () => {
    const prismaDir = copyOfPrisma();
    addPhoneToSchema(prismaDir);
    writeMigration(prismaDir, "migrations", 'ALTER TABLE "ContactMessage" ADD COLUMN "phone" TEXT;\n');

    const problems = await check(prismaDir);
    expect(problems[0]).toBe(
      `Only in prisma/migrations (no PostgreSQL twin): ${PHONE_MIGRATION}. ` +
        "Write the twin with: npm run db:migration -- --postgres-twin <name>",
    );
    if (postgresUrl) expect(problems[1]).toMatch(/^The PostgreSQL migrations .* do not give the models[\s\S]*ContactMessage[\s\S]*phone/);
    expect(problems).toHaveLength(postgresUrl ? 2 : 1);

    await writePostgresTwin("contact_phone", prismaDir);
    expect(fs.readFileSync(path.join(prismaDir, "postgres", "migrations", PHONE_MIGRATION, "migration.sql"), "utf8")).toContain(
      'ALTER TABLE "ContactMessage" ADD COLUMN     "phone" TEXT;',
    );
    expect(await check(prismaDir)).toEqual([]);
    // Two checks and a twin: Prisma's CLI runs once per new question (scripts/db/prisma-cli.ts
    // remembers answers by their inputs), so three runs here instead of seven.
  }, 240_000);

  it("fails when a model changes on the PostgreSQL side only", async () => {
    const prismaDir = copyOfPrisma();
    addPhoneToSchema(prismaDir);
    writeMigration(prismaDir, "migrations", "-- forgot the column\n");
    writeMigration(prismaDir, path.join("postgres", "migrations"), 'ALTER TABLE "ContactMessage" ADD COLUMN "phone" TEXT;\n');

    const problems = await check(prismaDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The SQLite migrations \(prisma\/migrations\) do not give the models[\s\S]*ContactMessage[\s\S]*phone/);
  }, 60_000);

  it("fails when the schema changes without any migration", async () => {
    const prismaDir = copyOfPrisma();
    addPhoneToSchema(prismaDir);
    const problems = await check(prismaDir);
    expect(problems).toHaveLength(postgresUrl ? 2 : 1);
    expect(problems.join("\n")).toMatch(/The SQLite migrations/);
    if (postgresUrl) expect(problems.join("\n")).toMatch(/The PostgreSQL migrations/);
  }, 60_000);
});
