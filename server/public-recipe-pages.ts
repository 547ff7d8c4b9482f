import { createHash } from "node:crypto";
import http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { WHOLE_PAGE_HEADER } from "../config/routes";
import { BoundedCache } from "../lib/platform/cache";
import { inlineScriptHashes } from "../lib/platform/security";
import { NAVIGATION_HEADERS, preferredEncoding } from "./prerendered-pages";

/**
 * Public recipe pages (/r/<slug>, issue 37) served whole from memory, as a CDN would keep them:
 * the page is the same for every visitor (no session is read), so it is drawn once by Next (asked
 * on a loopback server, without cookies and without a CSP nonce) and then answered from here,
 * compressed, with a CSP that allows exactly the inline scripts it holds (their hashes) and an
 * ETag. Each page is kept with the revisions it was drawn under (the meals, ratings and cooks'
 * notes counters in the database, which every instance reads at most once a second), so a change
 * made on any instance is shown within that second; and for 10 minutes at most.
 *
 * Only the document is kept: client-side navigations (RSC requests) and other methods go to Next,
 * and answers other than 200 (a redirect from an older name, 404, 410) are passed on, never kept.
 */
type Drawn = { status: number; headers: Record<string, string>; body: Buffer };

type KeptPage = {
  revisions: string;
  etag: string;
  headers: Record<string, string>;
  identity: Buffer;
  // Compressed on first demand: a page few browsers ask for in one encoding costs nothing more.
  encoded: Partial<Record<"gzip" | "br", Buffer>>;
};

export type PublicRecipePagesOptions = {
  /** Where Next answers the drawing requests (a loopback server of this process). */
  origin: () => string;
  /** The revisions a page shows, as one key: a page drawn under another key is drawn again. */
  revisions: () => Promise<string>;
  /** The Content-Security-Policy of a page with these inline-script hashes. */
  policy: (hashes: string[]) => string;
  /** Headers every page carries (the site's security headers). */
  headers: Record<string, string>;
  /** The Host the drawing requests name: the site's, never a visitor's. */
  host: string;
  maxPages?: number;
  maxAgeMs?: number;
};

export type PublicRecipePages = {
  /** Answers a plain GET/HEAD of /r/<slug> or /lang/<locale>/r/<slug> (any query: the page reads none); else false. */
  serve(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean;
};

// English at /r/<slug>; the page in another language at /lang/<locale>/r/<slug> (issue 35), kept
// apart under its own path. English has no /lang/en address: Next answers that one (404).
const PUBLIC_RECIPE_PATH = /^(\/lang\/(?:de|fr|es))?\/r\/([^/?#]+)(?:\?.*)?$/;
// Validators only: every visitor gets the newest page, and a browser's copy is checked each time.
const CACHE_CONTROL = "public, no-cache";
const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
// What of Next's answer is the page's own; the rest (cookies, the proxy's per-request headers,
// the cook's name for the offline worker) would leak one visitor's state to the next.
const KEPT_HEADERS = ["content-type", "location", "link", "x-robots-tag", "content-language"];
const DRAW_TIMEOUT_MS = 30_000;

export function publicRecipePages(options: PublicRecipePagesOptions): PublicRecipePages {
  const pages = new BoundedCache<KeptPage>(options.maxPages ?? 500, options.maxAgeMs ?? 10 * 60_000);
  const drawing = new Map<string, Promise<KeptPage | Drawn>>();

  /** The kept page, drawn again when its revisions moved; one drawing at a time per page. */
  async function pageFor(path: string): Promise<KeptPage | Drawn> {
    const revisions = await options.revisions();
    const kept = pages.get(path);
    if (kept?.revisions === revisions) return kept;
    const key = `${revisions}\n${path}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(path).then((drawn) => {
        if (drawn.status !== 200) return drawn;
        const page = keep(drawn, revisions);
        pages.set(path, page);
        return page;
      });
      drawing.set(key, pending);
      void pending.catch(() => undefined).finally(() => drawing.delete(key));
    }
    return pending;
  }

  function draw(path: string): Promise<Drawn> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${options.origin()}${path}`,
        { headers: { host: options.host, accept: "text/html", "accept-encoding": "identity", [WHOLE_PAGE_HEADER]: "1" }, timeout: DRAW_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const headers: Record<string, string> = Object.fromEntries(
              KEPT_HEADERS.flatMap((name) => {
                const value = Object.hasOwn(response.headers, name) ? response.headers[name] : undefined;
                return typeof value === "string" ? [[name, value]] : [];
              }),
            );
            resolve({ status: response.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error(`Drawing ${path} took over ${DRAW_TIMEOUT_MS} ms`)));
      request.on("error", reject);
    });
  }

  function withPolicy(drawn: Drawn): Record<string, string> {
    const html = (drawn.headers["content-type"] ?? "").startsWith("text/html");
    return {
      ...options.headers,
      ...drawn.headers,
      ...(html ? { "Content-Security-Policy": options.policy(inlineScriptHashes(drawn.body.toString("utf8"))) } : {}),
    };
  }

  function keep(drawn: Drawn, revisions: string): KeptPage {
    const etag = `"${createHash("sha256").update(drawn.body).digest("base64url").slice(0, 22)}"`;
    return {
      revisions,
      etag,
      headers: { ...withPolicy(drawn), "Cache-Control": CACHE_CONTROL, Vary: VARY, ETag: etag },
      identity: drawn.body,
      encoded: {},
    };
  }

  function answerKept(page: KeptPage, req: IncomingMessage, res: ServerResponse): void {
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, { ETag: page.etag, "Cache-Control": CACHE_CONTROL, Vary: VARY });
      res.end();
      return;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding === "identity" ? page.identity : (page.encoded[encoding] ??= compress(page.identity, encoding));
    res.writeHead(200, {
      ...page.headers,
      "Content-Length": String(body.length),
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function answerDrawn(drawn: Drawn, req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(drawn.status, { ...withPolicy(drawn), "Cache-Control": "no-store", "Content-Length": String(drawn.body.length) });
    res.end(req.method === "HEAD" ? undefined : drawn.body);
  }

  return {
    serve(req, res, fallback) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const match = req.url ? PUBLIC_RECIPE_PATH.exec(req.url) : null;
      if (!match || NAVIGATION_HEADERS.some((header) => Object.hasOwn(req.headers, header))) return false;
      pageFor(`${match[1] ?? ""}/r/${match[2]}`).then(
        (page) => ("revisions" in page ? answerKept(page, req, res) : answerDrawn(page, req, res)),
        (error: unknown) => {
          // Next answers it as it would without this cache (and logs what went wrong there).
          console.error("Res-pe: a public recipe page could not be kept:", error);
          fallback();
        },
      );
      return true;
    },
  };
}

function compress(body: Buffer, encoding: "gzip" | "br"): Buffer {
  // Fast levels: a page is compressed when a revision moves, while visitors wait for it.
  return encoding === "gzip"
    ? zlib.gzipSync(body, { level: 6 })
    : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
