/**
 * Bad input for the API, generated with fast-check from a fixed seed: the routes found in the
 * file tree under app/api (so a new route is covered without touching this file), and for each
 * request a bad path parameter, query string or body.
 *
 * A body case always breaks the request on purpose (a required field missing or of the wrong
 * type, a number out of range, NUL, 1 MB, broken JSON, the wrong content type, an unreadable
 * upload), and may add mischief that alone would be harmless (extra fields, `__proto__` and
 * `constructor` keys, control characters, invalid UTF-8 bytes). So no answer may store anything.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { SAMPLE_PASSWORD, SAMPLE_RECIPE } from "../../../tooling/samples";

export type ApiRoute = { template: string; file: string; methods: string[] };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every route.ts under app/api, as `/api/meals/[id]/rating`, with the methods it exports. */
export function apiRoutes(root: string): ApiRoute[] {
  const apiDir = path.join(root, "app", "api");
  const files = fs
    .readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.(ts|tsx|js)$/.test(file))
    .sort();
  return files.map((file) => {
    const source = fs.readFileSync(path.join(apiDir, file), "utf8");
    const exported = new Set<string>();
    for (const match of source.matchAll(/export\s+(?:const|async function|function)\s+([A-Z]+)\b/g)) exported.add(match[1]!);
    for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const match of list[1]!.matchAll(/\bas\s+([A-Z]+)\b/g)) exported.add(match[1]!);
    }
    const dir = path.dirname(file).split(path.sep).join("/");
    return { template: `/api/${dir}`, file: `app/api/${file}`, methods: METHODS.filter((method) => exported.has(method)) };
  });
}

/** Valid bodies of the routes that read one: the cases break them. A route missing here gets `{}`. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "/api/entry/register": { name: "Bad Input", email: "bad-input@example.com", password: SAMPLE_PASSWORD, confirmPassword: SAMPLE_PASSWORD },
  "/api/entry/login": { email: "bad-input@example.com", password: SAMPLE_PASSWORD },
  "/api/entry/forgotPassword": { email: "bad-input@example.com" },
  "/api/entry/changePassword": { email: "bad-input@example.com", code: "123456", newPassword: "another long password", confirmPassword: "another long password" },
  "/api/contact/message": { name: "Bad Input", email: "bad-input@example.com", subject: "Hello", message: "A message of some length." },
  "/api/chef/recipe": { ingredients: ["eggs", "flour", "milk"] },
  "/api/meals/[id]/rating": { stars: 4 },
  "/api/recipes": { ...SAMPLE_RECIPE, name: "Bad input soup" },
};
VALID_BODIES["/api/recipes/[id]"] = VALID_BODIES["/api/recipes"]!;

const MB = 1024 * 1024;
/** Marks where raw invalid UTF-8 bytes replace a character in the JSON text. */
const INVALID_UTF8_MARK = "\uE000";
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8, 0x88]);
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

export type Body = { contentType?: string; bytes: Buffer; label: string };
export type BadCase = { segment: string; rest: string; query: string; body?: Body };

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 20 });
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), controlText, fc.constantFrom(...PROTOTYPE_KEYS, "", " ", "%", "%00", "null"));
const badNumber = fc.constantFrom(-1, 0, -1e9, 1e308, 2 ** 53 + 1, 3.5, Number.MAX_SAFE_INTEGER, -0.0001, 1e21);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  badNumber,
  fc.constantFrom<unknown>(null, true, [], {}, "1", "NaN", [null]),
  anyText,
);

/** A value of another type than `valid`, or out of its range. */
function wrongValue(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === "string") return fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.constant({ toString: "x" }));
  if (typeof valid === "number") return fc.oneof(badNumber.filter((n) => n < 1 || n > 5 || !Number.isInteger(n)), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null), fc.constant([4]));
  if (Array.isArray(valid)) return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null), fc.constant({}), fc.constant([]), fc.array(fc.oneof(fc.integer(), fc.constant(null)), { minLength: 1, maxLength: 3 }));
  return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
}

type Entries = [string, unknown][];

/** JSON text from entries (so `__proto__` becomes a real key, and a key may repeat). */
function jsonText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

function withInvalidUtf8(text: string): Buffer {
  const parts = text.split(INVALID_UTF8_MARK);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [Buffer.from(part)] : [INVALID_UTF8, Buffer.from(part)])));
}

/** The JSON cases: the valid body with one required field broken, plus optional mischief. */
function brokenJson(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  const keys = Object.keys(valid);
  const whole = fc.constantFrom<[string, unknown]>(["top-level array", []], ["top-level string", "x"], ["top-level number", 42], ["top-level null", null]);
  const breakField =
    keys.length === 0
      ? fc.constant<Entries | undefined>(undefined)
      : fc.constantFrom(...keys).chain((key) =>
          fc.oneof(
            fc.constant({ key, how: "missing", value: undefined as unknown }),
            wrongValue(valid[key]).map((value) => ({ key, how: "wrong type/range", value })),
            fc.constant({ key, how: "NUL", value: `a\u0000b` }),
            fc.constant({ key, how: "1 MB string", value: "x".repeat(MB) }),
            fc.constant({ key, how: "20,000-deep array", value: "DEEP" }),
          ).map(({ key: broken, how, value }) => {
            const entries: Entries = Object.entries(valid).filter(([name]) => name !== broken);
            if (how !== "missing") entries.push([broken, value]);
            return Object.assign(entries, { label: `${broken}: ${how}`, broken });
          }),
        );
  const mischief = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), anyJson).map(([key, value]) => ({ kind: `key ${key}`, key, value })),
      fc
        .tuple(fc.string({ maxLength: 12 }).filter((key) => !keys.includes(key)), anyJson)
        .map(([key, value]) => ({ kind: "extra field", key, value })),
      fc.constant({ kind: "control characters", key: "", value: "\u0001\u0007\u001b[31m\u007f\u0085" }),
      fc.constant({ kind: "invalid UTF-8", key: "", value: `a${INVALID_UTF8_MARK}b` }),
    ),
    { maxLength: 3 },
  );
  const fromFields = fc.tuple(breakField, mischief).map(([entries, extras]): Body => {
    if (!entries) return { contentType: "application/json", bytes: Buffer.from("[]"), label: "json: top-level array" };
    const { label: breakage, broken } = entries as Entries & { label: string; broken: string };
    const label = [breakage, ...extras.map((extra) => extra.kind)].join(" + ");
    const all: Entries = [...entries];
    for (const extra of extras) {
      // Control characters and bad bytes go into a string field left intact (never the broken one), else a new one.
      const target = extra.key || all.find(([key, value]) => key !== broken && typeof value === "string" && value.length < 100)?.[0] || "note";
      all.push([target, extra.value]);
    }
    let text = jsonText(all);
    text = text.replace('"DEEP"', `${"[".repeat(20_000)}${"]".repeat(20_000)}`);
    return { contentType: "application/json", bytes: withInvalidUtf8(text), label: `json: ${label}` };
  });
  return fc.oneof(
    { weight: 6, arbitrary: fromFields },
    { weight: 1, arbitrary: whole.map(([label, value]): Body => ({ contentType: "application/json", bytes: Buffer.from(JSON.stringify(value)), label: `json: ${label}` })) },
  );
}

/** Bodies that are not the JSON asked for: broken text, other types, raw bytes, broken uploads. */
function notJson(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  const text = JSON.stringify(valid);
  const truncated = fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((at): Body => ({ contentType: "application/json", bytes: Buffer.from(text.slice(0, at)), label: "broken JSON: truncated" }));
  const garbage = fc
    .constantFrom("{", "[1,2,", "nul", "{'a':1}", `${text}}`, "{\"a\":}", "", " ", "\u0000", `${"[".repeat(100_000)}`)
    .map((body): Body => ({ contentType: "application/json", bytes: Buffer.from(body), label: `broken JSON: ${JSON.stringify(body.slice(0, 12))}` }));
  const wrongType = fc
    .constantFrom(undefined, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/xml", "application/jsonx", "image/png")
    .map((contentType): Body => ({ contentType, bytes: Buffer.from(text), label: `content type ${contentType ?? "missing"}` }));
  const rawBytes = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes): Body => ({ contentType: "application/json", bytes: Buffer.concat([Buffer.from([0xff]), Buffer.from(bytes)]), label: "invalid UTF-8 bytes" }));
  return fc.oneof(truncated, garbage, wrongType, rawBytes, brokenUpload());
}

const BOUNDARY = "----res-pe-bad-input";

/** Multipart bodies that cannot carry a readable picture: cut short, no file, not a picture, a lying header. */
function brokenUpload(): fc.Arbitrary<Body> {
  const part = (headers: string, content: Buffer | string) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from("\r\n")]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const jpegStart = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
  const pngStart = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 0x00)]);
  const file = (name: string, content: Buffer | string, type = "image/jpeg") => part(`Content-Disposition: form-data; name="${name}"; filename="x.jpg"\r\nContent-Type: ${type}`, content);
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    fc.integer({ min: 1, max: 300 }).map((cut): Body => {
      const whole = Buffer.concat([file("image", jpegStart), end]);
      return { contentType: multipart, bytes: whole.subarray(0, Math.min(cut, whole.length - 1)), label: "multipart: truncated" };
    }),
    fc.constantFrom<[string, Buffer, string]>(
      ["multipart: no closing boundary", file("image", jpegStart), multipart],
      ["multipart: JPEG header then garbage", Buffer.concat([file("image", jpegStart), end]), multipart],
      ["multipart: PNG header then garbage", Buffer.concat([file("image", pngStart), end]), multipart],
      ["multipart: SVG named .jpg", Buffer.concat([file("image", "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), end]), multipart],
      ["multipart: empty file", Buffer.concat([file("image", ""), end]), multipart],
      ["multipart: image as a text field", Buffer.concat([part('Content-Disposition: form-data; name="image"', "not a file"), end]), multipart],
      ["multipart: other field", Buffer.concat([file("__proto__", jpegStart), end]), multipart],
      ["multipart: wrong boundary", Buffer.concat([file("image", jpegStart), end]), "multipart/form-data; boundary=other"],
      ["multipart: no boundary", Buffer.concat([file("image", jpegStart), end]), "multipart/form-data"],
      ["multipart: invalid UTF-8 headers", Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="\xff\xfe"\r\n\r\n`, "latin1"), jpegStart, end]), multipart],
    ).map(([label, bytes, contentType]): Body => ({ contentType, bytes, label })),
  );
}

/** Stand-ins the runner replaces by a recipe of the signed-in cook's, and by another cook's. */
export const OWN_RECIPE = "<own recipe>";
export const OTHER_RECIPE = "<another cook's recipe>";

/** A path segment where the route has `[param]`: malformed, hostile, or well-formed and unknown. */
const badSegment = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "-1", "0", "1e309", "99999999999999999999", "NaN", "null", "%00", "%FF%FE", "%C3%28", "%E0%80%AF", "..%2F..%2Fetc", "a".repeat(300), "999999999", "aaaaaaaaaaaaaaaaaaaa", OWN_RECIPE, OTHER_RECIPE),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map((text) => encodeURIComponent(text)),
  controlText.map((text) => encodeURIComponent(text)),
);

/** What fills a `[...rest]` segment: next-auth's own actions (their bodies are the bad part), or bad segments. */
const badRest = fc.oneof(
  fc.constantFrom("callback/credentials", "signin/credentials", "signout", "session", "csrf", "providers", "_log", "error"),
  fc.tuple(badSegment, badSegment).map(([first, second]) => `${first}/${second}`),
);

/** A query string of hostile keys and values, some not even valid percent-encoding. */
const badQuery = fc.oneof(
  fc.constant(""),
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom("s", "f", "c", "mine", "recipes", "cooks", ...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
      fc.oneof(
        fc.string({ unit: "binary", maxLength: 40 }).map(encodeURIComponent),
        fc.constantFrom("", "%00", "%FF", "%", "%zz", "%C3%28", "-1", "1e309", "a".repeat(4000), "constructor", "ab", "Dessert%00"),
      ),
    ),
    { minLength: 1, maxLength: 4 },
  ).map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
);

/** `count` cases for one route and method, from the seed (the same cases on every run with it). */
export function badCases(route: ApiRoute, method: string, seed: number, count: number): BadCase[] {
  const valid = VALID_BODIES[route.template] ?? {};
  const body = method === "GET" ? fc.constant(undefined) : fc.oneof({ weight: 3, arbitrary: brokenJson(valid) }, { weight: 2, arbitrary: notJson(valid) });
  const arbitrary = fc.record({ segment: badSegment, rest: badRest, query: fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 2, arbitrary: badQuery }), body });
  return fc.sample(arbitrary, { seed: seed + hash(`${method} ${route.template}`), numRuns: count }) as BadCase[];
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return value;
}
