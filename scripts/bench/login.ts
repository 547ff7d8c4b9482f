/**
 * `npm run bench -- login`: how long bcryptjs takes per cost on this machine, and how long one real
 * login (POST /api/entry/login against the built app) takes with the cost Res-pe uses. The
 * cost in lib/auth/password.ts is the highest whose login stays under 300 ms here.
 *
 * Env: BENCH_LOGINS (sequential logins measured, default 30).
 */
import bcrypt from "bcryptjs";
import { postJson, signUp } from "./bench-account";
import { benchTempDir } from "./harness";
import { percentile } from "./measure";
import { startResPe } from "./servers";

const LOGIN_BUDGET_MS = 300;

async function bcryptCosts() {
  console.log("bcryptjs compare, median of 5, on this machine:");
  for (const cost of [10, 11, 12, 13]) {
    const hash = await bcrypt.hash("a password of ordinary length", cost);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await bcrypt.compare("a password of ordinary length", hash);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`  cost ${cost}: ${times[2]!.toFixed(0)} ms`);
  }
}

async function realLogins() {
  const logins = Number(process.env.BENCH_LOGINS ?? 30);
  const server = await startResPe(benchTempDir("res-pe-bench-login-"));
  const account = { name: "Bench Cook", email: "bench@example.com", password: "a password of ordinary length" };
  await signUp(server.origin, account);

  const times: number[] = [];
  for (let run = 0; run < logins + 3; run += 1) {
    const started = performance.now();
    const response = await postJson(server.origin, "/api/entry/login", { email: account.email, password: account.password });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
    if (run >= 3) times.push(performance.now() - started); // the first ones warm the server up
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(
    `POST /api/entry/login, ${logins} sequential logins against the built app: ` +
      `p50 ${p50.toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms ` +
      `(budget ${LOGIN_BUDGET_MS} ms: ${p50 < LOGIN_BUDGET_MS ? "met" : "MISSED"})`,
  );
}

/** Prints its figures as it goes; the server is stopped by the harness at the end. */
export async function main(): Promise<void> {
  await bcryptCosts();
  await realLogins();
}
