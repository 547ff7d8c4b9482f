/**
 * The reliability suite's clients and servers: a cook's HTTP client with its own cookie jar and
 * its own client address, and Res-pe started as `npm start` runs it with pinned settings.
 *
 * Every cook sends a different X-Forwarded-For, and the app is started with TRUST_PROXY=1 (one
 * proxy in front, as behind nginx), so the per-address limits see fifty cooks on fifty machines
 * rather than one machine signing up fifty times (lib/platform/client-address).
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pinnedSettings } from "../../../tooling/pinned-settings";
import { loopbackUrl } from "../measure";
import { LOG_DIR, startResPe, type Server } from "../servers";
import { SAMPLE_PASSWORD } from "../../../tooling/samples";

export type DatabaseKind = "sqlite" | "postgresql";

/** Where one run's data lives: an SQLite file in `dataDir`, or a PostgreSQL database. */
export type Store = { kind: DatabaseKind; dataDir: string; databaseUrl: string; authSecret: string };

export function sqliteStore(dataDir: string): Store {
  return { kind: "sqlite", dataDir, databaseUrl: `file:${path.join(dataDir, "res-pe.db")}`, authSecret: "" };
}

export function postgresStore(dataDir: string, databaseUrl: string): Store {
  return { kind: "postgresql", dataDir, databaseUrl, authSecret: randomBytes(32).toString("base64url") };
}

/** Res-pe through scripts/start.ts, every documented setting pinned; the catalog chef. */
export async function startApp(store: Store, extra: Record<string, string> = {}): Promise<Server> {
  const settings = pinnedSettings({
    HOST: "127.0.0.1",
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    AUTH_SECRET: store.authSecret,
    TRUST_PROXY: "1",
    AI_CHEF_PROVIDER: "catalog",
    ...extra,
  });
  delete settings.PORT; // startResPe picks a free one
  return startResPe(store.dataDir, settings);
}

/**
 * Keeps a stopped server's log as .tmp/bench/logs/reliability-<name>.log (the next start would
 * overwrite it) and answers the failures it logged: each 500's first lines, with its stack.
 */
export function keepServerLog(server: Server, name: string): string[] {
  const log = fs.existsSync(server.child.logFile) ? fs.readFileSync(server.child.logFile, "utf8") : "";
  fs.writeFileSync(path.join(LOG_DIR, `reliability-${name}.log`), log);
  return log
    .split(/\n(?=\S)/)
    .filter((entry) => / failed:/.test(entry) || /^(Error|TypeError|RangeError)/.test(entry))
    .map((entry) => entry.split("\n").slice(0, 8).join("\n"));
}

let nextAddress = 0;

/** A made-up client address no other client of this run uses (10.x.y.z). */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export type Answer = { status: number; headers: Headers; body: Buffer; text: () => string; json: () => unknown };

export type RequestOptions = {
  json?: unknown;
  form?: Record<string, string>;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Sent on a connection of its own, closed after the answer. A server that refuses a large
   * body before it has all arrived (413) closes that connection; sent through fetch's pool, the
   * next request may go out on the closed socket (ECONNRESET), or a large upload may queue
   * behind it (the hostile-import family's 64 MB case once waited its whole minute so).
   */
  ownConnection?: boolean;
};

/** One client: its address, its cookies, and the site's Origin on every request (as a browser sends it). */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;

  constructor(
    readonly origin: string,
    readonly address = freshAddress(),
  ) {}

  async request(method: string, route: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin, "x-forwarded-for": this.address };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : new Uint8Array(options.body);
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    Object.assign(headers, options.headers);
    const url = loopbackUrl(route, this.origin);
    const timeoutMs = options.timeoutMs ?? 60_000;
    const response = options.ownConnection
      ? await overOwnConnection(url, method, headers, body as string | Uint8Array | undefined, timeoutMs)
      : await fetch(url, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    // An event stream (GET /api/household/events) stays open until the client goes: its status
    // and headers are the answer; reading it to the end would wait for the timeout.
    const streamed = response.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
    if (streamed) await response.body?.cancel();
    const bytes = streamed ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      text: () => bytes.toString("utf8"),
      json: () => JSON.parse(bytes.toString("utf8")) as unknown,
    };
  }
}

/** One request on a connection no other request shares (`agent: false`), as a Response. */
function overOwnConnection(url: URL | string, method: string, headers: Record<string, string>, body: string | Uint8Array | undefined, timeoutMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, signal: AbortSignal.timeout(timeoutMs) }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        resolve(new Response(answer.statusCode === 204 ? null : Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers: answerHeaders }));
      });
    });
    request.on("error", reject);
    // The server may answer (413) and close before the whole body is out: the answer still counts.
    request.end(body);
  });
}

export type Account = { name: string; email: string; password: string };

let accounts = 0;

/** A new cook's details, unique in this run. */
export function newAccount(label: string): Account {
  accounts += 1;
  const tag = `${label}-${process.pid}-${Date.now().toString(36)}-${accounts}`;
  return { name: `Cook ${accounts}`, email: `${tag}@example.com`, password: SAMPLE_PASSWORD };
}

export function signUp(client: Client, account: Account): Promise<Answer> {
  return client.request("POST", "/api/entry/register", { json: { ...account, confirmPassword: account.password } });
}

/** next-auth's credentials flow as the login page runs it: the CSRF token (and its cookie), then the callback. */
export async function signInWithNextAuth(client: Client, account: Account): Promise<{ csrf: Answer; callback: Answer }> {
  const csrf = await client.request("GET", "/api/auth/csrf");
  const token = csrf.status === 200 ? (csrf.json() as { csrfToken?: string }).csrfToken : undefined;
  if (!token) return { csrf, callback: csrf };
  const callback = await client.request("POST", "/api/auth/callback/credentials", {
    form: { csrfToken: token, email: account.email, password: account.password, callbackUrl: `${client.origin}/home`, json: "true" },
  });
  return { csrf, callback };
}

/** Whether the client's session cookie is a current session (GET /api/protected). */
export async function signedIn(client: Client): Promise<boolean> {
  return (await client.request("GET", "/api/protected")).status === 200;
}

/** A cook signed up and signed in through next-auth, or an error saying which step failed. */
export async function signedInCook(origin: string, label: string): Promise<{ client: Client; account: Account }> {
  const client = new Client(origin);
  const account = newAccount(label);
  const registered = await signUp(client, account);
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}: ${registered.text().slice(0, 200)}`);
  await signIn(client, account);
  return { client, account };
}

export async function signIn(client: Client, account: Account): Promise<void> {
  const { callback } = await signInWithNextAuth(client, account);
  if (callback.status >= 400 || !(await signedIn(client))) {
    throw new Error(`next-auth sign-in failed (${callback.status}): ${callback.text().slice(0, 200)}`);
  }
}
