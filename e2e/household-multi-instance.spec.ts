import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { postgresForTests } from "../tooling/throwaway-postgres";
import { openEventStream, requestJson } from "../tooling/event-stream";
import { startSharedDeployment, type AppInstance, type SharedDeployment } from "./support/app-instances";

/**
 * A household across two instances of the built app sharing one PostgreSQL (the event path goes
 * through PostgreSQL's LISTEN/NOTIFY, no other server): member A's page on one instance, member
 * B's on the other. In the "multi-instance" project (its name ends like multi-instance.spec.ts),
 * which `npm test`'s Playwright stage runs with the others; skipped without PostgreSQL installed.
 */
const postgresBin = postgresForTests("The household multi-instance test");
test.skip(!postgresBin, "PostgreSQL is not installed (apt-get install postgresql)");
test.describe.configure({ mode: "serial" });

let deployment: SharedDeployment;
let one: AppInstance;
let two: AppInstance;

test.beforeAll(async () => {
  test.setTimeout(360_000); // throw-away PostgreSQL, two prepares and two first starts, on a machine that may be loaded
  deployment = await startSharedDeployment(postgresBin!, { TRUST_PROXY: "1" });
  [one, two] = deployment.instances;
});

test.afterAll(async () => {
  await deployment?.stop();
});

type Member = { name: string; headers: Record<string, string>; cookie: { name: string; value: string } };

/** A new cook through the register and login routes of `instance`, from their own address. */
async function cookOn(instance: AppInstance, name: string, ip: string): Promise<Member> {
  const account = { name, email: `${name.toLowerCase()}-${randomUUID()}@example.com`, password: "lentil soup on sundays" };
  const headers = { "x-forwarded-for": ip };
  const registered = await requestJson("POST", `${instance.origin}/api/entry/register`, headers, { ...account, confirmPassword: account.password });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const response = await fetch(`${instance.origin}/api/entry/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status, await response.text()).toBe(200);
  const [cookieName, ...value] = response.headers.get("set-cookie")!.split(";")[0]!.split("=");
  const cookie = { name: cookieName!, value: value.join("=") };
  return { name, cookie, headers: { ...headers, cookie: `${cookie.name}=${cookie.value}` } };
}

/** The member's browser, signed in, its pages on `instance`. */
async function browserOf(browser: Browser, member: Member, instance: AppInstance): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: instance.origin, extraHTTPHeaders: { "X-Forwarded-For": member.headers["x-forwarded-for"]! } });
  await context.addCookies([{ ...member.cookie, url: instance.origin, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

const milkBox = (page: Page) => page.getByRole("checkbox", { name: /Milk/ });

test("a tick on one instance reaches the other member's page on the other without reloading; removed, their stream ends", async ({ browser }) => {
  test.setTimeout(120_000); // two browsers on two instances of a loaded machine
  const ada = await cookOn(one, "Ada", "198.51.100.41");
  const sam = await cookOn(two, "Sam", "198.51.100.42");
  expect((await requestJson("POST", `${one.origin}/api/shopping/items`, ada.headers, { text: "Milk" })).status).toBe(201);
  const invite = await requestJson("POST", `${one.origin}/api/household/invites`, ada.headers, {});
  expect(invite.status).toBe(201);
  const joined = await requestJson("POST", `${two.origin}/api/household/join`, sam.headers, { code: (invite.json as { code: string }).code, choice: "merge" });
  expect(joined.status, JSON.stringify(joined.json)).toBe(200);

  const adas = await (await browserOf(browser, ada, one)).newPage();
  const sams = await (await browserOf(browser, sam, two)).newPage();
  await adas.goto("/shopping");
  await sams.goto("/shopping");
  await expect(adas.locator("html[data-household-live=open]")).toBeAttached();
  await expect(sams.locator("html[data-household-live=open]")).toBeAttached();
  await sams.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await expect(milkBox(sams)).not.toBeChecked();

  // Ada ticks Milk on instance one; Sam's page on instance two shows it, not reloaded.
  await milkBox(adas).check();
  await expect(milkBox(sams)).toBeChecked();
  expect(await sams.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Another open stream of Sam's on instance two, to see it end.
  const stream = await openEventStream(`${two.origin}/api/household/events`, sam.headers);
  expect(stream.status).toBe(200);
  const household = await requestJson("GET", `${one.origin}/api/household`, ada.headers);
  const samId = (household.json as { members: { id: string; name: string }[] }).members.find((member) => member.name === "Sam")!.id;
  const milk = ((await requestJson("GET", `${one.origin}/api/shopping`, ada.headers)).json as { items: { id: string; text: string }[] }).items.find((item) => item.text === "Milk")!;

  // Ada removes Sam on instance one: Sam's stream on instance two says so and ends, Sam's page
  // goes back to their own (empty) list, and their next request for the household's item is refused.
  expect((await requestJson("DELETE", `${one.origin}/api/household/members/${samId}`, ada.headers)).status).toBe(200);
  let frame = await stream.next(10_000);
  while (frame && frame.event !== "removed") frame = await stream.next(10_000);
  expect(frame?.event).toBe("removed");
  expect(await stream.next(10_000)).toBeNull();
  await expect(milkBox(sams)).toBeHidden();
  expect((await requestJson("PATCH", `${two.origin}/api/shopping/items/${milk.id}`, sam.headers, { checked: false })).status).toBe(404);
  // Ada's later change no longer reaches Sam's page.
  expect((await requestJson("POST", `${one.origin}/api/shopping/items`, ada.headers, { text: "Bread" })).status).toBe(201);
  await adas.reload();
  await expect(adas.getByRole("checkbox", { name: /Bread/ })).toBeVisible();
  await expect(sams.getByRole("checkbox", { name: /Bread/ })).toBeHidden();
  await adas.context().close();
  await sams.context().close();
});
