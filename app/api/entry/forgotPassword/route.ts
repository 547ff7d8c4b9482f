import { NextResponse } from "next/server";
import { AUTH_MAX_BODY_BYTES } from "@/lib/auth/limits";
import { RESET_CODE_SENT, requestPasswordReset } from "@/lib/auth/password-reset";
import { authRateLimits } from "@/lib/auth/rate-limits";
import { apiRoute } from "@/lib/http/api-route";
import { clientIpOf } from "@/lib/http/client-ip";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/lib/validations/auth";

export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(authRateLimits.forgotPasswordPerIp, clientIpOf(request));
  const { email } = await readJsonBody(request, forgotPasswordSchema, { maxBytes: AUTH_MAX_BODY_BYTES });
  await enforceRateLimit(authRateLimits.forgotPasswordPerEmail, email);
  await requestPasswordReset(email);
  return NextResponse.json({ message: RESET_CODE_SENT });
});
