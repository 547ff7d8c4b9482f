import { z } from "zod";
import "./browser-zod";
import { PAGE_ID_PATTERN } from "@/config/household";

/** The household page's payloads (issue 32), shared by its forms and its routes. */

export const HOUSEHOLD_MAX_BODY_BYTES = 2 * 1024;

/** Invite codes are 24 random bytes in base64url (32 characters). */
const inviteCodeSchema = z.string({ message: "code must be an invite code." }).regex(/^[A-Za-z0-9_-]{32}$/, "This is not an invite code.");
const cuidSchema = (what: string) => z.string().regex(/^[a-z0-9]{20,32}$/, `This is not ${what}.`);

/** `POST /api/household/invites`: an invite link, mailed too when `email` is given. */
export const householdInviteSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254, "That email is too long.").pipe(z.email("Please enter a valid email address.")).optional(),
  })
  .strict();

/**
 * `GET /api/household/events?page=&after=&household=`: the open page the stream serves (its own
 * changes are not sent back to it), the newest change it showed when it was read (what came after
 * is sent first), and the household it was read for (one the cook has left is "removed" at once).
 */
export const householdEventsQuerySchema = z.object({
  page: z.string().regex(PAGE_ID_PATTERN, "page must be the page's id: 8 to 64 letters, digits, - or _.").optional(),
  after: z
    .string()
    .regex(/^\d{1,15}$/, "after must be the id of a change: a whole number.")
    .transform(Number)
    .optional(),
  household: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "household must be a household's id.").optional(),
});

export const householdInviteParamsSchema = z.object({ id: cuidSchema("an invite id") });
export const householdMemberParamsSchema = z.object({ id: cuidSchema("a cook's id") });

/** `GET /api/household/join?code=`: what joining would move, before the cook chooses. */
export const householdJoinQuerySchema = z.object({ code: inviteCodeSchema });

/** `POST /api/household/join`: merge the joiner's plan, list and pantry into the household, or discard them. */
export const householdJoinSchema = z.object({ code: inviteCodeSchema, choice: z.enum(["merge", "discard"], { message: 'choice must be "merge" or "discard".' }) }).strict();

/** `POST /api/household/owner`: hand the household to another member. */
export const householdHandOverSchema = z.object({ memberId: cuidSchema("a cook's id") }).strict();
