import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddressOf } from "@/lib/platform/client-address";
import { loadConfig, sessionSecret } from "@/lib/platform/config";
import { loginSchema } from "@/lib/validations/auth";
import { verifyCredentials } from "./credentials";
import { OIDC_PROVIDER_ID, accountForOidcSignIn, oidcProvider, type OidcProfile } from "./oidc";
import { keepSignInRefusal } from "./sign-in-refusals";
import { endAllSessions, userForClaims } from "./session";
import { SESSION_MAX_AGE_SECONDS, encodeSessionToken, loginTimeNow, sessionCookieName, type SessionClaims } from "@/lib/platform/auth-gate";

/**
 * next-auth (Credentials provider, and the OpenID Connect one when configured; JWT strategy), behind /api/auth/*. Its tokens are the ones
 * POST /api/entry/login issues (lib/platform/auth-gate), and every session it reports is
 * checked against the account's current session version. `oidcInvite`: the invite link the request
 * carried through the provider (oidc-invite.ts), for a new cook on an invite-only site.
 */
export function authOptions(request?: { oidcInvite?: string }): NextAuthOptions {
  const { auth, signIn } = loadConfig();
  const { secureCookies } = auth;
  return {
    secret: sessionSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secureCookies,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secureCookies),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies },
      },
    },
    pages: { signIn: "/login", signOut: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, request) {
          const input = loginSchema.safeParse(credentials);
          if (!input.success) return null;
          const headers = new Headers(request.headers as Record<string, string>);
          const account = await verifyCredentials(input.data, clientAddressOf({ headers })).catch(keepSignInRefusal);
          return account && { id: account.id, name: account.name, email: account.email, sv: account.sessionVersion };
        },
      }),
      ...(signIn.oidc ? [oidcProvider(signIn.oidc)] : []),
    ],
    jwt: {
      // Tokens carry only the id and the session version (the same shape as /api/entry/login's).
      encode: async ({ token }) => encodeSessionToken(claimsOf(token)),
    },
    callbacks: {
      // An OIDC sign-in opens one of our accounts (found, joined or made), or is sent back to the
      // sign-in page with why; the token then carries our account's id, as a password sign-in's.
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const opened = await accountForOidcSignIn(profile as OidcProfile, signIn.oidc?.adminGroup, request?.oidcInvite);
        if ("refused" in opened) return `/login?error=${opened.refused}`;
        Object.assign(user, { id: opened.id, name: opened.name, email: opened.email, sv: opened.sessionVersion });
        return true;
      },
      jwt({ token, user }) {
        if (user) return { ...token, uid: user.id, sv: (user as { sv?: number }).sv, at: loginTimeNow() };
        return token;
      },
      async session({ session, token }) {
        const user = await userForClaims(claimsOf(token));
        return user ? { ...session, user: { name: user.name, email: user.email } } : { expires: session.expires };
      },
    },
    events: {
      async signOut({ token }) {
        const user = await userForClaims(claimsOf(token));
        if (user) await endAllSessions(user.id);
      },
    },
  };
}

function claimsOf(token: JWT | null | undefined): SessionClaims {
  // A token without a login time counts as logged in at 0: long past, so it is refused.
  return { uid: String(token?.uid ?? ""), sv: Number(token?.sv ?? -1), at: Number(token?.at ?? 0) };
}
