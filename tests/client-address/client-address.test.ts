import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressOf, listenForClientAddresses } from "@/lib/platform/client-address";
import { addressKey, resolveClientAddress } from "@/lib/platform/client-address/addresses";
import { clientAddressHeaders } from "@/lib/platform/client-address/stamp";

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

describe("addressKey", () => {
  it("keys IPv6 by its /64: one subscriber's network is one client", () => {
    const a = addressKey("2001:db8:abcd:12:1111:2222:3333:4444");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:0DB8:ABCD:0012::1")).toBe(a);
    expect(addressKey("[2001:db8:abcd:12:ffff::9]:443")).toBe(a);
    expect(addressKey("2001:db8:abcd:12::1%eth0")).toBe(a);
    expect(addressKey("2001:db8:abcd:13::1")).not.toBe(a);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps IPv4 whole, without a port or the IPv4-mapped prefix", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("x".repeat(500))).toHaveLength(100);
  });
});

describe("clientAddressOf", () => {
  it("reads the address the server stamped", () => {
    const request = new Request("http://localhost/", { headers: clientAddressHeaders("203.0.113.9") });
    expect(clientAddressOf(request)).toBe("203.0.113.9");
    const ipv6 = new Request("http://localhost/", { headers: clientAddressHeaders("2001:db8:1:2:3:4:5:6") });
    expect(clientAddressOf(ipv6)).toBe("2001:db8:1:2::/64");
  });

  it("does not believe an X-Forwarded-For (or a proof) that the server did not stamp", () => {
    const forged = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "203.0.113.9", "x-res-pe-address-proof": "guessed" },
    });
    expect(clientAddressOf(forged)).toBe("unknown");
    expect(clientAddressOf(new Request("http://localhost/"))).toBe("unknown");
  });
});

// What `next start` and server/serve.ts both are underneath: a Node HTTP server. Next keeps an
// X-Forwarded-For it finds, so the stamp must happen before any listener runs.
describe("a Node HTTP server, once listenForClientAddresses is on", () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    listenForClientAddresses(0);
    server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      res.end(clientAddressOf({ headers }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keys a client by its connection, not by the X-Forwarded-For or proof it sends", async () => {
    for (const forged of ["198.51.100.1", "198.51.100.2, 198.51.100.3"]) {
      const answer = await fetch(origin, { headers: { "x-forwarded-for": forged, "x-res-pe-address-proof": "guessed" } });
      expect(await answer.text()).toBe("127.0.0.1");
    }
    expect(await (await fetch(origin)).text()).toBe("127.0.0.1");
  });
});
