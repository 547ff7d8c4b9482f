import type { RateLimitRule } from "@/lib/platform/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Largest body the account page's routes read: a few short strings. */
export const ACCOUNT_MAX_BODY_BYTES = 4 * 1024;

/**
 * One budget for every change a cook makes to what they keep (hearts, collections, the plan, the
 * shopping list, the pantry, their units), per cook, wherever the change is made: generous for a
 * cook ticking a long list in a shop, low enough that a script cannot fill the database between
 * each list's caps. It is the cook's, so it lives with their account; the bucket keeps the name
 * it always had, so counts carry on across deploys.
 */
export const listChangesRateLimit: RateLimitRule = {
  name: "kitchen:cook",
  limit: 300,
  windowMs: 10 * MINUTE,
  message: "Too many changes in a short time. Please wait a few minutes and try again.",
  code: "list_changes_limit",
};

/**
 * Limits on the account page's routes, per cook unless named otherwise. Routes that check the
 * password cost a bcrypt compare (~136 ms of CPU) and are guesses at it: 10 per 15 minutes. A code
 * goes to an address the cook types, so codes are few (the app must not become a mail cannon).
 */
export const accountRateLimits = {
  perAddress: {
    name: "account:ip",
    limit: 60,
    windowMs: 15 * MINUTE,
    message: "Too many account changes from your network. Please wait 15 minutes and try again.",
    code: "account_network_limit",
  },
  nameChanges: {
    name: "account-name:cook",
    limit: 20,
    windowMs: HOUR,
    message: "Too many name changes. Please try again in an hour.",
    code: "name_changes_limit",
  },
  passwordChecks: {
    name: "account-password:cook",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: "Too many attempts with your password. Please wait 15 minutes and try again.",
    code: "password_tries_limit",
  },
  emailCodes: {
    name: "account-email-code:cook",
    limit: 3,
    windowMs: 15 * MINUTE,
    message: "Too many confirmation codes asked for. Please wait 15 minutes and try again.",
    code: "confirmation_codes_limit",
  },
  emailConfirmations: {
    name: "account-email-confirm:cook",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: "Too many tries with a confirmation code. Please wait 15 minutes and try again.",
    code: "confirmation_tries_limit",
  },
  exports: {
    name: "account-export:cook",
    limit: 5,
    windowMs: HOUR,
    message: "You have downloaded your data several times this hour. Please try again later.",
    code: "data_download_limit",
  },
} satisfies Record<string, RateLimitRule>;

/**
 * Limits on the admin's routes (issue 34), per admin: changes are generous (an admin clearing up
 * after spam disables many cooks), mails are few (a stolen admin session must not become a mail
 * cannon pointed at every cook).
 */
export const adminRateLimits = {
  /** A backup reads the whole site: a few an hour are plenty for an admin, and no more load than that. */
  backups: {
    name: "admin-backup:cook",
    limit: 6,
    windowMs: 60 * MINUTE,
    message: "Several backups were downloaded in the last hour. Please wait a while before taking another.",
    code: "backups_limit",
  },
  changes: {
    name: "admin-change:cook",
    limit: 300,
    windowMs: 10 * MINUTE,
    message: "Too many admin changes in a short time. Please wait a few minutes and try again.",
    code: "admin_changes_limit",
  },
  resetMails: {
    name: "admin-reset-mail:cook",
    limit: 20,
    windowMs: HOUR,
    message: "Too many password-reset mails sent this hour. Please try again later.",
    code: "reset_mails_limit",
  },
} satisfies Record<string, RateLimitRule>;

/**
 * Issue 32: an invite may be mailed to an address the owner types (few, so the app is no mail
 * cannon), and an invite code is a guess at a household (few tries, per cook and per address).
 */
export const householdRateLimits = {
  invites: {
    name: "household-invite:cook",
    limit: 20,
    windowMs: HOUR,
    message: "Too many invites made this hour. Please try again later.",
    code: "invites_limit",
  },
  joins: {
    name: "household-join:cook",
    limit: 20,
    windowMs: 15 * MINUTE,
    message: "Too many tries with invite codes. Please wait 15 minutes and try again.",
    code: "invite_codes_limit",
  },
  joinsPerAddress: {
    name: "household-join:ip",
    limit: 60,
    windowMs: 15 * MINUTE,
    message: "Too many tries with invite codes from your network. Please wait 15 minutes and try again.",
    code: "invite_codes_network_limit",
  },
} satisfies Record<string, RateLimitRule>;
