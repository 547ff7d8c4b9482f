import { z } from "zod";
import { ConfigError, parseEnv, pick, type Env } from "./parse-env";

/**
 * Who may sign in and how (issue 34): the admins named by email, and an OpenID Connect provider
 * (Keycloak, Authentik, Google…) found through its discovery document. Without OIDC settings
 * the site signs in with email and password only; OIDC_ONLY then is refused, since nobody could
 * sign in.
 */
const emailList = z
  .string()
  .transform((value) => value.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email("ADMIN_EMAILS must be email addresses separated by commas.")));

const signInEnvSchema = z.object({
  ADMIN_EMAILS: emailList.default([]),
  OIDC_DISCOVERY_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(400).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(1000).optional(),
  OIDC_BUTTON_LABEL: z.string().min(1).max(60).default("Sign in with single sign-on"),
  OIDC_ADMIN_GROUP: z.string().min(1).max(200).optional(),
  OIDC_ONLY: z.enum(["true", "false"]).default("false"),
});

export type OidcConfig = {
  /** The provider's `/.well-known/openid-configuration` address. */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The sign-in page's button ("Sign in with Acme"). */
  buttonLabel: string;
  /** A value of the `groups` claim that makes the cook an admin; none: the claim grants nothing. */
  adminGroup: string | undefined;
};

export type SignInSection = {
  /** Accounts with these emails are admins, whenever they sign in. */
  adminEmails: string[];
  oidc: OidcConfig | null;
  /** Only the OIDC provider signs cooks in and up: the password forms are hidden and refused. */
  oidcOnly: boolean;
};

const SIGN_IN_ENV_KEYS = Object.keys(signInEnvSchema.shape);

export function parseSignInSection(env: Env): SignInSection {
  const e = parseEnv(signInEnvSchema, pick(env, SIGN_IN_ENV_KEYS));
  const given = [e.OIDC_DISCOVERY_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (given !== 0 && given !== 3) {
    throw new ConfigError("Invalid configuration (see .env.example):\n  OIDC_DISCOVERY_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none.");
  }
  const oidc =
    given === 3
      ? { discoveryUrl: e.OIDC_DISCOVERY_URL!, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, buttonLabel: e.OIDC_BUTTON_LABEL, adminGroup: e.OIDC_ADMIN_GROUP }
      : null;
  if (e.OIDC_ONLY === "true" && !oidc) {
    throw new ConfigError("Invalid configuration (see .env.example):\n  OIDC_ONLY: true needs an OpenID Connect provider (OIDC_DISCOVERY_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could sign in.");
  }
  return { adminEmails: e.ADMIN_EMAILS, oidc, oidcOnly: e.OIDC_ONLY === "true" };
}
