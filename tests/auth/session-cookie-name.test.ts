import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSessionCookie } from "@/lib/platform/auth-gate";
import { SESSION_COOKIE } from "@/lib/platform/auth-gate/session-token";

/** With an https site, only the `__Secure-` cookie (which browsers set only over TLS) is a session. */
beforeAll(() => {
  process.env.SITE_URL = "https://res-pe.example";
});
afterAll(() => {
  delete process.env.SITE_URL;
});

const jar = (cookies: Record<string, string>) => ({
  get: (name: string) => (name in cookies ? { value: cookies[name]! } : undefined),
});

describe("readSessionCookie on an https site", () => {
  it("reads the __Secure- cookie", () => {
    expect(readSessionCookie(jar({ [SESSION_COOKIE.secure]: "token-a" }))).toBe("token-a");
  });

  it("ignores a plain-named cookie, which anyone on the network could have planted", () => {
    expect(readSessionCookie(jar({ [SESSION_COOKIE.plain]: "planted" }))).toBeUndefined();
    expect(readSessionCookie(jar({ [SESSION_COOKIE.plain]: "planted", [SESSION_COOKIE.secure]: "token-a" }))).toBe("token-a");
  });
});
