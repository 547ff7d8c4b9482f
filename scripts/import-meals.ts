/**
 * `npm run meals:import`: copies TheMealDB's meals into the embedded database, so search works
 * offline and fast. Reads MEALDB_BASE_URL, MEALDB_API_KEY and MEALDB_TIMEOUT_MS (.env.example);
 * each request is retried with backoff; nothing is written unless every request succeeded.
 */
import { loadConfig, loadEnvFiles } from "../lib/platform/config";
import { createDbClient } from "../lib/platform/database";
import { createTheMealDbSource, fetchPictures, importMeals, MealSourceUnavailableError, type ImportProgress } from "../lib/meals";
import { exitOnConfigError, prepareData } from "./prepare-data";

const BAR_WIDTH = 26;

function showProgress({ step, done, total, mealsFound }: ImportProgress): void {
  const filled = total ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
  const counts = step === "letters" ? `${done}/${total} letters, ${mealsFound} meals` : `${done}/${total} pictures`;
  const line = `[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}] ${counts}`;
  // A terminal gets one bar per step redrawn in place; a log gets one line per letter or picture.
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? "\n" : ""}`);
  else process.stderr.write(`${line}\n`);
}

async function main(): Promise<void> {
  loadEnvFiles();
  await prepareData();
  const { apiUrl, timeoutMs, retryBackoffMs } = loadConfig().meals;
  const retrying = { timeoutMs, retries: 3, backoffMs: retryBackoffMs };
  const source = createTheMealDbSource({ apiUrl, ...retrying });
  const db = createDbClient(loadConfig().database);
  try {
    console.log(`Importing meals from ${apiUrl} …`);
    const summary = await importMeals(source, db, {
      fetchPictures: (meals, onProgress) => fetchPictures(meals, db, { apiUrl, ...retrying, onProgress }),
      onProgress: showProgress,
    });
    console.log(
      `Imported ${summary.found} meals: ${summary.added} new, ${summary.updated} updated, ${summary.unchanged} unchanged.`,
    );
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  if (error instanceof MealSourceUnavailableError) {
    console.error(
      `\nImport stopped, nothing was written: ${error.detail ?? error.message}.\n` +
        "Check your network connection and MEALDB_BASE_URL / MEALDB_API_KEY (see .env.example).",
    );
    process.exit(1);
  }
  exitOnConfigError(error);
});
