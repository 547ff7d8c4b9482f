import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WHOLE_PAGE_HEADER } from "@/config/routes";
import { publicRecipePages } from "@/server/public-recipe-pages";

/**
 * The production server keeps /r/<slug> whole: "Next" here is a stand-in on a loopback port that
 * counts how often it draws a page and shows what it was asked with.
 */
let drawings: http.IncomingHttpHeaders[] = [];
let revision = 1;
let next: http.Server;
let front: http.Server;
let base: string;

const page = (n: number) =>
  `<!DOCTYPE html><html><body><h1>Stew</h1><script type="application/ld+json">{"@type":"Recipe"}</script><script>self.__next_f.push([1,"drawing ${n}"])</script><script src="/_next/static/app.js"></script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

beforeAll(async () => {
  next = http.createServer((req, res) => {
    drawings.push(req.headers);
    if (req.url === "/r/old-name") return void res.writeHead(308, { location: "/r/stew", "content-type": "text/plain" }).end("/r/stew");
    if (req.url === "/lang/de/r/old-name") return void res.writeHead(308, { location: "/lang/de/r/stew", "content-type": "text/plain" }).end("/lang/de/r/stew");
    if (req.url === "/r/nothing") return void res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end("<h1>Not found</h1>");
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "set-cookie": "next-auth.session-token=someone",
      "x-res-pe-cook": "cook-1",
      "content-security-policy": "script-src 'nonce-abc'",
    });
    res.end(req.url?.startsWith("/lang/") ? `${req.url}: ${page(drawings.length)}` : page(drawings.length));
  });
  await new Promise<void>((resolve) => next.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(next.address() as AddressInfo).port}`;
  const pages = publicRecipePages({
    origin: () => origin,
    revisions: async () => String(revision),
    policy: (hashes) => `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(" ")}`,
    headers: { "X-Content-Type-Options": "nosniff" },
    host: "res-pe.example",
  });
  front = http.createServer((req, res) => {
    if (pages.serve(req, res, () => res.writeHead(299).end("next"))) return;
    res.writeHead(299, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([new Promise((resolve) => front.close(resolve)), new Promise((resolve) => next.close(resolve))]);
});

beforeEach(() => {
  drawings = [];
  revision += 1; // every test starts with pages drawn under an older revision
});

/** A raw request (fetch would decompress by itself and hide what was sent). */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("public recipe pages kept whole", () => {
  it("draws a page once for every visitor, signed in or not, and answers it again from memory", async () => {
    const [first, second] = await Promise.all([get("/r/stew"), get("/r/stew", { cookie: "next-auth.session-token=abc" })]);
    const third = await get("/r/stew?save=1");
    expect(drawings).toHaveLength(1);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(page(1));
    }
    // Drawn as nobody, without a nonce, for the site's own host.
    expect(drawings[0]!.cookie).toBeUndefined();
    expect(drawings[0]![WHOLE_PAGE_HEADER]).toBe("1");
    expect(drawings[0]!.host).toBe("res-pe.example");
  });

  it("allows exactly the page's inline scripts by their hashes and keeps no visitor's headers", async () => {
    const answer = await get("/r/stew");
    const csp = answer.headers["content-security-policy"]!;
    expect(csp).toContain(sha256('self.__next_f.push([1,"drawing 1"])'));
    expect(csp).toContain(sha256('{"@type":"Recipe"}'));
    expect(csp).not.toContain("nonce");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["x-res-pe-cook"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-control"]).toBe("public, no-cache");
  });

  it("draws the page again once a revision moved (a change on any instance)", async () => {
    expect((await get("/r/stew")).body.toString()).toContain("drawing 1");
    expect((await get("/r/stew")).body.toString()).toContain("drawing 1");
    revision += 1;
    const after = await get("/r/stew");
    expect(after.body.toString()).toContain("drawing 2");
    expect(after.headers["content-security-policy"]).toContain(sha256('self.__next_f.push([1,"drawing 2"])'));
    expect(drawings).toHaveLength(2);
  });

  it("answers 304 to a browser's copy, compresses, and answers HEAD without a body", async () => {
    const first = await get("/r/stew");
    expect((await get("/r/stew", { "if-none-match": first.headers.etag! })).status).toBe(304);
    const br = await get("/r/stew", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page(1));
    const gzip = await get("/r/stew", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page(1));
    const head = await get("/r/stew", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });

  it("passes redirects and not-found answers on without keeping them", async () => {
    const moved = await get("/r/old-name");
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe("/r/stew");
    expect((await get("/r/nothing")).status).toBe(404);
    expect((await get("/r/nothing")).status).toBe(404);
    expect(drawings).toHaveLength(3);
  });

  it("leaves navigations, other methods and other paths to Next", async () => {
    expect((await get("/r/stew", { rsc: "1" })).status).toBe(299);
    expect((await get("/r/stew", {}, "POST")).status).toBe(299);
    expect((await get("/r/stew/card")).status).toBe(299);
    expect((await get("/recipeDetail/52772")).status).toBe(299);
    expect(drawings).toHaveLength(0);
  });

  it("keeps each language's page (/lang/<l>/r/<slug>) apart from the English one, and draws both again once a revision moved", async () => {
    const [english, german, french] = await Promise.all([get("/r/stew"), get("/lang/de/r/stew"), get("/lang/fr/r/stew?save=1")]);
    const germanAgain = await get("/lang/de/r/stew", { cookie: "locale=fr" });
    expect(drawings).toHaveLength(3);
    expect(english.body.toString()).not.toContain("/lang/");
    expect(german.body.toString()).toContain("/lang/de/r/stew: ");
    expect(french.body.toString()).toContain("/lang/fr/r/stew: ");
    expect(germanAgain.body.toString()).toBe(german.body.toString());
    expect(german.headers["cache-control"]).toBe("public, no-cache");
    expect(german.headers["content-security-policy"]).toContain("'sha256-");
    expect(german.headers["content-security-policy"]).not.toContain("nonce");
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect(drawings.every((headers) => headers.cookie === undefined && headers[WHOLE_PAGE_HEADER] === "1")).toBe(true);

    revision += 1;
    expect((await get("/lang/de/r/stew")).body.toString()).not.toBe(german.body.toString());
    expect(drawings).toHaveLength(4);
    const moved = await get("/lang/de/r/old-name");
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe("/lang/de/r/stew");
  });

  it("leaves other languages' and odd language addresses to Next", async () => {
    expect((await get("/lang/en/r/stew")).status).toBe(299);
    expect((await get("/lang/xx/r/stew")).status).toBe(299);
    expect((await get("/lang/de/r/stew", { rsc: "1" })).status).toBe(299);
    expect((await get("/lang/de/r/stew/card")).status).toBe(299);
    expect(drawings).toHaveLength(0);
  });
});
