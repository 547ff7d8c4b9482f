/**
 * Bad input, the import family (security review #28): pages and recipe files built so that
 * reading them costs more than their size — repeated microdata properties, nested Recipe scopes,
 * properties nested in properties, entity floods, tags that never close; files of a hundred
 * thousand empty recipes, a million JSON values, deep arrays — each at the route's size limit,
 * sent to POST /api/recipes/import and POST /api/recipes/import/file of the production server.
 *
 * Judged per case: the answer's time (target ≤ 1 s), no 5xx, an error as JSON { message }, no
 * recipe saved; and while each case is read, another cook's search keeps answering (its slowest
 * answer during the case is reported: a stalled event loop shows there first).
 */
import { progress } from "../harness";
import { table } from "../report";
import { stopChild } from "../../../tooling/processes";
import { Client, newAccount, signUp, startApp, type Answer, type Store } from "./client";

const MB = 1024 * 1024;
const PAGE_LIMIT = 5 * MB;
const FILE_LIMIT = 64 * MB;
export const HOSTILE_TARGET_MS = 1_000;

const fill = (unit: string, chars: number) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)));
const scope = (inner: string) => `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Trap Pie</h1>${inner}</div>`;

type HostileCase = { label: string; path: "/api/recipes/import" | "/api/recipes/import/file"; body: () => string };

function nestedProperties(): string {
  let names = 0;
  const chain = () => `${Array.from({ length: 250 }, () => `<b itemprop=p${(names += 1)}>`).join("")}x${"</b>".repeat(250)}`;
  return scope(fill(chain(), PAGE_LIMIT - 400));
}

const page = (html: string) => JSON.stringify({ html });

export const HOSTILE_CASES: HostileCase[] = [
  { label: "page: one property repeated to 5 MB", path: "/api/recipes/import", body: () => page(scope(fill("<i itemprop=a></i>", PAGE_LIMIT - 200))) },
  {
    label: "page: 2,000 nested Recipe scopes over 5 MB",
    path: "/api/recipes/import",
    body: () => page(`${fill('<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Nest</span>', 200_000)}${fill("<b>x</b>", PAGE_LIMIT - 200_000)}`),
  },
  { label: "page: properties 250 deep, each its own name", path: "/api/recipes/import", body: () => page(nestedProperties()) },
  { label: "page: 5 MB of one entity in an ingredient", path: "/api/recipes/import", body: () => page(scope(`<span itemprop=recipeIngredient>${fill("&amp;", PAGE_LIMIT - 200)}</span>`)) },
  { label: "page: 5 MB of '<'", path: "/api/recipes/import", body: () => page(`${scope("")}${fill("<", PAGE_LIMIT - 200)}`) },
  { label: "page: 5 MB of tags never closed", path: "/api/recipes/import", body: () => page(`${scope("")}${fill('<a title="x', PAGE_LIMIT - 200)}`) },
  {
    label: "file: 100,000 empty recipes",
    path: "/api/recipes/import/file",
    body: () => JSON.stringify({ "@graph": Array.from({ length: 100_000 }, () => ({ "@type": "Recipe" })) }),
  },
  { label: "file: 3 million JSON values", path: "/api/recipes/import/file", body: () => `[${fill("0,", 6_000_000)}0]` },
  { label: "file: 64 MB of one string", path: "/api/recipes/import/file", body: () => JSON.stringify({ "@type": "Recipe", name: "x".repeat(FILE_LIMIT - 100) }) },
  { label: "file: 1,001 recipes", path: "/api/recipes/import/file", body: () => JSON.stringify(Array.from({ length: 1_001 }, (_, k) => ({ "@type": "Recipe", name: `R${k}` }))) },
  { label: "file: arrays 100,000 deep", path: "/api/recipes/import/file", body: () => `${"[".repeat(100_000)}${"]".repeat(100_000)}` },
];

export type HostileCaseFigures = { label: string; status: number; ms: number; othersSlowestMs: number; problem?: string };
export type HostileFigures = { database: string; cases: HostileCaseFigures[]; missed: number };

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** A fresh signed-in cook per case: the import routes' hourly limits judge pace, not input. */
async function freshCook(origin: string): Promise<Client> {
  const client = new Client(origin);
  const account = newAccount("hostile");
  const registered = await signUp(client, account);
  if (registered.status !== 201) throw new Error(`hostile import: a cook could not sign up (${registered.status})`);
  const login = await client.request("POST", "/api/entry/login", { json: { email: account.email, password: account.password } });
  if (login.status !== 200) throw new Error(`hostile import: a cook could not log in (${login.status})`);
  return client;
}

function problemOf(answer: Answer, ms: number): string | undefined {
  if (answer.status >= 500) return `${answer.status}`;
  // Every answer is timed, a 200 (a preview of what the page held) as much as a refusal.
  if (answer.status === 201) {
    const saved = (answer.json() as { created?: unknown[] }).created ?? [];
    if (saved.length > 0) return `saved ${saved.length} recipes`;
  }
  if (answer.status >= 400) {
    try {
      if (typeof (answer.json() as { message?: unknown }).message !== "string") return "error without a message";
    } catch {
      return "error answer is not JSON";
    }
  }
  return ms > HOSTILE_TARGET_MS ? `took ${Math.round(ms)} ms` : undefined;
}

export async function runHostileImport(store: Store): Promise<HostileFigures> {
  progress(`bad input, import family on ${store.kind}: starting Res-pe…`);
  const server = await startApp(store);
  const figures: HostileCaseFigures[] = [];
  const other = await freshCook(server.origin);
  for (const testCase of HOSTILE_CASES) {
    progress(`bad input, import family: ${testCase.label}…`);
    const client = await freshCook(server.origin);
    const body = Buffer.from(testCase.body());
    let othersSlowestMs = 0;
    let reading = true;
    // Another cook searching meanwhile, one request at a time.
    const probe = (async () => {
      while (reading) {
        const { ms } = await timed(() => other.request("GET", "/api/meals?s=soup"));
        othersSlowestMs = Math.max(othersSlowestMs, ms);
      }
    })();
    const send = () => client.request("POST", testCase.path, { body, headers: { "content-type": "application/json" }, ownConnection: true });
    // A body refused while it was still arriving (413 past the value count) ends its connection;
    // fetch may hand the next case that closed socket from its pool: one more try on a fresh one.
    const { value: answer, ms } = await timed(() =>
      send()
        .catch((error: unknown) => (String((error as Error).cause).includes("other side closed") ? send() : Promise.reject(error)))
        // No answer within the client's minute is this case's failure, not the end of the run.
        .catch((error: unknown) => (error instanceof Error && error.name === "TimeoutError" ? undefined : Promise.reject(error))),
    );
    reading = false;
    await probe;
    figures.push(
      answer
        ? { label: testCase.label, status: answer.status, ms, othersSlowestMs, problem: problemOf(answer, ms) }
        : { label: testCase.label, status: 0, ms, othersSlowestMs, problem: "no answer within 60 s" },
    );
  }
  await stopChild(server.child);
  return { database: store.kind, cases: figures, missed: figures.filter((row) => row.problem).length };
}

export function hostileTable({ database, cases, missed }: HostileFigures): string {
  return [
    `Bad input, the import family on ${database === "sqlite" ? "SQLite" : "PostgreSQL"}: hostile pages (5 MB) and recipe files (64 MB) to the import routes; target: each answered within ${HOSTILE_TARGET_MS} ms, no 5xx, errors as JSON { message }, nothing saved`,
    table(
      ["case", "status", "answer ms", "another cook's slowest search ms", "problem"],
      cases.map((row) => [row.label, String(row.status), row.ms.toFixed(0), row.othersSlowestMs.toFixed(0), row.problem ?? ""]),
    ),
    `import family: ${missed === 0 ? "every target met" : `MISSED in ${missed} cases`}`,
  ].join("\n");
}
