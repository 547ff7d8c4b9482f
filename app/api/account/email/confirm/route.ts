import { ACCOUNT_MAX_BODY_BYTES, EMAIL_CHANGED, accountRateLimits, confirmEmailChange } from "@/lib/account";
import { route } from "@/lib/api";
import { emailConfirmSchema } from "@/lib/validations/account";

/** The code from the new address: the account moves to it. */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.emailConfirmations, key: "cook" },
    ],
    body: { json: emailConfirmSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address }) => ({ message: EMAIL_CHANGED, ...(await confirmEmailChange(user, body.code, address)) }),
);
