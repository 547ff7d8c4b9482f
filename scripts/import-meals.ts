/**
 * `npm run meals:import`: copies TheMealDB's meals into the embedded database, so search works
 * offline and fast. Reads MEALDB_BASE_URL, MEALDB_API_KEY and MEALDB_TIMEOUT_MS (.env.example);
 * each request is retried with backoff; nothing is written unless every request succeeded.
 */
import { loadEnvFiles } from "../lib/config/load-env-files";
import { loadServerConfig } from "../lib/config/server-config";
import { createDbClient } from "../lib/db-client";
import { loadMealSourceConfig } from "../lib/meals/config";
import { importMeals, type ImportProgress } from "../lib/meals/import/import-meals";
import { createTheMealDbSource } from "../lib/meals/themealdb/source";
import { MealSourceUnavailableError } from "../lib/meals/types";
import { exitOnConfigError, prepareData } from "./prepare-data";

const BAR_WIDTH = 26;

function showProgress({ lettersDone, lettersTotal, mealsFound }: ImportProgress): void {
  const filled = Math.round((lettersDone / lettersTotal) * BAR_WIDTH);
  const line = `[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}] ${lettersDone}/${lettersTotal} letters, ${mealsFound} meals`;
  // A terminal gets one bar redrawn in place; a log gets one line per letter.
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${lettersDone === lettersTotal ? "\n" : ""}`);
  else process.stderr.write(`${line}\n`);
}

async function main(): Promise<void> {
  loadEnvFiles();
  await prepareData();
  const { apiUrl, timeoutMs } = loadMealSourceConfig();
  const source = createTheMealDbSource({ apiUrl, timeoutMs, retries: 3, backoffMs: 500 });
  const db = createDbClient(loadServerConfig().databaseFile);
  try {
    console.log(`Importing meals from ${apiUrl} …`);
    const summary = await importMeals(source, db, showProgress);
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
      `\nImport stopped, nothing was written: ${error.message}.\n` +
        "Check your network connection and MEALDB_BASE_URL / MEALDB_API_KEY (see .env.example).",
    );
    process.exit(1);
  }
  exitOnConfigError(error);
});
