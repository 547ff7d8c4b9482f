/**
 * The API fuzzer: `npm run test:fuzz` (also `npm run bench -- fuzz`). Starts the built app as
 * `npm start` runs it (pinned settings, a private SQLite data folder, the catalog chef, mail to
 * the database outbox), signs up a test cook, reads /api/openapi.json, and for every operation
 * in it sends a fixed number of requests generated from the document's own schemas with
 * fast-check: valid ones and wrong ones (mutations.ts). Every answer is judged against the
 * document (answers.ts): zero 5xx and zero answers that break it, or exit 1 with the seed.
 *
 *   --runs <n>     requests per operation (default 40)
 *   --seed <n>     fast-check's seed (default 19); each operation uses seed + its index
 *   --only <text>  only operations whose "METHOD /path" contains the text
 *   --origin <url> a Res-pe already running on 127.0.0.1 instead of starting one
 *   --local-document  this checkout's document (lib/web/api-docs) rather than the served one, to
 *                  try a change to the document against a running build
 *
 * Operations that would end the test cook's session or account are sent so they cannot:
 * logout and next-auth's endpoints signed out; password, email and deletion never with the
 * cook's real password.
 */
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { benchTempDir, progress, runBenchmark } from "../bench/harness";
import { table } from "../bench/report";
import { Client, newAccount, signUp, sqliteStore, startApp, type Account, type Answer } from "../bench/reliability/client";
import { FUZZ_ADMIN_SETTINGS, cookIdFor, freshAdmin, reopenSignUps, takeFirstAccount } from "./admins";
import { AnswerJudge, type DocumentOperation, type OpenApi } from "./answers";
import { encodeSegment, mutated, type FuzzRequest } from "./mutations";
import { validValue, type JsonSchema } from "./schema-arbitraries";

const METHODS = ["get", "post", "put", "patch", "delete"];
/** A 1×1 PNG: a picture the upload accepts, beside random bytes it must refuse. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
/** Sent signed out whatever the operation says: with the cook's session they would end it. */
const SIGNED_OUT_ONLY = [/^post \/api\/entry\/logout$/, /^\w+ \/api\/auth\//];
/** Fields that must never carry the test cook's real password. */
const PASSWORD_FIELDS = ["password", "currentPassword"];

/**
 * Each operation's test cook gets one API key, and every request to TheMealDB's paths spends
 * its quotas: quotas no run reaches, so they answer for real (a 429 would still be judged).
 */
const KEY_QUOTAS = { API_KEY_REQUESTS_PER_MINUTE: "100000", API_KEY_REQUESTS_PER_DAY: "10000000" };

type Options = { runs: number; seed: number; only?: string; origin?: string; localDocument: boolean };
type Failure = { operation: string; run: number; label: string; problem: string; request: string };
type Figures = { operation: string; runs: number; statuses: Map<number, number>; failures: number; ms: number };

function options(argv: string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return { runs: Number(value("--runs") ?? 40), seed: Number(value("--seed") ?? 19), only: value("--only"), origin: value("--origin"), localDocument: argv.includes("--local-document") };
}

/** The ids the test cook's own things have, by the path they belong under (valid ids that exist). */
/**
 * A new test cook, signed in with a bearer token, with a recipe, a collection, a planned meal
 * and a shopping line of their own. One per operation: each operation then has the cook's whole
 * rate-limit budget, and what one operation deleted cannot starve the next.
 */
async function freshCook(origin: string): Promise<{ cook: Client; account: Account; fixtures: Fixtures }> {
  const cook = new Client(origin);
  const account = newAccount("fuzz");
  if ((await signUp(cook, account)).status !== 201) throw new Error("fuzz: a test cook could not sign up");
  const login = await cook.request("POST", "/api/entry/login", { json: { email: account.email, password: account.password } });
  if (login.status !== 200) throw new Error(`fuzz: a test cook could not log in (${login.status})`);
  cook.bearer = (login.json() as { token: string }).token;
  return { cook, account, fixtures: await createFixtures(cook) };
}

type Fixtures = Record<string, Record<string, string>>;

/** Path parameters that exist, by the path prefix they belong under: `{ "/api/plan/{id}": { id } }`. */
async function createFixtures(cook: Client): Promise<Fixtures> {
  const made = async (path: string, json: unknown) => {
    const answer = await cook.request("POST", path, { json });
    if (answer.status !== 201) throw new Error(`fuzz: POST ${path} answered ${answer.status}: ${answer.text().slice(0, 200)}`);
    return (answer.json() as { id: string }).id;
  };
  const recipe = await made("/api/recipes", {
    name: "Fuzzed leek soup",
    category: "Vegetarian",
    area: "British",
    instructions: "Soften the leeks.\nSimmer with the potatoes, then blend.",
    servings: 4,
    ingredients: [{ name: "Leeks", measure: "3" }],
  });
  const collection = await made("/api/collections", { name: "Fuzzed weeknights" });
  const planned = await made("/api/plan", { mealId: "10127", day: new Date().toISOString().slice(0, 10), slot: "dinner" });
  const item = await made("/api/shopping/items", { text: "Fuzzed coffee" });
  // TheMealDB's paths carry a personal API key (`/api/json/v1/{key}/…`): a real one, so their
  // requests get past the key check and meet real answers, not only 401s.
  const madeKey = await cook.request("POST", "/api/account/api-keys", { json: { name: "Fuzzed tablet" } });
  if (madeKey.status !== 201) throw new Error(`fuzz: POST /api/account/api-keys answered ${madeKey.status}: ${madeKey.text().slice(0, 200)}`);
  const { key: apiKey } = madeKey.json() as { key: { id: string; key: string } };
  return {
    "/api/account/api-keys/{id}": { id: apiKey.id },
    "/api/json/v1/{key}": { key: apiKey.key },
    "/api/recipes/{id}": { id: recipe },
    "/api/collections/{id}": { id: collection },
    "/api/plan/{id}": { id: planned },
    "/api/shopping/items/{id}": { id: item },
  };
}

function pathValue(document: OpenApi, path: string, name: string, schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<string> {
  const known = Object.entries(fixtures).find(([prefix, values]) => path.startsWith(prefix) && Object.hasOwn(values, name))?.[1][name];
  // A path segment is never empty: an empty one is another path (Next redirects it).
  const generated = validValue(document, schema)
    .map(String)
    .filter((value) => value !== "");
  return known ? fc.oneof({ weight: 3, arbitrary: fc.constant(known) }, { weight: 1, arbitrary: generated }) : generated;
}

/** Valid requests for one operation, from its parameters and body schema. */
function validRequest(document: OpenApi, path: string, operation: DocumentOperation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const pathArbitrary = fc.tuple(...pathParameters.map((parameter) => pathValue(document, path, parameter.name, parameter.schema, fixtures))).map((values) =>
    pathParameters.reduce((filled, parameter, index) => filled.replace(`{${parameter.name}}`, encodeSegment(values[index]!)), path),
  );
  // `x-exactly-one-of`: one of those parameters, the others left out.
  const exclusive = operation["x-exactly-one-of"] ?? [];
  const queryArbitrary = fc
    .tuple(fc.constantFrom(...(exclusive.length ? exclusive : [""])), fc.tuple(...queryParameters.map((parameter) =>
          parameter.required || exclusive.includes(parameter.name) ? validValue(document, parameter.schema) : fc.option(validValue(document, parameter.schema), { nil: undefined }),
        ),
      ),
    )
    .map(([chosen, values]) =>
      queryParameters.flatMap((parameter, index): [string, string][] =>
        values[index] === undefined || (exclusive.includes(parameter.name) && parameter.name !== chosen) ? [] : [[parameter.name, String(values[index])]],
      ),
    );
  const content = operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  const bodyArbitrary: fc.Arbitrary<FuzzRequest["body"]> =
    mediaType === "application/json"
      ? fc.oneof(
          { weight: 3, arbitrary: validValue(document, media!.schema as JsonSchema) },
          // The documented example: valid by its test, so a body that gets past every check.
          { weight: media!.example === undefined ? 0 : 1, arbitrary: fc.constant(media!.example) },
        ).map((json) => ({ json: structuredClone(json) }))
      : mediaType === "application/x-www-form-urlencoded"
        ? validValue(document, media!.schema as JsonSchema).map((form) => ({ form: Object.fromEntries(Object.entries(form as object).map(([key, value]) => [key, String(value)])) }))
        : mediaType === "multipart/form-data"
          ? fc.oneof(fc.constant(TINY_PNG), fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes))).map((upload) => ({ upload, field: Object.keys((media!.schema as JsonSchema).properties ?? {})[0] ?? "file" }))
          : fc.constant(undefined);
  return fc.record({ path: pathArbitrary, query: queryArbitrary, body: bodyArbitrary }).map((request) => ({ ...request, label: "valid" }));
}

async function send(cook: Client, origin: string, method: string, request: FuzzRequest, password: string): Promise<Answer> {
  const client = request.signedOut ? new Client(origin) : cook;
  const search = new URLSearchParams(request.query).toString();
  const url = `${request.path}${search ? `?${search}` : ""}`;
  const headers: Record<string, string> = { "x-forwarded-for": new Client(origin).address, ...request.headers };
  const body = request.body;
  if (!body) return client.request(method.toUpperCase(), url, { headers });
  if ("json" in body) {
    const json = body.json;
    if (json && typeof json === "object") for (const field of PASSWORD_FIELDS) if ((json as Record<string, unknown>)[field] === password) (json as Record<string, unknown>)[field] = `not ${password}`;
    return client.request(method.toUpperCase(), url, { json, headers });
  }
  if ("form" in body) return client.request(method.toUpperCase(), url, { form: body.form, headers });
  if ("upload" in body) {
    const form = new FormData();
    form.set(body.field, new Blob([new Uint8Array(body.upload)], { type: "image/png" }), "picture.png");
    const encoded = new Request("http://127.0.0.1/", { method: "POST", body: form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    return client.request(method.toUpperCase(), url, { body: bytes, headers: { ...headers, "content-type": encoded.headers.get("content-type")! } });
  }
  return client.request(method.toUpperCase(), url, { body: body.raw, headers: { ...headers, ...(body.contentType ? { "content-type": body.contentType } : {}) } });
}

function describe(method: string, request: FuzzRequest): string {
  const search = new URLSearchParams(request.query).toString();
  const body = request.body ? ("json" in request.body ? JSON.stringify(request.body.json) : "raw" in request.body ? request.body.raw : "form" in request.body ? JSON.stringify(request.body.form) : "<upload>") : "";
  return `${method.toUpperCase()} ${request.path}${search ? `?${search}` : ""}${request.signedOut ? " (signed out)" : ""} ${body.slice(0, 300)}`;
}

export async function main(): Promise<void> {
  const { runs, seed, only, origin: given, localDocument } = options(process.argv.slice(2));
  const started = performance.now();
  const origin = given ?? (await startApp(sqliteStore(benchTempDir("res-pe-fuzz-")), { ...KEY_QUOTAS, ...FUZZ_ADMIN_SETTINGS })).origin;
  const ready = performance.now();
  progress(`Res-pe at ${origin} after ${((ready - started) / 1000).toFixed(0)} s; seed ${seed}, ${runs} runs per operation`);
  const document = (
    localDocument ? JSON.parse(JSON.stringify((await import("../../lib/web/api-docs")).buildDocument())) : await (await fetch(`${origin}/api/openapi.json`)).json()
  ) as OpenApi;
  const judge = new AnswerJudge(document);
  await takeFirstAccount(origin);

  const operations = Object.entries(document.paths)
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })))
    .filter(({ path, method }) => !only || `${method.toUpperCase()} ${path}`.includes(only));
  const failures: Failure[] = [];
  const figures: Figures[] = [];
  for (const [index, { path, method, operation }] of operations.entries()) {
    const name = `${method.toUpperCase()} ${path}`;
    const operationStarted = performance.now();
    const { cook, account, fixtures } = await freshCook(origin);
    const needsSession = (operation.security ?? []).length > 0 && !(operation.security ?? []).some((entry) => Object.keys(entry).length === 0);
    const signedOutOnly = SIGNED_OUT_ONLY.some((pattern) => pattern.test(`${method} ${path}`)) || (operation.security ?? []).length === 0;
    const valid = validRequest(document, path, operation, fixtures);
    const bodySchema = operation.requestBody?.content["application/json"]?.schema as JsonSchema | undefined;
    const mutate = (requests: fc.Arbitrary<FuzzRequest>) =>
      requests.chain((request) =>
        mutated(document, {
          request,
          bodySchema,
          pathNames: (operation.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
          queryNames: (operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
          stateChanging: method !== "get",
          needsSession,
        }),
      );
    const wrong = mutate(valid);
    const requests = fc.sample(fc.oneof(valid, wrong), { seed: seed + index, numRuns: runs });
    const statuses = new Map<number, number>();
    let failed = 0;
    const adminOnly = operation["x-role"] === "admin";
    for (const [run, generated] of requests.entries()) {
      const request = signedOutOnly ? { ...generated, signedOut: true } : generated;
      const answer = await send(cook, origin, method, request, account.password);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = adminOnly && answer.status !== 403 && answer.status !== 401 ? `a cook who is not an admin got ${answer.status}` : judge.problem(path, method, answer);
      if (problem) {
        failed += 1;
        failures.push({ operation: name, run, label: request.label, problem, request: describe(method, request) });
      }
    }
    // The session must have survived the operation, or its later requests tested only 401s.
    if ((await cook.request("GET", "/api/protected")).status !== 200) {
      failures.push({ operation: name, run: -1, label: "session", problem: "the test cook's session ended", request: "" });
    }
    if (adminOnly) {
      const admin = await freshAdmin(origin);
      if (!admin) {
        progress(`${name}: no admin (start the app with ${Object.keys(FUZZ_ADMIN_SETTINGS).join(", ")} to fuzz it as one)`);
      } else {
        const adminFixtures = { ...fixtures, "/api/admin/users/{id}": { id: await cookIdFor(admin, account.email) } };
        const adminValid = validRequest(document, path, operation, adminFixtures);
        const adminRequests = fc.sample(fc.oneof(adminValid, mutate(adminValid)), { seed: seed + index, numRuns: runs });
        for (const [run, request] of adminRequests.entries()) {
          const answer = await send(admin, origin, method, request, account.password);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problem = judge.problem(path, method, answer);
          if (problem) {
            failed += 1;
            failures.push({ operation: `${name} (as an admin)`, run, label: request.label, problem, request: describe(method, request) });
          }
        }
        if ((await admin.request("GET", "/api/protected")).status !== 200) {
          failures.push({ operation: name, run: -1, label: "session", problem: "the admin's session ended", request: "" });
        }
        await reopenSignUps(admin);
      }
    }
    figures.push({ operation: name, runs: requests.length, statuses, failures: failed, ms: performance.now() - operationStarted });
    progress(`${name}: ${requests.length} runs, ${failed} failures`);
  }

  const seconds = (performance.now() - ready) / 1000;
  const startSeconds = (ready - started) / 1000;
  const rows = figures.map((figure) => [
    figure.operation,
    String(figure.runs),
    [...figure.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" "),
    String(figure.failures),
    (figure.ms / 1000).toFixed(1),
  ]);
  console.log(table(["operation", "runs", "statuses", "failures", "s"], rows));
  const total = figures.reduce((sum, figure) => sum + figure.runs, 0);
  console.log(`\nAPI fuzz: ${figures.length} operations, ${total} requests, ${failures.length} failures, ${seconds.toFixed(0)} s fuzzing after ${startSeconds.toFixed(0)} s starting the app (seed ${seed}, ${runs} runs per operation)`);
  for (const failure of failures.slice(0, 40)) {
    console.log(`\n✗ ${failure.operation} run ${failure.run} [${failure.label}]\n  ${failure.problem}\n  request: ${failure.request}`);
  }
  if (failures.length) {
    console.log(`\nReproduce: npm run test:fuzz -- --seed ${seed} --runs ${runs}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runBenchmark("fuzz", main);
