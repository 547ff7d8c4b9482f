/**
 * `npm run bench -- household`: households live (issue 32), on SQLite (one process) and on a
 * throw-away PostgreSQL served by two instances:
 * 1. single cooks (20, each in a household of one, no stream open) add and tick shopping list
 *    lines for BENCH_SECONDS (default 60): the write p99 without anyone listening;
 * 2. 4 households x 5 members, each member with one open page (`GET /api/household/events`), doing
 *    the same writes: the propagation from a write's answer to the event on every other member's
 *    stream (p50/p99; targets p50 <= 100 ms, p99 <= 1 s), the write p99 against step 1's (target
 *    within 20 %), and every page closed and reopened with `Last-Event-ID` every few seconds (on
 *    PostgreSQL, on the other instance): lost and duplicated events (target 0);
 * 3. on SQLite, idle streams against the one process, up to BENCH_IDLE_STREAMS (default 2,000):
 *    how many it holds (each checked to still deliver), memory per stream (RSS delta / count),
 *    file descriptors used against its limit.
 * The 1-minute load average is noted beside each figure: the machine may be shared.
 *
 * How an event is matched with its write: a member's own changes never come back on their own
 * stream (stream.ts), so the member whose page lacks an event wrote it; each member writes one
 * change at a time, so their k-th event (by id) is their k-th write.
 */
import fs from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { stopChild } from "../../tooling/processes";
import { postgresForTests, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { openEventStream, type EventStream, type Frame } from "../../tooling/event-stream";
import { benchTempDir, onCleanup, progress } from "./harness";
import { percentile } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, type Server } from "./servers";
import { Client, postgresStore, signedInCook, sqliteStore, startApp } from "./reliability/client";

const HOUSEHOLDS = 4;
const MEMBERS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** Each member's pace: one change about every second (a busy evening in a shared kitchen, times 20). */
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 1_000);
const IDLE_STREAMS = Number(process.env.BENCH_IDLE_STREAMS ?? 2_000);
/** Every page reconnects this often (staggered), so each one resumes several times in a run. */
const RECONNECT_EVERY_MS = Math.max(2_000, Math.min(10_000, (SECONDS * 1_000) / 4));
/** Lines a member adds at most: the household's list stays under its cap (300). */
const ADDS_PER_MEMBER = 50;

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
const p = (values: number[], at: number) => (values.length === 0 ? Number.NaN : percentile([...values].sort((a, b) => a - b), at));

type Cook = { client: Client; clients: Client[]; userId: string };

/** A cook signed in through the real routes; `clients[i]`: the same session on instance i. */
async function cookOn(servers: Server[], home: number, label: string): Promise<Cook> {
  const { client } = await signedInCook(servers[home]!.origin, label);
  const clients = servers.map((server) => {
    const twin = new Client(server.origin, client.address);
    for (const [name, value] of client.cookies) twin.cookies.set(name, value);
    return twin;
  });
  const me = await client.request("GET", "/api/household");
  const userId = (me.json() as { members: { id: string; you: boolean }[] }).members.find((member) => member.you)!.id;
  return { client, clients, userId };
}

/** `count` cooks, four signing up at a time: more would meet the server's password-check queue (429). */
async function cooksOn(servers: Server[], count: number, label: string): Promise<Cook[]> {
  const cooks: Cook[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, index) => cookOn(servers, (start + index) % servers.length, label));
    cooks.push(...(await Promise.all(batch)));
  }
  return cooks;
}

const streamHeaders = (client: Client): Record<string, string> => ({
  cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  "x-forwarded-for": client.address,
});

type Write = { sentAt: number; answeredAt: number; ms: number };

/** One cook's changes for `seconds`: add a line, or tick/untick one of their own lines. */
async function changeTheList(client: Client, until: number, writes: Write[], failures: { count: number }): Promise<void> {
  const mine: { id: string; checked: boolean }[] = [];
  let added = 0;
  await sleep(Math.random() * WRITE_EVERY_MS);
  while (performance.now() < until) {
    const adding = mine.length < 3 || (added < ADDS_PER_MEMBER && Math.random() < 0.4);
    const line = mine[Math.floor(Math.random() * mine.length)];
    const started = performance.now();
    const answer = adding
      ? await client.request("POST", "/api/shopping/items", { json: { text: `Oat milk ${added + 1}` } })
      : await client.request("PATCH", `/api/shopping/items/${line!.id}`, { json: { checked: !line!.checked } });
    const answeredAt = performance.now();
    if (answer.status === 200 || answer.status === 201) {
      writes.push({ sentAt: started, answeredAt, ms: answeredAt - started });
      if (adding) {
        added += 1;
        mine.push({ id: (answer.json() as { id: string }).id, checked: false });
      } else line!.checked = !line!.checked;
    } else failures.count += 1;
    await sleep(Math.max(0, WRITE_EVERY_MS * (0.5 + Math.random()) - (answeredAt - started)));
  }
}

/** One member's open page: its stream, reopened with the last id it had when asked. */
class Page {
  /** Change id → when it arrived; with when the write was answered known, the propagation. */
  readonly arrived = new Map<number, number>();
  duplicates = 0;
  reconnects = 0;
  /** When each connection started hearing live (a change answered before it: a replay). */
  readonly liveSince: number[] = [];
  private lastId: string | undefined;
  private stream: EventStream | undefined;

  constructor(readonly clients: Client[]) {}

  async open(): Promise<void> {
    const client = this.clients[this.reconnects % this.clients.length]!;
    const headers = { ...streamHeaders(client), ...(this.lastId ? { "last-event-id": this.lastId } : {}) };
    const connectedAt = performance.now();
    this.stream = await openEventStream(`${client.origin}/api/household/events`, headers, (frame, at) => this.heard(frame, at));
    if (this.stream.status !== 200) throw new Error(`GET /api/household/events answered ${this.stream.status}`);
    this.liveSince.push(connectedAt);
  }

  private heard(frame: Frame, at: number): void {
    if (frame.id) this.lastId = frame.id;
    if (frame.event !== "changed" || !frame.data) return;
    const { id } = JSON.parse(frame.data) as { id?: number };
    if (id === undefined) return;
    if (this.arrived.has(id)) this.duplicates += 1;
    else this.arrived.set(id, at);
  }

  async reconnect(): Promise<void> {
    this.stream?.close();
    this.reconnects += 1;
    await this.open();
  }

  /** Whether a change answered at `answeredAt` reached this page live (not by a resume). */
  liveFor(answeredAt: number): boolean {
    return this.liveSince.some((since, index) => answeredAt >= since && (this.liveSince[index + 1] ?? Infinity) > answeredAt);
  }

  close(): void {
    this.stream?.close();
  }
}

type Run = {
  database: string;
  instances: number;
  writes: number;
  writeFailures: number;
  propagationMs: number[];
  /** The same deliveries timed from when the write was sent: never below 0. */
  fromSendMs: number[];
  lost: number;
  duplicated: number;
  reconnects: number;
  householdWriteP99: number;
  singleWriteP99: number;
  loadAverage: number;
};

/** Every page waits until nothing more arrives for a second (at most 10 s): late events are not lost ones. */
async function settle(pages: Page[]): Promise<void> {
  const total = () => pages.reduce((sum, page) => sum + page.arrived.size, 0);
  const deadline = performance.now() + 10_000;
  let before = -1;
  while (performance.now() < deadline && total() !== before) {
    before = total();
    await sleep(1_000);
  }
}

async function measure(database: string, servers: Server[]): Promise<{ run: Run; households: { cooks: Cook[] }[] }> {
  const n = servers.length;
  progress(`${database}: 20 single cooks changing their lists for ${SECONDS} s, no stream open…`);
  const singles = await cooksOn(servers, HOUSEHOLDS * MEMBERS, `single-${database}`);
  const singleWrites: Write[] = [];
  const singleFailures = { count: 0 };
  const singleUntil = performance.now() + SECONDS * 1_000;
  await Promise.all(singles.map((cook, index) => changeTheList(cook.clients[index % n]!, singleUntil, singleWrites, singleFailures)));

  progress(`${database}: ${HOUSEHOLDS} households of ${MEMBERS}, joining…`);
  const households: { cooks: Cook[] }[] = [];
  for (let h = 0; h < HOUSEHOLDS; h += 1) {
    const cooks = await cooksOn(servers, MEMBERS, `member-${database}`);
    for (const joiner of cooks.slice(1)) {
      const invite = await cooks[0]!.client.request("POST", "/api/household/invites", { json: {} });
      const { code } = invite.json() as { code: string };
      const joined = await joiner.client.request("POST", "/api/household/join", { json: { code, choice: "merge" } });
      if (joined.status !== 200) throw new Error(`joining answered ${joined.status}: ${joined.text().slice(0, 200)}`);
    }
    households.push({ cooks });
  }
  const pages = households.map(({ cooks }) => cooks.map((cook, m) => new Page(m % 2 === 0 ? cook.clients : [...cook.clients].reverse())));
  await Promise.all(pages.flat().map((page) => page.open()));

  progress(`${database}: members changing their household's list for ${SECONDS} s, pages reconnecting every ${RECONNECT_EVERY_MS / 1000} s…`);
  const until = performance.now() + SECONDS * 1_000;
  const writes = households.map(({ cooks }) => cooks.map(() => [] as Write[]));
  const failures = { count: 0 };
  const reconnecting = (async () => {
    const all = pages.flat();
    const gap = RECONNECT_EVERY_MS / all.length;
    for (let turn = 0; performance.now() < until - gap; turn += 1) {
      await sleep(gap);
      await all[turn % all.length]!.reconnect();
    }
  })();
  await Promise.all(households.flatMap(({ cooks }, h) => cooks.map((cook, m) => changeTheList(cook.clients[m % n]!, until, writes[h]![m]!, failures))));
  const loadAfter = loadAverage();
  await reconnecting;
  await settle(pages.flat());
  for (const page of pages.flat()) page.close();

  // Whose each change was (the member whose page lacks it), then each member's k-th change ↔ k-th write.
  const propagationMs: number[] = [];
  const fromSendMs: number[] = [];
  let lost = 0;
  households.forEach((_, h) => {
    const members = pages[h]!;
    const ids = new Set(members.flatMap((page) => [...page.arrived.keys()]));
    const authored = members.map(() => [] as number[]);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const lacking = members.flatMap((page, m) => (page.arrived.has(id) ? [] : [m]));
      if (lacking.length === 1) authored[lacking[0]!]!.push(id);
      else lost += Math.max(0, lacking.length - 1); // whose it was is unclear; the pages beyond one missed it
    }
    members.forEach((_, m) => {
      const mine = writes[h]![m]!;
      // A change no page heard at all: lost on every other page.
      lost += Math.max(0, mine.length - authored[m]!.length) * (MEMBERS - 1);
      if (mine.length !== authored[m]!.length) return;
      authored[m]!.forEach((id, k) => {
        const { answeredAt, sentAt } = mine[k]!;
        members.forEach((page, other) => {
          if (other === m || !page.liveFor(answeredAt)) return;
          propagationMs.push(page.arrived.get(id)! - answeredAt);
          fromSendMs.push(page.arrived.get(id)! - sentAt);
        });
      });
    });
  });
  const householdWrites = writes.flat(2);
  return {
    households,
    run: {
      database,
      instances: n,
      writes: householdWrites.length,
      writeFailures: failures.count + singleFailures.count,
      propagationMs,
      fromSendMs,
      lost,
      duplicated: pages.flat().reduce((sum, page) => sum + page.duplicates, 0),
      reconnects: pages.flat().reduce((sum, page) => sum + page.reconnects, 0),
      householdWriteP99: p(householdWrites.map((write) => write.ms), 99),
      singleWriteP99: p(singleWrites.map((write) => write.ms), 99),
      loadAverage: loadAfter,
    },
  };
}

type Idle = { asked: number; open: number; delivered: number; refusal: string; rssBeforeMiB: number; rssAfterMiB: number; perStreamKiB: number; fds: number; fdLimit: number; loadAverage: number };

const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const fdLimit = (pid: number) => Number(/Max open files\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/limits`, "utf8"))?.[1] ?? 0);

/** Idle pages of one household's members against one process, then one change they must all hear. */
async function idleStreams(server: Server, cooks: Cook[]): Promise<Idle> {
  const pid = server.child.proc.pid!;
  const listeners = cooks.slice(1);
  progress(`idle streams: opening up to ${IDLE_STREAMS} against one process (pid ${pid})…`);
  const rssBefore = rssBytes(pid);
  const streams: EventStream[] = [];
  const heard = new Set<EventStream>();
  let refusal = "";
  for (let batch = 0; streams.length < IDLE_STREAMS && !refusal; batch += 1) {
    const size = Math.min(100, IDLE_STREAMS - streams.length);
    const opened = await Promise.allSettled(
      Array.from({ length: size }, async (_, index) => {
        let stream: EventStream | undefined = undefined;
        stream = await openEventStream(`${server.origin}/api/household/events`, streamHeaders(listeners[index % listeners.length]!.client), (frame) => {
          if (frame.event === "changed" && stream) heard.add(stream);
        });
        if (stream.status !== 200) throw new Error(`answered ${stream.status}`);
        return stream;
      }),
    );
    for (const result of opened) {
      if (result.status === "fulfilled") streams.push(result.value);
      else refusal ||= result.reason instanceof Error ? result.reason.message : String(result.reason);
    }
  }
  await sleep(2_000); // the server's side of the last batch settles before memory is read
  const rssAfter = rssBytes(pid);
  const fds = fs.readdirSync(`/proc/${pid}/fd`).length;
  const write = await cooks[0]!.client.request("POST", "/api/shopping/items", { json: { text: "Idle check" } });
  if (write.status !== 201) throw new Error(`the idle check's write answered ${write.status}`);
  const deadline = performance.now() + 30_000;
  while (heard.size < streams.length && performance.now() < deadline) await sleep(200);
  for (const stream of streams) stream.close();
  return {
    asked: IDLE_STREAMS,
    open: streams.length,
    delivered: heard.size,
    refusal,
    rssBeforeMiB: rssBefore / 2 ** 20,
    rssAfterMiB: rssAfter / 2 ** 20,
    perStreamKiB: streams.length ? (rssAfter - rssBefore) / streams.length / 1024 : Number.NaN,
    fds,
    fdLimit: fdLimit(pid),
    loadAverage: loadAverage(),
  };
}

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

export async function main(): Promise<void> {
  const bin = postgresForTests("The household benchmark");
  if (!bin) throw new Error("The household benchmark needs PostgreSQL (apt-get install postgresql).");
  const machine = machineContext(ROOT);
  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();
  const runs: Run[] = [];

  progress("Res-pe on SQLite: starting…");
  const onSqlite = await startApp(sqliteStore(benchTempDir("res-pe-bench-household-")));
  const sqlite = await measure("SQLite", [onSqlite]);
  runs.push(sqlite.run);
  const idle = await idleStreams(onSqlite, sqlite.households[0]!.cooks);
  await stopChild(onSqlite.child);

  const postgres = await startThrowawayPostgres(bin);
  onCleanup(() => postgres.stop());
  const store = postgresStore(benchTempDir("res-pe-bench-household-pg-"), await postgres.createDatabase("res_pe_bench_household"));
  progress("Res-pe on PostgreSQL: two instances starting (migrations and seeding on the first)…");
  const first = await startApp(store);
  const second = await startApp({ ...store, dataDir: benchTempDir("res-pe-bench-household-pg2-") });
  runs.push((await measure("PostgreSQL", [first, second])).run);
  await Promise.all([stopChild(first.child), stopChild(second.child)]);

  const report = [
    machineSection(machine),
    "",
    `Households live: ${HOUSEHOLDS} households x ${MEMBERS} members, one open page each, a change per member about every ${WRITE_EVERY_MS} ms for ${SECONDS} s; every page reconnects with Last-Event-ID every ${RECONNECT_EVERY_MS / 1000} s (on PostgreSQL to the other instance)`,
    table(
      ["database", "instances", "writes", "events timed", "prop. p50 ms", "prop. p99 ms", "from send p50", "from send p99", "lost", "duplicated", "reconnects", "write p99 ms", "single-cook p99 ms", "ratio", "failed writes", "load 1m"],
      runs.map((run) => [
        run.database,
        String(run.instances),
        String(run.writes),
        String(run.propagationMs.length),
        round(p(run.propagationMs, 50)),
        round(p(run.propagationMs, 99)),
        round(p(run.fromSendMs, 50)),
        round(p(run.fromSendMs, 99)),
        String(run.lost),
        String(run.duplicated),
        String(run.reconnects),
        round(run.householdWriteP99),
        round(run.singleWriteP99),
        (run.householdWriteP99 / run.singleWriteP99).toFixed(2),
        String(run.writeFailures),
        String(run.loadAverage),
      ]),
    ),
    "prop.: from the write's answer reaching its writer to the event reaching another member's page (below 0: the page heard it first, the",
    "event is published before the answer is written); from send: from the write leaving its writer. Only live deliveries are timed (a change",
    "answered while the page was reconnecting arrives by the resume, which counts for lost and duplicated only).",
    "",
    "Idle streams against one process (SQLite): each checked to still deliver one change",
    table(
      ["asked", "open", "delivered", "RSS before MiB", "RSS after MiB", "KiB per stream", "fds used", "fd limit", "load 1m", "refused"],
      [[String(idle.asked), String(idle.open), String(idle.delivered), idle.rssBeforeMiB.toFixed(0), idle.rssAfterMiB.toFixed(0), idle.perStreamKiB.toFixed(1), String(idle.fds), String(idle.fdLimit), String(idle.loadAverage), idle.refusal || "-"]],
    ),
    "",
    "Targets",
    table(
      ["database", "prop. p50 <= 100 ms", "prop. p99 <= 1000 ms", "lost + duplicated = 0", "write p99 within 20 %"],
      runs.map((run) => [
        run.database,
        verdict(p(run.propagationMs, 50) <= 100),
        verdict(p(run.propagationMs, 99) <= 1_000),
        verdict(run.lost + run.duplicated === 0),
        verdict(run.householdWriteP99 <= run.singleWriteP99 * 1.2),
      ]),
    ),
    `idle streams >= 2000 with fds to spare: ${verdict(idle.open >= 2_000 && idle.delivered === idle.open && idle.fds < idle.fdLimit)}`,
  ].join("\n");
  publishReport("household", report, {
    machine,
    settings: { HOUSEHOLDS, MEMBERS, SECONDS, WRITE_EVERY_MS, RECONNECT_EVERY_MS, IDLE_STREAMS },
    runs: runs.map(({ propagationMs: prop, fromSendMs: send, ...run }) => ({ ...run, eventsTimed: prop.length, propagationP50Ms: p(prop, 50), propagationP99Ms: p(prop, 99), fromSendP50Ms: p(send, 50), fromSendP99Ms: p(send, 99) })),
    idle,
  });
}
