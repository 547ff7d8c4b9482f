import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/chef/recipe/route";
import { seedCook } from "../support/accounts";
import { BASE, jsonPost } from "../support/requests";

/** The AI chef's quota per client address, beside each cook's (the embedded catalog chef answers). */
const URL = `${BASE}/api/chef/recipe`;
const SETTINGS = { AI_CHEF_ADDRESS_RECIPES_PER_10_MINUTES: "2", AI_CHEF_RECIPES_PER_10_MINUTES: "10" };

beforeAll(() => {
  Object.assign(process.env, SETTINGS);
});
afterAll(() => {
  for (const setting of Object.keys(SETTINGS)) delete process.env[setting];
});

describe("POST /api/chef/recipe: each address's quota", () => {
  it("refuses a third cook on the same address with 429, Retry-After and a message, while another address is served", { timeout: 30_000 }, async () => {
    const ip = "198.51.100.201";
    const cooks = await Promise.all([1, 2, 3, 4].map(() => seedCook()));
    const ask = (token: string, from: string) =>
      POST(jsonPost(URL, { ingredients: ["rice", "peas"] }, { ip: from, headers: { authorization: `Bearer ${token}` } }), undefined);

    for (const cook of cooks.slice(0, 2)) {
      const served = await ask(cook.token, ip);
      expect(served.status).toBe(200);
      await served.text();
    }
    const refused = await ask(cooks[2]!.token, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: "Many recipes were asked for from your network in a short time. Please wait a few minutes and try again.",
      // Every 429 carries a code a page can show in the cook's language (issue 35).
      code: "rate_limited",
    });
    const elsewhere = await ask(cooks[3]!.token, "192.0.2.44");
    expect(elsewhere.status).toBe(200);
    await elsewhere.text();
  });
});
