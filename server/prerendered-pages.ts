import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_ROUTES } from "../config/routes";
import { localeOfHeaders } from "../lib/platform/i18n";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "../lib/platform/security";

/**
 * The production server answers the public prerendered pages from memory, already compressed,
 * the way a CDN in front of Next would: a page that is the same for everyone needs neither the
 * router nor the proxy. Next's own request path costs roughly 1 ms per request and grows with
 * the page's size, which is most of what a visitor waits for on these pages.
 *
 * Only exact document requests are answered here; client-side navigations (RSC requests),
 * query strings, other methods and every other path go to Next as usual.
 */
type PrerenderedPage = {
  etag: string;
  headers: Record<string, string>;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
};

export type PrerenderedPages = ReadonlyMap<string, PrerenderedPage>;

// Next answers these with the page's RSC payload instead of its HTML.
export const NAVIGATION_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];

// What Next sends for a fully static page (no revalidation): CDNs may keep it until the next deploy.
const STATIC_CACHE_CONTROL = "s-maxage=31536000";
// The English page is kept for visitors who want English (issue 35): a cache must not hand it to
// one whose cookie or Accept-Language asks for another language.
const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding, Accept-Language, Cookie";

/** The public pages that are the same for every visitor: served from memory once prerendered. */
export const SAME_FOR_EVERYONE = PUBLIC_ROUTES.filter((route) => route.sameForEveryone).map((route) => route.path);

type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds: number | false }> };

/** The listed routes that the build prerendered once and for all (never revalidated), and their files. */
function prerenderedFiles(distDir: string, routes: readonly string[]): { route: string; file: string }[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"),
  ) as PrerenderManifest;
  return routes
    .filter((route) => manifest.routes[route]?.initialRevalidateSeconds === false)
    .map((route) => ({ route, file: path.join(distDir, "server", "app", route === "/" ? "index.html" : `${route.slice(1)}.html`) }))
    .filter(({ file }) => fs.existsSync(file));
}

const ENCODERS = {
  gzip: (html: Buffer) => zlib.gzipSync(html, { level: 9 }),
  br: (html: Buffer) =>
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
};

/**
 * A page compressed as it is served, kept beside it under its content's hash: compressing at
 * the highest levels took each server process about a second of CPU at every start (brotli 11
 * on /developers' 900 kB), before it could answer (issue 31). The build writes them
 * (scripts/hash-static-scripts.ts); a start that finds one missing (a plain `next build`)
 * writes it for the next. A file that cannot be written (a read-only build) only costs the time.
 */
function compressed(file: string, html: Buffer, hash: string, encoding: keyof typeof ENCODERS): Buffer {
  const kept = `${file}.${hash}.${encoding === "gzip" ? "gz" : "br"}`;
  try {
    return fs.readFileSync(kept);
  } catch {
    const body = ENCODERS[encoding](html);
    try {
      // Whole or not at all: another server process may be reading it.
      fs.writeFileSync(`${kept}.${process.pid}`, body);
      fs.renameSync(`${kept}.${process.pid}`, kept);
    } catch {
      // Served from memory all the same.
    }
    return body;
  }
}

const contentHash = (html: Buffer) => createHash("sha256").update(html).digest("base64url").slice(0, 22);

/** Compresses the listed prerendered pages ahead, as they are served (the build's step). */
export function precompressPrerenderedPages(distDir: string, routes: readonly string[]): number {
  const files = prerenderedFiles(distDir, routes);
  for (const { file } of files) {
    const html = fs.readFileSync(file);
    for (const encoding of ["gzip", "br"] as const) compressed(file, html, contentHash(html), encoding);
  }
  return files.length;
}

/** Loads the listed routes that the build prerendered once and for all (never revalidated). */
export function loadPrerenderedPages(distDir: string, routes: readonly string[], siteUrl: string): PrerenderedPages {
  const pages = new Map<string, PrerenderedPage>();
  for (const { route, file } of prerenderedFiles(distDir, routes)) {
    const html = fs.readFileSync(file);
    const hash = contentHash(html);
    const etag = `"${hash}"`;
    pages.set(route, {
      etag,
      headers: {
        ...Object.fromEntries(securityHeaders(siteUrl).map(({ key, value }) => [key, value])),
        "Content-Security-Policy": contentSecurityPolicy({ hashes: inlineScriptHashes(html.toString("utf8")) }),
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": STATIC_CACHE_CONTROL,
        Vary: VARY,
        ETag: etag,
      },
      bodies: { identity: html, gzip: compressed(file, html, hash, "gzip"), br: compressed(file, html, hash, "br") },
    });
  }
  return pages;
}

/** Answers the request from memory when it is a plain request for one of the pages; else false. */
export function servePrerenderedPage(pages: PrerenderedPages, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const page = req.url ? pages.get(req.url) : undefined;
  if (!page || NAVIGATION_HEADERS.some((header) => req.headers[header] !== undefined)) return false;
  // The prerendered pages are English; a visitor asking for another language goes through the
  // request gate, which shows the landing page in theirs (lib/platform/i18n).
  if (localeOfHeaders(req.headers.cookie, req.headers["accept-language"]) !== "en") return false;

  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, { ETag: page.etag, "Cache-Control": STATIC_CACHE_CONTROL, Vary: VARY });
    res.end();
    return true;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  res.writeHead(200, {
    ...page.headers,
    "Content-Length": String(body.length),
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** Brotli, else gzip, else none, honouring "q=0" refusals. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}
