import type { RateLimitRule } from "@/lib/platform/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits on the account routes (docs/ARCHITECTURE.md, "Limits on logins and resets").
 *
 * Logins and reset codes count every attempt before its check and give successful ones back
 * (lib/platform/rate-limit's refund), so a burst of parallel tries cannot outrun them. Hard limits are
 * keyed by the client's address (alone, or with the account), never by the account alone or by
 * everyone together: a stranger must not be able to lock a cook out. The account as a whole is
 * only slowed down, and the whole site's reset failures only raise an alarm.
 *
 * Each refusing limit has its `code`, which the public forms word in the page's language
 * (`authRefusals`, issue 35): the page carries no other table.
 */
export const authRateLimits = {
  /** One machine trying many accounts. */
  loginFailuresPerIp: {
    name: "login-fail:ip",
    code: "login_failures_limit",
    limit: 10,
    windowMs: MINUTE,
    message: "Too many failed logins. Please wait a minute and try again.",
  },
  /** One machine guessing one account's password slowly. Subject: `<email> <address>`. */
  loginFailuresPerAccountAndIp: {
    name: "login-fail:account-ip",
    code: "login_account_failures_limit",
    limit: 20,
    windowMs: HOUR,
    message: "Too many failed logins for this account. Please wait a while and try again, or reset your password.",
  },
  /**
   * Many machines guessing one account: past `limit` failures in the window, every login to the
   * account waits LOGIN_SLOWDOWN_MS before its password is checked. Never refused (the message
   * is not shown), so the cook, who knows the password, still gets in.
   */
  loginSlowdownPerAccount: {
    name: "login-fail:account",
    limit: 10,
    windowMs: HOUR,
    message: "This account is being slowed down after many failed logins.",
  },
  registerPerIp: {
    name: "register:ip",
    code: "sign_ups_limit",
    limit: 10,
    windowMs: HOUR,
    message: "Too many sign-ups from your network. Please try again later.",
  },
  forgotPasswordPerEmail: {
    name: "forgot:email",
    code: "reset_requests_email_limit",
    limit: 3,
    windowMs: 15 * MINUTE,
    message: "Too many reset requests for this email. Please wait 15 minutes and try again.",
  },
  forgotPasswordPerIp: {
    name: "forgot:ip",
    code: "reset_requests_limit",
    limit: 10,
    windowMs: HOUR,
    message: "Too many reset requests. Please try again later.",
  },
  /** Reset-code forms sent for one account from one address. Subject: `<email> <address>`. */
  changePasswordPerEmailAndIp: {
    name: "change:email-ip",
    code: "change_attempts_limit",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: "Too many attempts to change this password. Please wait 15 minutes and try again.",
  },
  /**
   * Reset codes tried from one machine, whichever accounts it names (unknown emails included):
   * it can only lock itself out.
   */
  resetCodeFailuresPerIp: {
    name: "reset-fail:ip",
    code: "wrong_codes_limit",
    limit: 30,
    windowMs: HOUR,
    message: "Too many wrong reset codes. Please wait an hour and try again.",
  },
  /**
   * Wrong codes from one address against one account's live code: a code's worth (the code
   * itself compares RESET_CODE_MAX_TRIES guesses from everyone together), after which the
   * address is told to ask for a new code. Subject: `<user id> <address>`, never the account
   * alone, so an address can lock out only itself; a new code for the account clears it, so a
   * cook who mistyped (or shares a network with someone who guessed) starts over.
   */
  resetCodeFailuresPerAccountAndIp: {
    name: "reset-fail:account-ip",
    code: "wrong_codes_account_limit",
    limit: 5,
    windowMs: DAY,
    message: "Too many wrong reset codes for this account. Please ask for a new reset code.",
  },
  /**
   * Wrong codes against live codes, from everyone for every account. Never refuses (that would
   * switch resets off for every cook): past the limit each failure writes a
   * `password_reset_surge` security event for the operator. See ./reset-codes.ts for the sums.
   */
  resetCodeFailuresEverywhere: {
    name: "reset-fail:all",
    limit: 1000,
    windowMs: HOUR,
    message: "Unusually many wrong reset codes this hour.",
  },
} satisfies Record<string, RateLimitRule>;

/** How long a login to an account past its slow-down threshold waits before the check. */
export const LOGIN_SLOWDOWN_MS = 2000;
