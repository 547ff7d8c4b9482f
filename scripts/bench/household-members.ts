/**
 * The household benchmark's cooks (household.ts): signed in through the real routes, each
 * changing their list in short rounds, and each member's open page with its event stream.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { PAGE_HEADER } from "../../config/household";
import { openEventStream, type EventStream, type Frame } from "../../tooling/event-stream";
import { type Server } from "./servers";
import { Client, signedInCook } from "./reliability/client";

/** Each cook's pace: one change about every second (a busy evening in a shared kitchen, times 20). */
export const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 1_000);
/** Lines a cook adds at most: a household's list stays under its cap (300). */
const ADDS_PER_MEMBER = 50;

export type Cook = { client: Client; clients: Client[]; userId: string };

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
export async function cooksOn(servers: Server[], count: number, label: string): Promise<Cook[]> {
  const cooks: Cook[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, index) => cookOn(servers, (start + index) % servers.length, label));
    cooks.push(...(await Promise.all(batch)));
  }
  return cooks;
}

export const streamHeaders = (client: Client): Record<string, string> => ({
  cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  "x-forwarded-for": client.address,
});

export type Write = { sentAt: number; answeredAt: number; ms: number };

/** An open page's id, as components/household/page-id.ts makes one: its changes carry it, and its stream leaves them out. */
export const newPageId = () => randomBytes(8).toString("hex");

/**
 * One cook changing their list: add a line, or tick/untick one of their own lines. Kept across
 * rounds (`until` ends one), so the lines added in one round are ticked in the next.
 */
export class ListChanger {
  /** Every write answered, in order: a member's k-th event is their k-th write. */
  readonly writes: Write[] = [];
  failures = 0;
  private readonly mine: { id: string; checked: boolean }[] = [];
  private added = 0;

  /** `pageId`: the open page the cook changes it from (sent with each change, as a browser does). */
  constructor(
    private readonly client: Client,
    private readonly pageId: string,
  ) {}

  /** Changes until `until`; each answered write also goes to `round` (the round's own figures). */
  async changeUntil(until: number, round: Write[]): Promise<void> {
    await sleep(Math.random() * Math.min(WRITE_EVERY_MS, Math.max(0, until - performance.now())));
    while (performance.now() < until) {
      const adding = this.mine.length < 3 || (this.added < ADDS_PER_MEMBER && Math.random() < 0.4);
      const line = this.mine[Math.floor(Math.random() * this.mine.length)];
      const started = performance.now();
      const headers = { [PAGE_HEADER]: this.pageId };
      const answer = adding
        ? await this.client.request("POST", "/api/shopping/items", { json: { text: `Oat milk ${this.added + 1}` }, headers })
        : await this.client.request("PATCH", `/api/shopping/items/${line!.id}`, { json: { checked: !line!.checked }, headers });
      const answeredAt = performance.now();
      if (answer.status === 200 || answer.status === 201) {
        const write = { sentAt: started, answeredAt, ms: answeredAt - started };
        this.writes.push(write);
        round.push(write);
        if (adding) {
          this.added += 1;
          this.mine.push({ id: (answer.json() as { id: string }).id, checked: false });
        } else line!.checked = !line!.checked;
      } else this.failures += 1;
      // Never past the round's end: the next round (of the other kind) starts on time.
      const pause = WRITE_EVERY_MS * (0.5 + Math.random()) - (answeredAt - started);
      await sleep(Math.max(0, Math.min(pause, until - performance.now())));
    }
  }
}

/** One member's open page: its stream, reopened with the last id it had when asked. */
export class Page {
  /** Change id → when it arrived; with when the write was answered known, the propagation. */
  readonly arrived = new Map<number, number>();
  duplicates = 0;
  reconnects = 0;
  /** When each connection started hearing live (a change answered before it: a replay). */
  readonly liveSince: number[] = [];
  private lastId: string | undefined;
  private stream: EventStream | undefined;

  /** `pageId`: the same id its cook's changes carry, so its stream leaves out exactly those. */
  constructor(
    readonly clients: Client[],
    readonly pageId: string,
  ) {}

  async open(): Promise<void> {
    const client = this.clients[this.reconnects % this.clients.length]!;
    const headers = { ...streamHeaders(client), ...(this.lastId ? { "last-event-id": this.lastId } : {}) };
    const connectedAt = performance.now();
    this.stream = await openEventStream(`${client.origin}/api/household/events?page=${this.pageId}`, headers, (frame, at) => this.heard(frame, at));
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

/** Every page waits until nothing more arrives for a second (at most 10 s): late events are not lost ones. */
export async function settle(pages: Page[]): Promise<void> {
  const total = () => pages.reduce((sum, page) => sum + page.arrived.size, 0);
  const deadline = performance.now() + 10_000;
  let before = -1;
  while (performance.now() < deadline && total() !== before) {
    before = total();
    await sleep(1_000);
  }
}
