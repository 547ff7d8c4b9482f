import { z } from "zod";
import { REGISTRATION_MODES, adminUserChangeSchema, adminUserParamsSchema, adminUsersQuerySchema, registrationModeSchema } from "@/lib/validations/admin";
import { EXAMPLE_CUID, withExamples } from "../examples";
import { operation } from "../operation";
import { messageAnswer } from "../shapes";

/**
 * The site's admins (app/api/admin, issue 34): cooks' accounts, who may sign up, invite links,
 * the site's figures and security log. Every operation checks the role on the server: a cook who
 * is not an admin gets 403.
 */
const tag = "Admin";

const cookRow = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    admin: z.boolean(),
    disabled: z.boolean(),
    joinedAt: z.string(),
    recipes: z.number().int(),
  })
  .strict();

const cookList = z
  .object({ cooks: z.array(cookRow), total: z.number().int(), page: z.number().int(), pages: z.number().int(), query: z.string() })
  .strict();

const securityEvent = z
  .object({
    security: z.string(),
    at: z.string(),
    userId: z.string().optional(),
    targetUserId: z.string().optional(),
    email: z.string().optional(),
    address: z.string().optional(),
    reason: z.string().optional(),
  })
  .strict();

const siteAnswer = z
  .object({
    figures: z
      .object({ cooks: z.number().int(), disabledCooks: z.number().int(), recipes: z.number().int(), pictureBytes: z.number(), databaseBytes: z.number() })
      .strict(),
    lastBackup: z.object({ takenAt: z.string(), bytes: z.number() }).strict().nullable(),
    registration: z.enum(REGISTRATION_MODES),
    events: z.array(securityEvent),
  })
  .strict();

const userParams = withExamples(adminUserParamsSchema, { id: [EXAMPLE_CUID] });

export const adminOperations = [
  operation({
    method: "get",
    path: "/api/admin/backup",
    tag,
    summary: "Download a backup of the whole site",
    description:
      "Every table and every picture in one gzip-compressed NDJSON file with Res-pe's schema version and a checksum, read from one snapshot while the site runs (the file `npm run backup` writes; `npm run restore <file>` brings it back into an empty database of either kind). Six an hour per admin.",
    auth: "admin",
    limited: true,
    responses: { 200: { description: "The backup file, streamed.", mediaType: "application/gzip", schema: z.string().meta({ format: "binary" }) } },
  }),
  operation({
    method: "get",
    path: "/api/admin/site",
    tag,
    summary: "The site's figures, who may sign up, and the latest security events",
    description: "Cooks (and how many are disabled), their recipes, the bytes their pictures and the database take, the registration mode, and this server's latest security events (newest first).",
    auth: "admin",
    responses: { 200: { description: "The site at a glance.", schema: siteAnswer } },
  }),
  operation({
    method: "get",
    path: "/api/admin/users",
    tag,
    summary: "Find cooks",
    description: "Cooks whose name or email holds `q` (all without it), the newest first, 25 a page.",
    auth: "admin",
    query: adminUsersQuerySchema,
    responses: { 200: { description: "A page of cooks.", schema: cookList } },
  }),
  operation({
    method: "patch",
    path: "/api/admin/users/{id}",
    tag,
    summary: "Disable or enable a cook",
    description: "A disabled cook cannot sign in, and every session of theirs ends at once: their next request is signed out. Your own account: 409.",
    auth: "admin",
    params: userParams,
    body: { json: adminUserChangeSchema, example: { disabled: true } },
    limited: true,
    errors: [404, 409],
    responses: { 200: { description: "Changed.", schema: z.object({ id: z.string(), disabled: z.boolean(), message: z.string() }).strict() } },
  }),
  operation({
    method: "delete",
    path: "/api/admin/users/{id}",
    tag,
    summary: "Delete a cook's account",
    description: "Everything in it goes, as when the cook deletes it from their account page. Your own account: 409.",
    auth: "admin",
    params: userParams,
    limited: true,
    errors: [404, 409],
    responses: { 200: { description: "Deleted.", schema: messageAnswer } },
  }),
  operation({
    method: "post",
    path: "/api/admin/users/{id}/password-reset",
    tag,
    summary: "Send a cook a password-reset code",
    description: "The mail the cook could ask for on the forgot-password page: a 12-digit code valid for 15 minutes.",
    auth: "admin",
    params: userParams,
    limited: true,
    errors: [404],
    responses: { 200: { description: "The mail is on its way.", schema: messageAnswer } },
  }),
  operation({
    method: "put",
    path: "/api/admin/registration",
    tag,
    summary: "Choose who may sign up",
    description: "`open`: anyone; `invite`: only people holding an invite link; `closed`: nobody. Sign-ups through the OpenID Connect provider follow it too.",
    auth: "admin",
    body: { json: registrationModeSchema, example: { mode: "invite" } },
    limited: true,
    responses: { 200: { description: "Saved.", schema: z.object({ mode: z.enum(REGISTRATION_MODES), message: z.string() }).strict() } },
  }),
  operation({
    method: "post",
    path: "/api/admin/invites",
    tag,
    summary: "Make an invite link",
    description: "A link that lets one person sign up, for 7 days, whatever the registration mode short of closed. Only its hash is kept: it is shown this once.",
    auth: "admin",
    limited: true,
    responses: { 201: { description: "The link.", schema: z.object({ url: z.string(), expiresAt: z.string(), message: z.string() }).strict() } },
  }),
];
