import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { POST as logout } from "@/app/api/entry/logout/route";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { decodeSessionToken } from "@/lib/platform/auth-gate";
import { db } from "@/lib/platform/database";
import { seedCook, signedInAccount } from "../support/accounts";
import { BASE, jsonPost } from "../support/requests";

const NOT_SIGNED_IN = { result: false, message: "Please log in to continue." };

function check(headers: Record<string, string>) {
  return protectedRoute(new Request(`${BASE}/api/protected`, { headers }), undefined);
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("GET /api/protected", () => {
  it("accepts the session cookie the login set", async () => {
    const account = await signedInAccount();
    const cookie = account.setCookie.split(";")[0]!;
    const response = await check({ cookie });
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply).toEqual({ result: true, user: { name: account.name, email: account.email } });
    expect(JSON.stringify(reply)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it("answers 401 without a token", async () => {
    const response = await check({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it.each([
    ["garbage", "not-a-token"],
    ["a truncated token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc.def.ghi"],
  ])("answers 401 for %s", async (_case, token) => {
    expect((await check(bearer(token))).status).toBe(401);
  });

  it("answers 401 for a token made with another secret (forged), even for a real user", async () => {
    const account = await seedCook();
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const forged = await encode({ token: { uid: user.id, sv: user.sessionVersion }, secret: "an attacker's guess at the secret, 32+ chars" });
    expect((await check(bearer(forged))).status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const account = await seedCook();
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const expired = await encode({
      token: { uid: user.id, sv: user.sessionVersion },
      secret: process.env.AUTH_SECRET!,
      maxAge: -60,
    });
    expect((await check(bearer(expired))).status).toBe(401);
  });

  it("refuses a token 30 days after its login, however recently it was refreshed", async () => {
    const account = await seedCook();
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const now = Math.floor(Date.now() / 1000);
    // What next-auth's refresh gives: a new expiry 30 days ahead, the login time carried over.
    const refreshed = (at: number) =>
      encode({ token: { uid: user.id, sv: user.sessionVersion, at }, secret: process.env.AUTH_SECRET!, maxAge: 30 * 24 * 60 * 60 });
    expect((await check(bearer(await refreshed(now - 29 * 24 * 60 * 60)))).status).toBe(200);
    expect((await check(bearer(await refreshed(now - 30 * 24 * 60 * 60 - 5)))).status).toBe(401);
    // A token with no login time at all could be renewed for ever: refused.
    const timeless = await encode({ token: { uid: user.id, sv: user.sessionVersion }, secret: process.env.AUTH_SECRET!, maxAge: 60 });
    expect((await check(bearer(timeless))).status).toBe(401);
  });

  it("carries the login time in the token the login issues", async () => {
    const before = Math.floor(Date.now() / 1000);
    const account = await signedInAccount();
    const claims = await decodeSessionToken(account.token);
    expect(claims?.at).toBeGreaterThanOrEqual(before);
    expect(claims?.at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it("answers each user with their own name and email only", async () => {
    const ada = await seedCook();
    const bob = await seedCook();
    expect((await (await check(bearer(ada.token))).json()).user.email).toBe(ada.email);
    expect((await (await check(bearer(bob.token))).json()).user.email).toBe(bob.email);
  });
});

describe("sessions ended elsewhere", () => {
  it("refuses a token within a second once another app instance has ended the account's sessions", async () => {
    const account = await seedCook();
    expect((await check(bearer(account.token))).status).toBe(200);
    // What another instance's logout does: the version moves on in the shared database only.
    await db.user.update({ where: { email: account.email }, data: { sessionVersion: { increment: 1 } } });
    const ended = performance.now();
    // Asks until refused (a wait for the state, not for a fixed time): every check that started
    // before the refused one was still let in, and the last of them started within the second.
    const asked: number[] = [];
    await vi.waitFor(
      async () => {
        asked.push(performance.now() - ended);
        expect((await check(bearer(account.token))).status).toBe(401);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(asked.at(-2) ?? 0).toBeLessThan(1_000);
  });
});

describe("POST /api/entry/logout", () => {
  it("ends the session for API clients: the same token then gets 401", async () => {
    const account = await seedCook();
    const response = await logout(jsonPost(`${BASE}/api/entry/logout`, {}, { headers: bearer(account.token) }), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "You have been logged out." });
    expect((await check(bearer(account.token))).status).toBe(401);
  });

  it("answers the navigation bar's form with a redirect to /login and removes the cookie", async () => {
    const account = await seedCook();
    const cookie = account.setCookie.split(";")[0]!;
    const response = await logout(
      new Request(`${BASE}/api/entry/logout`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: BASE, host: new URL(BASE).host },
        body: "",
      }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect((await check({ cookie })).status).toBe(401);
  });

  it("refuses a cross-site logout (CSRF) with 403 and keeps the session", async () => {
    const account = await seedCook();
    const response = await logout(
      jsonPost(`${BASE}/api/entry/logout`, {}, { origin: "https://evil.example", headers: bearer(account.token) }),
      undefined,
    );
    expect(response.status).toBe(403);
    expect((await check(bearer(account.token))).status).toBe(200);
  });
});
