import { route } from "@/lib/web/api";
import { adminRateLimits, sendCookPasswordReset } from "@/lib/account";
import { adminUserParamsSchema } from "@/lib/validations/admin";

/** POST: mails the cook a password-reset code, the mail they could ask for themselves (admins only). */
export const POST = route(
  { auth: "admin", params: adminUserParamsSchema, limits: [{ rule: adminRateLimits.resetMails, key: "cook" }] },
  async ({ user, params, address }) => {
    await sendCookPasswordReset(user, params.id, address);
    return { message: "A password-reset code is on its way to the cook." };
  },
);
