import { route } from "@/lib/web/api";
import { ACCOUNT_MAX_BODY_BYTES, adminRateLimits } from "@/lib/account";
import { setRegistrationMode } from "@/lib/auth";
import { registrationModeSchema } from "@/lib/validations/admin";

const SAID = { open: "Anyone can sign up.", invite: "Only people with an invite link can sign up.", closed: "Nobody can sign up." } as const;

/** PUT: who may sign up: everyone, holders of an invite link, or nobody (admins only). */
export const PUT = route(
  { auth: "admin", limits: [{ rule: adminRateLimits.changes, key: "cook" }], body: { json: registrationModeSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES } },
  async ({ user, body, address }) => {
    await setRegistrationMode(body.mode, user, address);
    return { mode: body.mode, message: SAID[body.mode] };
  },
);
