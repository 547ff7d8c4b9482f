/**
 * `npm run bench -- chef`: how fast POST /api/chef/recipe answers, against `next start`
 * (scripts/start.ts) on 127.0.0.1, one request at a time (what one cook waits).
 * 1. The catalog chef (the default): time to the first byte of the recipe and to the last.
 *    Target (issue 5): p50 ≤ 50 ms to the first byte.
 * 2. What the route adds in front of a language model: the same server configured with
 *    AI_CHEF_ENDPOINT_URL pointing at a fake OpenAI-compatible server (tooling/fake-llm.ts,
 *    in this process, answering at once), compared with asking that fake directly.
 *    Target: ≤ 10 ms more to the first token (p50).
 * Prints a table; writes .tmp/bench/chef.json.
 *
 * Env: BENCH_REQUESTS (measured requests per target, default 200), BENCH_WARMUP_REQUESTS (default 20).
 */
import { startFakeLlm } from "../../tooling/fake-llm";
import { stopChild } from "../../tooling/processes";
import { logIn, signUp } from "./bench-account";
import { benchTempDir, onCleanup, progress } from "./harness";
import { loopbackUrl, percentile } from "./measure";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ensureResPeBuilt, ROOT, startResPe, type Server } from "./servers";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

const TTFB_TARGET_MS = 50;
const OVERHEAD_TARGET_MS = 10;
const INGREDIENTS = ["apples", "flour", "sugar", "butter"];
/** About the size of a model's recipe: 40 tokens-worth pieces, 1 KB in all. */
const MODEL_PIECES = Array.from({ length: 40 }, (_, index) => `word${index} of the recipe, `);

function countFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 100_000) throw new Error(`${name} must be a whole number from 1.`);
  return value;
}

type Timing = { firstByteMs: number; lastByteMs: number; bytes: number };

/** One request (a JSON POST when there is a body): when its first body bytes arrive and when the last do. */
async function timedRequest(url: string, headers: Record<string, string>, body?: unknown): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(loopbackUrl(url), {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += read.value.byteLength;
  }
  return { firstByteMs, lastByteMs: performance.now() - started, bytes };
}

type Counts = { warmup: number; measured: number };

type Summary = { target: string; requests: number; bytes: number; ttfbP50: number; ttfbP99: number; totalP50: number; totalP99: number };

async function series(target: string, { warmup, measured }: Counts, request: () => Promise<Timing>): Promise<Summary> {
  for (let run = 0; run < warmup; run += 1) await request();
  const timings: Timing[] = [];
  for (let run = 0; run < measured; run += 1) timings.push(await request());
  const first = timings.map((timing) => timing.firstByteMs).sort((a, b) => a - b);
  const last = timings.map((timing) => timing.lastByteMs).sort((a, b) => a - b);
  return {
    target,
    requests: measured,
    bytes: timings[0]!.bytes,
    ttfbP50: percentile(first, 50),
    ttfbP99: percentile(first, 99),
    totalP50: percentile(last, 50),
    totalP99: percentile(last, 99),
  };
}

/** A Res-pe server whose quota lets the benchmark ask as often as it likes, and a session on it. */
async function startChefServer(dataDir: string, env: Record<string, string>): Promise<{ server: Server; cookie: string }> {
  Object.assign(process.env, { AI_CHEF_RECIPES_PER_10_MINUTES: "100000", ...env });
  try {
    const server = await startResPe(dataDir);
    const account = { name: "Bench Cook", email: "bench-chef@example.com", password: SAMPLE_PASSWORD };
    await signUp(server.origin, account);
    return { server, cookie: (await logIn(server.origin, account)).cookie };
  } finally {
    for (const key of ["AI_CHEF_RECIPES_PER_10_MINUTES", ...Object.keys(env)]) delete process.env[key];
  }
}

export async function main(): Promise<void> {
  const counts = { measured: countFromEnv("BENCH_REQUESTS", 200), warmup: countFromEnv("BENCH_WARMUP_REQUESTS", 20) };
  const { measured, warmup } = counts;
  const machine = machineContext(ROOT);
  const dataDirs = [1, 2].map(() => benchTempDir("res-pe-bench-chef-"));
  const fake = await startFakeLlm({ behaviour: () => ({ kind: "answer", pieces: MODEL_PIECES }) });
  onCleanup(() => fake.close());

  progress("Res-pe: checking for a build…");
  await ensureResPeBuilt();

  progress("catalog chef: starting Res-pe…");
  const catalog = await startChefServer(dataDirs[0]!, {});
  const catalogUrl = `${catalog.server.origin}/api/chef/recipe`;
  progress(`catalog chef: ${warmup} + ${measured} requests…`);
  const catalogResult = await series("POST /api/chef/recipe, catalog chef", counts, () =>
    timedRequest(catalogUrl, { cookie: catalog.cookie }, { ingredients: INGREDIENTS }),
  );
  // The same session check without the quota's database write or a chef: what any signed-in
  // API request costs here.
  const sessionOnly = await series("GET /api/protected (yardstick: session check only)", counts, () =>
    timedRequest(`${catalog.server.origin}/api/protected`, { cookie: catalog.cookie }),
  );
  await stopChild(catalog.server.child);

  progress("openai-compatible chef: starting Res-pe against the fake model server…");
  const llm = await startChefServer(dataDirs[1]!, { AI_CHEF_ENDPOINT_URL: fake.url, AI_CHEF_MODEL: "bench-model" });
  const llmUrl = `${llm.server.origin}/api/chef/recipe`;
  progress(`openai-compatible chef: ${warmup} + ${measured} requests through Res-pe, and as many to the fake directly…`);
  const viaApp = await series("POST /api/chef/recipe, fake model behind Res-pe", counts, () =>
    timedRequest(llmUrl, { cookie: llm.cookie }, { ingredients: INGREDIENTS }),
  );
  // What the client library sends, minus Res-pe: the same model, messages and stream flag.
  const directBody = {
    model: "bench-model",
    stream: true,
    max_tokens: 1024,
    messages: fake.requests.at(-1)!.body.messages,
  };
  const direct = await series("POST /v1/chat/completions, fake model directly", counts, () =>
    timedRequest(`${fake.url}/chat/completions`, {}, directBody),
  );
  await stopChild(llm.server.child);

  const overheadMs = viaApp.ttfbP50 - direct.ttfbP50;
  const met = (value: number, limit: number) => (value <= limit ? "met" : "MISSED");
  const ms = (value: number) => value.toFixed(1);
  const results = [catalogResult, sessionOnly, viaApp, direct];
  const report = [
    machineSection(machine),
    "",
    `Sequential requests (1 at a time), ${warmup} warm-up discarded, ${measured} measured each; first byte = first body chunk`,
    table(
      ["target", "bytes", "1st byte p50", "1st byte p99", "last byte p50", "last byte p99"],
      results.map((r) => [r.target, String(r.bytes), ms(r.ttfbP50), ms(r.ttfbP99), ms(r.totalP50), ms(r.totalP99)]),
    ),
    "(milliseconds)",
    "",
    "Targets",
    `  catalog chef, first byte p50: ${ms(catalogResult.ttfbP50)} ms (target <= ${TTFB_TARGET_MS}: ${met(catalogResult.ttfbP50, TTFB_TARGET_MS)})`,
    `  route overhead to the first token, p50: ${ms(overheadMs)} ms (target <= ${OVERHEAD_TARGET_MS}: ${met(overheadMs, OVERHEAD_TARGET_MS)})`,
  ].join("\n");
  publishReport("chef", report, { machine, settings: { measured, warmup }, results, overheadMs });
}
