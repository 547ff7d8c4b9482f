import type { RateLimitRule } from "@/lib/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on the account routes. Login counts failures only, per account (slow guessing of one
 * password) and per address (one machine trying many accounts); the others count every request.
 */
export const authRateLimits = {
  loginFailuresPerAccount: {
    name: "login-fail:account",
    limit: 100,
    windowMs: HOUR,
    message: "Too many failed logins for this account. Please wait a while and try again, or reset your password.",
  },
  loginFailuresPerIp: {
    name: "login-fail:ip",
    limit: 10,
    windowMs: MINUTE,
    message: "Too many failed logins. Please wait a minute and try again.",
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
} satisfies Record<string, RateLimitRule>;
