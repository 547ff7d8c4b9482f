import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/platform/config/app-config";
import { createDbClient, db, type PrismaClient } from "@/lib/platform/database";
import { seedCatalog } from "@/lib/meals";
import { storeOf, type SearchQuery } from "@/lib/search";
import { searchMeals } from "@/lib/search/search";
import { AREA, storeSearchMeals } from "./search-meals";

/**
 * Runs in the PostgreSQL project: the same catalog and meals in a second, SQLite database of its
 * own, and the same queries on both must give the same answers (ids in order, totals, facets,
 * corrections). One instance on each database must never show a cook different results.
 */
const QUERIES: SearchQuery[] = [
  { q: "soup" },
  { q: "curry" },
  { q: "pasta", sort: "rating" },
  { q: "tomato" },
  { q: "toma" },
  { q: "lasagna" },
  { q: "chickpeas" },
  { q: "creme brulee" },
  { q: "veg curry", diet: ["vegetarian"], maxMinutes: 60 },
  { q: "cake", sort: "quickest" },
  { q: "rice", page: 2 },
  { q: "tomato onion soup" },
  { q: "pasta tomatoes garlic", sort: "quickest" },
  { letter: "b" },
  { letter: "p", area: AREA },
  { letter: "p", sort: "rating", page: 2 },
  { letter: "s", sort: "quickest", page: 2 },
  { category: "Dessert", difficulty: "easy" },
  { diet: ["vegan", "gluten-free"], maxMinutes: 30 },
  { q: "tomato", exclude: ["onion"], include: ["garlic"] },
  { q: "salad", area: "Greek" },
  { q: "tomato", area: AREA },
  { q: "arrabiata brocoli" },
  { minRating: 4 },
];

// Parsed, not loaded: the private database is chosen later, in beforeAll.
const onPostgres = parseConfig(process.env).database.provider === "postgresql";

describe.runIf(onPostgres)("SQLite and PostgreSQL answer alike", () => {
  let sqlite: PrismaClient;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-search-twin-"));
  beforeAll(async () => {
    const file = path.join(dir, "twin.db");
    const env = { ...process.env, DATABASE_URL: `file:${file}` };
    const result = spawnSync("node_modules/.bin/prisma", ["migrate", "deploy"], { encoding: "utf8", env });
    if (result.status !== 0) throw new Error(`migrate deploy failed:\n${result.stdout}${result.stderr}`);
    sqlite = createDbClient({ provider: "sqlite", file });
    await seedCatalog(sqlite);
    await Promise.all([storeSearchMeals(sqlite), storeSearchMeals(db)]);
  }, 120_000);
  afterAll(async () => {
    await sqlite?.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))("%s", async (_, query) => {
    const [onSqlite, onPostgresql] = await Promise.all([searchMeals(storeOf(sqlite), query), searchMeals(storeOf(db), query)]);
    expect(onPostgresql).toEqual(onSqlite);
  });

  it("the queries are not trivially empty", async () => {
    const answers = await Promise.all(QUERIES.map((query) => searchMeals(storeOf(db), query)));
    expect(answers.filter((answer) => answer.total > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 2);
  });
});
