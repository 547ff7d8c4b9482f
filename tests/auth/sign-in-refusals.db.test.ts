import { afterEach, describe, expect, it } from "vitest";
import { answerSignIn, authOptions } from "@/lib/auth";
import { PASSWORD_CHECKS_BUSY, PasswordCheckGate } from "@/lib/auth/password-checks";
import { errorResponse } from "@/lib/web/api/error-responses";
import { seedCook } from "../support/accounts";
import { BASE, browserRequest, uniqueClientIp } from "../support/requests";

type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<unknown>;

/** next-auth's Credentials provider keeps the app's `authorize` in its options. */
function credentialsAuthorize(): Authorize {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize;
}

/** What the next-auth route does around next-auth: its answer, or the refusal `authorize` kept. */
function signIn(credentials: Record<string, string>): Promise<Response> {
  const request = browserRequest("POST", `${BASE}/api/auth/callback/credentials`, undefined, { ip: uniqueClientIp() });
  const headers = Object.fromEntries(request.headers.entries());
  return answerSignIn(async () => {
    const user = await credentialsAuthorize()(credentials, { headers });
    // next-auth answers a null user with its CredentialsSignin failure.
    return new Response(null, { status: user ? 200 : 401 });
  }).catch((error: unknown) => errorResponse(error, request));
}

const processWide = globalThis as { __resPePasswordChecks?: PasswordCheckGate };
const ownGate = processWide.__resPePasswordChecks;
afterEach(() => {
  processWide.__resPePasswordChecks = ownGate;
});

/** A gate with one slot, taken until `free()`, and no queue: the next check is refused at once. */
function fullGate(): { free: () => void } {
  const gate = new PasswordCheckGate(1, 0);
  processWide.__resPePasswordChecks = gate;
  let free = () => {};
  void gate.run(() => new Promise<void>((resolve) => (free = resolve)));
  return { free: () => free() };
}

// Found by `npm run bench -- reliability`: under load, next-auth turned the password-check gate's
// "try again in a second" into its "wrong password" 401, so a cook with the right password was told
// it was wrong.
describe("logging in through next-auth while the server is busy", () => {
  it("answers 429 with Retry-After and the busy message, not a 401", async () => {
    const account = await seedCook();
    const gate = fullGate();
    try {
      const answer = await signIn({ email: account.email, password: account.password });
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(await answer.json()).toEqual({ message: PASSWORD_CHECKS_BUSY, code: "password_checks_busy" });
    } finally {
      gate.free();
    }
  });

  it("still answers a wrong password with next-auth's 401, and the right one with a session", async () => {
    const account = await seedCook();
    expect((await signIn({ email: account.email, password: "not my password" })).status).toBe(401);
    expect((await signIn({ email: account.email, password: account.password })).status).toBe(200);
  });
});
