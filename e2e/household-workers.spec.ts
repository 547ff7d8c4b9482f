import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { e2eAppEnv } from "../playwright.config";
import { freePort, startChild, stopChild, waitForHttp, type Child } from "../tooling/processes";
import { openEventStream, requestJson, type EventStream } from "../tooling/event-stream";
import { expect, HTTP_ONLY, test } from "./support/fixtures";

/**
 * `SERVER_WORKERS=2` on SQLite: one port, two processes (Node's cluster hands each new connection
 * to the next one). A household's change handled by one worker reaches the streams the other holds
 * (worker → primary → other workers), and a stream resumes with `Last-Event-ID` on either.
 * Plain HTTP, each stream and write on a connection of its own, as separate pages would be.
 */
test.describe.configure({ mode: "serial" });

const ROOT = path.resolve(__dirname, "..");
let cluster: Child;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000); // two production workers starting on a machine that may be loaded
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The suite's build and database (the main server prepared both), served by a two-worker cluster.
  cluster = startChild("cluster", path.join(ROOT, "node_modules", ".bin", "tsx"), ["e2e/support/second-instance.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...e2eAppEnv, PORT: String(port), SERVER_WORKERS: "2" },
    logFile: path.join(ROOT, ".tmp", "e2e-instances", `cluster-${port}.log`),
  });
  await waitForHttp(cluster, `${origin}/robots.txt`, 150_000);
});

test.afterAll(async () => {
  if (cluster) await stopChild(cluster);
});

/** The session cookie the context was signed in with (cookies do not depend on the port). */
async function sessionOf(context: BrowserContext, ip: string): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "), "x-forwarded-for": ip };
}

/** A change arrives well within this, even on a loaded machine (the benchmark measures how fast). */
const ARRIVES_WITHIN_MS = 5_000;

test("a change handled by one worker reaches the member's streams on both, and a stream resumes on either", HTTP_ONLY, async ({ browser, signInAs, clientIp }) => {
  const ownersBrowser = await browser.newContext();
  const membersBrowser = await browser.newContext();
  await signInAs(ownersBrowser);
  await signInAs(membersBrowser);
  const owner = await sessionOf(ownersBrowser, clientIp);
  const member = await sessionOf(membersBrowser, `${clientIp}1`);

  const invite = await requestJson("POST", `${origin}/api/household/invites`, owner, {});
  expect(invite.status, JSON.stringify(invite.json)).toBe(201);
  const joined = await requestJson("POST", `${origin}/api/household/join`, member, { code: (invite.json as { code: string }).code, choice: "merge" });
  expect(joined.status, JSON.stringify(joined.json)).toBe(200);

  // Four open pages of the member: consecutive connections, so two on each worker.
  const streams: EventStream[] = [];
  for (let page = 0; page < 4; page += 1) {
    const stream = await openEventStream(`${origin}/api/household/events`, member);
    expect(stream.status).toBe(200);
    streams.push(stream);
  }

  // Two changes by the owner, each on a new connection (so on one worker, then the other):
  // every page hears both.
  const added = await requestJson("POST", `${origin}/api/shopping/items`, owner, { text: "Milk" });
  expect(added.status).toBe(201);
  const milk = added.json as { id: string };
  const ticked = await requestJson("PATCH", `${origin}/api/shopping/items/${milk.id}`, owner, { checked: true });
  expect(ticked.status).toBe(200);
  const heard = await Promise.all(streams.map(async (stream) => [await stream.next(ARRIVES_WITHIN_MS), await stream.next(ARRIVES_WITHIN_MS)]));
  for (const frames of heard) {
    expect(frames.map((frame) => frame?.event)).toEqual(["changed", "changed"]);
    expect(frames.map((frame) => (JSON.parse(frame!.data!) as { area: string }).area)).toEqual(["shopping", "shopping"]);
  }
  // The ids are the database's: the same change has the same id on every worker.
  const ids = heard.map((frames) => frames.map((frame) => frame!.id).join(","));
  expect(new Set(ids).size).toBe(1);
  const lastSeen = heard[0]![1]!.id!;
  for (const stream of streams) stream.close();

  // Changes while every page was away; the pages come back (again one connection on each worker)
  // with the last id they had and get exactly what they missed, in order.
  const unticked = await requestJson("PATCH", `${origin}/api/shopping/items/${milk.id}`, owner, { checked: false });
  expect(unticked.status).toBe(200);
  expect((await requestJson("POST", `${origin}/api/shopping/items`, owner, { text: "Eggs" })).status).toBe(201);
  for (let page = 0; page < 2; page += 1) {
    const resumed = await openEventStream(`${origin}/api/household/events`, { ...member, "last-event-id": lastSeen });
    const missed = [await resumed.next(ARRIVES_WITHIN_MS), await resumed.next(ARRIVES_WITHIN_MS)];
    expect(missed.map((frame) => frame?.event)).toEqual(["changed", "changed"]);
    const missedIds = missed.map((frame) => (JSON.parse(frame!.data!) as { id: number }).id);
    expect(missedIds[0]).toBeGreaterThan(Number(lastSeen));
    expect(missedIds[1]).toBeGreaterThan(missedIds[0]!);
    resumed.close();
  }
  await ownersBrowser.close();
  await membersBrowser.close();
});

test("a cook signed out on one worker is signed out on the other at once, not a second later", HTTP_ONLY, async ({ browser, signInAs, clientIp }) => {
  const cooksBrowser = await browser.newContext();
  await signInAs(cooksBrowser);
  const cook = await sessionOf(cooksBrowser, clientIp);
  // Consecutive connections go to one worker, then the other: both now remember the session as good.
  for (let asked = 0; asked < 2; asked += 1) expect((await requestJson("GET", `${origin}/api/shopping`, cook)).status).toBe(200);
  // Logging out (every session of the cook ends) on one worker ...
  expect((await requestJson("POST", `${origin}/api/entry/logout`, cook)).status).toBe(200);
  // ... is refused on both right after, on either worker (each remembers an account for up to a
  // second; the worker that ended the sessions tells the others to forget it).
  const after = [];
  for (let asked = 0; asked < 4; asked += 1) after.push((await requestJson("GET", `${origin}/api/shopping`, cook)).status);
  expect(after).toEqual([401, 401, 401, 401]);
  await cooksBrowser.close();
});
