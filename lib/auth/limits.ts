/** Largest body the account routes read: their payloads are a few short strings. */
export const AUTH_MAX_BODY_BYTES = 4 * 1024;
