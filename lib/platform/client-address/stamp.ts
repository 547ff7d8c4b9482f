import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { addressKey, resolveClientAddress } from "./addresses";

const PROOF_HEADER = "x-res-pe-address-proof";

type ProcessState = { proof?: string; listening?: boolean; warned?: boolean };
// Process-wide: Next bundles instrumentation, routes and pages separately, and serve.ts loads its
// own copy, but they share one process and must agree on the proof.
const state = ((globalThis as { __resPeClientAddress?: ProcessState }).__resPeClientAddress ??= {});
const proof = () => (state.proof ??= randomBytes(18).toString("base64url"));

/** Rewrites the request's X-Forwarded-For to its one trusted address, once, and proves it did. */
function stampClientAddress(request: IncomingMessage, trustedHops: number): void {
  if (request.headers[PROOF_HEADER] === proof()) return;
  request.headers["x-forwarded-for"] = resolveClientAddress(
    request.headers["x-forwarded-for"],
    request.socket?.remoteAddress,
    trustedHops,
  );
  request.headers[PROOF_HEADER] = proof();
}

/** Stamps every request this process's HTTP servers receive from now on (idempotent). */
export function listenForClientAddresses(trustedHops: number): void {
  if (state.listening) return;
  state.listening = true;
  subscribe("http.server.request.start", (message) => {
    stampClientAddress((message as { request: IncomingMessage }).request, trustedHops);
  });
}

/**
 * The headers of a request made inside this process (tests, a command calling a route) that
 * comes from `address`, as the stamp would have written them.
 */
export function clientAddressHeaders(address: string): Record<string, string> {
  return { "x-forwarded-for": address, [PROOF_HEADER]: proof() };
}

/**
 * The client address of a request inside the app, as the rate limits key it: IPv4 as it is,
 * IPv6 by its /64 (one subscriber's network: an attacker with one /64 has 2^64 addresses).
 */
export function clientAddressOf(request: { headers: Headers }): string {
  if (request.headers.get(PROOF_HEADER) !== proof()) {
    if (!state.warned) {
      state.warned = true;
      console.warn(
        "[client-address] A request reached the app without the client address stamp (instrumentation.ts " +
          "or server/serve.ts install it); such requests share the address 'unknown' for rate limits.",
      );
    }
    return "unknown";
  }
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first ? addressKey(first) : "unknown";
}
