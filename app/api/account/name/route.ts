import { ACCOUNT_MAX_BODY_BYTES, NAME_CHANGED, accountRateLimits, changeName } from "@/lib/account";
import { route } from "@/lib/web/api";
import { accountNameSchema } from "@/lib/validations/account";

/** The signed-in cook's new name. */
export const PUT = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.nameChanges, key: "cook" },
    ],
    body: { json: accountNameSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address }) => ({ message: NAME_CHANGED, ...(await changeName(user, body.name, address)) }),
);
