import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "@/lib/api-keys/callers";
import { db } from "@/lib/platform/database";
import { securityEventsDuring } from "../support/account";
import { createdKey, keysApi, mealDbGet } from "../support/api-keys";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

/** Personal API keys on /account: made, listed once, revoked; only the owner; only a hash kept. */
const SETTINGS = { API_KEYS_PER_COOK: "3" };
beforeAll(() => {
  Object.assign(process.env, SETTINGS);
});
afterAll(() => {
  for (const setting of Object.keys(SETTINGS)) delete process.env[setting];
});

describe("/api/account/api-keys", RECIPE_TEST_OPTIONS, () => {
  it("makes a named key, tells it once, lists it by name and prefix only, and stores only its SHA-256", async () => {
    const ada = await seedCook();
    const events = await securityEventsDuring(async () => {
      const response = await keysApi.create(ada, { name: "  My meal planner  " });
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { key } = (await response.json()) as { key: { id: string; name: string; prefix: string; key: string } };
      expect(key.name).toBe("My meal planner");
      expect(key.key).toMatch(/^rp[0-9a-f]{48}$/);
      expect(key.key.startsWith(key.prefix)).toBe(true);
      expect(key.prefix.length).toBeLessThan(16);

      const listed = await (await keysApi.list(ada)).json();
      expect(listed).toEqual({ keys: [{ id: key.id, name: "My meal planner", prefix: key.prefix, createdAt: expect.any(String), lastUsedAt: null }] });
      expect(JSON.stringify(listed)).not.toContain(key.key);

      const row = await db.apiKey.findUniqueOrThrow({ where: { id: key.id } });
      expect(row.keyHash).toBe(hashApiKey(key.key));
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.values(row).map(String).join(" ")).not.toContain(key.key);
    });
    expect(events.map((event) => event.security)).toEqual(["api_key_created"]);
    expect(JSON.stringify(events)).not.toMatch(/rp[0-9a-f]{8}/);
  });

  it("marks when a key was last used", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
    const [listed] = ((await (await keysApi.list(ada)).json()) as { keys: { lastUsedAt: string | null }[] }).keys;
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
  });

  it("revokes a key at once: it leaves the list and answers 401 in TheMealDB's shape", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
    const events = await securityEventsDuring(async () => {
      const revoked = await keysApi.revoke(ada, key.id);
      expect(revoked.status).toBe(200);
      expect((await revoked.json()).message).toBeTruthy();
    });
    expect(events.map((event) => event.security)).toEqual(["api_key_revoked"]);
    expect((await (await keysApi.list(ada)).json()).keys).toEqual([]);
    const refused = await mealDbGet(key.key, "search.php?s=soup");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ meals: null, message: expect.stringMatching(/not valid/) });
    expect((await keysApi.revoke(ada, key.id)).status).toBe(404);
  });

  it("lets only the owner see or revoke a key: another cook gets 404 and the key keeps working", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const key = await createdKey(ada);
    expect((await (await keysApi.list(bob)).json()).keys).toEqual([]);
    const stranger = await keysApi.revoke(bob, key.id);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: expect.any(String) });
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
  });

  it("caps working keys per cook (API_KEYS_PER_COOK) with 409; a revoked key frees a place", async () => {
    const ada = await seedCook();
    const keys = [await createdKey(ada, "one"), await createdKey(ada, "two"), await createdKey(ada, "three")];
    const fourth = await keysApi.create(ada, { name: "four" });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).message).toMatch(/3 working API keys/);
    expect((await keysApi.revoke(ada, keys[0]!.id)).status).toBe(200);
    expect((await keysApi.create(ada, { name: "four" })).status).toBe(201);
  });

  it("holds the cap when many keys are asked for at once", async () => {
    const ada = await seedCook();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => keysApi.create(ada, { name: `burst ${n}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await db.apiKey.count({ where: { user: { email: ada.email } } })).toBe(3);
  });

  it.each([
    ["missing", {}],
    ["empty", { name: "   " }],
    ["too long", { name: "x".repeat(41) }],
    ["not a string", { name: 7 }],
    ["a control character", { name: "bad\u0000name" }],
  ])("answers 400 for a name %s and makes nothing", async (_case, body) => {
    const ada = await seedCook();
    const response = await keysApi.create(ada, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
    expect((await (await keysApi.list(ada)).json()).keys).toEqual([]);
  });

  it("answers 401 without a session, 403 from another site, 400 for a malformed id", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    expect((await keysApi.list(null)).status).toBe(401);
    expect((await keysApi.create(null, { name: "x" })).status).toBe(401);
    expect((await keysApi.revoke(null, key.id)).status).toBe(401);
    expect((await keysApi.create(ada, { name: "x" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await keysApi.revoke(ada, key.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await keysApi.revoke(ada, "../../etc")).status).toBe(400);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(200);
  });

  it("deletes a cook's keys with the account", async () => {
    const ada = await seedCook();
    const key = await createdKey(ada);
    await db.user.delete({ where: { email: ada.email } });
    expect(await db.apiKey.count({ where: { id: key.id } })).toBe(0);
    expect((await mealDbGet(key.key, "categories.php")).status).toBe(401);
  });
});
