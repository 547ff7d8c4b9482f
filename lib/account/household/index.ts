/**
 * Households (issue 32): the people a cook cooks with share the week's plan, the shopping list,
 * the pantry and the collections marked shared; saved recipes, own recipes, ratings and units stay
 * each cook's. Every cook is in one (`householdOf` makes a household of one on first need);
 * lib/meal-plan and lib/pantry scope every read and write by `householdIdOf`, and record what
 * changed (`recordActivity`), which also tells the household's open pages (events.ts).
 */
export { householdIdOf, type HouseholdRole } from "./membership";
export { liveStart, recordActivity } from "./activity";
export { joinHousehold, makeInvite, previewJoin, revokeInvite, type HouseholdInvite } from "./invites";
export { handOver, leaveHousehold, removeMember } from "./leaving";
export { householdEventStream } from "./stream";
export { asChangeFromPage } from "./changing-page";
export { householdPage, householdView, type HouseholdMemberView, type JoiningView } from "./overview";
