import { describe, expect, it } from "vitest";
import { POST as planRoute } from "@/app/api/plan/route";
import { PATCH as changePlanRoute } from "@/app/api/plan/[id]/route";
import { GET as readListRoute } from "@/app/api/shopping/route";
import { POST as addOwnRoute } from "@/app/api/shopping/items/route";
import { PATCH as checkRoute } from "@/app/api/shopping/items/[id]/route";
import { QUEUED_BY_HEADER } from "@/config/offline";
import { changeTime } from "@/lib/meal-plan/changes";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

/**
 * Changes made offline arrive late (the page queues them and sends them when the network returns)
 * with `at`, when the cook made them: per field, the newer change wins whatever order they arrive in.
 */
const h = (by: Cook) => ({ headers: { ...by.headers } });
const check = (by: Cook, id: string, body: unknown) => checkRoute(jsonRequest("PATCH", `${BASE}/api/shopping/items/${id}`, body, h(by)), { params: Promise.resolve({ id }) });
const change = (by: Cook, id: string, body: unknown) => changePlanRoute(jsonRequest("PATCH", `${BASE}/api/plan/${id}`, body, h(by)), { params: Promise.resolve({ id }) });
const listed = async (by: Cook, id: string) => {
  const list = (await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(by)), undefined)).json()) as { items: { id: string; checked: boolean }[] };
  return list.items.find((item) => item.id === id);
};

describe("changes sent late (offline): the newer change wins", RECIPE_TEST_OPTIONS, () => {
  it("a tick made earlier offline does not undo a later untick from another device", async () => {
    const ada = await seedCook();
    const item = (await (await addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text: "Yq lemons" }, h(ada)), undefined)).json()) as { id: string };
    const t0 = Date.now() - 60_000;
    // The phone (offline) ticked it at t0 + 1 s; the laptop unticked it at t0 + 2 s and was online.
    expect(await (await check(ada, item.id, { checked: false, at: t0 + 2_000 })).json()).toMatchObject({ id: item.id, checked: false });
    const late = await check(ada, item.id, { checked: true, at: t0 + 1_000 });
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ id: item.id, checked: false });
    expect((await listed(ada, item.id))?.checked).toBe(false);
    // A newer change still applies, and so does one without `at` (now).
    expect(await (await check(ada, item.id, { checked: true, at: t0 + 3_000 })).json()).toMatchObject({ id: item.id, checked: true });
    expect(await (await check(ada, item.id, { checked: false })).json()).toMatchObject({ id: item.id, checked: false });
    expect((await listed(ada, item.id))?.checked).toBe(false);
  });

  it("a plan change made earlier offline does not undo a later one", async () => {
    const ada = await seedCook();
    const added = await planRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId: "10005", day: "2026-11-23", slot: "dinner", servings: 4 }, h(ada)), undefined);
    const { id } = (await added.json()) as { id: string };
    const t0 = Date.now() - 60_000;
    expect(await (await change(ada, id, { servings: 6, at: t0 + 2_000 })).json()).toMatchObject({ servings: 6 });
    // Sent late: its servings lose to the newer ones, its move (the place never changed since) applies.
    const late = await change(ada, id, { servings: 2, day: "2026-11-24", at: t0 + 1_000 });
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ id, servings: 6, day: "2026-11-24" });
    expect(await (await change(ada, id, { slot: "lunch", at: t0 + 3_000 })).json()).toMatchObject({ slot: "lunch", servings: 6 });
  });

  it("answers 400 for a bad `at` and for `at` alone", async () => {
    const ada = await seedCook();
    const item = (await (await addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text: "Yq limes" }, h(ada)), undefined)).json()) as { id: string };
    for (const at of ["yesterday", 1.5, -1, 10]) expect((await check(ada, item.id, { checked: true, at })).status).toBe(400);
    const added = await planRoute(jsonRequest("POST", `${BASE}/api/plan`, { mealId: "10005", day: "2026-11-23", slot: "dinner" }, h(ada)), undefined);
    const { id } = (await added.json()) as { id: string };
    const alone = await change(ada, id, { at: Date.now() });
    expect(alone.status).toBe(400);
    expect((await alone.json()).message).toMatch(/Say what to change/);
  });
});

describe("changeTime", () => {
  it("takes the device's time, but never a time in the future (a fast clock must not freeze an item)", () => {
    expect(changeTime(1_000, 5_000).getTime()).toBe(1_000);
    expect(changeTime(9_000, 5_000).getTime()).toBe(5_000);
    expect(changeTime(undefined, 5_000).getTime()).toBe(5_000);
  });
});

describe("a change queued offline by one cook never lands in another's account", RECIPE_TEST_OPTIONS, () => {
  const addAs = (by: Cook, queuedBy: string, text: string) =>
    addOwnRoute(jsonRequest("POST", `${BASE}/api/shopping/items`, { text }, { headers: { ...by.headers, [QUEUED_BY_HEADER]: queuedBy } }), undefined);
  const texts = async (by: Cook) =>
    ((await (await readListRoute(browserRequest("GET", `${BASE}/api/shopping`, undefined, h(by)), undefined)).json()) as { items: { text?: string; name?: string }[] }).items.map(
      (item) => JSON.stringify(item),
    );

  it("refuses with 401 (the queue keeps it) a change queued by another cook, and takes the signed-in cook's own", async () => {
    const ada = await seedCook();
    const bea = await seedCook();
    // Ada queued it offline; Bea signed in on the same browser before it was sent.
    const refused = await addAs(bea, ada.id, "Yq oat milk from Ada");
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toMatch(/another cook/);
    expect((await texts(bea)).some((item) => item.includes("Yq oat milk"))).toBe(false);
    const own = await addAs(bea, bea.id, "Yq rye bread from Bea");
    expect(own.status).toBe(201);
    expect((await texts(bea)).some((item) => item.includes("Yq rye bread"))).toBe(true);
  });
});
