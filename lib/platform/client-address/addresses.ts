import { isIPv4, isIPv6 } from "node:net";

/** Addresses as the rate limits read them: the trusted one of a forwarded chain, and its key. */

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
