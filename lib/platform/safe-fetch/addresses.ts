import net from "node:net";

/**
 * Address ranges a fetch on a cook's behalf must never reach: this machine, the private network
 * behind it, the cloud's metadata service (169.254.169.254, 100.100.100.200, fd00:ec2::254 are
 * inside the ranges below) and addresses that only name or wrap another (unspecified, IPv4
 * inside IPv6 in every form: mapped, compatible, translated, NAT64, 6to4, Teredo). Everything
 * else is the public internet.
 */
const RANGES: { reason: string; family: "ipv4" | "ipv6"; prefix: string; bits: number }[] = [
  { reason: "unspecified", family: "ipv4", prefix: "0.0.0.0", bits: 8 },
  { reason: "private", family: "ipv4", prefix: "10.0.0.0", bits: 8 },
  { reason: "cgnat", family: "ipv4", prefix: "100.64.0.0", bits: 10 },
  { reason: "loopback", family: "ipv4", prefix: "127.0.0.0", bits: 8 },
  { reason: "link_local", family: "ipv4", prefix: "169.254.0.0", bits: 16 },
  { reason: "private", family: "ipv4", prefix: "172.16.0.0", bits: 12 },
  { reason: "reserved", family: "ipv4", prefix: "192.0.0.0", bits: 24 },
  { reason: "documentation", family: "ipv4", prefix: "192.0.2.0", bits: 24 },
  // 6to4 relays' anycast (deprecated, RFC 7526): whichever relay is nearest, maybe our network's.
  { reason: "6to4_relay", family: "ipv4", prefix: "192.88.99.0", bits: 24 },
  { reason: "private", family: "ipv4", prefix: "192.168.0.0", bits: 16 },
  { reason: "benchmarking", family: "ipv4", prefix: "198.18.0.0", bits: 15 },
  { reason: "documentation", family: "ipv4", prefix: "198.51.100.0", bits: 24 },
  { reason: "documentation", family: "ipv4", prefix: "203.0.113.0", bits: 24 },
  { reason: "multicast", family: "ipv4", prefix: "224.0.0.0", bits: 4 },
  { reason: "reserved", family: "ipv4", prefix: "240.0.0.0", bits: 4 },
  { reason: "unspecified", family: "ipv6", prefix: "::", bits: 128 },
  { reason: "loopback", family: "ipv6", prefix: "::1", bits: 128 },
  // ::a.b.c.d (deprecated IPv4-compatible) and ::ffff:a.b.c.d (IPv4-mapped) reach an IPv4 host.
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "::", bits: 96 },
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "::ffff:0:0", bits: 96 },
  // ::ffff:0:a.b.c.d (IPv4-translated, SIIT) and NAT64 (64:ff9b::a.b.c.d) are refused whatever
  // IPv4 address they embed: a translator on the way decides where they go, not this check.
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "::ffff:0:0:0", bits: 96 },
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "64:ff9b::", bits: 96 },
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "64:ff9b:1::", bits: 48 },
  { reason: "discard", family: "ipv6", prefix: "100::", bits: 64 },
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "2001::", bits: 32 },
  { reason: "documentation", family: "ipv6", prefix: "2001:db8::", bits: 32 },
  { reason: "ipv4_in_ipv6", family: "ipv6", prefix: "2002::", bits: 16 },
  { reason: "unique_local", family: "ipv6", prefix: "fc00::", bits: 7 },
  { reason: "link_local", family: "ipv6", prefix: "fe80::", bits: 10 },
  { reason: "site_local", family: "ipv6", prefix: "fec0::", bits: 10 },
  { reason: "multicast", family: "ipv6", prefix: "ff00::", bits: 8 },
];

const lists = RANGES.map((range) => {
  const list = new net.BlockList();
  list.addSubnet(range.prefix, range.bits, range.family);
  return { reason: range.reason, family: range.family, list };
});

/** Plain IPv4 inside IPv6 notation ("::ffff:127.0.0.1"): checked as what it reaches, too. */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^(?:::ffff:|::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return dotted?.[1];
}

/**
 * Why `address` (an IP literal) may not be fetched, or null when it is a public address.
 * With `allowLoopback` (tests only, see lib/platform/config) 127.0.0.0/8 and ::1 pass; nothing else does.
 */
export function refusedAddressReason(address: string, { allowLoopback = false } = {}): string | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = net.isIP(bare);
  if (version === 0) return "not_an_address";
  const family = version === 4 ? "ipv4" : "ipv6";
  for (const { reason, family: rangeFamily, list } of lists) {
    if (rangeFamily !== family || !list.check(bare, family)) continue;
    if (reason === "loopback" && allowLoopback) return null;
    return reason;
  }
  const inner = family === "ipv6" ? embeddedIpv4(bare) : undefined;
  return inner ? "ipv4_in_ipv6" : null;
}
