/**
 * `npm run bench -- household`: households live (issue 32), on SQLite (one process) and on a
 * throw-away PostgreSQL served by two instances:
 * 1. 20 single cooks (each in a household of one, no stream open) and 4 households x 5 members,
 *    each member with one open page (`GET /api/household/events`), add and tick shopping list
 *    lines in alternating rounds of BENCH_ROUND_SECONDS (default 2) for BENCH_SECONDS (default 60)
 *    of each kind: the household writes' p50/p99 against the single cooks' (target p99 within
 *    20 %), pooled over the run, with the spread of the ratio over blocks of rounds;
 * 2. from the household rounds: the propagation from a write's answer to the event on every other
 *    member's stream (p50/p99; targets p50 <= 100 ms, p99 <= 1 s), and every page closed and
 *    reopened with `Last-Event-ID` every few seconds (on PostgreSQL, on the other instance): lost
 *    and duplicated events (target 0);
 * 3. on SQLite, idle streams against the one process, up to BENCH_IDLE_STREAMS (default 2,000):
 *    how many it holds (each checked to still deliver), memory per stream (RSS delta / count),
 *    file descriptors used against its limit.
 * The 1-minute load average is noted beside each figure: the machine may be shared.
 *
 * How an event is matched with its write: each member writes from their one open page, sending its
 * id (`x-res-pe-page`) as a browser does, and a page's own changes never come back on its stream
 * (stream.ts), so the member whose page lacks an event wrote it; each member writes one change at
 * a time, so their k-th event (by id) is their k-th write.
 */
import fs from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { stopChild } from "../../tooling/processes";
import { postgresForTests, startThrowawayPostgres } from "../../tooling/throwaway-postgres";
import { openEventStream, type EventStream } from "../../tooling/event-stream";
import { benchTempDir, onCleanup, progress } from "./harness";
import { cooksOn, ListChanger, newPageId, Page, settle, streamHeaders, WRITE_EVERY_MS, type Cook, type Write } from "./household-members";
import { percentile } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, type Server } from "./servers";
import { Client, postgresStore, sqliteStore, startApp } from "./reliability/client";

const HOUSEHOLDS = 4;
const MEMBERS = 5;
/** Writing time of each kind (households, single cooks): twice this in all, in alternating rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** One round of one kind: short, so a change in the machine's load falls on both kinds alike. */
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const ROUNDS = Math.max(2, Math.round(SECONDS / ROUND_SECONDS));
/** Rounds pooled into blocks for the spread of the p99 ratio (a round alone has too few writes for a p99). */
const BLOCKS = Math.min(5, Math.floor(ROUNDS / 2));
const IDLE_STREAMS = Number(process.env.BENCH_IDLE_STREAMS ?? 2_000);
/** Every page reconnects this often (staggered), so each one resumes several times in a run. */
const RECONNECT_EVERY_MS = Math.max(2_000, Math.min(10_000, (SECONDS * 1_000) / 4));

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
const p = (values: number[], at: number) => (values.length === 0 ? Number.NaN : percentile([...values].sort((a, b) => a - b), at));
const ms = (writes: Write[]) => writes.map((write) => write.ms);

/** The household writes' percentile over the single cooks', pooled over the given round pairs. */
const ratioOf = (rounds: { household: Write[]; single: Write[] }[], at: number) =>
  p(ms(rounds.flatMap((pair) => pair.household)), at) / p(ms(rounds.flatMap((pair) => pair.single)), at);

type Run = {
  database: string;
  instances: number;
  writes: number;
  singleWrites: number;
  writeFailures: number;
  propagationMs: number[];
  /** The same deliveries timed from when the write was sent: never below 0. */
  fromSendMs: number[];
  lost: number;
  duplicated: number;
  reconnects: number;
  householdWriteP50: number;
  householdWriteP99: number;
  singleWriteP50: number;
  singleWriteP99: number;
  /** The pooled p99 ratio of each block of consecutive round pairs: how much it moves with the load. */
  blockP99Ratios: number[];
  /** Each round pair's p50 ratio, ascending. */
  pairP50Ratios: number[];
  loadBefore: number;
  loadAverage: number;
};

async function measure(database: string, servers: Server[]): Promise<{ run: Run; households: { cooks: Cook[] }[] }> {
  const n = servers.length;
  progress(`${database}: 20 single cooks (households of one, no stream open) and ${HOUSEHOLDS} households of ${MEMBERS}, joining…`);
  const singles = await cooksOn(servers, HOUSEHOLDS * MEMBERS, `single-${database}`);
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
  const pages = households.map(({ cooks }) => cooks.map((cook, m) => new Page(m % 2 === 0 ? cook.clients : [...cook.clients].reverse(), newPageId())));
  await Promise.all(pages.flat().map((page) => page.open()));
  const members = households.map(({ cooks }, h) => cooks.map((cook, m) => new ListChanger(cook.clients[m % n]!, pages[h]![m]!.pageId)));
  const alone = singles.map((cook, index) => new ListChanger(cook.clients[index % n]!, newPageId()));

  // Household rounds and single-cook rounds alternate (ABBA: which kind goes first swaps every
  // pair), so both kinds meet the same machine: run apart, the ratio followed the load (1.50, then 0.81).
  progress(`${database}: ${ROUNDS} rounds of ${ROUND_SECONDS} s of each kind, alternating; pages reconnecting every ${RECONNECT_EVERY_MS / 1000} s…`);
  const loadBefore = loadAverage();
  const rounds: { household: Write[]; single: Write[] }[] = [];
  let done = false;
  const reconnecting = (async () => {
    const all = pages.flat();
    const gap = RECONNECT_EVERY_MS / all.length;
    for (let turn = 0; !done; turn += 1) {
      await sleep(gap);
      if (!done) await all[turn % all.length]!.reconnect();
    }
  })();
  for (let r = 0; r < ROUNDS; r += 1) {
    const pair = { household: [] as Write[], single: [] as Write[] };
    const kinds = r % 2 === 0 ? (["household", "single"] as const) : (["single", "household"] as const);
    for (const kind of kinds) {
      const until = performance.now() + ROUND_SECONDS * 1_000;
      const changers = kind === "household" ? members.flat() : alone;
      await Promise.all(changers.map((changer) => changer.changeUntil(until, pair[kind])));
    }
    rounds.push(pair);
  }
  done = true;
  const loadAfter = loadAverage();
  await reconnecting;
  await settle(pages.flat());
  for (const page of pages.flat()) page.close();

  // Whose each change was (the member whose page lacks it), then each member's k-th change ↔ k-th write.
  const propagationMs: number[] = [];
  const fromSendMs: number[] = [];
  let lost = 0;
  households.forEach((_, h) => {
    const onPages = pages[h]!;
    const ids = new Set(onPages.flatMap((page) => [...page.arrived.keys()]));
    const authored = onPages.map(() => [] as number[]);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const lacking = onPages.flatMap((page, m) => (page.arrived.has(id) ? [] : [m]));
      if (lacking.length === 1) authored[lacking[0]!]!.push(id);
      else lost += Math.max(0, lacking.length - 1); // whose it was is unclear; the pages beyond one missed it
    }
    onPages.forEach((_, m) => {
      const mine = members[h]![m]!.writes;
      // A change no page heard at all: lost on every other page.
      lost += Math.max(0, mine.length - authored[m]!.length) * (MEMBERS - 1);
      if (mine.length !== authored[m]!.length) return;
      authored[m]!.forEach((id, k) => {
        const { answeredAt, sentAt } = mine[k]!;
        onPages.forEach((page, other) => {
          if (other === m || !page.liveFor(answeredAt)) return;
          propagationMs.push(page.arrived.get(id)! - answeredAt);
          fromSendMs.push(page.arrived.get(id)! - sentAt);
        });
      });
    });
  });
  const householdWrites = members.flat().flatMap((changer) => changer.writes);
  const singleWrites = alone.flatMap((changer) => changer.writes);
  const perBlock = Math.ceil(rounds.length / Math.max(1, BLOCKS));
  const blocks = Array.from({ length: Math.ceil(rounds.length / perBlock) }, (_, b) => rounds.slice(b * perBlock, (b + 1) * perBlock));
  return {
    households,
    run: {
      database,
      instances: n,
      writes: householdWrites.length,
      singleWrites: singleWrites.length,
      writeFailures: [...members.flat(), ...alone].reduce((sum, changer) => sum + changer.failures, 0),
      propagationMs,
      fromSendMs,
      lost,
      duplicated: pages.flat().reduce((sum, page) => sum + page.duplicates, 0),
      reconnects: pages.flat().reduce((sum, page) => sum + page.reconnects, 0),
      householdWriteP50: p(ms(householdWrites), 50),
      householdWriteP99: p(ms(householdWrites), 99),
      singleWriteP50: p(ms(singleWrites), 50),
      singleWriteP99: p(ms(singleWrites), 99),
      blockP99Ratios: blocks.map((block) => ratioOf(block, 99)),
      pairP50Ratios: rounds.map((pair) => ratioOf([pair], 50)).filter(Number.isFinite).sort((a, b) => a - b),
      loadBefore,
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
  // The writer's session on this server (the cooks signed in on the one that measured the writes).
  const writer = new Client(server.origin, cooks[0]!.client.address);
  for (const [name, value] of cooks[0]!.client.cookies) writer.cookies.set(name, value);
  const write = await writer.request("POST", "/api/shopping/items", { json: { text: "Idle check" } });
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
  const sqliteSite = sqliteStore(benchTempDir("res-pe-bench-household-"));
  const onSqlite = await startApp(sqliteSite);
  const sqlite = await measure("SQLite", [onSqlite]);
  runs.push(sqlite.run);
  await stopChild(onSqlite.child);
  // What one process holds: the same site (the cooks' sessions are in it) served by one process.
  // With the default of one worker per core the streams would spread over the workers, and the
  // first process, whose memory and descriptors are read, would hold none of them.
  const oneProcess = await startApp(sqliteSite, { SERVER_WORKERS: "1" });
  const idle = await idleStreams(oneProcess, sqlite.households[0]!.cooks);
  await stopChild(oneProcess.child);

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
    `Households live: ${HOUSEHOLDS} households x ${MEMBERS} members, one open page each, a change per member about every ${WRITE_EVERY_MS} ms; every page reconnects with Last-Event-ID every ${RECONNECT_EVERY_MS / 1000} s (on PostgreSQL to the other instance)`,
    table(
      ["database", "instances", "writes", "events timed", "prop. p50 ms", "prop. p99 ms", "from send p50", "from send p99", "lost", "duplicated", "reconnects", "failed writes", "load 1m"],
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
        String(run.writeFailures),
        String(run.loadAverage),
      ]),
    ),
    "prop.: from the write's answer reaching its writer to the event reaching another member's page (below 0: the page heard it first, the",
    "event is published before the answer is written); from send: from the write leaving its writer. Only live deliveries are timed (a change",
    "answered while the page was reconnecting arrives by the resume, which counts for lost and duplicated only).",
    "",
    `Write time, household members against single cooks: ${ROUNDS} rounds of ${ROUND_SECONDS} s of each kind, alternating (20 cooks writing at a time either way)`,
    table(
      ["database", "member writes", "single writes", "member p50 ms", "single p50 ms", "ratio p50", "member p99 ms", "single p99 ms", "ratio p99", `p99 ratio per block (${BLOCKS} blocks)`, "p50 ratio per round pair p10-p90", "load 1m before-after"],
      runs.map((run) => [
        run.database,
        String(run.writes),
        String(run.singleWrites),
        round(run.householdWriteP50),
        round(run.singleWriteP50),
        (run.householdWriteP50 / run.singleWriteP50).toFixed(2),
        round(run.householdWriteP99),
        round(run.singleWriteP99),
        (run.householdWriteP99 / run.singleWriteP99).toFixed(2),
        run.blockP99Ratios.map((ratio) => ratio.toFixed(2)).join(" "),
        `${p(run.pairP50Ratios, 10).toFixed(2)}-${p(run.pairP50Ratios, 90).toFixed(2)}`,
        `${run.loadBefore}-${run.loadAverage}`,
      ]),
    ),
    "Pooled: every write of a kind over the whole run. A block: consecutive round pairs pooled, its p99 ratio; the blocks' spread is how far",
    "the p99 ratio moves with the machine's load. The 20 % target is on the pooled p99 ratio.",
    "",
    "Idle streams against one process (SQLite, SERVER_WORKERS=1): each checked to still deliver one change",
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
    settings: { HOUSEHOLDS, MEMBERS, SECONDS, ROUND_SECONDS, ROUNDS, WRITE_EVERY_MS, RECONNECT_EVERY_MS, IDLE_STREAMS },
    runs: runs.map(({ propagationMs: prop, fromSendMs: send, ...run }) => ({ ...run, eventsTimed: prop.length, propagationP50Ms: p(prop, 50), propagationP99Ms: p(prop, 99), fromSendP50Ms: p(send, 50), fromSendP99Ms: p(send, 99) })),
    idle,
  });
}
