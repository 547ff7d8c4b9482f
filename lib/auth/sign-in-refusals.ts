import { AsyncLocalStorage } from "node:async_hooks";
import { isAppError, type AppError } from "@/lib/platform/errors";

/**
 * next-auth turns anything its Credentials `authorize` throws into a "CredentialsSignin" 401, so a
 * cook told "wrong password" could not tell it from "too many logins right now, try again in a
 * second" (the reliability bench counted 15 such 401s under load on PostgreSQL). `authorize`
 * records a refusal here instead, and the next-auth route answers it as itself: 429 with
 * Retry-After, like POST /api/entry/login.
 */
const refusals = new AsyncLocalStorage<{ refusal?: AppError }>();

/** Runs next-auth's handler; rejects with the refusal `authorize` recorded, if any. */
export async function answerSignIn(handle: () => Promise<Response>): Promise<Response> {
  const scope: { refusal?: AppError } = {};
  const answer = await refusals.run(scope, handle);
  if (scope.refusal) throw scope.refusal;
  return answer;
}

/**
 * For `authorize`: a refusal that is not about the credentials (rate limits, the password-check
 * gate being full, a disabled account, password sign-in switched off) is kept for the route; a wrong password stays next-auth's plain failure.
 */
export function keepSignInRefusal(error: unknown): null {
  const scope = refusals.getStore();
  if (scope && (isAppError(error, "rate_limited") || isAppError(error, "forbidden"))) scope.refusal ??= error;
  return null;
}
