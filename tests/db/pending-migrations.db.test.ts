import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { pendingMigrations } from "@/scripts/prepare-data";

/**
 * Issue 31: `npm start` reads Prisma's migrations table itself and runs no Prisma command when
 * nothing is pending (the usual start), so the server answers sooner; a migration the database
 * lacks, or one that failed, still sends the start through `migrate deploy`.
 */
describe("the start's check for pending migrations", () => {
  const database = () => loadConfig().database;

  it("finds none on a database that has them all, and names one the database has not applied", async () => {
    expect(await pendingMigrations(db, database())).toEqual([]);
    const [newest] = await db.$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1",
    );
    const name = newest!.migration_name;
    await db.$executeRawUnsafe(`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = '${name}'`);
    expect(await pendingMigrations(db, database())).toEqual([name]);
    await db.$executeRawUnsafe(`DELETE FROM _prisma_migrations WHERE migration_name = '${name}'`);
    expect(await pendingMigrations(db, database())).toEqual([name]);
  });

  it("counts every migration as pending on a database without Prisma's table", async () => {
    await db.$executeRawUnsafe("DROP TABLE _prisma_migrations");
    const pending = await pendingMigrations(db, database());
    expect(pending.length).toBeGreaterThan(20);
    expect(pending).toEqual([...pending].sort());
  });
});
