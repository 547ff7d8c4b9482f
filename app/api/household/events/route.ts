import { route } from "@/lib/web/api";
import { householdEventStream } from "@/lib/account";

/**
 * GET /api/household/events: Server-Sent Events, one stream per open /plan, /shopping or /pantry
 * page: `event: changed` with `id` and `data: { area }` whenever a member changes the household's
 * plan, list or pantry; `event: removed` and the end of the stream when this cook leaves or is
 * removed. A reconnect with `Last-Event-ID` first gets the changes it missed.
 */
export const GET = route({ auth: "cook" }, async ({ user, request }) => householdEventStream(user.id, request));
