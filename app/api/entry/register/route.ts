import { NextResponse } from "next/server";
import { ACCOUNT_CREATED, registerAccount } from "@/lib/auth/accounts";
import { AUTH_MAX_BODY_BYTES } from "@/lib/auth/limits";
import { authRateLimits } from "@/lib/auth/rate-limits";
import { apiRoute } from "@/lib/http/api-route";
import { clientIpOf } from "@/lib/http/client-ip";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { registerSchema } from "@/lib/validations/auth";

export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(authRateLimits.registerPerIp, clientIpOf(request));
  const input = await readJsonBody(request, registerSchema, { maxBytes: AUTH_MAX_BODY_BYTES });
  await registerAccount(input);
  return NextResponse.json({ message: ACCOUNT_CREATED }, { status: 201 });
});
