import { describe, expect, it } from "vitest";
import { clientAddressOf, resolveClientAddress } from "@/lib/client-address";

describe("resolveClientAddress", () => {
  it("uses the connection's address when no proxy is trusted, whatever the client claims", () => {
    expect(resolveClientAddress(undefined, "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(resolveClientAddress("1.2.3.4", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(resolveClientAddress(["1.2.3.4", "5.6.7.8"], "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("behind one trusted proxy, takes the address that proxy appended, not what the client typed", () => {
    // The client forged "1.2.3.4"; the proxy appended the real peer 203.0.113.9.
    expect(resolveClientAddress("1.2.3.4, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
  });

  it("behind two trusted proxies, skips both", () => {
    expect(resolveClientAddress("1.2.3.4, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("never reads past the start of the chain, and unwraps IPv4-mapped IPv6", () => {
    expect(resolveClientAddress(undefined, "::ffff:127.0.0.1", 3)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("clientAddressOf", () => {
  it("reads the address the server resolved", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(clientAddressOf(request)).toBe("203.0.113.9");
    expect(clientAddressOf(new Request("http://localhost/"))).toBe("unknown");
  });
});
