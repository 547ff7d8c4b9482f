/**
 * What the benchmark measures: page fetches, first-load JavaScript and throughput. Every request
 * goes through `loopbackUrl`, so nothing here can ever reach another host.
 */
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export function loopbackUrl(url: string | URL, base?: string | URL): URL {
  const parsed = new URL(url, base);
  if (parsed.protocol !== "http:" || parsed.hostname !== "127.0.0.1") {
    throw new Error(`Refusing to contact ${parsed.href}: the benchmark only talks to 127.0.0.1.`);
  }
  return parsed;
}

/** The value below which `p` percent of the (ascending) samples fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export type Fetched = { status: number; headers: Headers; body: Buffer };

export async function get(url: string | URL, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(loopbackUrl(url), {
    redirect: "manual", // a redirect could point anywhere
    // Uncompressed, as autocannon asks for it (it sends no Accept-Encoding).
    headers: { ...headers, "accept-encoding": "identity" },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

export async function getOk(url: string | URL, headers: Record<string, string> = {}): Promise<Fetched> {
  const fetched = await get(url, headers);
  if (fetched.status !== 200) throw new Error(`GET ${String(url)} answered ${fetched.status}, expected 200.`);
  return fetched;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1];
    if (name) found.set(name.toLowerCase(), (match[2] ?? match[3] ?? "").replaceAll("&amp;", "&"));
  }
  return found;
}

/** `<script src>` plus `<link rel=modulepreload>` / `<link rel=preload as=script>`, in order, once each. */
export function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributes(match[0]).get("src");
    if (src) urls.push(src);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const isScript = rel.includes("modulepreload") || (rel.includes("preload") && attrs.get("as") === "script");
    const href = attrs.get("href");
    if (isScript && href) urls.push(href);
  }
  return [...new Set(urls)];
}

export type FirstLoadJs = {
  page: string;
  scripts: { path: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
};

/** The JavaScript a first visit to `pageUrl` downloads, each file gzipped at level 9. */
export async function firstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = loopbackUrl(pageUrl);
  const html = (await getOk(page)).body.toString("utf8");
  const scripts: FirstLoadJs["scripts"] = [];
  // Resolving against the page and checking the result keeps an absolute asset URL (a CDN
  // assetPrefix) from being fetched: loopbackUrl throws for it.
  for (const src of scriptUrls(html)) {
    const url = loopbackUrl(src, page);
    const { body } = await getOk(url);
    scripts.push({ path: url.pathname + url.search, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return {
    page: page.pathname,
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

export type LoadResult = {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export type LoadOptions = { connections: number; warmupSeconds: number; durationSeconds: number };

/**
 * A discarded warm-up (JIT, caches, keep-alive sockets), then the measured run. With `nextPath`,
 * every request asks for the path it returns (on `url`'s origin) instead of `url` itself.
 */
export async function loadTest(
  target: string,
  url: string,
  options: LoadOptions,
  headers: Record<string, string> = {},
  nextPath?: () => string,
): Promise<LoadResult> {
  const checked = loopbackUrl(url).href;
  const requests = nextPath ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }] : undefined;
  const run = (duration: number) =>
    autocannon({ url: checked, connections: options.connections, duration, pipelining: 1, timeout: 10, headers, requests });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.durationSeconds);
  return {
    target,
    url: checked,
    requestsPerSecond: result.requests.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The load test's settings: BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS, checked. */
export function loadOptionsFromEnv(): LoadOptions {
  return {
    durationSeconds: intFromEnv("BENCH_DURATION", 10, 1, 600),
    warmupSeconds: intFromEnv("BENCH_WARMUP", 3, 0, 60),
    connections: intFromEnv("BENCH_CONNECTIONS", 10, 1, 1000),
  };
}

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

/** Resident memory of a process and all its descendants (a server with its cluster workers and helper processes), in MB. */
export function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb / 1024;
}
