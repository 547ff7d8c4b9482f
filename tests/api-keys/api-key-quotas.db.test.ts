import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyQuotas } from "@/lib/api-keys";
import { loadConfig } from "@/lib/platform/config";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { createdKey, mealDbGet } from "../support/api-keys";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

/** Each key's quotas, pinned low: 3 requests a minute, 5 a day. */
const SETTINGS = { API_KEY_REQUESTS_PER_MINUTE: "3", API_KEY_REQUESTS_PER_DAY: "5" };
beforeAll(() => {
  Object.assign(process.env, SETTINGS);
});
afterAll(() => {
  for (const setting of Object.keys(SETTINGS)) delete process.env[setting];
});

describe("each API key's quotas", RECIPE_TEST_OPTIONS, () => {
  it("refuses the 4th request in a minute with 429, Retry-After and TheMealDB's shape; another key of the same cook is served", async () => {
    const ada = await seedCook();
    const [busy, quiet] = [await createdKey(ada, "busy"), await createdKey(ada, "quiet")];
    for (let request = 0; request < 3; request += 1) expect((await mealDbGet(busy.key, "categories.php")).status).toBe(200);
    const refused = await mealDbGet(busy.key, "search.php?s=soup");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ meals: null, message: "This API key may make 3 requests a minute. Please wait a moment." });
    expect((await mealDbGet(quiet.key, "categories.php")).status).toBe(200);
  });

  it("refuses a key past its day's quota until the day's window ends", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    // Four requests earlier today, counted as the route counts them.
    const [, perDay] = apiKeyQuotas(loadConfig().apiKeys);
    for (let earlier = 0; earlier < 4; earlier += 1) await consumeRateLimit(perDay!, key.id);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
    const refused = await mealDbGet(key.key, "categories.php");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await refused.json()).toEqual({ meals: null, message: "This API key may make 5 requests a day. Please try again tomorrow." });
  });

  it("counts a burst at once exactly: 3 of 8 concurrent requests are served", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => mealDbGet(key.key, "categories.php").then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("does not count an unknown key's requests against anyone", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    for (let request = 0; request < 5; request += 1) expect((await mealDbGet(`rp${"f".repeat(48)}`, "categories.php")).status).toBe(401);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
  });
});
