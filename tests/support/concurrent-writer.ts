/**
 * A second server process, for tests/db/concurrent-writers.db.test.ts: the same database as the
 * test (DATABASE_URL), written through the app's own write paths (saving a recipe, adding a
 * recipe's ingredients to the shopping list), as a cook's requests on another SERVER_WORKERS
 * process would. Prints "ready", starts on a line on stdin (so both processes write at once) and
 * prints one JSON line: how many writes succeeded and the errors of the others.
 * Run as `node --import ./tests/support/server-side.mjs --import tsx` (lib/auth is marked server-only).
 */
import readline from "node:readline";
import { saveRecipe, unsaveRecipe } from "@/lib/cookbook";
import { addRecipeToList } from "@/lib/meal-plan";
import { db } from "@/lib/platform/database";

const [userId = "", rounds = "10", ...mealIds] = process.argv.slice(2);

async function writeAll(): Promise<{ done: number; errors: string[] }> {
  let done = 0;
  const errors: string[] = [];
  const attempt = async (write: () => Promise<unknown>) => {
    try {
      await write();
      done += 1;
    } catch (error) {
      errors.push(error instanceof Error ? error.message.split("\n").slice(-3).join(" ") : String(error));
    }
  };
  for (let round = 0; round < Number(rounds); round += 1) {
    for (const mealId of mealIds) {
      await attempt(() => saveRecipe(userId, mealId));
      await attempt(() => addRecipeToList(userId, mealId, 4, "metric"));
      await attempt(() => unsaveRecipe(userId, mealId));
    }
  }
  return { done, errors };
}

async function main() {
  // Opens the connection (and loads the modules) before the start signal.
  await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true } });
  process.stdout.write("ready\n");
  const input = readline.createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => input.once("line", () => resolve()));
  input.close();
  const result = await writeAll();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await db.$disconnect();
}

void main();
