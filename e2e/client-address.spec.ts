import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eDataDir } from "../playwright.config";
import { freePort, startChild, stopChild, waitForHttp, type Child } from "../tooling/processes";
import { pinnedSettings } from "../tooling/pinned-settings";
import { newAccount } from "./support/fixtures";

/**
 * Issue 15, finding 8: started with plain `next start` (not `npm start`), with no proxy trusted,
 * the app must key its per-address limits by the connection, not by an X-Forwarded-For the client
 * made up. Plain HTTP, no browser: it runs once, in the desktop project.
 */
test.describe.configure({ mode: "serial" });

let child: Child;
let origin: string;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "plain HTTP against its own server: once is enough");
  // Room for a slow first start on a loaded machine (two CI runs at once took over 120 s here);
  // nothing below is a timing check.
  test.setTimeout(300_000);
  const port = await freePort();
  // The suite's build and database (the main server prepared both), without a trusted proxy.
  child = startChild("next-start-no-proxy", path.resolve("node_modules", ".bin", "next"), ["start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...pinnedSettings({
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: e2eDataDir,
        DATABASE_URL: `file:${path.join(e2eDataDir, "res-pe.db")}`,
        TRUST_PROXY: "0",
      }),
    },
    logFile: path.resolve(".tmp", "e2e-instances", "next-start-no-proxy.log"),
  });
  origin = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${origin}/robots.txt`, 240_000);
});

test.afterAll(async () => {
  if (child) await stopChild(child);
});

const post = (route: string, body: unknown, forwardedFor: string, to = origin) =>
  fetch(`${to}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  });

test("a client that invents a new X-Forwarded-For for every try is still one address to the login limit", async () => {
  const account = newAccount();
  // Signed up through the suite's own server (behind its one trusted proxy: the test), so this
  // instance's budget for 127.0.0.1 is spent on logins only.
  const suiteServer = String(test.info().project.use.baseURL);
  const registered = await post("/api/entry/register", { ...account, confirmPassword: account.password }, "198.51.100.200", suiteServer);
  expect(registered.status, await registered.text()).toBe(201);

  // 10 failures per address per minute (lib/auth/rate-limits.ts), each claiming another address.
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const failed = await post("/api/entry/login", { email: account.email, password: `wrong ${attempt}` }, `198.51.100.${attempt}`);
    expect(failed.status).toBe(401);
  }
  const refused = await post("/api/entry/login", { email: account.email, password: account.password }, "198.51.100.11");
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
});
