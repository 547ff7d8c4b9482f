import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPrerenderedPages, precompressPrerenderedPages, preferredEncoding, servePrerenderedPage } from "@/server/prerendered-pages";
import { inlineScriptHashes } from "@/lib/platform/security";

const HOME = '<!DOCTYPE html><html><body><h1>Res-pe</h1><script>self.__next_f.push([1,"home"])</script></body></html>';
const ABOUT = "<!DOCTYPE html><html><body><h1>About Us</h1></body></html>";

let distDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-dist-"));
  fs.mkdirSync(path.join(distDir, "server", "app"), { recursive: true });
  fs.writeFileSync(path.join(distDir, "server", "app", "index.html"), HOME);
  fs.writeFileSync(path.join(distDir, "server", "app", "aboutHome.html"), ABOUT);
  fs.writeFileSync(path.join(distDir, "server", "app", "news.html"), "<p>changes every minute</p>");
  fs.writeFileSync(
    path.join(distDir, "prerender-manifest.json"),
    JSON.stringify({
      routes: {
        "/": { initialRevalidateSeconds: false },
        "/aboutHome": { initialRevalidateSeconds: false },
        "/news": { initialRevalidateSeconds: 60 },
      },
    }),
  );
  const pages = loadPrerenderedPages(distDir, ["/", "/aboutHome", "/news", "/missing"], "https://res-pe.example");
  // Anything not answered from memory is answered by "Next", here a stand-in that says so.
  server = http.createServer((req, res) => {
    if (servePrerenderedPage(pages, req, res)) return;
    res.writeHead(299, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress by itself and hide what was sent). */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("prerendered pages served from memory", () => {
  it("sends the page's HTML with the security headers and a CSP allowing exactly its inline scripts", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(HOME);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("s-maxage=31536000");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // The site's address is https: browsers are told to keep to it.
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' '${inlineScriptHashes(HOME)[0]}';`);
    // Styles may be inline; scripts never.
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    const br = await get("/aboutHome", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ABOUT);

    const gzip = await get("/aboutHome", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(ABOUT);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
  });

  it("answers 304 to a client that already has this version", async () => {
    const first = await get("/");
    const again = await get("/", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers HEAD with the headers only", async () => {
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(HOME));
  });

  it.each<[string, string, Record<string, string>, string]>([
    ["a client-side navigation (RSC request)", "/", { rsc: "1" }, "GET"],
    ["a prefetch", "/", { "next-router-prefetch": "1" }, "GET"],
    ["a query string", "/?utm_source=newsletter", {}, "GET"],
    ["a POST", "/", {}, "POST"],
    ["a page that is revalidated", "/news", {}, "GET"],
    ["a page that was not prerendered", "/missing", {}, "GET"],
    ["a page not listed", "/contact", {}, "GET"],
  ])("leaves %s to Next", async (_case, pathname, headers, method) => {
    const response = await get(pathname, headers, method);
    expect(response.status).toBe(299);
    expect(response.body.toString()).toBe("next");
  });
});

describe("pages compressed ahead (the build's step)", () => {
  it("are written beside each page under its content's hash, read at the next start, and not used once the page changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-dist-"));
    try {
      const app = path.join(dir, "server", "app");
      fs.mkdirSync(app, { recursive: true });
      fs.writeFileSync(path.join(app, "aboutHome.html"), ABOUT);
      fs.writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes: { "/aboutHome": { initialRevalidateSeconds: false } } }));
      expect(precompressPrerenderedPages(dir, ["/aboutHome", "/missing"])).toBe(1);
      const kept = fs.readdirSync(app).filter((file) => file !== "aboutHome.html").sort();
      expect(kept).toEqual([expect.stringMatching(/^aboutHome\.html\.[\w-]{22}\.br$/), expect.stringMatching(/^aboutHome\.html\.[\w-]{22}\.gz$/)]);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(app, kept[0]!))).toString()).toBe(ABOUT);
      // A start reads what is kept (not compressing again): a marked copy is what it serves.
      const marked = zlib.gzipSync("kept copy");
      fs.writeFileSync(path.join(app, kept[1]!), marked);
      expect(loadPrerenderedPages(dir, ["/aboutHome"], "https://res-pe.example").get("/aboutHome")?.bodies.gzip).toEqual(marked);
      // The page changed (a new build): its own compression, never the old page's.
      const changed = ABOUT.replace("About Us", "About Res-pe");
      fs.writeFileSync(path.join(app, "aboutHome.html"), changed);
      const page = loadPrerenderedPages(dir, ["/aboutHome"], "https://res-pe.example").get("/aboutHome")!;
      expect(zlib.gunzipSync(page.bodies.gzip).toString()).toBe(changed);
      expect(zlib.brotliDecompressSync(page.bodies.br).toString()).toBe(changed);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["gzip;q=0", "identity"],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
