/**
 * The admin's operations (`x-role: admin`, issue 34) are fuzzed twice: as a cook who is not an
 * admin, who must be refused (403; 401 for the mutations that drop the session) whatever is
 * sent, and as an admin, judged against the document like every operation. Each admin operation
 * gets an admin of its own (ADMIN_EMAILS, set when the fuzzer starts the app), so no operation
 * spends another's rate limits, and the site's sign-ups are opened again after each one.
 */
import { Client, signUp, type Account } from "../bench/reliability/client";
import { SAMPLE_PASSWORD } from "../../tooling/samples";

/** Enough admins for every admin operation of the document, one each. */
const ADMINS = 24;
const fuzzAdminEmail = (n: number) => `fuzz-admin-${n}@example.com`;
export const FUZZ_ADMIN_SETTINGS = { ADMIN_EMAILS: Array.from({ length: ADMINS }, (_, n) => fuzzAdminEmail(n)).join(",") };

let used = 0;

/** A signed-in admin of its own, or undefined when the app was not started with the fuzzer's admins (--origin). */
export async function freshAdmin(origin: string): Promise<Client | undefined> {
  if (used >= ADMINS) throw new Error("fuzz: more admin operations than admins: raise ADMINS in scripts/fuzz/admins.ts");
  const account: Account = { name: `Fuzz Admin ${used}`, email: fuzzAdminEmail(used), password: SAMPLE_PASSWORD };
  used += 1;
  const admin = new Client(origin);
  await signUp(admin, account);
  const login = await admin.request("POST", "/api/entry/login", { json: { email: account.email, password: account.password } });
  if (login.status !== 200) return undefined;
  admin.bearer = (login.json() as { token: string }).token;
  return (await admin.request("GET", "/api/admin/site")).status === 200 ? admin : undefined;
}

/** The fuzzed cook's id, as the admin finds it, for the `{id}` of /api/admin/users/{id}. */
export async function cookIdFor(admin: Client, email: string): Promise<string> {
  const found = await admin.request("GET", `/api/admin/users?q=${encodeURIComponent(email)}`);
  const { cooks } = found.json() as { cooks: { id: string }[] };
  if (!cooks[0]) throw new Error(`fuzz: the admin could not find the test cook ${email}`);
  return cooks[0].id;
}

/** After an admin operation: sign-ups open again, for the next operations' test cooks. */
export async function reopenSignUps(admin: Client): Promise<void> {
  const answer = await admin.request("PUT", "/api/admin/registration", { json: { mode: "open" } });
  if (answer.status !== 200) throw new Error(`fuzz: sign-ups could not be opened again (${answer.status})`);
}

/**
 * The site's first account becomes its admin: made here, before any test cook, so every test
 * cook is a plain cook (on a running app that has accounts, it is one more cook).
 */
export async function takeFirstAccount(origin: string): Promise<void> {
  const owner: Account = { name: "Fuzz Site Owner", email: `fuzz-owner-${process.pid}-${Date.now().toString(36)}@example.com`, password: SAMPLE_PASSWORD };
  const answer = await signUp(new Client(origin), owner);
  if (answer.status !== 201) throw new Error(`fuzz: the site's first account could not sign up (${answer.status})`);
}
