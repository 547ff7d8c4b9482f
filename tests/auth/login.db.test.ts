import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/entry/login/route";
import { GET as protectedRoute } from "@/app/api/protected/route";
import { decodeSessionToken } from "@/lib/auth-gate";
import { BASE, registerAccount } from "../support/accounts";
import { jsonPost } from "../support/requests";

const URL = `${BASE}/api/entry/login`;
const send = (request: Request) => POST(request, undefined);
const INVALID = { message: "Invalid email or password." };

describe("POST /api/entry/login", () => {
  it("answers 200 with a token and a message, and sets an httpOnly SameSite=Lax session cookie", async () => {
    const account = await registerAccount();
    const response = await send(jsonPost(URL, { email: ` ${account.email.toUpperCase()} `, password: account.password }));
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply).toEqual({ token: expect.any(String), message: "Login successful. Welcome back!" });
    expect(JSON.stringify(reply)).not.toMatch(/\$2[aby]\$/);

    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toContain(reply.token);

    const claims = await decodeSessionToken(reply.token);
    expect(claims).toMatchObject({ uid: expect.any(String), sv: 0 });
  });

  it("answers the same 401 for an unknown email and for a wrong password", async () => {
    const account = await registerAccount();
    const wrongPassword = await send(jsonPost(URL, { email: account.email, password: "not my password" }));
    const unknownEmail = await send(jsonPost(URL, { email: `nobody-${Date.now()}@example.com`, password: "whatever" }));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(INVALID);
    expect(await unknownEmail.json()).toEqual(INVALID);
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("takes about as long for an unknown email as for a wrong password (a bcrypt compare either way)", async () => {
    const account = await registerAccount();
    const time = async (email: string) => {
      const started = performance.now();
      await send(jsonPost(URL, { email, password: "not my password" }));
      return performance.now() - started;
    };
    await time(`warm-${Date.now()}@example.com`);
    // Medians of alternating tries, so one slow moment on a busy machine does not decide it.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await time(account.email));
      unknown.push(await time(`nobody-${round}-${Date.now()}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // A missing bcrypt compare would make the unknown email ~100× faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("answers 400 when a field is missing", async () => {
    const response = await send(jsonPost(URL, { email: "ada@example.com" }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Password is required.");
  });

  it("limits failures per address: the 11th try within a minute gets 429, even with the right password", async () => {
    const account = await registerAccount();
    const ip = "198.51.100.10";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await send(jsonPost(URL, { email: account.email, password: `wrong ${attempt}` }, { ip }));
      expect(response.status).toBe(401);
    }
    const limited = await send(jsonPost(URL, { email: account.email, password: account.password }, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe("Too many failed logins. Please wait a minute and try again.");

    // Another address is not affected.
    const elsewhere = await send(jsonPost(URL, { email: account.email, password: account.password }));
    expect(elsewhere.status).toBe(200);
  });

  it("issues a token that GET /api/protected accepts as a bearer token", async () => {
    const account = await registerAccount();
    const { token } = await (await send(jsonPost(URL, { email: account.email, password: account.password }))).json();
    const response = await protectedRoute(
      new Request(`${BASE}/api/protected`, { headers: { authorization: `Bearer ${token}` } }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: true, user: { name: account.name, email: account.email } });
  });
});

describe("POST /api/entry/login, per-account limit", () => {
  it("refuses an account that had 100 failed logins this hour, from any address", async () => {
    const { consumeRateLimit } = await import("@/lib/rate-limit");
    const { authRateLimits } = await import("@/lib/auth/rate-limits");
    const account = await registerAccount();
    for (let failure = 0; failure < 100; failure += 1) {
      await consumeRateLimit(authRateLimits.loginFailuresPerAccount, account.email);
    }
    const response = await send(jsonPost(URL, { email: account.email, password: account.password }));
    expect(response.status).toBe(429);
    expect((await response.json()).message).toMatch(/Too many failed logins for this account/);
  });
});
