/**
 * A real OpenID Connect provider on 127.0.0.1 for tests and e2e (issue 34): `oidc-provider`
 * with its development log-in form (any login, any password; the login names the account) and
 * consent taken as given. The accounts' claims are the test's to set, and `tamper` makes the
 * token endpoint answer an ID token a provider must never send (another client's audience, or
 * already expired), re-signed with the provider's own key, so only the app's checks catch it.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { KoaContextWithOIDC } from "oidc-provider";

type OidcTestClaims = { email?: string; email_verified?: boolean; name?: string; groups?: string[] };
type OidcTamper = "none" | "audience" | "expired";

export type OidcTestProvider = {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The claims the account with this login gets (an unknown login gets an unverified email of its own). */
  accounts: Map<string, OidcTestClaims>;
  tamper: OidcTamper;
  close(): Promise<void>;
};

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function signedToken(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const body = base64url(JSON.stringify(payload));
  return `${head}.${body}.${base64url(sign("sha256", Buffer.from(`${head}.${body}`), key))}`;
}

export async function startOidcTestProvider(options: { redirectUris: string[]; port?: number }): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  const kid = createHash("sha256").update(JSON.stringify(jwk)).digest("hex").slice(0, 16);
  const clientId = "res-pe-test";
  const clientSecret = "res-pe-test-secret-that-is-long-enough";
  const accounts = new Map<string, OidcTestClaims>();

  // Loaded when used: the package is ESM only, with top-level await, and Playwright runs this
  // file as CommonJS, which cannot require() it. By its file URL: some loaders (tsx's from a
  // CommonJS file) cannot resolve a bare name in an import().
  const entry = createRequire(path.join(process.cwd(), "package.json")).resolve("oidc-provider");
  const { default: Provider } = (await import(pathToFileURL(entry).href)) as typeof import("oidc-provider");
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, grant_types: ["authorization_code"], response_types: ["code"] }],
    jwks: { keys: [{ ...jwk, kid, use: "sig", alg: "RS256" }] as never },
    cookies: { keys: ["a test provider's cookie key, not a secret"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    // The app reads the claims from the ID token, as it may from any provider.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...(accounts.get(id) ?? { email: `${id}@oidc.example`, email_verified: false }) }),
    }),
    // Consent is taken as given: the tests are about the app, not the provider's screens.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });

  const handle: OidcTestProvider = {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    accounts,
    tamper: "none",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  provider.use(async (ctx, next) => {
    await next();
    const answer = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== "/token" || handle.tamper === "none" || typeof answer?.id_token !== "string") return;
    const payload = JSON.parse(Buffer.from(answer.id_token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (handle.tamper === "audience") payload.aud = "another-client";
    if (handle.tamper === "expired") Object.assign(payload, { iat: now - 7200, exp: now - 3600 });
    ctx.body = { ...answer, id_token: signedToken(payload, privateKey, kid) };
  });
  server.on("request", provider.callback());
  return handle;
}
