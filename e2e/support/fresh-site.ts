import fs from "node:fs";
import path from "node:path";
import { freePort, startChild, stopChild, waitForExit, waitForHttp, type Child } from "../../tooling/processes";
import { pinnedSettings } from "../../tooling/pinned-settings";
import { startOidcTestProvider, type OidcTestProvider } from "../../tooling/oidc-test-provider";

const ROOT = path.resolve(__dirname, "..", "..");
const SITES_DIR = path.join(ROOT, ".tmp", "e2e-fresh-sites");

export const OIDC_BUTTON = "Sign in with Test ID";
export const OIDC_ADMIN_GROUP = "res-pe-admins";

export type FreshSite = {
  origin: string;
  oidc: OidcTestProvider;
  /** Its SQLite file, for a test that breaks the site on purpose (nobody else uses it). */
  databaseFile: string;
  stop(): Promise<void>;
};

/**
 * A fresh site of its own (issue 34): the suite's build served on another port with an empty
 * SQLite data folder (no accounts, so its first account becomes the admin) and single sign-on
 * through a real OpenID Connect provider on 127.0.0.1. Site-wide changes a test makes there
 * (closing sign-ups) cannot touch the suite's main server, where other tests sign up.
 */
export async function startFreshSite(name: string): Promise<FreshSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const oidc = await startOidcTestProvider({ redirectUris: [`${origin}/api/auth/callback/oidc`] });
  const dataDir = path.join(SITES_DIR, `${name}-${port}`);
  const databaseFile = path.join(dataDir, "res-pe.db");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...pinnedSettings({
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${databaseFile}`,
      // The browser reaches the site here, and the provider sends it back here.
      SITE_URL: origin,
      TRUST_PROXY: "1",
      RES_PE_TEST_RUN: "true",
      // One process, as the suite's main server: a test's next request finds what its last one changed.
      SERVER_WORKERS: "1",
      OIDC_DISCOVERY_URL: oidc.discoveryUrl,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_BUTTON_LABEL: OIDC_BUTTON,
      OIDC_ADMIN_GROUP,
    }),
  };
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const prepare = startChild(`${name}-prepare`, tsx, ["scripts/prepare-data.ts"], { cwd: ROOT, env, logFile: path.join(SITES_DIR, `${name}-prepare.log`) });
    children.push(prepare);
    await waitForExit(prepare, 180_000);
    // The suite's main server built the app; this one only serves it (e2e/support/second-instance.ts).
    const serve = startChild(name, tsx, ["e2e/support/second-instance.ts"], { cwd: ROOT, env, logFile: path.join(SITES_DIR, `${name}.log`) });
    children.push(serve);
    await waitForHttp(serve, `${origin}/robots.txt`, 180_000);
    return { origin, oidc, databaseFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
