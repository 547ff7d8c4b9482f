/**
 * The production HTTP server: Next's request handler behind a Node server that
 * - decides the client address from its first request on (lib/client-address: the connection's
 *   address, or what the `TRUST_PROXY` proxies appended; never what the client typed);
 * - refuses a path that cannot be decoded with a 400 (server/malformed-path.ts);
 * - answers the public prerendered pages from memory (server/prerendered-pages.ts).
 */
import http from "node:http";
import path from "node:path";
import next from "next";
import { loadConfig } from "../lib/config";
import { PUBLIC_ROUTES } from "../config/routes";
import { listenForClientAddresses } from "../lib/client-address";
import { refuseMalformedPath } from "./malformed-path";
import { loadPrerenderedPages, servePrerenderedPage } from "./prerendered-pages";

export async function serve(): Promise<http.Server> {
  const config = loadConfig().server;
  listenForClientAddresses(config.trustProxy);

  const app = next({ dev: false, dir: process.cwd(), hostname: config.host, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = loadPrerenderedPages(
    path.join(process.cwd(), ".next"),
    PUBLIC_ROUTES.filter((route) => route.sameForEveryone).map((route) => route.path),
    config.siteUrl,
  );

  const server = http.createServer((req, res) => {
    if (servePrerenderedPage(pages, req, res)) return;
    if (refuseMalformedPath(req, res)) return;
    void handle(req, res);
  });
  // Longer than any client or proxy keeps an idle connection (60 s is the common load-balancer
  // default): with Node's 5 s, a client reusing a connection just as the server closes it gets
  // ECONNRESET on a request the server never saw.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  console.log(`Res-pe is ready on http://localhost:${config.port}`);

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
