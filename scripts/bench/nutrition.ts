/**
 * `npm run bench -- nutrition`: what the nutrition estimate costs.
 * 1. In this process: loading and validating the food table (lib/nutrition/data/*.json, what the
 *    first request pays), and estimating every catalog meal (what each uncached answer and each
 *    recipe page pays). Target: ≤ 1 ms per meal at the 99th percentile.
 * 2. Against `next start` (scripts/start.ts): GET /api/meals/<id>/nutrition next to GET
 *    /api/meals/<id> of the same meal (same guard and cache, so the estimate should cost little:
 *    target ≥ 0.8× its requests/s), and the recipe page with its panel at 1 connection (context).
 * Prints a table; writes .tmp/bench/nutrition.json.
 *
 * Env: BENCH_DURATION (measured seconds per target, default 10), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 10).
 */
import { performance } from "node:perf_hooks";
import { loadCatalog } from "../../lib/meals";
import { FOOD_DATA_FILES, createFoodTable, mealNutrition } from "../../lib/nutrition";
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, progress } from "./harness";
import { getOk, loadOptionsFromEnv, loadTest, percentile, type LoadResult } from "./measure";
import { loadSection, machineContext, machineSection, publishReport, ratioLine, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe } from "./servers";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

const PER_MEAL_P99_TARGET_MS = 1;
const THROUGHPUT_TARGET = 0.8;
const TABLE_LOADS = 20;
const ROUNDS = 50;

function measureInProcess() {
  const files = Object.entries(FOOD_DATA_FILES).map(([file, json]) => ({ file, json }));
  const loads: number[] = [];
  let foodTable = createFoodTable(files);
  for (let i = 0; i < TABLE_LOADS; i++) {
    const start = performance.now();
    foodTable = createFoodTable(files);
    loads.push(performance.now() - start);
  }
  const meals = loadCatalog();
  const perMeal: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const meal of meals) {
      const start = performance.now();
      mealNutrition(meal, foodTable);
      perMeal.push(performance.now() - start);
    }
  }
  loads.sort((a, b) => a - b);
  perMeal.sort((a, b) => a - b);
  return {
    foods: foodTable.foods.length,
    meals: meals.length,
    tableLoadMedianMs: percentile(loads, 50),
    perMealMedianMs: percentile(perMeal, 50),
    perMealP99Ms: percentile(perMeal, 99),
    mealId: meals[0]!.id,
  };
}

export async function main(): Promise<void> {
  const options = loadOptionsFromEnv();
  const machine = machineContext(ROOT);
  progress("estimating every catalog meal in this process…");
  const inProcess = measureInProcess();

  const dataDir = benchTempDir("res-pe-bench-nutrition-");
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  progress("Res-pe: starting…");
  const server = await startResPe(dataDir);
  const account = { name: "Bench Cook", email: "bench-nutrition@example.com", password: SAMPLE_PASSWORD };
  await signUp(server.origin, account);
  const auth = { cookie: (await logIn(server.origin, account)).cookie };
  const mealUrl = `${server.origin}/api/meals/${inProcess.mealId}`;
  const nutritionUrl = `${mealUrl}/nutrition`;
  const pageUrl = `${server.origin}/recipeDetail/${inProcess.mealId}`;
  for (const url of [mealUrl, nutritionUrl, pageUrl]) await getOk(url, auth);

  progress("load testing…");
  const results: LoadResult[] = [];
  results.push(await loadTest(`GET /api/meals/${inProcess.mealId}`, mealUrl, options, auth));
  results.push(await loadTest(`GET /api/meals/${inProcess.mealId}/nutrition`, nutritionUrl, options, auth));
  results.push(await loadTest(`GET /recipeDetail/${inProcess.mealId}, 1 connection`, pageUrl, { ...options, connections: 1 }, auth));
  await stopChild(server.child);

  const [lookup, nutrition] = results as [LoadResult, LoadResult];
  const ratio = nutrition.requestsPerSecond / lookup.requestsPerSecond;
  const ms = (value: number) => value.toFixed(3);
  const report = [
    machineSection(machine),
    "",
    `In process (${inProcess.foods} foods; ${inProcess.meals} catalog meals × ${ROUNDS} rounds)`,
    table(
      ["step", "median ms", "p99 ms"],
      [
        ["load + validate the food table", ms(inProcess.tableLoadMedianMs), ""],
        ["estimate one meal", ms(inProcess.perMealMedianMs), ms(inProcess.perMealP99Ms)],
      ],
    ),
    "",
    loadSection(results, options.connections, options.warmupSeconds, options.durationSeconds),
    "",
    "Targets",
    `  one meal's estimate p99: ${ms(inProcess.perMealP99Ms)} ms (target <= ${PER_MEAL_P99_TARGET_MS}: ${
      inProcess.perMealP99Ms <= PER_MEAL_P99_TARGET_MS ? "met" : "MISSED"
    })`,
    ratioLine("  nutrition API vs the meal lookup, req/s", ratio, { op: ">=", value: THROUGHPUT_TARGET }),
  ].join("\n");
  publishReport("nutrition", report, { machine, settings: options, inProcess, load: results, ratio });
}
