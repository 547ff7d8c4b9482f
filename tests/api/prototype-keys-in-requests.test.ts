import { describe, expect, it } from "vitest";
import { z } from "zod";
import { route } from "@/lib/web/api";
import { BASE, browserRequest, jsonPost } from "../support/requests";

/**
 * A client names query keys and body fields; names every object inherits ("__proto__",
 * "constructor", "toString") are names like any other. In a plain object, `?__proto__=x` replaced
 * the query's prototype (a list, whose `sort` then answered for a missing `sort` key), and
 * `?constructor=x` found Object as the key's earlier value.
 */
const URL = `${BASE}/api/fixture`;

describe("route(): keys a client names", () => {
  const search = route(
    { auth: "none", query: z.object({ q: z.string().optional(), sort: z.enum(["name", "rating"]).optional() }) },
    async ({ query }) => ({ query }),
  );
  const get = async (query: string) => {
    const response = await search(browserRequest("GET", `${URL}${query}`, undefined), undefined);
    return { status: response.status, body: await response.json() };
  };

  it.each(["__proto__=x", "constructor=x", "toString=x&toString=y", "__proto__=a&__proto__=b", "hasOwnProperty=x"])(
    "reads ?q=soup&%s as ?q=soup: an unknown key is left out",
    async (extra) => {
      expect(await get(`?q=soup&${extra}`)).toEqual({ status: 200, body: { query: { q: "soup" } } });
    },
  );

  it("still refuses a known key given twice", async () => {
    expect((await get("?q=soup&sort=name&sort=rating")).status).toBe(400);
  });

  it("names each of a body's fields in its errors, whatever the field is called", async () => {
    const save = route(
      { auth: "none", body: { json: z.object({ constructor: z.string().min(1, "Say who made it."), toString: z.number({ message: "A number, please." }) }), maxBytes: 1024 } },
      async () => ({ ok: true }),
    );
    const response = await save(jsonPost(URL, { constructor: "", toString: "x" }), undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Say who made it.",
      errors: { constructor: "Say who made it.", toString: "A number, please." },
    });
  });
});
