import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { AUTH_MAX_BODY_BYTES, RESET_CODE_SENT, authRateLimits, requestPasswordReset } from "@/lib/auth";
import { forgotPasswordSchema } from "@/lib/validations/auth";

/**
 * Emails a reset code; the same answer for every email (D4), given before the account is even
 * looked up: the mail goes out after the answer (lib/auth's requestPasswordReset).
 */
export const POST = route(
  {
    auth: "none",
    body: { json: forgotPasswordSchema, maxBytes: AUTH_MAX_BODY_BYTES },
    limits: [
      { rule: authRateLimits.forgotPasswordPerIp, key: "address" },
      { rule: authRateLimits.forgotPasswordPerEmail, key: ({ body }) => body.email },
    ],
  },
  async ({ body, address, request }) => {
    requestPasswordReset(body.email, address, localeOfRequest(request, null));
    return { message: RESET_CODE_SENT };
  },
);
