/**
 * The email typed on /forgotPassword, handed to /changePassword in the tab's session storage
 * (the seed's "navigation state"): it survives a reload but never appears in a URL or a log.
 */
const KEY = "res-pe:reset-email";

export function rememberResetEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage may be disabled; /changePassword then asks for the email (D9).
  }
}

export function recallResetEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}
