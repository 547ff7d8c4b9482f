/**
 * `npm run bench -- ranking`: /ranking with 1,000 cooks, 5,000 of their recipes and 100,000 ratings.
 * Starts the production server (scripts/start.ts) on a throw-away database, seeds it (one
 * better-sqlite3 transaction of prepared inserts, then the summaries with one INSERT … SELECT …
 * GROUP BY), and times signed-in GETs of /ranking one at a time: while the ratings do not change
 * (the ranking is kept per ratings revision) and right after a rating (the ranking recomputed).
 * Prints p50/p99; writes .tmp/bench/ranking.json. Target: p50 ≤ 50 ms.
 *
 * Env: BENCH_REQUESTS (timed requests, default 200), BENCH_AFTER_WRITE (requests after a write,
 * default 20).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { newOwnRecipeId } from "../../lib/meals";
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, progress } from "./harness";
import { loopbackUrl, percentile } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe } from "./servers";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

const USERS = 1_000;
const RECIPES = 5_000;
const RATINGS = 100_000;

/** mulberry32: a small deterministic generator (32-bit integer arithmetic), so every run seeds the same data. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Seeds with better-sqlite3 directly: one transaction of prepared inserts takes about a second. */
function seed(databaseFile: string): void {
  const db = new Database(databaseFile);
  const random = seededRandom(7);
  // The text form Prisma's SQLite adapter writes, so the app reads these rows like its own.
  const now = new Date().toISOString().replace("Z", "+00:00");
  try {
    db.pragma("busy_timeout = 10000");
    const users = Array.from({ length: USERS }, (_, index) => `benchcook${String(index).padStart(6, "0")}`);
    const meals = Array.from({ length: RECIPES }, () => ({ id: newOwnRecipeId(), authorId: users[Math.floor(random() * USERS)]! }));
    const insertUser = db.prepare(
      `INSERT INTO "User" ("id", "name", "email", "passwordHash", "sessionVersion", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 0, ?, ?)`,
    );
    const insertMeal = db.prepare(
      `INSERT INTO "Meal" ("id", "name", "searchName", "category", "area", "instructions", "thumbnail", "tags", "origin", "authorId", "createdAt", "updatedAt")
       VALUES (?, ?, ?, 'Vegan', 'Turkish', 'Cook it.', '/meals/10001.svg', '', 'user', ?, ?, ?)`,
    );
    const insertRating = db.prepare(
      `INSERT INTO "Rating" ("userId", "mealId", "stars", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      users.forEach((id, index) => insertUser.run(id, `Bench Cook ${index}`, `bench-cook-${index}@example.com`, "never logs in", now, now));
      meals.forEach((meal, index) => insertMeal.run(meal.id, `Bench recipe ${index}`, `bench recipe ${index}`, meal.authorId, now, now));
      // Distinct (rater, recipe) pairs, never a cook's own recipe; stars lean towards 4.
      const taken = new Set<string>();
      while (taken.size < RATINGS) {
        const userId = users[Math.floor(random() * USERS)]!;
        const meal = meals[Math.floor(random() * RECIPES)]!;
        const key = `${userId}:${meal.id}`;
        if (meal.authorId === userId || taken.has(key)) continue;
        taken.add(key);
        insertRating.run(userId, meal.id, [2, 3, 4, 4, 5, 5][Math.floor(random() * 6)]!, now, now);
      }
      db.exec(`INSERT INTO "MealRatingSummary" ("mealId", "count", "total")
               SELECT "mealId", COUNT(*), SUM("stars") FROM "Rating" GROUP BY "mealId"`);
      db.exec(`INSERT INTO "MealsRevision" ("id", "value") VALUES (2, 1) ON CONFLICT ("id") DO UPDATE SET "value" = "value" + 1`);
    })();
    db.exec("ANALYZE");
  } finally {
    db.close();
  }
}

/** Milliseconds of each of `runs` sequential requests (each must answer 200), after `before()`. */
async function timedGets(url: URL, cookie: string, runs: number, before?: (run: number) => Promise<void>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await before?.(run);
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const html = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200 || !html.includes("Top cooks")) throw new Error(`/ranking answered ${response.status}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { runs, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)! };
}

function readMealIds(databaseFile: string, count: number): string[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(`SELECT "id" FROM "Meal" WHERE "origin" = 'user' LIMIT ?`).pluck().all(count) as string[];
  } finally {
    db.close();
  }
}

export async function main(): Promise<void> {
  const requests = Number(process.env.BENCH_REQUESTS ?? 200);
  const afterWrite = Number(process.env.BENCH_AFTER_WRITE ?? 20);
  const machine = machineContext(ROOT);
  const dataDir = benchTempDir("res-pe-bench-ranking-");
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  const server = await startResPe(dataDir);
  const seedStarted = performance.now();
  progress(`seeding ${USERS} cooks, ${RECIPES} recipes and ${RATINGS} ratings…`);
  seed(path.join(dataDir, "res-pe.db"));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const account = { name: "Bench Rater", email: "bench-ranking@example.com", password: SAMPLE_PASSWORD };
  await signUp(server.origin, account);
  const { cookie } = await logIn(server.origin, account);
  const ranking = loopbackUrl("/ranking", server.origin);

  progress("timing /ranking…");
  await timedGets(ranking, cookie, 5); // warm-up: compile paths, fill the ranking
  const steady = await timedGets(ranking, cookie, requests);
  // Each request follows a rating by the bench account, so the ranking is recomputed every time.
  const mealIds = readMealIds(path.join(dataDir, "res-pe.db"), afterWrite);
  const recomputed = await timedGets(ranking, cookie, afterWrite, async (run) => {
    const response = await fetch(loopbackUrl(`/api/meals/${mealIds[run]}/rating`, server.origin), {
      method: "PUT",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify({ stars: 5 }),
    });
    if (response.status !== 200) throw new Error(`rating answered ${response.status}: ${await response.text()}`);
  });
  await stopChild(server.child);

  const ms = (value: number) => value.toFixed(1);
  const report = [
    machineSection(machine),
    "",
    `Seeded ${USERS} cooks, ${RECIPES} recipes, ${RATINGS} ratings in ${seedSeconds.toFixed(1)} s`,
    table(
      ["GET /ranking (signed in, one at a time)", "requests", "p50 ms", "p99 ms", "max ms"],
      [
        ["ratings unchanged (ranking kept)", String(steady.runs), ms(steady.p50Ms), ms(steady.p99Ms), ms(steady.maxMs)],
        ["right after a rating (recomputed)", String(recomputed.runs), ms(recomputed.p50Ms), ms(recomputed.p99Ms), ms(recomputed.maxMs)],
      ],
    ),
    "",
    `Target p50 ≤ 50 ms: ${steady.p50Ms <= 50 ? "met" : "NOT met"}.`,
  ].join("\n");
  publishReport("ranking", report, { machine, steady, recomputed });
}
