/**
 * The address a request came from, as the rate limits see it, decided in one place whichever
 * way the app was started.
 *
 * Node's HTTP server announces every request on the `http.server.request.start` diagnostics
 * channel before any listener sees it: Next's own server (`next start`, `next dev`, hosts that
 * run Next) as well as server/serve.ts. `listenForClientAddresses` (called by
 * instrumentation.ts and server/serve.ts) stamps each request there: X-Forwarded-For becomes
 * the one trusted address (the connection's, or what the `TRUST_PROXY` proxies appended), with
 * a per-process proof beside it. Next keeps an X-Forwarded-For it finds, so without the stamp
 * `next start` would hand a client-typed header to the rate limits; a request without a valid
 * proof (none should reach a route) counts as "unknown" rather than as what it claims.
 */
export { clientAddressOf, listenForClientAddresses } from "./stamp";
