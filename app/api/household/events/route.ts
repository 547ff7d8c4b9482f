import { route } from "@/lib/web/api";
import { householdEventStream } from "@/lib/account";
import { householdEventsQuerySchema } from "@/lib/validations/household";

/**
 * GET /api/household/events: Server-Sent Events, one stream per open /plan, /shopping or /pantry
 * page: `event: changed` with `id` and `data: { area }` whenever a member changes the household's
 * plan, list or pantry; `event: removed` and the end of the stream when this cook leaves or is
 * removed. A reconnect with `Last-Event-ID`, or a new stream with `?after=` (the newest change
 * its page showed), first gets the changes it missed. `?page=` names the
 * open page: changes it made itself (sent with that id in `x-res-pe-page`) are left out, while the
 * cook's other pages and devices get them. `?household=` is the household the page was read for:
 * if the cook is in another by now, the stream says `removed` at once and ends.
 */
export const GET = route({ auth: "cook", query: householdEventsQuerySchema }, async ({ user, request, query }) =>
  householdEventStream(user.id, request, { page: query.page, saw: query.after, household: query.household }),
);
