import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { postgresForTests } from "../tooling/throwaway-postgres";
import { startFakeTheMealDb } from "../tests/support/fake-themealdb";
import { startSharedDeployment, type AppInstance, type SharedDeployment } from "./support/app-instances";
import { catalog } from "./support/catalog";
import { resetCodeMailedTo } from "./support/fixtures";

/**
 * Stateless instances: two `next start` processes of the built app on different ports share one
 * PostgreSQL and nothing else, and a cook cannot tell which one answered. Plain HTTP, as an API
 * client or a load balancer would send it (no Origin header: not a browser, so no CSRF check).
 */
const postgresBin = postgresForTests("The multi-instance test");
test.skip(!postgresBin, "PostgreSQL is not installed (apt-get install postgresql)");
test.describe.configure({ mode: "serial" });

let deployment: SharedDeployment;
let a: AppInstance;
let b: AppInstance;

test.beforeAll(async () => {
  test.setTimeout(360_000); // throw-away PostgreSQL, two prepares and two first starts, on a machine that may be loaded
  // Mail goes to the suite's loopback SMTP server (playwright.config.ts), where the tests read it.
  // The tests stand in for one trusted proxy: each request's X-Forwarded-For is its client.
  deployment = await startSharedDeployment(postgresBin!, {
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    TRUST_PROXY: "1",
  });
  [a, b] = deployment.instances;
});

test.afterAll(async () => {
  await deployment?.stop();
});

const CLIENT_IP = "198.51.100.23";

type SendOptions = { body?: unknown; cookie?: string; ip?: string; method?: string };

function send(instance: AppInstance, route: string, { body, cookie, ip = CLIENT_IP, method }: SendOptions = {}) {
  return fetch(`${instance.origin}${route}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "x-forwarded-for": ip,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signUp(instance: AppInstance) {
  const account = { name: "Shared Cook", email: `cook-${randomUUID()}@example.com`, password: "lentil soup on sundays" };
  const response = await send(instance, "/api/entry/register", { body: { ...account, confirmPassword: account.password } });
  expect(response.status, await response.text()).toBe(201);
  return account;
}

async function logIn(instance: AppInstance, account: { email: string; password: string }): Promise<string> {
  const response = await send(instance, "/api/entry/login", { body: { email: account.email, password: account.password } });
  expect(response.status, await response.text()).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const sessionStatus = async (instance: AppInstance, cookie: string) => (await send(instance, "/api/protected", { cookie })).status;

test("a cook who logs in on one instance is recognised on the other", async () => {
  const account = await signUp(a);
  const cookie = await logIn(a, account);
  const onB = await send(b, "/api/protected", { cookie });
  expect(onB.status).toBe(200);
  expect(await onB.json()).toEqual({ result: true, user: { name: account.name, email: account.email } });
});

test("a logout on one instance ends the session on both (the other within its one-second check)", async () => {
  const cookie = await logIn(a, await signUp(b));
  expect(await sessionStatus(b, cookie)).toBe(200);
  expect((await send(a, "/api/entry/logout", { body: {}, cookie })).status).toBe(200);
  expect(await sessionStatus(a, cookie)).toBe(401);
  // B may have checked this account within the last second (lib/auth/session.ts keeps that check a second).
  await expect.poll(() => sessionStatus(b, cookie), { timeout: 10_000, intervals: [100] }).toBe(401);
});

test("the login limit counts failed attempts made on both instances", async () => {
  const account = await signUp(a);
  const wrong = { email: account.email, password: "not the password" };
  const ip = "198.51.100.77";
  // 10 failures per address per minute (lib/auth/rate-limits.ts): 5 on each instance.
  for (const instance of [a, b, a, b, a, b, a, b, a, b]) {
    expect((await send(instance, "/api/entry/login", { body: wrong, ip })).status).toBe(401);
  }
  for (const instance of [a, b]) {
    const refused = await send(instance, "/api/entry/login", { body: { email: account.email, password: account.password }, ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  }
});

test("a password reset code requested on one instance works on the other", async () => {
  const account = await signUp(a);
  expect((await send(a, "/api/entry/forgotPassword", { body: { email: account.email } })).status).toBe(200);
  const code = await resetCodeMailedTo(account.email);
  const newPassword = "barley stew on mondays";
  const changed = await send(b, "/api/entry/changePassword", {
    body: { email: account.email, code, newPassword, confirmPassword: newPassword },
  });
  expect(changed.status, await changed.text()).toBe(200);
  await logIn(a, { email: account.email, password: newPassword });
});

test("a meal is found through both instances", async () => {
  const cookie = await logIn(a, await signUp(a));
  const meal = catalog.find((entry) => !["Chicken", "Pork", "Beef"].includes(entry.category))!;
  for (const instance of [a, b]) {
    const response = await send(instance, `/api/meals?s=${encodeURIComponent(meal.name)}`, { cookie });
    expect(response.status).toBe(200);
    const { meals } = (await response.json()) as { meals: { idMeal: string }[] };
    expect(meals.map(({ idMeal }) => idMeal)).toContain(meal.id);
  }
});

test("meals and pictures imported once are served by both instances, with no shared disk", async () => {
  test.slow(); // the operator's import runs as a command of its own (tsx, Prisma) before anything is asked
  // The operator's import (npm run meals:import) writes to the shared database only: meals and
  // their pictures (from the fake TheMealDB's recorded letter a).
  const mealDb = await startFakeTheMealDb();
  try {
    await deployment.runScript("scripts/import-meals.ts", { MEALDB_BASE_URL: mealDb.baseUrl, MEALDB_TIMEOUT_MS: "2000" });
  } finally {
    await mealDb.close();
  }
  const cookie = await logIn(b, await signUp(b));
  const pictures: Buffer[] = [];
  for (const instance of [a, b]) {
    const response = await send(instance, "/api/meals/52768", { cookie });
    expect(response.status).toBe(200);
    const [meal] = ((await response.json()) as { meals: { strMeal: string; strMealThumb: string }[] }).meals;
    expect(meal).toMatchObject({ strMeal: "Apple Frangipan Tart", strMealThumb: "http://localhost:3000/meal-pictures/52768.jpg" });
    const picture = await send(instance, new URL(meal!.strMealThumb).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    pictures.push(Buffer.from(await picture.arrayBuffer()));
  }
  expect(pictures[0]!.length).toBeGreaterThan(0);
  expect(pictures[0]!.equals(pictures[1]!)).toBe(true);
});

test("a recipe written on one instance is found on the other, and deleted there it is gone from both", async () => {
  const cookie = await logIn(a, await signUp(a));
  const name = `Shared barley broth ${randomUUID().slice(0, 8)}`;
  const created = await send(a, "/api/recipes", {
    cookie,
    body: {
      name,
      category: "Vegetarian",
      area: "British",
      instructions: "Simmer the barley in the stock for forty minutes.\nAdd the leeks and cook ten minutes more.",
      servings: 4,
      ingredients: [
        { name: "Pearl barley", measure: "150 g" },
        { name: "Vegetable stock", measure: "1.5 l" },
        { name: "Leeks", measure: "2" },
      ],
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const foundBy = async (instance: AppInstance) => {
    const response = await send(instance, `/api/meals?s=${encodeURIComponent(name)}`, { cookie });
    const { meals } = (await response.json()) as { meals: { idMeal: string }[] | null };
    return (meals ?? []).map(({ idMeal }) => idMeal);
  };
  expect(await foundBy(a)).toEqual([id]);
  // B checks the meals' revision at most once a second (lib/platform/revisions).
  await expect.poll(() => foundBy(b), { timeout: 10_000, intervals: [100] }).toEqual([id]);
  expect((await send(b, `/api/meals/${id}`, { cookie })).status).toBe(200);

  expect((await send(b, `/api/recipes/${id}`, { cookie, method: "DELETE" })).status).toBe(200);
  expect(await foundBy(b)).toEqual([]);
  await expect.poll(() => foundBy(a), { timeout: 10_000, intervals: [100] }).toEqual([]);
  expect((await send(a, `/api/meals/${id}`, { cookie })).status).toBe(404);
});
