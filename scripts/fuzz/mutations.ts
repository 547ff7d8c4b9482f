/**
 * Requests that are wrong on purpose, derived from a valid one and the operation's schemas:
 * a required field missing, a field of another type, extra fields, lengths and numbers just past
 * their bounds, odd unicode, a body of the wrong kind or size, a mangled path or query, no
 * session or another site's Origin. Each must be refused with a documented 4xx, never a 5xx.
 */
import fc from "fast-check";
import { resolve, type JsonSchema } from "./schema-arbitraries";

export type FuzzRequest = {
  /** What this request is, for the report ("valid", "body: missing name", …). */
  label: string;
  path: string;
  query: [string, string][];
  /** A JSON value, raw text with its content type, a form, or a multipart upload. */
  body?: { json: unknown } | { raw: string; contentType?: string } | { form: Record<string, string> } | { upload: Buffer; field: string };
  signedOut?: boolean;
  headers?: Record<string, string>;
};

/** Text no form would send: direction overrides, zero-width joins, a lone surrogate, NUL, combining marks. */
export const ODD_TEXT = [
  "\u202Eevil\u202C",
  "👩‍👩‍👧‍👦🍲",
  "\uD800",
  "a\u0000b",
  "e\u0301".repeat(300),
  "\u200B\u200C\u200D\uFEFF",
  "ＡＢＣ",
  "İıß",
  "\r\n\t",
  "%00%2e%2e%2f",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "__proto__",
];

/** A path segment percent-encoded; a lone surrogate becomes the raw bytes of one (invalid UTF-8, on purpose). */
export function encodeSegment(value: string): string {
  return [...value].map((char) => (/^[\uD800-\uDFFF]$/.test(char) ? "%ED%A0%80" : encodeURIComponent(char))).join("");
}

const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, true, "", "text", [], [1], {}, { a: 1 }, 1e308];

/** Each top-level field of a body schema, resolved. */
function fieldsOf(document: unknown, schema: JsonSchema | undefined): [string, JsonSchema][] {
  if (!schema) return [];
  const resolved = resolve(document, schema);
  return Object.entries(resolved.properties ?? {}).map(([name, field]) => [name, resolve(document, field)]);
}

/** Values just outside (and on) a field's bounds. */
function boundaryValues(field: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const types = [field.type, ...(field.anyOf ?? []).map((choice) => choice.type)].flat();
  if (types.includes("string")) {
    if (field.maxLength !== undefined) values.push("x".repeat(field.maxLength), "x".repeat(field.maxLength + 1), "é".repeat(field.maxLength + 1));
    if (field.minLength !== undefined && field.minLength > 0) values.push("x".repeat(field.minLength - 1));
    values.push("", " ".repeat(5), "x".repeat(20_000), ...ODD_TEXT);
  }
  if (types.includes("integer") || types.includes("number")) {
    if (field.minimum !== undefined) values.push(field.minimum - 1, field.minimum - 0.5);
    if (field.maximum !== undefined) values.push(field.maximum + 1, field.maximum + 0.5);
    values.push(0, -0, 2 ** 53, -(2 ** 53), 1e308, -1e-308, 0.1);
  }
  if (types.includes("array")) values.push([], Array.from({ length: (field.maxItems ?? 50) + 1 }, () => "x"));
  return values.length ? values : WRONG_TYPES;
}

type Mutable = { request: FuzzRequest; bodySchema?: JsonSchema; pathNames: string[]; queryNames: string[]; stateChanging: boolean; needsSession: boolean };

/** One wrong request derived from `valid`. */
export function mutated(document: unknown, base: Mutable): fc.Arbitrary<FuzzRequest> {
  const { request } = base;
  const body = request.body && "json" in request.body && typeof request.body.json === "object" && request.body.json !== null ? (request.body.json as Record<string, unknown>) : undefined;
  const fields = fieldsOf(document, base.bodySchema);
  const required = base.bodySchema ? (resolve(document, base.bodySchema).required ?? []) : [];
  const options: fc.Arbitrary<FuzzRequest>[] = [];
  const withBody = (label: string, json: unknown): FuzzRequest => ({ ...request, label, body: { json } });

  if (body && required.length) {
    options.push(fc.constantFrom(...required).map((name) => withBody(`body: without ${name}`, Object.fromEntries(Object.entries(body).filter(([key]) => key !== name)))));
  }
  if (body && fields.length) {
    options.push(
      fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...WRONG_TYPES)).map(([[name], value]) => withBody(`body: ${name} of another type`, { ...body, [name]: value })),
      fc.constantFrom(...fields).chain(([name, field]) =>
        fc.constantFrom(...boundaryValues(field)).map((value) => withBody(`body: ${name} at a bound or odd`, { ...body, [name]: value })),
      ),
      fc.constantFrom("extra", "__proto__", "constructor", "isAdmin").map((name) => ({
        ...request,
        label: `body: extra field ${name}`,
        body: { raw: JSON.stringify(body).replace(/^\{/, `{${JSON.stringify(name)}:{"polluted":true},`), contentType: "application/json" },
      })),
    );
  }
  if (request.body) {
    options.push(
      fc.constantFrom<unknown>(null, [], "text", 42, true).map((json) => withBody("body: not an object", json)),
      fc.constantFrom(
        { raw: "{", contentType: "application/json", label: "body: broken JSON" },
        { raw: "", contentType: "application/json", label: "body: empty" },
        { raw: '{"a":1}', contentType: "text/plain", label: "body: wrong content type" },
        { raw: JSON.stringify({ x: "x".repeat(1_100_000) }), contentType: "application/json", label: "body: over 1 MB" },
        { raw: '{"a":"\\ud800\\udfff\\u0000"}', contentType: "application/json", label: "body: escaped NUL and surrogates" },
      ).map(({ label, ...raw }) => ({ ...request, label, body: raw })),
    );
  }
  if (base.pathNames.length) {
    options.push(
      fc.tuple(fc.constantFrom(...base.pathNames), fc.oneof(fc.constantFrom(...ODD_TEXT, "x".repeat(5000), "0", "-1", "..", "1e3"), fc.string({ minLength: 1, maxLength: 30 }))).map(
        ([name, value]) => ({ ...request, label: `path: odd ${name}`, path: request.path.replace(`{${name}}`, encodeSegment(value)) }),
      ),
    );
  }
  if (base.queryNames.length) {
    options.push(
      fc.tuple(fc.constantFrom(...base.queryNames), fc.constantFrom(...ODD_TEXT, "", "x".repeat(3000), "-1", "0", "99999", "true")).map(([name, value]) => ({
        ...request,
        label: `query: odd ${name}`,
        query: [...request.query.filter(([key]) => key !== name), [name, value]],
      })),
      fc.constantFrom(...base.queryNames).map((name) => ({ ...request, label: `query: ${name} twice`, query: [...request.query, [name, "a"], [name, "b"]] })),
    );
  }
  options.push(fc.constant({ ...request, label: "query: unknown parameter", query: [...request.query, ["unknown", "1"]] }));
  if (base.needsSession) {
    options.push(
      fc.constant({ ...request, label: "auth: signed out", signedOut: true }),
      fc.constant({ ...request, label: "auth: a forged bearer token", signedOut: true, headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged" } }),
    );
  }
  if (base.stateChanging) options.push(fc.constant({ ...request, label: "origin: another site", headers: { origin: "https://evil.example" } }));
  return fc.oneof(...options);
}
