import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as saveRoute } from "@/app/api/saved/[mealId]/route";
import { parseMealSourceConfig } from "@/lib/platform/config/meals";
import { db } from "@/lib/platform/database";
import { newOwnRecipeId } from "@/lib/meals";
import { createMealService } from "@/lib/meals/service";
import { keepMealCopy } from "@/lib/meals/stored-meals";
import { mealSourceFor } from "@/lib/meals/sources/for-config";
import { fixture } from "../support/fake-themealdb";
import { BASE, browserRequest } from "../support/requests";
import { seedCook } from "../support/accounts";

// A meal id no recording, catalog or other test uses, and a name of this run's own.
const LIVE_ID = String(900_000_000 + (process.pid % 90_000_000));
const LIVE_NAME = `Quiet live penne ${process.pid}`;

let server: http.Server;
let baseUrl: string;

/** TheMealDB on 127.0.0.1 that knows one meal (the recorded Arrabiata under this test's id). */
beforeAll(async () => {
  const recorded = JSON.parse(fixture("lookup_i_52771.json")) as { meals: Record<string, unknown>[] };
  const meal = { ...recorded.meals[0], idMeal: LIVE_ID, strMeal: LIVE_NAME };
  server = http.createServer((req, res) => {
    const known = req.url === `/api/json/v1/1/lookup.php?i=${LIVE_ID}`;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ meals: known ? [meal] : null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/json/v1`;
});
afterAll(async () => {
  await db.meal.deleteMany({ where: { id: LIVE_ID } });
  await new Promise((resolve) => server.close(resolve));
});

const liveService = () =>
  createMealService(mealSourceFor(parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: baseUrl }), db).source);

// With MEAL_SOURCE=themealdb a recipe page can show a meal the database does not hold; saving or
// planning it answered 404 because the kitchen's lists join on stored meals.
describe("a meal only TheMealDB knows", () => {
  it("is stored on first keeping, with its ingredients, and can then be saved", async () => {
    expect(await db.meal.findUnique({ where: { id: LIVE_ID } })).toBeNull();
    expect(await keepMealCopy(LIVE_ID, liveService())).toBe(true);
    const stored = await db.meal.findUnique({ where: { id: LIVE_ID }, include: { ingredients: true } });
    expect(stored).toMatchObject({ name: LIVE_NAME, origin: "themealdb", category: "Vegetarian" });
    expect(stored?.ingredients.map((line) => line.name)).toContain("penne rigate");

    const ada = await seedCook();
    const answer = await saveRoute(browserRequest("PUT", `${BASE}/api/saved/${LIVE_ID}`, undefined, { headers: ada.headers }), {
      params: Promise.resolve({ mealId: LIVE_ID }),
    });
    expect(answer.status).toBe(200);
  });

  it("stores nothing for a meal TheMealDB does not know, nor for a cook's recipe id", async () => {
    const unknown = String(Number(LIVE_ID) + 1);
    expect(await keepMealCopy(unknown, liveService())).toBe(false);
    expect(await keepMealCopy(newOwnRecipeId(), liveService())).toBe(false);
    expect(await db.meal.findUnique({ where: { id: unknown } })).toBeNull();
  });
});
