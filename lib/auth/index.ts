import "server-only";

/**
 * Accounts and sessions: sign-up, login (for the seed's API and next-auth alike), password
 * resets by emailed code, and who a request or page belongs to. The session token itself is
 * lib/platform/auth-gate's, which the request gate shares. Also who may sign up (open, by an
 * admin's invite, closed) and whether passwords sign in at all (OIDC only), issue 34.
 */
export { ACCOUNT_CREATED, registerAccount } from "./accounts";
export { authOptions } from "./auth-options";
export { verifyCredentials } from "./credentials";
export { AUTH_MAX_BODY_BYTES } from "./limits";
export { requireAdminPage, requirePageUser } from "./page-user";
export { createInvite, registrationMode, setRegistrationMode, signUpPage } from "./registration";
export { signInPage } from "./sign-in-modes";
export { inviteCookieForOidc, oidcInviteOf, spentInviteCookie } from "./oidc-invite";
export { answerSignIn } from "./sign-in-refusals";
export { PASSWORD_CHANGED, RESET_CODE_SENT, requestPasswordReset, resetPassword } from "./password-reset";
export { authRateLimits } from "./rate-limits";
export {
  LOGGED_IN,
  LOGGED_OUT,
  endAllSessions,
  expiredSessionCookie,
  forgetSessionCheck,
  getCurrentUser,
  isAdminAccount,
  openSession,
  savedLocaleOfSession,
  userFromRequest,
  watchSessionChanges,
  type SessionUser,
} from "./session";
// The account page (lib/account) checks and sets passwords with the same hashing and rules.
export { assertUncommonPassword } from "./accounts";
export { hashPassword, verifyPassword } from "./password";
