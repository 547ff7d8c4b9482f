import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/entry/changePassword/route";
import { POST as forgotPassword } from "@/app/api/entry/forgotPassword/route";
import { POST as login } from "@/app/api/entry/login/route";
import { POST as register } from "@/app/api/entry/register/route";
import { answerSignIn, authOptions } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { errorResponse } from "@/lib/web/api/error-responses";
import { seedCook } from "../support/accounts";
import { BASE, browserRequest, jsonPost, uniqueClientIp } from "../support/requests";

/**
 * Issue 34's "OIDC only" mode: the password forms are hidden, and every way in by password is
 * refused on the server too, so a script posting to the routes gets no further than the page.
 * The configuration is read once per process; each test file has its own, so this one is pinned
 * to OIDC only before anything reads it (the provider is never reached: no test signs in by OIDC).
 */
const pinned = vi.hoisted(() => {
  const settings = {
    OIDC_DISCOVERY_URL: "http://127.0.0.1:9/.well-known/openid-configuration",
    OIDC_CLIENT_ID: "res-pe",
    OIDC_CLIENT_SECRET: "a client secret",
    OIDC_BUTTON_LABEL: "Sign in with Test ID",
    OIDC_ONLY: "true",
  };
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  return { before };
});
afterAll(() => {
  for (const [key, value] of Object.entries(pinned.before)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const REFUSED = { message: "This site signs cooks in with “Sign in with Test ID” only.", code: "passwords_off" };

type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<unknown>;

/** next-auth's credentials callback as its route runs it: `authorize` inside `answerSignIn`, a refusal answered by the API's error table. */
function credentialsCallback(credentials: Record<string, string>): Promise<Response> {
  const provider = authOptions().providers.find((candidate) => candidate.id === "credentials") as unknown as { options: { authorize: Authorize } };
  const request = browserRequest("POST", `${BASE}/api/auth/callback/credentials`, undefined, { ip: uniqueClientIp() });
  return answerSignIn(async () => {
    const user = await provider.options.authorize(credentials, { headers: Object.fromEntries(request.headers.entries()) });
    return new Response(null, { status: user ? 200 : 401 });
  }).catch((error: unknown) => errorResponse(error, request));
}

describe("a site in OIDC-only mode", () => {
  it("refuses the password sign-in through next-auth with 403 and why, even with the right password", async () => {
    const cook = await seedCook();
    const answer = await credentialsCallback({ email: cook.email, password: cook.password });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
  });

  it("refuses the API's password login with 403 and why", async () => {
    const cook = await seedCook();
    const answer = await login(jsonPost(`${BASE}/api/entry/login`, { email: cook.email, password: cook.password }), undefined);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
  });

  it("refuses a sign-up with a password with 403 and why, and makes no account", async () => {
    const answer = await register(jsonPost(`${BASE}/api/entry/register`, { name: "New Cook", email: "oidc-only-signup@example.com", password: "a long new password", confirmPassword: "a long new password" }), undefined);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
    expect(await db.user.findUnique({ where: { email: "oidc-only-signup@example.com" } })).toBeNull();
  });

  it("refuses to mail a password-reset code with 403 and why: there is no password to reset", async () => {
    const cook = await seedCook();
    const answer = await forgotPassword(jsonPost(`${BASE}/api/entry/forgotPassword`, { email: cook.email }), undefined);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
    expect(await db.passwordResetCode.count({ where: { user: { email: cook.email } } })).toBe(0);
  });

  it("refuses to set a password with a reset code with 403 and why", async () => {
    const cook = await seedCook();
    const answer = await changePassword(jsonPost(`${BASE}/api/entry/changePassword`, { email: cook.email, code: "123456789012", newPassword: "a long new password", confirmPassword: "a long new password" }), undefined);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
  });
});
