import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import readline from "node:readline";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { readShoppingList } from "@/lib/meal-plan";
import { seedCook } from "../support/accounts";

/**
 * Issue 31: with SERVER_WORKERS above 1, several processes write one database. On SQLite a
 * transaction that reads before it writes (saving a recipe checks the cap first; the shopping list
 * reads its lines, then merges) used to begin deferred and fail with SQLITE_BUSY when it had to
 * turn into a write while another process wrote: busy_timeout cannot help there. Two processes, the
 * app's own write paths, at once: every write must succeed.
 */
type Outcome = { done: number; errors: string[] };

function startWriter(userId: string, rounds: number, mealIds: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", "./tests/support/server-side.mjs", "--import", "tsx", "tests/support/concurrent-writer.ts", userId, String(rounds), ...mealIds],
    { env: process.env },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once("line", resolve);
      child.once("exit", (code) => reject(new Error(`writer ended (${code}): ${stderr}`)));
    });
  const ready = next();
  return {
    ready,
    async run(): Promise<Outcome> {
      const result = next();
      child.stdin.write("go\n");
      return JSON.parse(await result) as Outcome;
    },
  };
}

describe("two server processes writing one database", () => {
  it("saves every recipe and shopping list change, none refused as busy", { timeout: 120_000 }, async () => {
    const [first, second] = [await seedCook(), await seedCook()];
    const mealIds = (await db.meal.findMany({ select: { id: true }, take: 4, orderBy: { id: "asc" } })).map((meal) => meal.id);
    const rounds = 6;
    const writers = [startWriter(first.id, rounds, mealIds), startWriter(second.id, rounds, mealIds)];
    await Promise.all(writers.map((writer) => writer.ready));
    const outcomes = await Promise.all(writers.map((writer) => writer.run()));

    for (const outcome of outcomes) {
      expect(outcome.errors).toEqual([]);
      expect(outcome.done).toBe(rounds * mealIds.length * 3);
    }
    // What a cook then sees: each list holds every recipe's ingredients, the hearts were taken back.
    for (const cook of [first, second]) {
      const list = await readShoppingList(cook.id);
      expect(list.items.length).toBeGreaterThan(0);
      expect(await db.savedRecipe.count({ where: { userId: cook.id } })).toBe(0);
    }
  });
});
