/**
 * The longest main-thread task on a results page at scale: 1,000 meals in one category of the
 * benchmark's throw-away database, its first and last pages opened signed in, without CPU
 * throttling and with Chromium's 4× CPU slowdown (what Lighthouse's mobile emulation assumes).
 * Result pages list MEALS_PER_PAGE cards each, so that is the number of cards on one page.
 */
import Database from "better-sqlite3";
import type { Browser } from "@playwright/test";
import { MEALS_PER_PAGE, newOwnRecipeId } from "../../lib/meals";

const MEALS = 1_000;
/** A catalog category the Lighthouse pages never open, so the seeding changes none of them. */
const CATEGORY = "Goat";

export type LongTaskFigures = { meals: number; rows: { page: string; cards: number; longestTaskMs: number; cpu: string }[] };

function seedCategory(databaseFile: string): void {
  const db = new Database(databaseFile);
  // The text form Prisma's SQLite adapter writes, so the app reads these rows like its own.
  const now = new Date().toISOString().replace("Z", "+00:00");
  try {
    db.pragma("busy_timeout = 10000");
    const insertMeal = db.prepare(
      `INSERT INTO "Meal" ("id", "name", "searchName", "category", "area", "instructions", "thumbnail", "tags", "origin", "authorId", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, 'Turkish', 'Cook it slowly with the spices, then rest it before serving.', '/meals/10001.svg', '', 'user', ?, ?, ?)`,
    );
    db.transaction(() => {
      db.prepare(
        `INSERT INTO "User" ("id", "name", "email", "passwordHash", "sessionVersion", "createdAt", "updatedAt") VALUES ('benchscalecook', 'Scale Cook', 'scale-cook@example.com', 'never logs in', 0, ?, ?)`,
      ).run(now, now);
      for (let index = 0; index < MEALS; index += 1) {
        const name = `Goat stew number ${String(index).padStart(4, "0")}`;
        insertMeal.run(newOwnRecipeId(), name, name.toLowerCase(), CATEGORY, "benchscalecook", now, now);
      }
      // Tells every cache of meal lists that the meals changed.
      db.exec(`INSERT INTO "MealsRevision" ("id", "value") VALUES (1, 1) ON CONFLICT ("id") DO UPDATE SET "value" = "value" + 1`);
    })();
  } finally {
    db.close();
  }
}

async function longestTask(browser: Browser, url: string, cookie: string, cpuRate: number): Promise<{ cards: number; longestTaskMs: number }> {
  const [name, ...value] = cookie.split("=");
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ name: name!, value: value.join("="), url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    // Observed from the first script on, so tasks during parsing and hydration count too.
    // Observed from the first script on, so tasks during parsing and hydration count too. (Plain
    // strings: tsx would add helpers to a function's text that the page does not have.)
    await page.addInitScript(
      "window.__longTasks = []; new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });",
    );
    await page.goto(url, { waitUntil: "load" });
    await page.locator(".meal-card").first().waitFor();
    // Scrolling to the end loads the lazy pictures and runs whatever scrolling costs.
    await page.evaluate(
      "(async () => { for (let y = 0; y < document.body.scrollHeight; y += innerHeight) { scrollTo(0, y); await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 16))); } })()",
    );
    await page.waitForLoadState("networkidle");
    const cards = await page.locator(".meal-card").count();
    const tasks = (await page.evaluate("window.__longTasks")) as number[];
    return { cards, longestTaskMs: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

export async function longestTaskAtScale(browser: Browser, origin: string, databaseFile: string, cookie: string): Promise<LongTaskFigures> {
  seedCategory(databaseFile);
  const lastPage = Math.ceil(MEALS / MEALS_PER_PAGE);
  const rows: LongTaskFigures["rows"] = [];
  for (const page of [1, lastPage]) {
    const path = `/category?c=${CATEGORY}&page=${page}`;
    for (const [cpuRate, cpu] of [[1, "as is"], [4, "4× slower"]] as const) {
      const { cards, longestTaskMs } = await longestTask(browser, `${origin}${path}`, cookie, cpuRate);
      if (cards === 0) throw new Error(`${path} showed no meal cards`);
      rows.push({ page: path, cards, longestTaskMs, cpu });
    }
  }
  return { meals: MEALS, rows };
}
