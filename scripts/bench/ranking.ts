/**
 * `npm run bench:ranking`: /ranking with 1,000 cooks, 5,000 of their recipes and 100,000 ratings.
 * Starts the production server (scripts/start.ts) on a throw-away database, seeds it (batched
 * inserts through the project's Prisma client, then the summaries with one INSERT … SELECT …
 * GROUP BY), and times signed-in GETs of /ranking one at a time: while the ratings do not change
 * (the ranking is kept per ratings revision) and right after a rating (the ranking recomputed).
 * Prints p50/p99; writes .tmp/bench/ranking.json. Target: p50 ≤ 50 ms.
 *
 * Env: BENCH_REQUESTS (timed requests, default 200), BENCH_AFTER_WRITE (requests after a write,
 * default 20).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDbClient } from "../../lib/db-client";
import { newOwnRecipeId } from "../../lib/meals/own-recipe-ids";
import { logIn, signUp } from "./bench-account";
import { loopbackUrl } from "./measure";
import { runBenchmark, stopAll } from "./processes";
import { machineContext, machineSection, table } from "./report";
import { BENCH_DIR, ensureResPeBuilt, LOG_DIR, ROOT, startResPe } from "./servers";

const progress = (message: string) => process.stderr.write(`[bench:ranking] ${message}\n`);

const USERS = 1_000;
const RECIPES = 5_000;
const RATINGS = 100_000;
const BATCH = 2_000;

/** A small deterministic generator, so every run seeds the same data. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function inBatches<Row>(rows: Row[], write: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

async function seed(databaseFile: string): Promise<void> {
  const db = createDbClient(databaseFile);
  const random = seededRandom(7);
  try {
    const users = Array.from({ length: USERS }, (_, index) => ({
      id: `benchcook${String(index).padStart(6, "0")}`,
      name: `Bench Cook ${index}`,
      email: `bench-cook-${index}@example.com`,
      passwordHash: "not a real hash: these accounts never log in",
    }));
    await inBatches(users, (batch) => db.user.createMany({ data: batch }));
    const meals = Array.from({ length: RECIPES }, (_, index) => ({
      id: newOwnRecipeId(),
      name: `Bench recipe ${index}`,
      searchName: `bench recipe ${index}`,
      category: "Vegan",
      area: "Turkish",
      instructions: "Cook it.",
      thumbnail: "/meals/10001.svg",
      origin: "user",
      authorId: users[Math.floor(random() * USERS)]!.id,
    }));
    await inBatches(meals, (batch) => db.meal.createMany({ data: batch }));

    // Distinct (rater, recipe) pairs, never a cook's own recipe; stars lean towards 4.
    const taken = new Set<string>();
    const ratings: { userId: string; mealId: string; stars: number }[] = [];
    while (ratings.length < RATINGS) {
      const user = users[Math.floor(random() * USERS)]!;
      const meal = meals[Math.floor(random() * RECIPES)]!;
      const key = `${user.id}:${meal.id}`;
      if (meal.authorId === user.id || taken.has(key)) continue;
      taken.add(key);
      ratings.push({ userId: user.id, mealId: meal.id, stars: [2, 3, 4, 4, 5, 5][Math.floor(random() * 6)]! });
    }
    await inBatches(ratings, (batch) => db.rating.createMany({ data: batch }));
    await db.$executeRawUnsafe(
      `INSERT INTO "MealRatingSummary" ("mealId", "count", "total")
       SELECT "mealId", COUNT(*), SUM("stars") FROM "Rating" GROUP BY "mealId"`,
    );
    await db.mealsRevision.upsert({ where: { id: 2 }, create: { id: 2, value: 1 }, update: { value: { increment: 1 } } });
  } finally {
    await db.$disconnect();
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
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  return { runs, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1)! };
}

async function main(): Promise<void> {
  const requests = Number(process.env.BENCH_REQUESTS ?? 200);
  const afterWrite = Number(process.env.BENCH_AFTER_WRITE ?? 20);
  const machine = machineContext(ROOT);
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-bench-ranking-"));
  try {
    progress("Res-pe: checking for a build…");
    await ensureResPeBuilt();
    const server = await startResPe(dataDir);
    const seedStarted = performance.now();
    progress(`seeding ${USERS} cooks, ${RECIPES} recipes and ${RATINGS} ratings…`);
    await seed(path.join(dataDir, "res-pe.db"));
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const account = { name: "Bench Rater", email: "bench-ranking@example.com", password: "a bench password of some length" };
    await signUp(server.origin, account);
    const { cookie } = await logIn(server.origin, account);
    const ranking = loopbackUrl("/ranking", server.origin);

    progress("timing /ranking…");
    await timedGets(ranking, cookie, 5); // warm-up: compile paths, fill the ranking
    const steady = await timedGets(ranking, cookie, requests);
    // Each request follows a rating by the bench account, so the ranking is recomputed every time.
    const client = createDbClient(path.join(dataDir, "res-pe.db"));
    const mealIds = (await client.meal.findMany({ where: { origin: "user" }, select: { id: true }, take: afterWrite })).map((meal) => meal.id);
    await client.$disconnect();
    const recomputed = await timedGets(ranking, cookie, afterWrite, async (run) => {
      const response = await fetch(loopbackUrl(`/api/meals/${mealIds[run]}/rating`, server.origin), {
        method: "PUT",
        headers: { cookie, origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify({ stars: 5 }),
      });
      if (response.status !== 200) throw new Error(`rating answered ${response.status}: ${await response.text()}`);
    });

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
    const jsonFile = path.join(BENCH_DIR, "ranking.json");
    fs.writeFileSync(jsonFile, `${JSON.stringify({ generatedAt: new Date().toISOString(), machine, steady, recomputed }, null, 2)}\n`);
    console.log(`${report}\n\nJSON: ${path.relative(ROOT, jsonFile)}`);
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
