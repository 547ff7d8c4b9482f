import { z } from "zod";
import "./browser-zod";

/** The admin's payloads (`/admin`, `/api/admin/*`): the forms validate with the routes' schemas. */

/** Who may make an account: everyone, holders of an admin's invite link, or nobody. */
export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** PUT /api/admin/registration */
export const registrationModeSchema = z.object({
  mode: z.enum(REGISTRATION_MODES, { error: "Choose open, invite or closed." }),
});

/** GET /api/admin/users?q=&page=: a name or email to look for (empty: everyone), newest first. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(80, "Search for at most 80 characters.").optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** /api/admin/users/<id>: a cook's id (a cuid); a malformed one is a 400. */
export const adminUserParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a cook's id.") });

/** PATCH /api/admin/users/<id>: disable (their sessions end at once) or enable again. */
export const adminUserChangeSchema = z.object({ disabled: z.boolean({ error: "Say whether the cook is disabled." }) });

/** An invite link's token as /signup?invite= carries it. */
const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "This is not an invite link.");

/** POST /api/entry/oidc-invite: the invite a sign-up through the identity provider carries. */
export const oidcInviteSchema = z.object({ invite: inviteTokenSchema });
