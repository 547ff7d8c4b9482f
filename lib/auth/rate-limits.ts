import type { RateLimitRule } from "@/lib/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits on the account routes (docs/ARCHITECTURE.md, "Limits on logins and resets").
 *
 * Logins and reset codes count every attempt before its check and give successful ones back
 * (lib/rate-limit's refund), so a burst of parallel tries cannot outrun them. Hard limits are
 * keyed by the client's address (alone, or with the account), never by the account alone: a
 * stranger must not be able to lock a cook out. The account as a whole is only slowed down.
 */
export const authRateLimits = {
  /** One machine trying many accounts. */
  loginFailuresPerIp: {
    name: "login-fail:ip",
    limit: 10,
    windowMs: MINUTE,
    message: "Too many failed logins. Please wait a minute and try again.",
  },
  /** One machine guessing one account's password slowly. Subject: `<email> <address>`. */
  loginFailuresPerAccountAndIp: {
    name: "login-fail:account-ip",
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
    limit: 10,
    windowMs: HOUR,
    message: "Too many sign-ups from your network. Please try again later.",
  },
  forgotPasswordPerEmail: {
    name: "forgot:email",
    limit: 3,
    windowMs: 15 * MINUTE,
    message: "Too many reset requests for this email. Please wait 15 minutes and try again.",
  },
  forgotPasswordPerIp: {
    name: "forgot:ip",
    limit: 10,
    windowMs: HOUR,
    message: "Too many reset requests. Please try again later.",
  },
  changePasswordPerEmail: {
    name: "change:email",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: "Too many attempts to change this password. Please wait 15 minutes and try again.",
  },
  /** Wrong reset codes from one machine, whichever accounts it tries. */
  resetCodeFailuresPerIp: {
    name: "reset-fail:ip",
    limit: 30,
    windowMs: HOUR,
    message: "Too many wrong reset codes. Please wait an hour and try again.",
  },
  /** Wrong reset codes for one account in a day, from anywhere (6 codes' worth of tries). */
  resetCodeFailuresPerAccount: {
    name: "reset-fail:account",
    limit: 30,
    windowMs: DAY,
    message: "Too many wrong reset codes for this account today. Please try again tomorrow.",
  },
  /** Wrong reset codes from everyone, for every account: the ceiling in RESET_CODE_DIGITS' sum. */
  resetCodeFailuresEverywhere: {
    name: "reset-fail:all",
    limit: 1000,
    windowMs: HOUR,
    message: "Too many password resets are failing right now. Please try again in an hour.",
  },
} satisfies Record<string, RateLimitRule>;

/** How long a login to an account past its slow-down threshold waits before the check. */
export const LOGIN_SLOWDOWN_MS = 2000;
