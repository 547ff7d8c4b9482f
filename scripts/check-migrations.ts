/**
 * `npm run db:check` (part of `npm test`): the two databases' migrations are in step with each
 * other and with prisma/schema.prisma.
 * 1. The same migration names in prisma/migrations (SQLite) and prisma/postgres/migrations.
 * 2. Each side's migrations, applied to an empty database, give exactly the models its schema
 *    describes (prisma/schema.prisma; for PostgreSQL the schema derived from it): the database is
 *    read back with `prisma db pull` and compared with `prisma migrate diff`.
 * The PostgreSQL side runs on a throw-away server when PostgreSQL is installed (in CI it must be).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { derivePostgresSchema } from "../tooling/prisma/postgres-schema";
import { applyMigrations, MIGRATION_FOLDERS, migrationNames, withTemporaryPostgresDatabase, type Provider } from "./db/migration-folders";
import { introspect, ROOT, schemaDifference } from "./db/prisma-cli";
import { postgresForTests, startThrowawayPostgres } from "../tooling/throwaway-postgres";

type CheckOptions = {
  /** The folder holding schema.prisma, migrations/ and postgres/migrations/. */
  prismaDir?: string;
  /** A PostgreSQL server (any database on it) whose user may create databases; no PostgreSQL side without it. */
  postgresUrl?: string;
};

/** What is out of step, in words; empty when everything agrees. */
export async function checkMigrations({ prismaDir = path.join(ROOT, "prisma"), postgresUrl }: CheckOptions = {}): Promise<string[]> {
  const folder = (provider: Provider) => path.join(prismaDir, MIGRATION_FOLDERS[provider]);
  const names = { sqlite: migrationNames(folder("sqlite")), postgresql: migrationNames(folder("postgresql")) };
  const problems: string[] = [];
  const onlyIn = (provider: Provider, other: Provider) => names[provider].filter((name) => !names[other].includes(name));
  for (const [provider, other] of [["sqlite", "postgresql"], ["postgresql", "sqlite"]] as const) {
    const missing = onlyIn(provider, other);
    if (missing.length > 0) {
      problems.push(
        `Only in prisma/${MIGRATION_FOLDERS[provider]} (no ${other === "postgresql" ? "PostgreSQL twin" : "SQLite migration"}): ${missing.join(", ")}.` +
          (other === "postgresql" ? " Write the twin with: npm run db:migration -- --postgres-twin <name>" : ""),
      );
    }
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-drift-"));
  try {
    const schemas = {
      sqlite: path.join(prismaDir, "schema.prisma"),
      postgresql: path.join(work, "derived.postgresql.prisma"),
    };
    fs.writeFileSync(schemas.postgresql, derivePostgresSchema(fs.readFileSync(schemas.sqlite, "utf8")));
    const compare = async (provider: Provider, databaseUrl: string) => {
      await applyMigrations(databaseUrl, folder(provider), names[provider]);
      const difference = schemaDifference(introspect(databaseUrl, work), schemas[provider]);
      if (difference) {
        problems.push(
          `The ${provider === "sqlite" ? "SQLite" : "PostgreSQL"} migrations (prisma/${MIGRATION_FOLDERS[provider]}) do not ` +
            `give the models of prisma/schema.prisma. Still to migrate:\n${difference}`,
        );
      }
    };
    await compare("sqlite", `file:${path.join(work, "replay.db")}`);
    if (postgresUrl) await withTemporaryPostgresDatabase(postgresUrl, (url) => compare("postgresql", url));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return problems;
}

async function main(): Promise<void> {
  const bin = postgresForTests("The migration drift check");
  const server = bin ? await startThrowawayPostgres(bin) : undefined;
  try {
    const problems = await checkMigrations({ postgresUrl: server?.url("postgres") });
    if (problems.length > 0) {
      console.error(`\nMigrations out of step:\n\n${problems.join("\n\n")}\n`);
      process.exitCode = 1;
      return;
    }
    const count = migrationNames(path.join(ROOT, "prisma", MIGRATION_FOLDERS.sqlite)).length;
    console.log(
      `Migrations in step: ${count} on each side, SQLite${server ? " and PostgreSQL" : ""} give the models of prisma/schema.prisma.`,
    );
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
