import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { route } from "@/lib/web/api";
import { AppError } from "@/lib/platform/errors";
import type { RateLimitRule } from "@/lib/platform/rate-limit";
import { seedCook } from "../support/accounts";
import { BASE, jsonRequest } from "../support/requests";

/**
 * The one route wrapper, on a route made for the test: each check in its documented order, the
 * values the handler receives, and the one error answer.
 */
const FIXTURE = `${BASE}/api/fixture`;
const rule = (limit: number): RateLimitRule => ({
  name: `wrapper-test:${randomBytes(6).toString("hex")}`,
  limit,
  windowMs: 60_000,
  message: "Slow down, please.",
});

type Call = { params?: Record<string, string>; token?: string | null; origin?: string | null; query?: string; body?: unknown; raw?: string };

async function call(handler: ReturnType<typeof route>, { params = { id: "abc" }, token, origin, query = "", body, raw }: Call = {}) {
  const request = jsonRequest("POST", `${FIXTURE}${query}`, raw ?? body ?? {}, {
    origin: origin === undefined ? BASE : origin,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("route(): the order of the checks", () => {
  it("refuses another site (403) before asking who it is (401)", async () => {
    const handler = route({ auth: "cook" }, async () => ({ ok: true }));
    expect((await call(handler, { origin: "https://evil.example" })).status).toBe(403);
    expect(await call(handler, {})).toMatchObject({ status: 401, body: { message: "Please log in to continue." } });
  });

  it("checks params, then the query, then the route's own check, then limits, then the body, then late limits", async () => {
    const { token } = await seedCook();
    const seen: string[] = [];
    const early = rule(1);
    const late = rule(1);
    const handler = route(
      {
        auth: "cook",
        params: z.object({ id: z.string().regex(/^[a-z]+$/, "This is not an id.") }),
        query: z.object({ page: z.coerce.number().int().min(1, "page starts at 1") }),
        authorize: async ({ params }) => {
          seen.push(`authorize ${params.id}`);
          if (params.id === "theirs") throw new AppError("forbidden", "Not yours.");
        },
        limits: [
          { rule: early, key: "cook" },
          { rule: late, key: ({ body }) => body.name, afterBody: true },
        ],
        body: { json: z.object({ name: z.string().min(1, "Name, please.") }), maxBytes: 1024 },
      },
      async ({ user, params, query, body }) => ({ user: user.email, id: params.id, page: query.page, name: body.name }),
    );
    const ok = { token, query: "?page=2", body: { name: "x" } };
    expect((await call(handler, { ...ok, params: { id: "B4D" } })).body).toEqual({ message: "This is not an id." });
    expect((await call(handler, { ...ok, query: "?page=0" })).body).toEqual({ message: "page starts at 1" });
    expect(seen).toEqual([]);
    expect((await call(handler, { ...ok, params: { id: "theirs" } })).status).toBe(403);
    expect(seen).toEqual(["authorize theirs"]);
    // The early limit counted nothing yet: the invalid body below is its first and only request.
    const invalid = await call(handler, { ...ok, body: { name: "" } });
    expect(invalid).toMatchObject({ status: 400, body: { message: "Name, please.", errors: { name: "Name, please." } } });
    const limited = await call(handler, ok);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("hands the handler typed values, and counts an afterBody limit only for valid requests", async () => {
    const { token, email } = await seedCook();
    const quota = rule(1);
    const handler = route(
      {
        auth: "cook",
        body: { json: z.object({ stars: z.number().int() }), maxBytes: 1024 },
        limits: [{ rule: quota, key: "cook", afterBody: true }],
      },
      async ({ user, body, address }) => ({ email: user.email, double: body.stars * 2, address: typeof address }),
    );
    expect((await call(handler, { token, body: { stars: "five" } })).status).toBe(400);
    expect(await call(handler, { token, body: { stars: 4 } })).toMatchObject({
      status: 200,
      body: { email, double: 8, address: "string" },
    });
    expect((await call(handler, { token, body: { stars: 4 } })).status).toBe(429);
  });
});

describe("route(): bodies and errors", () => {
  const echo = route({ auth: "none", body: { json: z.object({ text: z.string() }), maxBytes: 64 } }, async ({ body }) => body);

  it("answers 415 for a body that is not JSON, 413 past the cap, 400 for broken JSON, NUL and half surrogate pairs", async () => {
    const form = await echo(
      new Request(FIXTURE, { method: "POST", headers: { host: new URL(BASE).host, "content-type": "text/plain" }, body: "hi" }),
    );
    expect(form.status).toBe(415);
    expect((await call(echo, { body: { text: "x".repeat(100) } })).status).toBe(413);
    expect(await call(echo, { raw: "{not json" })).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
    expect((await call(echo, { body: { text: "a\u0000b" } })).status).toBe(400);
    // Half a surrogate pair, escaped in the JSON text: no text is that (and Prisma fails on it).
    expect((await call(echo, { raw: '{"text":"a\\ud800b"}' })).status).toBe(400);
    expect((await call(echo, { raw: '{"text":"\\udfff"}' })).status).toBe(400);
    expect(await call(echo, { raw: '{"text":"\\ud83c\\udf72"}' })).toMatchObject({ status: 200, body: { text: "🍲" } });
    expect(await call(echo, { body: { text: "fine" } })).toMatchObject({ status: 200, body: { text: "fine" } });
  });

  it("maps each named error to its status and leaks nothing of an unexpected one", async () => {
    const cases = [
      ["not_found", 404],
      ["conflict", 409],
      ["upstream_failed", 502],
      ["upstream_timeout", 504],
    ] as const;
    for (const [code, status] of cases) {
      const handler = route({ auth: "none" }, async () => {
        throw new AppError(code, `It went ${code}.`, { detail: "only for the log" });
      });
      const answer = await call(handler, {});
      expect(answer).toMatchObject({ status, body: { message: `It went ${code}.` } });
      expect(JSON.stringify(answer.body)).not.toContain("only for the log");
    }
    const broken = route({ auth: "none" }, async () => {
      throw new Error("secret stack detail at /srv/app.js:1");
    });
    const answer = await call(broken, {});
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|srv|stack/);
  });
});
