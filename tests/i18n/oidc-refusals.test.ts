import { describe, expect, it } from "vitest";
import { oidcRefusalMessage } from "@/lib/auth/oidc";
import { LOCALES } from "@/lib/platform/i18n";

/** Every reason the provider's sign-in can come back with (lib/auth/oidc.ts and next-auth's own). */
const REFUSALS = ["OidcUnverifiedEmail", "OidcNoEmail", "OidcDisabled", "OidcSignUpsClosed", "OidcInviteOnly", "OidcInviteInvalid", "OAuthSignin", "OAuthCallback", "Callback", "OAuthCreateAccount", "AccessDenied"];

describe("the login page's single sign-on refusal (issue 35)", () => {
  it("is worded in the page's language, naming the provider where the English does", () => {
    for (const error of REFUSALS) {
      const english = oidcRefusalMessage(error, "Acme ID", "en")!;
      expect(english, error).toBeTruthy();
      for (const locale of LOCALES.filter((each) => each !== "en")) {
        const words = oidcRefusalMessage(error, "Acme ID", locale)!;
        expect(words, `${error} in ${locale}`).toBeTruthy();
        expect(words, `${error} in ${locale}`).not.toBe(english);
        expect(words.includes("Acme ID"), `${error} in ${locale} names the provider`).toBe(english.includes("Acme ID"));
        expect(words, `${error} in ${locale}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("says nothing for an error that is not a refusal (a page opened with ?error=anything)", () => {
    expect(oidcRefusalMessage("toString", "Acme ID", "de")).toBeNull();
    expect(oidcRefusalMessage("Unknown", "Acme ID", "fr")).toBeNull();
  });
});
