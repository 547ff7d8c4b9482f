import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/entry/logout/route";
import { accountApi } from "../support/account";
import { seedCook } from "../support/accounts";
import { BASE, browserRequest, jsonPost } from "../support/requests";

/**
 * Whatever a browser kept of a cook (pages read offline, unsent changes, the service worker) is
 * cleared by the browser itself when a session ends, scripts or not: the answers that end one
 * say so (Clear-Site-Data). next-auth's sign-out needs Next's request scope: e2e/offline.spec.ts.
 */
const CLEARS = '"cache", "storage"';

describe("the answers that end a session clear the browser's copy of the site", () => {
  it("logging out from a script (JSON)", async () => {
    const account = await seedCook();
    const response = await logout(jsonPost(`${BASE}/api/entry/logout`, {}, { headers: { authorization: `Bearer ${account.token}` } }), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("clear-site-data")).toBe(CLEARS);
  });

  it("logging out with the navigation bar's form, scripts or not (its redirect to /login)", async () => {
    const account = await seedCook();
    const form = browserRequest("POST", `${BASE}/api/entry/logout`, "", {
      headers: { cookie: account.setCookie.split(";")[0]!, "content-type": "application/x-www-form-urlencoded" },
    });
    const response = await logout(form, undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get("clear-site-data")).toBe(CLEARS);
  });

  it("logging out with a session that had already ended (expired, or ended elsewhere)", async () => {
    const response = await logout(jsonPost(`${BASE}/api/entry/logout`, {}), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("clear-site-data")).toBe(CLEARS);
  });

  it("deleting the account; a refused deletion clears nothing", async () => {
    const ada = await seedCook();
    const refused = await accountApi.remove(ada, { password: "surely not this one" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("clear-site-data")).toBeNull();
    const deleted = await accountApi.remove(ada, { password: ada.password });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("clear-site-data")).toBe(CLEARS);
  });
});
