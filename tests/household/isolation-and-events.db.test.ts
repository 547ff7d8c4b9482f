import { describe, expect, it } from "vitest";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook, type Cook } from "../support/accounts";
import { frames, household, joined, json, pantry, plan, shop } from "./support";

/**
 * Every route that reads or changes a household's plan, list, pantry, invites or members, walked as
 * a member (allowed), an outsider and a former member (the household's ids are unknown to them:
 * 404, and nothing of the household in what they read).
 */
async function aHousehold() {
  const ada = await seedCook({ name: "Ada" });
  const sam = await seedCook({ name: "Sam" });
  await joined(ada, sam);
  const milk = await json<{ id: string }>(await shop.add(ada, "Milk"), 201);
  const dinner = await json<{ id: string }>(await plan.add(ada), 201);
  await json(await pantry.save(ada, ["Saffron"]));
  const invite = await json<{ id: string }>(await household.invite(ada), 201);
  return { ada, sam, ids: { item: milk.id, planned: dinner.id, invite: invite.id } };
}

async function walk(by: Cook, ids: { item: string; planned: string; invite: string }, owner: Cook) {
  return {
    list: (await shop.items(by)).map((item) => item.text),
    plan: (await plan.meals(by)).map((meal) => meal.id),
    pantry: await pantry.items(by),
    tick: (await shop.check(by, ids.item)).status,
    unplan: (await plan.change(by, ids.planned)).status,
    revoke: (await household.revoke(by, ids.invite)).status,
    remove: (await household.remove(by, owner.id)).status,
    handOver: (await household.handOver(by, owner.id)).status,
    members: (await json<{ members: { name: string }[] }>(await household.read(by))).members.map((member) => member.name),
  };
}

describe("household isolation", RECIPE_TEST_OPTIONS, () => {
  it("a member reaches the household's rows; an outsider and a former member get 404 and see none of it", async () => {
    const { ada, sam, ids } = await aHousehold();
    const member = await walk(sam, ids, ada);
    expect(member).toMatchObject({ list: ["Milk"], plan: [ids.planned], pantry: ["Saffron"], tick: 200, unplan: 200, members: ["Ada", "Sam"] });
    // A member is not the owner: 403 for the owner's acts.
    expect(member).toMatchObject({ revoke: 403, remove: 403, handOver: 403 });

    const outsider = await walk(await seedCook({ name: "Out" }), ids, ada);
    expect(outsider).toEqual({ list: [], plan: [], pantry: ["Salt", "Pepper", "Oil", "Water"], tick: 404, unplan: 404, revoke: 404, remove: 404, handOver: 404, members: ["Out"] });

    await json(await household.remove(ada, sam.id));
    const former = await walk(sam, ids, ada);
    // Sam keeps a copy of what was theirs (nothing: Ada added it all) and reaches nothing of Ada's.
    expect(former).toEqual({ list: [], plan: [], pantry: ["Saffron"], tick: 404, unplan: 404, revoke: 404, remove: 404, handOver: 404, members: ["Sam"] });
    expect((await shop.remove(sam, ids.item)).status).toBe(404);
    expect((await plan.remove(sam, ids.planned)).status).toBe(404);
  });
});

describe("the household's live stream", RECIPE_TEST_OPTIONS, () => {
  it("brings another member's change at once, resumes after Last-Event-ID, and closes when the cook is removed", async () => {
    const { ada, sam, ids } = await aHousehold();
    const pages = new AbortController();
    const stream = await household.events(sam, pages.signal);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const next = frames(stream);

    await json(await shop.check(ada, ids.item));
    const ticked = await next();
    expect(ticked).toMatchObject({ event: "changed", data: JSON.stringify({ area: "shopping", id: Number(ticked!.id) }) });

    // Two changes while the page was away: a reconnect with the last id it had gets both, in order.
    await json(await shop.add(ada, "Bread"), 201);
    await json(await plan.add(ada, "2027-01-06"), 201);
    const again = await household.events(sam, pages.signal, ticked!.id);
    const resumed = frames(again);
    const missed = [await resumed(), await resumed()];
    expect(missed.map((frame) => JSON.parse(frame!.data!).area)).toEqual(["shopping", "plan"]);
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));

    // The first stream, still open, had them live too.
    expect([(await next())!.data, (await next())!.data]).toEqual(missed.map((frame) => frame!.data));

    // Removed: every open stream of Sam says so and ends; Ada's goes on.
    const adas = frames(await household.events(ada, pages.signal));
    await json(await household.remove(ada, sam.id));
    expect(await next()).toMatchObject({ event: "removed" });
    expect(await next()).toBeNull();
    expect(JSON.parse((await adas())!.data!)).toMatchObject({ area: "household" });
    pages.abort();
  });

  it("sends a change that arrives after a newer one (another process's, crossed on the way) once, keeping the newest id for a resume", async () => {
    const { ada, sam } = await aHousehold();
    const { householdIdOf } = await import("@/lib/account");
    const { publishHouseholdEvent } = await import("@/lib/account/household/events");
    const householdId = await householdIdOf(sam.id);
    const pages = new AbortController();
    const next = frames(await household.events(sam, pages.signal));
    const change = (id: number) => publishHouseholdEvent({ kind: "changed", householdId, area: "shopping", id, actorId: ada.id });

    // Ids far above the log's, as if written by another worker a moment ago.
    await change(9_000_002);
    expect(await next()).toMatchObject({ id: "9000002", data: JSON.stringify({ area: "shopping", id: 9_000_002 }) });
    await change(9_000_001);
    expect(await next()).toMatchObject({ id: "9000002", data: JSON.stringify({ area: "shopping", id: 9_000_001 }) });
    // Either one again (heard twice) is not sent again: the next frame is the next change.
    await change(9_000_001);
    await change(9_000_002);
    await change(9_000_003);
    expect(await next()).toMatchObject({ id: "9000003", data: JSON.stringify({ area: "shopping", id: 9_000_003 }) });
    pages.abort();
  });

  it("brings a cook's own change to their other pages and devices, but not back to the page that made it, live or on a reconnect", async () => {
    const { ada, sam, ids } = await aHousehold();
    const pages = new AbortController();
    const [phone, laptop] = ["adasphone0001", "adaslaptop001"];
    const onPhone = frames(await household.events(ada, pages.signal, undefined, phone));
    const onLaptop = frames(await household.events(ada, pages.signal, undefined, laptop));

    // Ada ticks on her phone: her laptop's open list is redrawn.
    await json(await shop.check(ada, ids.item, true, phone));
    const ticked = await onLaptop();
    expect(ticked).toMatchObject({ event: "changed", data: JSON.stringify({ area: "shopping", id: Number(ticked!.id) }) });
    // The phone's own stream skips it: the next thing it hears is Sam's change, made after.
    await json(await shop.add(sam, "Bread"), 201);
    const next = await onPhone();
    expect(Number(next!.id)).toBeGreaterThan(Number(ticked!.id));
    expect((await onLaptop())!.id).toBe(next!.id);

    // The phone's page reconnects from before the tick: the replay leaves its own tick out too.
    const resumed = frames(await household.events(ada, pages.signal, String(Number(ticked!.id) - 1), phone));
    expect((await resumed())!.id).toBe(next!.id);
    pages.abort();
  });

  it("a new stream starts from what its page showed: changes made since the page was read come first, then live ones", async () => {
    const { ada, sam, ids } = await aHousehold();
    const { liveStart } = await import("@/lib/account");
    // Sam's page is read (or drawn from the copy the browser kept offline) ...
    const { saw, household: read } = await liveStart(sam.id);
    // ... Ada changes the list before Sam's page has opened its stream ...
    await json(await shop.check(ada, ids.item));
    await json(await shop.add(ada, "Bread"), 201);
    const pages = new AbortController();
    const next = frames(await household.events(sam, pages.signal, undefined, "samsphone0001", String(saw), read));
    // ... and the stream brings both, so the page reads itself again.
    const missed = [await next(), await next()];
    expect(missed.map((frame) => JSON.parse(frame!.data!).area)).toEqual(["shopping", "shopping"]);
    // A page read after them misses nothing: its stream waits for the next change.
    const later = frames(await household.events(sam, pages.signal, undefined, "samslaptop001", String((await liveStart(sam.id)).saw)));
    await json(await plan.add(ada, "2027-01-08"), 201);
    expect(JSON.parse((await later())!.data!)).toMatchObject({ area: "plan" });
    expect(JSON.parse((await next())!.data!)).toMatchObject({ area: "plan" });
    pages.abort();
  });

  it("tells a page read for a household the cook has left that they were removed, at once, however its stream was opened", async () => {
    const { ada, sam } = await aHousehold();
    const { liveStart } = await import("@/lib/account");
    // Sam's page is read in Ada's household; Sam is removed while the page has no stream (a phone
    // asleep, a reconnect under way), so the "removed" sent to open streams never reached it.
    const read = await liveStart(sam.id);
    await json(await household.remove(ada, sam.id));
    const pages = new AbortController();
    // Its stream opens (or the browser reconnects, with the same address and its last id): removed, and the end.
    for (const lastEventId of [undefined, String(read.saw)]) {
      const next = frames(await household.events(sam, pages.signal, lastEventId, "samsphone0001", String(read.saw), read.household));
      expect(await next()).toMatchObject({ event: "removed" });
      expect(await next()).toBeNull();
    }
    // The page read again names Sam's own household: its stream stays open and hears Sam's changes.
    const now = await liveStart(sam.id);
    expect(now.household).not.toBe(read.household);
    const own = frames(await household.events(sam, pages.signal, undefined, "samsphone0001", String(now.saw), now.household));
    await json(await shop.add(sam, "Bread"), 201);
    expect(await own()).toMatchObject({ event: "changed" });
    pages.abort();
  });

  it("ends a cook's open stream when their sessions end (signed out everywhere, or disabled), and refuses it again", async () => {
    const { ada, sam } = await aHousehold();
    const { endAllSessions } = await import("@/lib/auth");
    const pages = new AbortController();
    const sams = frames(await household.events(sam, pages.signal));
    const adas = frames(await household.events(ada, pages.signal));
    await endAllSessions(sam.id);
    // Sam's stream ends with nothing more sent; the browser's reconnect is refused.
    expect(await sams()).toBeNull();
    expect((await household.events(sam, pages.signal)).status).toBe(401);
    // Ada's stream goes on: the next change reaches her.
    await json(await shop.add(ada, "Bread"), 201);
    expect(JSON.parse((await adas())!.data!)).toMatchObject({ area: "shopping" });
    pages.abort();
  });

  it("answers 400 for a page id that is not one", async () => {
    const { ada } = await aHousehold();
    const pages = new AbortController();
    expect((await household.events(ada, pages.signal, undefined, "a%20b")).status).toBe(400);
    expect((await household.events(ada, pages.signal, undefined, "short")).status).toBe(400);
    expect((await household.events(ada, pages.signal, undefined, undefined, "-1")).status).toBe(400);
    expect((await household.events(ada, pages.signal, undefined, undefined, "1e3")).status).toBe(400);
    pages.abort();
  });

  it("answers 401 without a session", async () => {
    const { GET } = await import("@/app/api/household/events/route");
    const { BASE, browserRequest } = await import("../support/requests");
    expect((await GET(browserRequest("GET", `${BASE}/api/household/events`, undefined), undefined)).status).toBe(401);
  });
});
