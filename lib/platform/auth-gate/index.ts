/**
 * What the request gate (proxy.ts) needs to recognise a signed-in visitor: the session token
 * (a next-auth JWT), its cookie, and where to send a visitor to log in. No database, no bcrypt,
 * so the gate stays light; the auth domain builds sessions on top of it.
 */
export {
  SESSION_MAX_AGE_SECONDS,
  decodeSessionToken,
  encodeSessionToken,
  loginTimeNow,
  readSessionCookie,
  sessionCookieName,
  type SessionClaims,
} from "./session-token";
export { DEFAULT_SIGNED_IN_PATH, loginPathFor, safeCallbackPath } from "./callback-path";
