import { randomUUID } from "node:crypto";
import { POST as login } from "@/app/api/entry/login/route";
import { POST as register } from "@/app/api/entry/register/route";
import { jsonPost } from "./requests";

export const BASE = "http://localhost:3000";

/** A new account made through the real register route; its email is unique to the call. */
export async function registerAccount(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const account = {
    name: "Ada Baker",
    email: `cook-${randomUUID()}@example.com`,
    password: "lentil soup on sundays",
    ...overrides,
  };
  const response = await register(
    jsonPost(`${BASE}/api/entry/register`, { ...account, confirmPassword: account.password }),
    undefined,
  );
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return account;
}

/** Logs in through the real login route: the bearer token and the Set-Cookie it answered. */
export async function logIn(email: string, password: string) {
  const response = await login(jsonPost(`${BASE}/api/entry/login`, { email, password }), undefined);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, setCookie: response.headers.get("set-cookie") ?? "" };
}

/** A fresh account, logged in. */
export async function signedInAccount() {
  const account = await registerAccount();
  return { ...account, ...(await logIn(account.email, account.password)) };
}
