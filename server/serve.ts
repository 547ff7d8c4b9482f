/**
 * The production HTTP server: Next's request handler behind a Node server that
 * - decides the client address from its first request on (lib/platform/client-address: the connection's
 *   address, or what the `TRUST_PROXY` proxies appended; never what the client typed);
 * - refuses a path that cannot be decoded with a 400 (server/malformed-path.ts);
 * - answers the public prerendered pages from memory (server/prerendered-pages.ts), and the public
 *   recipe pages once drawn, until what they show changes (server/public-recipe-pages.ts);
 * - with SERVER_WORKERS above 1, runs in each of that many processes on the one port
 *   (server/supervise.ts), each a whole instance like any other.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import next, { type NextConfig } from "next";
import type { AddressInfo } from "node:net";
import { loadConfig, mealImageOrigins } from "../lib/platform/config";
import { WHOLE_PAGE_HEADER } from "../config/routes";
import { listenForClientAddresses } from "../lib/platform/client-address";
import { currentRevision } from "../lib/platform/revisions";
import { databaseReady } from "../lib/platform/workers";
import { contentSecurityPolicy, securityHeaders } from "../lib/platform/security";
import { refuseMalformedPath } from "./malformed-path";
import { loadPrerenderedPages, SAME_FOR_EVERYONE, servePrerenderedPage } from "./prerendered-pages";
import { publicRecipePages } from "./public-recipe-pages";

/** The routes the first requests after a start ask for most: the meal API and the Recipe Finder. */
const WARMED_PATHS = ["/api/meals?s=a", "/home"];

async function warmRoutes(origin: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (warmed) => {
      try {
        const response = await fetch(`${origin}${warmed}`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
      } catch {
        // Only a head start: a route that could not be warmed loads on its first request, as before.
      }
    }),
  );
}

/**
 * The Next configuration the build recorded (.next/required-server-files.json), as Next's own
 * standalone server passes it. Left to itself, Next reads next.config.ts again in every server
 * process, which loads its native TypeScript compiler (SWC, a 97 MB library) and compiles
 * next.config.ts and what it imports on the fly: tens of MB per process for a configuration
 * the build already wrote down (issue 31). `npm start` rebuilds whenever next.config.ts changes,
 * so the recorded one is current.
 */
function builtNextConfig(): NextConfig | undefined {
  try {
    const { config } = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next", "required-server-files.json"), "utf8")) as { config?: NextConfig };
    if (!config) return undefined;
    // Next's flag for "already finalized, don't load or validate next.config again".
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
    return config;
  } catch {
    return undefined; // an older build: Next reads next.config.ts itself, as before
  }
}

export async function serve(): Promise<http.Server> {
  const config = loadConfig().server;
  listenForClientAddresses(config.trustProxy);

  const app = next({ dev: false, dir: process.cwd(), hostname: config.host, port: config.port, conf: builtNextConfig() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = loadPrerenderedPages(path.join(process.cwd(), ".next"), SAME_FOR_EVERYONE, config.siteUrl);

  // Next alone, on a loopback port of this process: where the public recipe pages are drawn.
  const drawingServer = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => drawingServer.listen(0, "127.0.0.1", resolve));
  const drawingOrigin = `http://127.0.0.1:${(drawingServer.address() as AddressInfo).port}`;
  const imageOrigins = mealImageOrigins(loadConfig().meals);
  const recipePages = publicRecipePages({
    origin: () => drawingOrigin,
    revisions: async () => (await Promise.all([currentRevision("meals"), currentRevision("ratings"), currentRevision("notes")])).join(":"),
    policy: (hashes) => contentSecurityPolicy({ hashes }, { imageOrigins }),
    headers: Object.fromEntries(securityHeaders(config.siteUrl).map(({ key, value }) => [key, value])),
    host: new URL(config.siteUrl).host,
  });

  // Issue 31: Next loads a route's code on its first request; the first cooks after a start
  // would wait for it (ten at once did: p99 of the meal API). Asked once here, on the loopback
  // server, before the port opens (an answer without a session is enough to load it all). Next's
  // own request path (a second of loading) first, with a file that reads no database, while the
  // primary may still be preparing it; the routes that read it once it is ready.
  await warmRoutes(drawingOrigin, ["/robots.txt"]);
  await databaseReady();
  await warmRoutes(drawingOrigin, WARMED_PATHS);

  const server = http.createServer((req, res) => {
    if (servePrerenderedPage(pages, req, res)) return;
    if (refuseMalformedPath(req, res)) return;
    // Only this server asks for a page drawn without a nonce.
    delete req.headers[WHOLE_PAGE_HEADER];
    if (recipePages.serve(req, res, () => void handle(req, res))) return;
    void handle(req, res);
  });
  // Longer than any client or proxy keeps an idle connection (60 s is the common load-balancer
  // default): with Node's 5 s, a client reusing a connection just as the server closes it gets
  // ECONNRESET on a request the server never saw.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A port that is taken is a startup error (exit 1), not a process that stays up serving nothing.
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${config.port} on ${config.host} is in use: stop what uses it, or set PORT.`) : error);
    server.once("error", refuse);
    server.listen(config.port, config.host, () => {
      server.off("error", refuse);
      resolve();
    });
  });
  if (cluster.isPrimary) console.log(`Res-pe is ready on http://localhost:${config.port}`);

  const stop = () => {
    drawingServer.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
