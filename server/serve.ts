/**
 * The production HTTP server: Next's request handler behind a Node server that
 * - decides the client address from its first request on (lib/platform/client-address: the connection's
 *   address, or what the `TRUST_PROXY` proxies appended; never what the client typed);
 * - refuses a path that cannot be decoded with a 400 (server/malformed-path.ts);
 * - answers the public prerendered pages from memory (server/prerendered-pages.ts), and the public
 *   recipe pages once drawn, until what they show changes (server/public-recipe-pages.ts);
 * - with SERVER_WORKERS above 1, runs that many of itself on the one port (Node's cluster: the
 *   first process hands connections out in turn), each a whole instance like any other, except that
 *   the first process passes what one worker tells the others (lib/platform/workers).
 */
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import next from "next";
import type { AddressInfo } from "node:net";
import { loadConfig, mealImageOrigins } from "../lib/platform/config";
import { PUBLIC_ROUTES, WHOLE_PAGE_HEADER } from "../config/routes";
import { listenForClientAddresses } from "../lib/platform/client-address";
import { currentRevision } from "../lib/platform/revisions";
import { contentSecurityPolicy, securityHeaders } from "../lib/platform/security";
import { relayBetweenWorkers } from "../lib/platform/workers";
import { refuseMalformedPath } from "./malformed-path";
import { loadPrerenderedPages, servePrerenderedPage } from "./prerendered-pages";
import { publicRecipePages } from "./public-recipe-pages";

/**
 * The first process of a cluster: starts the workers, starts another when one dies after it was
 * serving (a crash must not leave the site with fewer), gives up when one could not start at all
 * (the port is taken: starting another would fail the same way, forever), and on SIGTERM or
 * SIGINT stops them all and then itself.
 */
function superviseWorkers(count: number): void {
  let stopping = false;
  let exitCode = 0;
  const serving = new Set<number>();
  const stop = (code = 0) => {
    stopping = true;
    exitCode = code;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    } else if (!serving.has(worker.id)) {
      console.error(`Res-pe: a server process could not start (${signal ?? code}); stopping.`);
      stop(1);
    } else {
      console.error(`Res-pe: server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
      cluster.fork();
    }
  });
  cluster.on("listening", (worker, address) => {
    // Each worker also listens on a loopback port of its own (where public recipe pages are drawn).
    if (address.port !== loadConfig().server.port) return;
    serving.add(worker.id);
    if (serving.size === count) console.log(`Res-pe is ready on http://localhost:${loadConfig().server.port} (${count} server processes)`);
  });
  process.once("SIGTERM", () => stop());
  process.once("SIGINT", () => stop());
  // What one worker tells the others (a household's change reaching streams held by another worker).
  relayBetweenWorkers();
  for (let index = 0; index < count; index += 1) cluster.fork();
}

/** The routes the first requests after a start ask for most: the meal API and the Recipe Finder. */
const WARMED_PATHS = ["/api/meals?s=a", "/home"];

async function warmRoutes(origin: string): Promise<void> {
  await Promise.all(
    WARMED_PATHS.map(async (warmed) => {
      try {
        const response = await fetch(`${origin}${warmed}`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
      } catch {
        // Only a head start: a route that could not be warmed loads on its first request, as before.
      }
    }),
  );
}

export async function serve(): Promise<http.Server | null> {
  const config = loadConfig().server;
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config.workers);
    return null;
  }
  listenForClientAddresses(config.trustProxy);

  const app = next({ dev: false, dir: process.cwd(), hostname: config.host, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = loadPrerenderedPages(
    path.join(process.cwd(), ".next"),
    PUBLIC_ROUTES.filter((route) => route.sameForEveryone).map((route) => route.path),
    config.siteUrl,
  );

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
  // server, before the port opens (an answer without a session is enough to load it all).
  await warmRoutes(drawingOrigin);

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
