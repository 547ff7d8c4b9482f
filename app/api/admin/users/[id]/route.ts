import { route } from "@/lib/web/api";
import { ACCOUNT_MAX_BODY_BYTES, adminRateLimits, deleteCookAsAdmin, setCookDisabled } from "@/lib/account";
import { adminUserChangeSchema, adminUserParamsSchema } from "@/lib/validations/admin";

const limits = [{ rule: adminRateLimits.changes, key: "cook" as const }];

/** PATCH: disables a cook (their sessions end at once) or enables them again (admins only). */
export const PATCH = route(
  { auth: "admin", params: adminUserParamsSchema, limits, body: { json: adminUserChangeSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES } },
  async ({ user, params, body, address }) => {
    const changed = await setCookDisabled(user, params.id, body.disabled, address);
    return { ...changed, message: changed.disabled ? "The cook is disabled and signed out everywhere." : "The cook can sign in again." };
  },
);

/** DELETE: deletes a cook's account and everything in it, as their own deletion does (admins only). */
export const DELETE = route({ auth: "admin", params: adminUserParamsSchema, limits }, async ({ user, params, address }) => {
  await deleteCookAsAdmin(user, params.id, address);
  return { message: "The cook's account and everything in it have been deleted." };
});
