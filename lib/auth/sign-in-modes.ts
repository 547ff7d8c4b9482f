import "server-only";
import { loadConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import type { Locale } from "@/lib/platform/i18n";
import { oidcRefusalMessage } from "./oidc";

/** "OIDC only" (OIDC_ONLY=true): passwords are refused on the server, not only hidden. */
export function assertPasswordSignInAllowed(): void {
  const { oidc, oidcOnly } = loadConfig().signIn;
  // Its code's words name no provider: a page still offering the password form (drawn before the
  // switch) did not know it, and a page's words carry no values.
  if (oidcOnly) throw new AppError("forbidden", `This site signs cooks in with “${oidc!.buttonLabel}” only.`, { messageCode: "passwords_off" });
}

/** What the sign-in and sign-up pages offer: the OIDC button's label (if any), and the password forms. */
function signInChoices(): { oidcLabel: string | null; passwords: boolean } {
  const { oidc, oidcOnly } = loadConfig().signIn;
  return { oidcLabel: oidc?.buttonLabel ?? null, passwords: !oidcOnly };
}

/** What the sign-in page shows: the single sign-on button, the password form, and why a sign-in was refused (in the page's language). */
export function signInPage(error: string | undefined, locale: Locale = "en"): { oidcLabel: string | null; passwords: boolean; refusal: string | null } {
  const { oidcLabel, passwords } = signInChoices();
  return { oidcLabel, passwords, refusal: error ? oidcRefusalMessage(error, oidcLabel ?? "single sign-on", locale) : null };
}
