import http from "node:http";
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

/**
 * This test's own loopback address to send from (any 127.x.y.z reaches the server): the server
 * keys its limits by the connection's address, and other tests' requests from 127.0.0.1 reach the
 * same database (a login of theirs opens that address's one-minute window, which could end
 * half-way through this test's ten failures).
 */
const ownAddress = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** POSTs JSON from this test's own loopback address; the answer's status and headers. */
function post(route: string, body: unknown, forwardedFor: string, to = origin): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${to}${route}`,
      {
        method: "POST",
        agent: false,
        localAddress: ownAddress,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)), "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
        answer.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test("a client that invents a new X-Forwarded-For for every try is still one address to the login limit", async () => {
  const account = newAccount();
  // Signed up through the suite's own server (behind its one trusted proxy: the test), so this
  // instance's budget for 127.0.0.1 is spent on logins only.
  const suiteServer = String(test.info().project.use.baseURL);
  const registered = await post("/api/entry/register", { ...account, confirmPassword: account.password }, "198.51.100.200", suiteServer);
  expect(registered.status, registered.text).toBe(201);

  // 10 failures per address per minute (lib/auth/rate-limits.ts), each claiming another address.
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const failed = await post("/api/entry/login", { email: account.email, password: `wrong ${attempt}` }, `198.51.100.${attempt}`);
    expect(failed.status).toBe(401);
  }
  const refused = await post("/api/entry/login", { email: account.email, password: account.password }, "198.51.100.11");
  expect(refused.status).toBe(429);
  expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
});
