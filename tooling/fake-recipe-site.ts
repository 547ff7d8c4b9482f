import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";

/**
 * A recipe website on 127.0.0.1 for import tests: pages written in the styles real sites use
 * (tests/fixtures/recipe-pages: a WordPress recipe card under a Yoast @graph, a Tasty Recipes
 * card, microdata only, a page without a recipe, a JSON-LD array), real pictures, and the tricks
 * an attacker would use (redirects to the metadata service, endless redirects, huge or slow or
 * non-HTML answers). It records every request's headers, so tests can see nothing was sent
 * that should not be (cookies, credentials).
 */
export type FakeRecipeSite = {
  origin: string;
  /** Each request's path and headers, in order. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** Serve this HTML at this path (pages a test writes itself). */
  page: (pathname: string, html: string) => void;
  close: () => Promise<void>;
};

const PAGES_DIR = path.join(process.cwd(), "tests", "fixtures", "recipe-pages");

/** The fixture pages by path: /wprm-graph for wprm-graph.html, /sites/budgetbytes-weeknight-chili for sites/…, and so on. */
function fixturePages(origin: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => [
        `/${file.split(path.sep).join("/").replace(/\.html$/, "")}`,
        fs.readFileSync(path.join(PAGES_DIR, file), "utf8").replaceAll("PICTURE_BASE", origin),
      ]),
  );
}

async function pictures(): Promise<Map<string, { type: string; bytes: Buffer }>> {
  const plain = (r: number, g: number, b: number, width = 800, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
  return new Map([
    ["/pictures/risotto.jpg", { type: "image/jpeg", bytes: await plain(120, 180, 90).jpeg().toBuffer() }],
    ["/pictures/risotto-4x3.jpg", { type: "image/jpeg", bytes: await plain(120, 180, 90).jpeg().toBuffer() }],
    ["/pictures/risotto-16x9.jpg", { type: "image/jpeg", bytes: await plain(120, 180, 90, 1600, 900).jpeg().toBuffer() }],
    ["/pictures/chili.png", { type: "image/png", bytes: await plain(90, 40, 30, 900, 600).png().toBuffer() }],
    ["/pictures/crumble.jpg", { type: "image/jpeg", bytes: await plain(200, 160, 90, 2000, 1500).jpeg().toBuffer() }],
    // Named like a picture, but a page: the picture guard must not pass it to the decoder.
    ["/pictures/not-a-picture.jpg", { type: "text/html", bytes: Buffer.from("<html></html>") }],
  ]);
}

export async function startFakeRecipeSite(): Promise<FakeRecipeSite> {
  const requests: FakeRecipeSite["requests"] = [];
  const extra = new Map<string, string>();
  let pages = new Map<string, string>();
  const images = await pictures();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    const html = extra.get(url.pathname) ?? pages.get(url.pathname);
    if (html !== undefined) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "set-cookie": "session=secret-from-the-site; Path=/" });
      response.end(html);
      return;
    }
    const image = images.get(url.pathname);
    if (image) {
      response.writeHead(200, { "content-type": image.type, "content-length": image.bytes.length });
      response.end(image.bytes);
      return;
    }
    const redirect = (location: string) => {
      response.writeHead(302, { location, "set-cookie": "tracking=1; Path=/" });
      response.end();
    };
    // /redirect?to=<url>: one redirect anywhere; /hops/<n>: n redirects, then the Tasty page.
    if (url.pathname === "/redirect") return redirect(url.searchParams.get("to") ?? "/");
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) return redirect(Number(hops[1]) > 0 ? `/hops/${Number(hops[1]) - 1}` : "/tasty-single");
    if (url.pathname === "/json") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"@type":"Recipe","name":"Not a page"}');
      return;
    }
    if (url.pathname === "/huge") {
      // 6 MB in chunks, without a Content-Length: the cap must hold while streaming.
      response.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.length) response.write(chunk);
      response.end();
      return;
    }
    if (url.pathname === "/huge-declared") {
      response.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
      response.write("<html>");
      return;
    }
    if (url.pathname === "/slow") {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<html>");
      return;
    }
    response.writeHead(404, { "content-type": "text/html" });
    response.end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages = fixturePages(origin);
  return {
    origin,
    requests,
    page: (pathname, html) => extra.set(pathname, html),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
