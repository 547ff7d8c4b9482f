import { NextResponse } from "next/server";
import { AUTH_MAX_BODY_BYTES } from "@/lib/auth/limits";
import { PASSWORD_CHANGED, resetPassword } from "@/lib/auth/password-reset";
import { authRateLimits } from "@/lib/auth/rate-limits";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { changePasswordSchema } from "@/lib/validations/auth";

export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJsonBody(request, changePasswordSchema, { maxBytes: AUTH_MAX_BODY_BYTES });
  await enforceRateLimit(authRateLimits.changePasswordPerEmail, input.email);
  await resetPassword(input);
  return NextResponse.json({ message: PASSWORD_CHANGED });
});
