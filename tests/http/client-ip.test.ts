import { describe, expect, it } from "vitest";
import { clientIpOf, resolveClientIp } from "@/lib/http/client-ip";

describe("resolveClientIp", () => {
  it("uses the connection's address when no proxy is trusted, whatever the client claims", () => {
    expect(resolveClientIp(undefined, "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(resolveClientIp("1.2.3.4", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(resolveClientIp(["1.2.3.4", "5.6.7.8"], "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("behind one trusted proxy, takes the address that proxy appended, not what the client typed", () => {
    // The client forged "1.2.3.4"; the proxy appended the real peer 203.0.113.9.
    expect(resolveClientIp("1.2.3.4, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolveClientIp("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
  });

  it("behind two trusted proxies, skips both", () => {
    expect(resolveClientIp("1.2.3.4, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("never reads past the start of the chain, and unwraps IPv4-mapped IPv6", () => {
    expect(resolveClientIp(undefined, "::ffff:127.0.0.1", 3)).toBe("127.0.0.1");
    expect(resolveClientIp(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("clientIpOf", () => {
  it("reads the address the server resolved", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(clientIpOf(request)).toBe("203.0.113.9");
    expect(clientIpOf(new Request("http://localhost/"))).toBe("unknown");
  });
});
