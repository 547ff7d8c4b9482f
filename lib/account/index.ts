import "server-only";

/**
 * The account page (`/account`): a signed-in cook changes their name, password or email
 * (confirmed by a code mailed to the new address), downloads their data, or deletes their
 * account. Each change that matters asks for the password again and leaves a security event;
 * sessions and hashing are lib/auth's, the ranking's recount lib/ranking's. Also the cook's
 * settings (the units their recipes are shown in, whether they see chicken, beef and pork dishes, the language they read Res-pe in)
 * and the one budget for changes to their lists. And the admin's side of every cook's account
 * (issue 34, ./admin): find, disable, delete, send a reset mail; the site's figures.
 */
export { ACCOUNT_DELETED, deleteOwnAccount } from "./delete-account";
export { exportAccountData } from "./data-export";
export { EMAIL_CHANGED, confirmEmailChange, pendingEmailChange, requestEmailChange } from "./email-change";
export { ACCOUNT_MAX_BODY_BYTES, accountRateLimits, adminRateLimits, householdRateLimits, listChangesRateLimit } from "./limits";
export { NAME_CHANGED, PASSWORD_CHANGED_HERE, changeName, changePassword } from "./profile";
export { setShowMeatDishes, showsMeatDishes } from "./meat-dishes";
export { setLocaleForCook } from "./language";
export { UNITS_COOKIE, setUnitsForCook, unitsCookieOf, unitsForCook } from "./units";
export { deleteCookAsAdmin, listCooks, sendCookPasswordReset, setCookDisabled, type CookList, type CookRow } from "./admin/cooks";
export { siteFigures, type SiteFigures } from "./admin/figures";
export {
  asChangeFromPage,
  handOver,
  householdIdOf,
  householdPage,
  householdView,
  joinHousehold,
  leaveHousehold,
  makeInvite,
  householdEventStream,
  liveStart,
  previewJoin,
  recordActivity,
  removeMember,
  revokeInvite,
  type HouseholdInvite,
  type HouseholdMemberView,
  type HouseholdRole,
  type JoiningView,
} from "./household";
