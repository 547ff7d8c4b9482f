import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/platform/config";
import { parseConfig } from "@/lib/platform/config/app-config";

const oidc = { OIDC_DISCOVERY_URL: "https://id.example/.well-known/openid-configuration", OIDC_CLIENT_ID: "res-pe", OIDC_CLIENT_SECRET: "s3cret" };

// Issue 34: admins and single sign-on, from the one configuration module.
describe("the sign-in settings", () => {
  it("need nothing: no admins named, no single sign-on, passwords on", () => {
    expect(parseConfig({}).signIn).toEqual({ adminEmails: [], oidc: null, oidcOnly: false });
  });

  it("read ADMIN_EMAILS as a list, any case, and refuse what is not an email", () => {
    expect(parseConfig({ ADMIN_EMAILS: " Ada@Example.com, bob@example.com ," }).signIn.adminEmails).toEqual(["ada@example.com", "bob@example.com"]);
    expect(() => parseConfig({ ADMIN_EMAILS: "ada" })).toThrow(/ADMIN_EMAILS/);
  });

  it("take the provider's three settings together, with the button's label and the admin group", () => {
    expect(parseConfig({ ...oidc, OIDC_BUTTON_LABEL: "Sign in with Acme", OIDC_ADMIN_GROUP: "chefs" }).signIn.oidc).toEqual({
      discoveryUrl: oidc.OIDC_DISCOVERY_URL,
      clientId: "res-pe",
      clientSecret: "s3cret",
      buttonLabel: "Sign in with Acme",
      adminGroup: "chefs",
    });
    expect(parseConfig(oidc).signIn.oidc?.buttonLabel).toBe("Sign in with single sign-on");
    expect(() => parseConfig({ OIDC_DISCOVERY_URL: oidc.OIDC_DISCOVERY_URL })).toThrow(ConfigError);
  });

  it("refuse OIDC_ONLY without a provider: nobody could sign in", () => {
    expect(() => parseConfig({ OIDC_ONLY: "true" })).toThrow(/OIDC_ONLY/);
    expect(parseConfig({ ...oidc, OIDC_ONLY: "true" }).signIn.oidcOnly).toBe(true);
  });
});
