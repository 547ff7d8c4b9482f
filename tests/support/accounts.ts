import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { POST as login } from "@/app/api/entry/login/route";
import { POST as register } from "@/app/api/entry/register/route";
import { hashPassword, openSession } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { SAMPLE_COOK_NAME, SAMPLE_PASSWORD, SAMPLE_PASSWORD_HASH } from "@/tooling/samples";
import { BASE, jsonPost } from "./requests";

type AccountDetails = { name: string; email: string; password: string };

/** A new cook's details; the email is unique to the call. */
function newAccount(overrides: Partial<AccountDetails>): AccountDetails {
  return { name: SAMPLE_COOK_NAME, email: `cook-${randomUUID()}@example.com`, password: SAMPLE_PASSWORD, ...overrides };
}

const hashes = new Map<string, Promise<string>>([[SAMPLE_PASSWORD, Promise.resolve(SAMPLE_PASSWORD_HASH)]]);

/**
 * The stored hash of a password: bcrypt at the production cost, so logins and password checks
 * against a seeded cook take the production path. The sample password's is precomputed
 * (tooling/samples.ts); any other is made once per test file (each file runs in its own process)
 * by the app's own hashing. Every seeded cook with that password shares it.
 */
function storedHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** The Set-Cookie header that carries a session cookie, as the login route writes it. */
function setCookieHeader({ name, value, options }: Awaited<ReturnType<typeof openSession>>["cookie"]): string {
  const response = new NextResponse(null);
  response.cookies.set(name, value, options);
  return response.headers.get("set-cookie") ?? "";
}

/**
 * A signed-in cook, for every test that needs one without testing sign-up or login: the account
 * row is written directly (a precomputed bcrypt hash, not two bcrypt runs per cook) and the
 * session is opened by lib/auth's `openSession`, as the login route opens it. The HTTP sign-up
 * and login are tested in tests/auth and tests/account, through `registerAccount` and `logIn`.
 */
export async function seedCook(overrides: Partial<AccountDetails> = {}) {
  const account = newAccount(overrides);
  const user = await db.user.create({
    data: { name: account.name, email: account.email, passwordHash: await storedHashOf(account.password) },
  });
  return { ...account, id: user.id, ...(await sessionFor(user)) };
}

/** A cook as the suite passes one around: who it is and the headers its requests carry. */
export type Cook = Awaited<ReturnType<typeof seedCook>>;

/** Another session of a seeded cook (their phone, say), opened as the login route opens one. */
export async function anotherSessionOf(cook: Pick<Cook, "id">) {
  return sessionFor(await db.user.findUniqueOrThrow({ where: { id: cook.id }, select: { id: true, sessionVersion: true } }));
}

async function sessionFor(user: { id: string; sessionVersion: number }) {
  const { token, cookie } = await openSession(user);
  return { token, setCookie: setCookieHeader(cookie), headers: { authorization: `Bearer ${token}` } };
}

/** A new account made through the real register route; its email is unique to the call. */
export async function registerAccount(overrides: Partial<AccountDetails> = {}) {
  const account = newAccount(overrides);
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
  return { token, setCookie: response.headers.get("set-cookie") ?? "", headers: { authorization: `Bearer ${token}` } };
}

/** A fresh account through the real register and login routes, for tests of those routes; else seedCook. */
export async function signedInAccount(overrides: Partial<AccountDetails> = {}): Promise<Cook> {
  const account = await registerAccount(overrides);
  const { id } = await db.user.findUniqueOrThrow({ where: { email: account.email }, select: { id: true } });
  return { ...account, id, ...(await logIn(account.email, account.password)) };
}
