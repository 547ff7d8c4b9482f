import { z } from "zod";
import {
  householdEventsQuerySchema,
  householdHandOverSchema,
  householdInviteParamsSchema,
  householdInviteSchema,
  householdJoinQuerySchema,
  householdJoinSchema,
  householdMemberParamsSchema,
} from "@/lib/validations/household";
import { EXAMPLE_CUID, withExamples } from "../examples";
import { operation } from "../operation";

/**
 * Households (app/api/household, issue 32): the people a cook shares the plan, the shopping list
 * and the pantry with; invites, joining, leaving, and the live stream of their changes.
 */
const tag = "Household";
const EXAMPLE_CODE = "q3Vx8mN2pL5tR7wY1zA4cE6gJ9kH0sD_";
const when = z.string().meta({ description: "ISO 8601, UTC." });

const invite = z
  .object({
    id: z.string(),
    email: z.string().nullable().meta({ description: "Where it was mailed, or null for a link to copy." }),
    createdAt: when,
    expiresAt: when,
    status: z.enum(["waiting", "used", "revoked", "expired"]),
  })
  .meta({ id: "HouseholdInvite" });

const household = z
  .object({
    role: z.enum(["owner", "member"]).meta({ description: "Your role: the owner invites, removes and hands over." }),
    members: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(["owner", "member"]), joinedAt: when, you: z.boolean() })),
    invites: z.array(invite).meta({ description: "The owner's invites, newest first (empty for a member)." }),
    activity: z
      .array(z.object({ id: z.number().int(), who: z.string(), area: z.enum(["shopping", "plan", "pantry", "household"]), action: z.string(), subject: z.string(), at: when }))
      .meta({ description: "Who did what lately, newest first: “Sam ticked Milk”." }),
  })
  .meta({ id: "Household" });

const moves = {
  members: z.array(z.string()).meta({ description: "The household's members' names." }),
  planned: z.number().int().min(0).meta({ description: "Your planned meals." }),
  shopping: z.number().int().min(0).meta({ description: "Your shopping list's lines." }),
  pantry: z.number().int().min(0).meta({ description: "Your pantry's items (after joining with merge: those the household did not have, which were added)." }),
};
const inviteParams = withExamples(householdInviteParamsSchema, { id: [EXAMPLE_CUID] });
const memberParams = withExamples(householdMemberParamsSchema, { id: [EXAMPLE_CUID] });

export const householdOperations = [
  operation({
    method: "get",
    path: "/api/household",
    tag,
    summary: "Your household",
    description: "Every cook is in one; alone, a household of one.",
    auth: "cook",
    responses: { 200: { description: "Members, invites (the owner's) and recent activity.", schema: household } },
  }),
  operation({
    method: "get",
    path: "/api/household/events",
    tag,
    summary: "The household's changes, live",
    description:
      "Server-Sent Events: `event: changed` with an `id` and `data: {\"area\":\"shopping\"|\"plan\"|\"pantry\"|\"household\",\"id\":<the change>}` when a member changes them (`\"all\"`: read everything again, without an id; the `id` line is the newest change sent, above `data.id` when two processes' changes crossed); `event: removed`, then the end, when you leave or are removed. Send `Last-Event-ID` on reconnecting, or `after` (the newest change id your view shows) on a new stream, to get the changes you missed first. With `page`, the changes sent with the header `X-Res-Pe-Page` of that same id are left out (the page that made them shows them already); your other pages and devices get them. With `household` (the household your view was read for), a stream for a household you are no longer in says `removed` at once and ends, even when the removal happened while no stream was open.",
    auth: "cook",
    query: householdEventsQuerySchema,
    responses: { 200: { description: "The event stream; open until you go.", mediaType: "text/event-stream", schema: z.string() } },
  }),
  operation({
    method: "post",
    path: "/api/household/invites",
    tag,
    summary: "Make an invite",
    description: "The owner's: a link with a single-use code, for 7 days; mailed too when `email` is given. The code is told this once; only its hash is kept.",
    auth: "cook",
    body: { json: householdInviteSchema, example: { email: "sam@example.com" } },
    limited: true,
    errors: [403, 409],
    responses: { 201: { description: "The invite, with `code` and `link`.", schema: invite.extend({ code: z.string(), link: z.string() }) } },
  }),
  operation({
    method: "delete",
    path: "/api/household/invites/{id}",
    tag,
    summary: "Revoke an invite",
    auth: "cook",
    params: inviteParams,
    limited: true,
    errors: [404],
    responses: { 200: { description: "The invite as it now stands.", schema: invite } },
  }),
  operation({
    method: "get",
    path: "/api/household/join",
    tag,
    summary: "What joining would move",
    description: "Before choosing: your planned meals, list lines and pantry items, which joining brings in (merge) or deletes (discard).",
    auth: "cook",
    query: withExamples(householdJoinQuerySchema, { code: [EXAMPLE_CODE] }),
    limited: true,
    errors: [404, 409],
    responses: { 200: { description: "The household's members and your counts.", schema: z.object(moves) } },
  }),
  operation({
    method: "post",
    path: "/api/household/join",
    tag,
    summary: "Join a household",
    description: "Spends the code. From a household you share with others, leave it first (409).",
    auth: "cook",
    body: { json: householdJoinSchema, example: { code: EXAMPLE_CODE, choice: "merge" } },
    limited: true,
    errors: [404, 409],
    responses: { 200: { description: "What moved in (merge) or went (discard).", schema: z.object({ ...moves, householdId: z.string(), choice: z.enum(["merge", "discard"]) }) } },
  }),
  operation({
    method: "post",
    path: "/api/household/leave",
    tag,
    summary: "Leave your household",
    description: "You keep a copy of what you added and of the pantry in a household of your own; an owner leaving hands it to the longest-standing member; the last one leaving deletes it.",
    auth: "cook",
    limited: true,
    responses: { 200: { description: "Whether the household was deleted.", schema: z.object({ deleted: z.boolean() }) } },
  }),
  operation({
    method: "delete",
    path: "/api/household/members/{id}",
    tag,
    summary: "Remove a member",
    description: "The owner's: they keep a copy of what they added, and lose access at once (their open streams end).",
    auth: "cook",
    params: memberParams,
    limited: true,
    errors: [403, 404, 409],
    responses: { 200: { description: "Removed.", schema: z.object({ removed: z.literal(true) }) } },
  }),
  operation({
    method: "post",
    path: "/api/household/owner",
    tag,
    summary: "Hand the household over",
    auth: "cook",
    body: { json: householdHandOverSchema, example: { memberId: EXAMPLE_CUID } },
    limited: true,
    errors: [403, 404, 409],
    responses: { 200: { description: "The new owner's id.", schema: z.object({ owner: z.string() }) } },
  }),
];
