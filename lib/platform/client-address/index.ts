import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";

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

const PROOF_HEADER = "x-res-pe-address-proof";

type ProcessState = { proof?: string; listening?: boolean; warned?: boolean };
// Process-wide: Next bundles instrumentation, routes and pages separately, and serve.ts loads its
// own copy, but they share one process and must agree on the proof.
const state = ((globalThis as { __resPeClientAddress?: ProcessState }).__resPeClientAddress ??= {});
const proof = () => (state.proof ??= randomBytes(18).toString("base64url"));

/**
 * X-Forwarded-For is a list that every proxy appends its peer's address to, so only the entries
 * added by proxies we run can be trusted; anything to their left may have been typed by the
 * client. `trustedHops` is the number of such proxies (0 when clients connect directly).
 */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (socketAddress) chain.push(socketAddress);
  const index = Math.max(0, chain.length - 1 - trustedHops);
  return bareAddress(chain[index] ?? "unknown");
}

/** Rewrites the request's X-Forwarded-For to its one trusted address, once, and proves it did. */
export function stampClientAddress(request: IncomingMessage, trustedHops: number): void {
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

/** The key of an address: IPv6 cut to its /64 network, anything that is not an address kept short. */
export function addressKey(address: string): string {
  const bare = bareAddress(address);
  if (isIPv6(bare)) return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
  return bare.slice(0, 100);
}

/** Without brackets, port, zone or the IPv4-mapped prefix: "[::ffff:1.2.3.4]:80" → "1.2.3.4". */
function bareAddress(address: string): string {
  let bare = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(bare);
  if (bracketed) bare = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(bare)) bare = bare.slice(0, bare.lastIndexOf(":"));
  bare = bare.replace(/%.*$/, "");
  const mapped = /^::ffff:([\d.]+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return bare.toLowerCase();
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
