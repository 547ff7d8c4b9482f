import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { MEAL_PLAN_CAPS } from "@/lib/meal-plan/limits";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook, type Cook } from "../support/accounts";
import { household as householdRoutes, joined, json, shop } from "./support";

/**
 * Two members change the same list offline and come back online: their changes arrive late, in
 * any order, each with when it was made (`at`). The rule (lib/meal-plan/merge.ts): additions all
 * stay; a line's tick and its text each keep their newest change; a removal beats older changes
 * only; a change made after a removal brings the line back.
 */
type Line = { id: string; text: string; checked: boolean; aisle?: string };

async function household(): Promise<{ ada: Cook; sam: Cook; milk: string; t0: number }> {
  const ada = await seedCook({ name: "Ada" });
  const sam = await seedCook({ name: "Sam" });
  await joined(ada, sam);
  const milk = (await json<{ id: string }>(await shop.add(ada, "Milk"), 201)).id;
  return { ada, sam, milk, t0: Date.now() - 60_000 };
}

const line = async (by: Cook, id: string): Promise<Line | undefined> => (await shop.items(by)).find((item) => item.id === id);

describe("a shared list changed offline by two members merges per field", RECIPE_TEST_OPTIONS, () => {
  it("a tick by one and a new text by the other both stay, in whichever order they arrive", async () => {
    for (const tickFirst of [true, false]) {
      const { ada, sam, milk, t0 } = await household();
      // Ada ticked Milk at t0 + 1 s; Sam, later, wrote "2 l milk" at t0 + 2 s: both offline.
      const tick = () => shop.change(ada, milk, { checked: true, at: t0 + 1_000 });
      const edit = () => shop.change(sam, milk, { text: "2 l milk", at: t0 + 2_000 });
      if (tickFirst) await json(await tick());
      const sent = await json<Line>(await edit());
      if (!tickFirst) expect(await json<Line>(await tick())).toMatchObject({ id: milk, checked: true, text: "2 l milk" });
      else expect(sent).toMatchObject({ id: milk, checked: true, text: "2 l milk" });
      // Not "the later change of the whole line": Sam's line, sent later, did not untick it.
      expect(await line(ada, milk)).toMatchObject({ text: "2 l milk", checked: true });
      expect(await line(sam, milk)).toMatchObject({ text: "2 l milk", checked: true });
    }
  });

  it("two ticks: the later one wins, whichever arrives last", async () => {
    const { ada, sam, milk, t0 } = await household();
    await json(await shop.change(sam, milk, { checked: false, at: t0 + 2_000 }));
    expect(await json<Line>(await shop.change(ada, milk, { checked: true, at: t0 + 1_000 }))).toMatchObject({ checked: false });
    expect(await line(ada, milk)).toMatchObject({ checked: false });
    // Two texts likewise: the later text wins, the tick is untouched.
    await json(await shop.change(ada, milk, { text: "Oat milk", at: t0 + 4_000 }));
    expect(await json<Line>(await shop.change(sam, milk, { text: "Whole milk", at: t0 + 3_000 }))).toMatchObject({ id: milk, checked: false, text: "Oat milk" });
  });

  it("a new text moves the line to the aisle its words belong to, and the answer says which", async () => {
    const { ada, milk } = await household();
    expect(await json<Line>(await shop.change(ada, milk, { text: "2 apples" }))).toEqual({ id: milk, checked: false, text: "2 apples", aisle: "produce" });
    expect(await line(ada, milk)).toMatchObject({ text: "2 apples", aisle: "produce" });
  });

  it("two additions made offline both stay", async () => {
    const { ada, sam } = await household();
    await json(await shop.add(ada, "Eggs"), 201);
    await json(await shop.add(sam, "Eggs"), 201);
    await json(await shop.add(sam, "Bread"), 201);
    expect((await shop.items(ada)).map((item) => item.text).sort()).toEqual(["Bread", "Eggs", "Eggs", "Milk"]);
  });

  it("a removal beats an older change: a tick or text made before it, arriving after it, leaves the line gone", async () => {
    const { ada, sam, milk, t0 } = await household();
    expect(await json(await shop.remove(ada, milk, t0 + 2_000))).toEqual({ removed: true });
    const late = await shop.change(sam, milk, { text: "2 l milk", checked: true, at: t0 + 1_000 });
    expect(late.status).toBe(404);
    expect(await line(ada, milk)).toBeUndefined();
    expect(await line(sam, milk)).toBeUndefined();
    // Sam removed it too, offline: already gone is removed, not an error.
    expect(await json(await shop.remove(sam, milk, t0 + 1_500))).toEqual({ removed: true });
  });

  it("an older removal arriving after a newer change leaves the line, with the change", async () => {
    const { ada, sam, milk, t0 } = await household();
    await json(await shop.change(sam, milk, { checked: true, at: t0 + 2_000 }));
    expect(await json(await shop.remove(ada, milk, t0 + 1_000))).toEqual({ removed: false });
    expect(await line(ada, milk)).toMatchObject({ text: "Milk", checked: true });
  });

  it("a change made after a removal brings the line back, with the older changes that arrived meanwhile", async () => {
    const { ada, sam, milk, t0 } = await household();
    await json(await shop.remove(ada, milk, t0 + 2_000));
    // Sam's tick (before the removal) arrives: gone, but kept with the removed line.
    expect((await shop.change(sam, milk, { checked: true, at: t0 + 1_000 })).status).toBe(404);
    // Sam's new text (after the removal): the line is back, as it was, ticked and renamed.
    expect(await json<Line>(await shop.change(sam, milk, { text: "2 l milk", at: t0 + 3_000 }))).toMatchObject({ id: milk, checked: true, text: "2 l milk" });
    expect(await line(ada, milk)).toMatchObject({ text: "2 l milk", checked: true });
    // The household hears that it is back (its open pages are redrawn).
    const { activity } = await json<{ activity: { action: string; subject: string }[] }>(await householdRoutes.read(ada));
    expect(activity).toEqual(expect.arrayContaining([expect.objectContaining({ action: "put back", subject: "2 l milk" })]));
  });

  it("a line brought back by a late change counts against the list's size: a full list refuses it (409), and it comes back once there is room", async () => {
    const { ada, sam, milk, t0 } = await household();
    await json(await shop.remove(ada, milk, t0 + 2_000));
    // Meanwhile the list filled up to its cap.
    const { householdId } = await db.householdMember.findUniqueOrThrow({ where: { userId: ada.id } });
    await db.shoppingItem.createMany({
      data: Array.from({ length: MEAL_PLAN_CAPS.shoppingItems }, (_, index) => ({ userId: ada.id, householdId, key: `thing ${index}`, text: `thing ${index}`, aisle: "other", own: true })),
    });
    const late = await shop.change(sam, milk, { checked: true, at: t0 + 3_000 });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain(String(MEAL_PLAN_CAPS.shoppingItems));
    expect(await shop.items(ada)).toHaveLength(MEAL_PLAN_CAPS.shoppingItems);
    expect(await line(ada, milk)).toBeUndefined();
    // Room again: a later change brings the line back, with the refused tick kept on it.
    await db.shoppingItem.deleteMany({ where: { householdId, key: "thing 0" } });
    expect(await json<Line>(await shop.change(sam, milk, { text: "2 l milk", at: t0 + 4_000 }))).toMatchObject({ id: milk, checked: true, text: "2 l milk" });
    expect(await shop.items(ada)).toHaveLength(MEAL_PLAN_CAPS.shoppingItems);
  });

  it("Clear checked is a removal too: an older untick sent late leaves the ticked line cleared", async () => {
    const { ada, sam, milk, t0 } = await household();
    await json(await shop.change(ada, milk, { checked: true, at: t0 + 1_000 }));
    await json(await shop.add(ada, "Eggs"), 201);
    // (Cleared now; Sam unticked it a minute ago, offline.)
    const { DELETE } = await import("@/app/api/shopping/route");
    const { BASE, browserRequest } = await import("../support/requests");
    expect(await json(await DELETE(browserRequest("DELETE", `${BASE}/api/shopping?checked=true`, undefined, { headers: ada.headers }), undefined))).toEqual({ removed: 1 });
    expect((await shop.change(sam, milk, { checked: false, at: t0 + 2_000 })).status).toBe(404);
    expect((await shop.items(sam)).map((item) => item.text)).toEqual(["Eggs"]);
  });

  it("answers 400 for a change that says nothing, an empty text, and a bad removal time", async () => {
    const { ada, milk } = await household();
    for (const body of [{}, { at: Date.now() }, { text: "  " }, { text: 5 }]) expect((await shop.change(ada, milk, body)).status).toBe(400);
    const { DELETE } = await import("@/app/api/shopping/items/[id]/route");
    const { BASE, browserRequest } = await import("../support/requests");
    for (const at of ["soon", "12", "1.5"]) {
      const answer = await DELETE(browserRequest("DELETE", `${BASE}/api/shopping/items/${milk}?at=${at}`, undefined, { headers: ada.headers }), { params: Promise.resolve({ id: milk }) });
      expect(answer.status).toBe(400);
    }
    expect(await line(ada, milk)).toBeDefined();
  });
});
