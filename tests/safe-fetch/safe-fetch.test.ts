import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "@/lib/platform/errors";
import { safeFetch, type Resolver } from "@/lib/platform/safe-fetch";
import { refusedAddressReason } from "@/lib/platform/safe-fetch/addresses";
import { type SafeFetchOptions } from "@/lib/platform/safe-fetch/fetch";
import { setSecurityEventSink } from "@/lib/platform/security-events/events";
import { startFakeRecipeSite, type FakeRecipeSite } from "@/tooling/fake-recipe-site";

let site: FakeRecipeSite;
beforeAll(async () => {
  site = await startFakeRecipeSite();
});
afterAll(() => site.close());

const HTML = { accept: ["text/html"], maxBytes: 5 * 1024 * 1024, what: "page" } satisfies SafeFetchOptions;

/** The error a fetch ends with, and the security lines it wrote. */
async function failure(url: string, options: Partial<SafeFetchOptions> = {}) {
  const lines: string[] = [];
  const restore = setSecurityEventSink((line) => lines.push(line));
  try {
    await safeFetch(url, { ...HTML, ...options });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, message: error.message, events: lines.map((line) => JSON.parse(line) as Record<string, string>) };
  } finally {
    restore();
  }
  throw new Error(`${url} was fetched`);
}

const REFUSED = /not a public web address/;

describe("addresses a fetch must never reach", () => {
  const refused: [string, string][] = [
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link_local"],
    ["169.254.1.1", "link_local"],
    ["100.64.0.1", "cgnat"],
    ["100.100.100.200", "cgnat"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link_local"],
    ["fc00::1", "unique_local"],
    ["fd00:ec2::254", "unique_local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "ipv4_in_ipv6"],
    ["::ffff:7f00:1", "ipv4_in_ipv6"],
    ["0:0:0:0:0:ffff:7f00:1", "ipv4_in_ipv6"],
    ["::FFFF:7F00:1", "ipv4_in_ipv6"],
    ["0000:0000:0000:0000:0000:ffff:127.0.0.1", "ipv4_in_ipv6"],
    ["::ffff:808:808", "ipv4_in_ipv6"],
    // IPv4-translated (SIIT, RFC 2765): ::ffff:0:a.b.c.d.
    ["::ffff:0:7f00:1", "ipv4_in_ipv6"],
    ["::ffff:0:a9fe:a9fe", "ipv4_in_ipv6"],
    // NAT64 reaches the IPv4 address it embeds, public or not: refused outright.
    ["64:ff9b::808:808", "ipv4_in_ipv6"],
    ["64:ff9b::127.0.0.1", "ipv4_in_ipv6"],
    ["2002:c0a8:101::1", "ipv4_in_ipv6"],
    ["100::1", "discard"],
    // The 6to4 relays' anycast (RFC 7526 deprecated it): whichever relay is nearest, maybe ours.
    ["192.88.99.1", "6to4_relay"],
    ["::ffff:169.254.169.254", "ipv4_in_ipv6"],
    ["64:ff9b::a9fe:a9fe", "ipv4_in_ipv6"],
    ["2002:7f00:1::", "ipv4_in_ipv6"],
  ];
  it.each(refused)("%s is refused (%s)", (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::6810:84e5"])("%s is public", (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });

  it("lets the tests' loopback through only when asked, and nothing else private", () => {
    expect(refusedAddressReason("127.0.0.1", { allowLoopback: true })).toBeNull();
    expect(refusedAddressReason("::1", { allowLoopback: true })).toBeNull();
    expect(refusedAddressReason("10.0.0.1", { allowLoopback: true })).toBe("private");
    expect(refusedAddressReason("169.254.169.254", { allowLoopback: true })).toBe("link_local");
    expect(refusedAddressReason("::ffff:127.0.0.1", { allowLoopback: true })).toBe("ipv4_in_ipv6");
  });
});

describe("safeFetch refuses", () => {
  it.each([
    "http://127.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://192.168.0.1/admin",
    "http://[fd00:ec2::254]/",
    // Other spellings of 127.0.0.1 that URL parsers accept.
    "http://2130706433/",
    "http://0x7f.1/",
    "http://017700000001/",
  ])("%s, before connecting, and logs it", async (url) => {
    const { code, message, events } = await failure(url);
    expect(code).toBe("invalid_input");
    expect(message).toMatch(REFUSED);
    expect(events).toEqual([expect.objectContaining({ security: "import_address_refused" })]);
  });

  it("a name that resolves to 127.0.0.1, and says who asked", async () => {
    const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const { message, events } = await failure("http://recipes.example/pie", {
      resolver,
      requestedBy: { userId: "cook-1", address: "198.51.100.7" },
    });
    expect(message).toMatch(REFUSED);
    expect(events).toEqual([expect.objectContaining({ security: "import_address_refused", reason: "loopback", userId: "cook-1", address: "198.51.100.7" })]);
  });

  it("a name with one public and one private address", async () => {
    const resolver: Resolver = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.8", family: 4 },
    ];
    expect((await failure("https://mixed.example/", { resolver })).message).toMatch(REFUSED);
  });

  it("localhost, as the system resolves it", async () => {
    expect((await failure(`http://localhost:${new URL(site.origin).port}/tasty-single`)).message).toMatch(REFUSED);
  });

  it("the loopback site itself when loopback is not allowed (the default)", async () => {
    expect((await failure(`${site.origin}/tasty-single`)).message).toMatch(REFUSED);
  });

  it.each(["file:///etc/passwd", "ftp://example.com/", "gopher://example.com/", "data:text/html,<h1>x</h1>", "javascript:alert(1)"])(
    "the scheme of %s",
    async (url) => {
      expect((await failure(url)).message).toMatch(REFUSED);
    },
  );

  it("a user name and password in the address (never sent as credentials)", async () => {
    expect((await failure(`http://user:secret@93.184.215.14/`)).message).toMatch(REFUSED);
  });

  it("a redirect to the metadata service", async () => {
    const { message, events } = await failure(`${site.origin}/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`, {
      allowLoopback: true,
    });
    expect(message).toMatch(REFUSED);
    expect(events[0]).toMatchObject({ reason: "link_local" });
  });

  it("a redirect to a name that resolves to a private address", async () => {
    const resolver: Resolver = async (host) => [{ address: host === "internal.example" ? "192.168.10.10" : "127.0.0.1", family: 4 }];
    const to = encodeURIComponent("http://internal.example/admin");
    expect((await failure(`${site.origin}/redirect?to=${to}`, { allowLoopback: true, resolver })).message).toMatch(REFUSED);
  });

  it("a redirect to another scheme", async () => {
    expect((await failure(`${site.origin}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`, { allowLoopback: true })).message).toMatch(REFUSED);
  });

  it("more than 5 redirects, and follows exactly 5", async () => {
    expect((await failure(`${site.origin}/hops/5`, { allowLoopback: true })).message).toMatch(/redirects too many times/);
    const fetched = await safeFetch(`${site.origin}/hops/4`, { ...HTML, allowLoopback: true });
    expect(fetched.url).toBe(`${site.origin}/tasty-single`);
  });

  it("what is not HTML when a page is asked for, and a page when a picture is", async () => {
    expect((await failure(`${site.origin}/json`, { allowLoopback: true })).message).toMatch(/application\/json/);
    const picture = await failure(`${site.origin}/pictures/not-a-picture.jpg`, {
      allowLoopback: true,
      accept: ["image/jpeg", "image/png", "image/webp"],
      what: "picture",
    });
    expect(picture.message).toMatch(/not a picture Res-pe can read/);
  });

  it("more than 5 MB, declared or streamed", async () => {
    expect((await failure(`${site.origin}/huge`, { allowLoopback: true })).message).toMatch(/larger than 5 MB/);
    expect((await failure(`${site.origin}/huge-declared`, { allowLoopback: true })).message).toMatch(/larger than 5 MB/);
  });

  it("a site that stops answering, after the time limit", async () => {
    const { code, message } = await failure(`${site.origin}/slow`, { allowLoopback: true, timeoutMs: 300 });
    expect(code).toBe("upstream_timeout");
    expect(message).toMatch(/longer than 0.3 seconds/);
  });
});

// Only the ports web pages are served on: an address is no way to reach a mail server, Redis or
// SSH on a public host, nor, through a redirect, to probe them.
describe("safeFetch refuses ports other than 80, 443, 8080 and 8443", () => {
  const PUBLIC: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];

  it.each(["http://93.184.215.14:22/", "http://recipes.example:6379/", "https://recipes.example:25/", "http://recipes.example:11211/", "https://recipes.example:8444/pie", "http://recipes.example:0/"])(
    "%s, before connecting, and logs it",
    async (url) => {
      // A short time limit: before ports were checked, these tried to connect.
      const { code, message, events } = await failure(url, { resolver: PUBLIC, timeoutMs: 500 });
      expect(code).toBe("invalid_input");
      expect(message).toMatch(/only from web ports \(80, 443, 8080 and 8443\)/);
      expect(events).toEqual([expect.objectContaining({ security: "import_address_refused", reason: "port" })]);
    },
  );

  it("even with the tests' loopback allowance, for any address but loopback", async () => {
    const { message, events } = await failure("http://cache.example:6379/", { resolver: PUBLIC, allowLoopback: true, timeoutMs: 500 });
    expect(message).toMatch(/web ports/);
    expect(events[0]).toMatchObject({ reason: "port" });
  });

  it("on a redirect", async () => {
    const to = encodeURIComponent("http://cache.example:6379/");
    const resolver: Resolver = async (host) => [{ address: host === "cache.example" ? "93.184.215.14" : "127.0.0.1", family: 4 }];
    const { message, events } = await failure(`${site.origin}/redirect?to=${to}`, { allowLoopback: true, resolver, timeoutMs: 500 });
    expect(message).toMatch(/web ports/);
    expect(events[0]).toMatchObject({ reason: "port" });
  });

  it.each(["http://recipes.example/", "https://recipes.example/", "http://recipes.example:8080/", "https://recipes.example:8443/", "http://recipes.example:443/"])(
    "but lets %s through to the address check",
    async (url) => {
      const privateAddress: Resolver = async () => [{ address: "10.0.0.8", family: 4 }];
      expect((await failure(url, { resolver: privateAddress })).events).toEqual([expect.objectContaining({ reason: "private" })]);
    },
  );
});

describe("safeFetch fetches", () => {
  it("from the address it resolved, once per host, without cookies or credentials", async () => {
    const asked: string[] = [];
    // recipes.test exists in no DNS: the page can only come from the address the resolver gave.
    const resolver: Resolver = async (host) => {
      asked.push(host);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const port = new URL(site.origin).port;
    const before = site.requests.length;
    const fetched = await safeFetch(`http://recipes.test:${port}/redirect?to=/tasty-single`, { ...HTML, allowLoopback: true, resolver });
    expect(fetched.body.toString()).toContain("Smoky Black Bean Chili");
    expect(fetched.url).toBe(`http://recipes.test:${port}/tasty-single`);
    expect(asked).toEqual(["recipes.test", "recipes.test"]);
    const sent = site.requests.slice(before);
    expect(sent.map((request) => request.path)).toEqual(["/redirect?to=/tasty-single", "/tasty-single"]);
    for (const { headers } of sent) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers.host).toBe(`recipes.test:${port}`);
    }
  });
});

// Found by the API fuzzer: an address that names no host, or a host that does not exist, was a
// 502 ("the server failed"), though it is the cook's address to fix.
describe("addresses that cannot be reached", () => {
  const dnsError = (code: string) => Object.assign(new Error(code), { code });

  it("a host no DNS name could be is 'not a web address', without asking DNS", async () => {
    let asked = 0;
    const resolver: Resolver = async () => {
      asked += 1;
      return [{ address: "93.184.215.14", family: 4 }];
    };
    for (const url of ["https://!oq}z/", "https://~+hmivph}q/pie", "https://a-.example/"]) {
      expect(await failure(url, { resolver })).toMatchObject({ code: "invalid_input", message: "That is not a web address. It should start with https://." });
    }
    expect(asked).toBe(0);
  });

  it("a name that does not exist is the cook's to fix (400); a resolver that cannot answer is a 502", async () => {
    for (const code of ["ENOTFOUND", "ENODATA"]) {
      const resolver: Resolver = async () => Promise.reject(dnsError(code));
      expect(await failure("https://no-such-kitchen.example/pie", { resolver })).toMatchObject({
        code: "invalid_input",
        message: "Res-pe could not find no-such-kitchen.example. Please check the address.",
      });
    }
    expect(await failure("https://kitchen.example/pie", { resolver: async () => [] })).toMatchObject({ code: "invalid_input" });
    const down: Resolver = async () => Promise.reject(dnsError("EAI_AGAIN"));
    expect(await failure("https://kitchen.example/pie", { resolver: down })).toMatchObject({ code: "upstream_failed" });
  });
});
