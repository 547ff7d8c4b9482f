import { route } from "@/lib/api";
import { AUTH_MAX_BODY_BYTES, PASSWORD_CHANGED, authRateLimits, resetPassword } from "@/lib/auth";
import { changePasswordSchema } from "@/lib/validations/auth";

/** The seed's change of password, with the emailed reset code (D3). */
export const POST = route(
  {
    auth: "none",
    body: { json: changePasswordSchema, maxBytes: AUTH_MAX_BODY_BYTES },
    limits: [{ rule: authRateLimits.changePasswordPerEmail, key: ({ body }) => body.email }],
  },
  async ({ body, address }) => {
    await resetPassword(body, address);
    return { message: PASSWORD_CHANGED };
  },
);
