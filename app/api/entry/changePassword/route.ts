import { route } from "@/lib/web/api";
import { AUTH_MAX_BODY_BYTES, PASSWORD_CHANGED, authRateLimits, resetPassword } from "@/lib/auth";
import { changePasswordSchema } from "@/lib/validations/auth";

/** The seed's change of password, with the emailed reset code (D3). */
export const POST = route(
  {
    auth: "none",
    body: { json: changePasswordSchema, maxBytes: AUTH_MAX_BODY_BYTES },
    // Keyed by the address too: by the email alone, a stranger could keep a cook from resetting.
    limits: [{ rule: authRateLimits.changePasswordPerEmailAndIp, key: ({ body, address }) => `${body.email} ${address}` }],
  },
  async ({ body, address }) => {
    await resetPassword(body, address);
    return { message: PASSWORD_CHANGED };
  },
);
