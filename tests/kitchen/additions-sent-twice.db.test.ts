import { describe, expect, it } from "vitest";
import { POST as planRoute } from "@/app/api/plan/route";
import { GET as readListRoute } from "@/app/api/shopping/route";
import { POST as addOwnRoute } from "@/app/api/shopping/items/route";
import { DELETE as removeRoute } from "@/app/api/shopping/items/[id]/route";
import { POST as fromRecipeRoute } from "@/app/api/shopping/from-recipe/route";
import { IDEMPOTENCY_KEY_HEADER, QUEUED_BY_HEADER, REPLAYED_HEADER } from "@/config/offline";
import { db } from "@/lib/platform/database";
import { forgetOldKeys } from "@/lib/platform/idempotency";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

/**
 * An addition a device sends twice (its first sending reached the server, the answer did not: a
 * reload cut it off, so the change stayed queued and went again) adds one line, not two. The
 * repeat names the same `Idempotency-Key` and gets the first one's answer again.
 */
const keyed = (by: Cook, key: string, extra: Record<string, string> = {}) => ({ headers: { ...by.headers, [IDEMPOTENCY_KEY_HEADER]: key, ...extra } });
const addOwn = (by: Cook, text: string, key?: string) =>
  addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text }, key ? keyed(by, key) : { headers: by.headers }), undefined);
const lines = async (by: Cook, text: string) => {
  const list = (await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, { headers: by.headers }), undefined)).json()) as {
    items: { id: string; text: string }[];
  };
  return list.items.filter((item) => item.text === text);
};
const newKey = () => `pending-${crypto.randomUUID()}`;

describe("an addition sent twice with its Idempotency-Key is made once", RECIPE_TEST_OPTIONS, () => {
  it("answers the repeat with the first line, marked replayed, and adds nothing", async () => {
    const ada = await seedCook();
    const key = newKey();
    const first = await addOwn(ada, "Yq bread", key);
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const made = (await first.json()) as { id: string };
    // Sent again from the queue, named as its cook's, as a device sends it.
    const again = await addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text: "Yq bread" }, keyed(ada, key, { [QUEUED_BY_HEADER]: ada.id })), undefined);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await again.json()).toEqual(made);
    expect(await lines(ada, "Yq bread")).toEqual([expect.objectContaining({ id: made.id })]);
    // Without a key, or with a new one, a second line is what the cook asked for.
    expect((await addOwn(ada, "Yq bread")).status).toBe(201);
    expect((await addOwn(ada, "Yq bread", newKey())).status).toBe(201);
    expect(await lines(ada, "Yq bread")).toHaveLength(3);
  });

  it("does not bring back a line removed since its first sending", async () => {
    const ada = await seedCook();
    const key = newKey();
    const { id } = (await (await addOwn(ada, "Yq rye", key)).json()) as { id: string };
    expect((await removeRoute(browserRequest("DELETE", `${BASE}/api/shopping/items/${id}`, undefined, { headers: ada.headers }), { params: Promise.resolve({ id }) })).status).toBe(200);
    expect((await addOwn(ada, "Yq rye", key)).status).toBe(201);
    expect(await lines(ada, "Yq rye")).toEqual([]);
  });

  it("makes one line of two sendings that arrive together", async () => {
    const ada = await seedCook();
    const key = newKey();
    const answers = await Promise.all([addOwn(ada, "Yq buns", key), addOwn(ada, "Yq buns", key)]);
    // One makes it; the other is told it is already being made (409) or gets its answer (201).
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await lines(ada, "Yq buns")).toHaveLength(1);
  });

  it("keeps each cook's keys apart", async () => {
    const [ada, sam] = [await seedCook(), await seedCook()];
    const key = newKey();
    expect((await addOwn(ada, "Yq bagels", key)).status).toBe(201);
    const sams = await addOwn(sam, "Yq bagels", key);
    expect(sams.status).toBe(201);
    expect(sams.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await lines(sam, "Yq bagels")).toHaveLength(1);
  });

  it("refuses the key with another request (400) and a malformed key (400), changing nothing", async () => {
    const ada = await seedCook();
    const key = newKey();
    expect((await addOwn(ada, "Yq pitta", key)).status).toBe(201);
    const other = await addOwn(ada, "Yq naan", key);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toMatch(/Idempotency-Key was already used/);
    for (const bad of ["two words", "x".repeat(201), "naïve", ""]) {
      expect((await addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text: "Yq naan" }, keyed(ada, bad)), undefined)).status).toBe(400);
    }
    expect(await lines(ada, "Yq naan")).toEqual([]);
  });

  it("forgets a first that failed, so its repeat is tried afresh", async () => {
    const ada = await seedCook();
    const key = newKey();
    // An unknown meal: 404, nothing planned, the key not kept.
    const missing = { mealId: "99999999", day: "2026-11-23", slot: "dinner" };
    const plan = (body: unknown) => planRoute(jsonRequest("POST", `${BASE}/api/plan`, body, keyed(ada, key)), undefined);
    expect((await plan(missing)).status).toBe(404);
    expect(await db.idempotencyKey.count({ where: { userId: ada.id } })).toBe(0);
    // The same key on a request that succeeds is then a first.
    const planned = await plan({ mealId: "10005", day: "2026-11-23", slot: "dinner" });
    expect(planned.status).toBe(201);
    const again = await plan({ mealId: "10005", day: "2026-11-23", slot: "dinner" });
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await again.json()).toEqual(await planned.json());
  });

  it("adds a recipe's ingredients once, not doubled, when the adding is sent twice", async () => {
    const ada = await seedCook();
    const key = newKey();
    const add = () => fromRecipeRoute(jsonRequest("POST", `${BASE}/api/shopping/from-recipe`, { mealId: "10005", servings: 4 }, keyed(ada, key)), undefined);
    const first = await add();
    expect(first.status).toBe(200);
    const made = (await first.json()) as { items: { text: string }[] };
    const again = await add();
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await again.json()).toEqual(made);
    // The list still holds the amounts for 4, not for 8.
    const list = (await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, { headers: ada.headers }), undefined)).json()) as typeof made;
    expect(list.items.map((item) => item.text)).toEqual(made.items.map((item) => item.text));
  });

  it("forgets keys after 30 days", async () => {
    const ada = await seedCook();
    const key = newKey();
    expect((await addOwn(ada, "Yq brioche", key)).status).toBe(201);
    await db.idempotencyKey.updateMany({ where: { userId: ada.id }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await forgetOldKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { userId: ada.id } })).toBe(0);
  });
});
