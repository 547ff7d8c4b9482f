import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, MIGRATION_FOLDERS, migrationNames, withTemporaryPostgresDatabase } from "@/scripts/db/migration-folders";
import { postgresUrlFor } from "../support/pristine-database";

/**
 * The migration that made households (issue 32), on a database holding a site's data from before
 * it: every cook gets a household of one whose id is theirs, as its owner, and their plan, list,
 * pantry and the list's Undo are in it; nothing is lost.
 */
const MIGRATION = "households";
const provider = (process.env.DATABASE_URL ?? "").startsWith("postgres") ? "postgresql" : "sqlite";
const folder = path.join(process.cwd(), "prisma", MIGRATION_FOLDERS[provider]);
const names = migrationNames(folder);
const at = names.findIndex((name) => name.endsWith(`_${MIGRATION}`));
const before = names.slice(0, at);

type Query = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

const BEFORE_ROWS = [
  `INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('cookadaaaaaaaaaaaaaaaaaaa', 'Ada', 'ada@example.com', 'x', CURRENT_TIMESTAMP)`,
  `INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('cookbobbbbbbbbbbbbbbbbbbb', 'Bob', 'bob@example.com', 'x', CURRENT_TIMESTAMP)`,
  `INSERT INTO "Meal" ("id", "name", "category", "area", "instructions", "thumbnail", "origin", "searchName", "updatedAt") VALUES ('zqmeal', 'Zq stew', 'Miscellaneous', 'British', 'Cook.', '', 'user', 'zq stew', CURRENT_TIMESTAMP)`,
  `INSERT INTO "PlannedMeal" ("id", "userId", "mealId", "day", "slot", "servings") VALUES ('plannedaaaaaaaaaaaaaaaaaa', 'cookadaaaaaaaaaaaaaaaaaaa', 'zqmeal', '2026-12-01', 'dinner', 4)`,
  `INSERT INTO "ShoppingItem" ("id", "userId", "key", "text", "aisle", "own", "checked") VALUES ('itemaaaaaaaaaaaaaaaaaaaaa', 'cookadaaaaaaaaaaaaaaaaaaa', 'milk', 'Milk', 'dairy', true, true)`,
  `INSERT INTO "ShoppingItem" ("id", "userId", "key", "text", "aisle", "own") VALUES ('itembbbbbbbbbbbbbbbbbbbbb', 'cookbobbbbbbbbbbbbbbbbbbb', 'egg', '6 eggs', 'dairy', true)`,
  `INSERT INTO "ShoppingUndo" ("userId", "token", "items") VALUES ('cookadaaaaaaaaaaaaaaaaaaa', 'token', '[]')`,
  `INSERT INTO "Pantry" ("userId", "items", "updatedAt") VALUES ('cookbobbbbbbbbbbbbbbbbbbb', '["rice"]', CURRENT_TIMESTAMP)`,
];

async function migratedWithData(url: string, query: Query) {
  await applyMigrations(url, folder, before);
  for (const statement of BEFORE_ROWS) await query(statement);
  await applyMigrations(url, folder, [names[at]!]);
  return {
    members: await query(`SELECT "userId", "householdId", "role" FROM "HouseholdMember" ORDER BY "userId"`),
    households: await query(`SELECT "id" FROM "Household" ORDER BY "id"`),
    planned: await query(`SELECT "id", "userId", "householdId" FROM "PlannedMeal"`),
    shopping: await query(`SELECT "id", "userId", "householdId", "checked" FROM "ShoppingItem" ORDER BY "id"`),
    undo: await query(`SELECT "householdId", "token" FROM "ShoppingUndo"`),
    pantry: await query(`SELECT "householdId", "items" FROM "Pantry"`),
  };
}

describe(`the ${MIGRATION} migration (${provider})`, { timeout: 120_000 }, () => {
  it("gives every existing cook a household of one holding their plan, list, Undo and pantry", async () => {
    expect(at).toBeGreaterThan(0);
    let found: Awaited<ReturnType<typeof migratedWithData>>;
    if (provider === "sqlite") {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-households-")), "before.db");
      const url = `file:${file}`;
      found = await migratedWithData(url, async (sql) => {
        const database = new Database(file);
        try {
          const statement = database.prepare(sql.replaceAll("true", "1"));
          return statement.reader ? (statement.all() as Record<string, unknown>[]) : (statement.run(), []);
        } finally {
          database.close();
        }
      });
    } else {
      found = await withTemporaryPostgresDatabase(postgresUrlFor(process.env.DATABASE_URL!, "postgres"), (url) =>
        migratedWithData(url, async (sql) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(sql)).rows as Record<string, unknown>[];
          } finally {
            await client.end();
          }
        }),
      );
    }
    const ada = "cookadaaaaaaaaaaaaaaaaaaa";
    const bob = "cookbobbbbbbbbbbbbbbbbbbb";
    expect(found.households.map((row) => row.id)).toEqual([ada, bob]);
    expect(found.members).toEqual([
      { userId: ada, householdId: ada, role: "owner" },
      { userId: bob, householdId: bob, role: "owner" },
    ]);
    expect(found.planned).toEqual([{ id: "plannedaaaaaaaaaaaaaaaaaa", userId: ada, householdId: ada }]);
    expect(found.shopping.map((row) => [row.id, row.userId, row.householdId, Boolean(row.checked)])).toEqual([
      ["itemaaaaaaaaaaaaaaaaaaaaa", ada, ada, true],
      ["itembbbbbbbbbbbbbbbbbbbbb", bob, bob, false],
    ]);
    expect(found.undo).toEqual([{ householdId: ada, token: "token" }]);
    expect(found.pantry).toEqual([{ householdId: bob, items: '["rice"]' }]);
  });
});
