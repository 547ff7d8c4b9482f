import { NextResponse } from "next/server";
import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { ACCOUNT_CREATED, AUTH_MAX_BODY_BYTES, authRateLimits, registerAccount } from "@/lib/auth";
import { registerSchema } from "@/lib/validations/auth";

/** The seed's sign-up: 201, then the cook logs in. */
export const POST = route(
  {
    auth: "none",
    limits: [{ rule: authRateLimits.registerPerIp, key: "address" }],
    body: { json: registerSchema, maxBytes: AUTH_MAX_BODY_BYTES },
  },
  async ({ body, address, request }) => {
    await registerAccount(body, address, localeOfRequest(request, null));
    return NextResponse.json({ message: ACCOUNT_CREATED }, { status: 201 });
  },
);
