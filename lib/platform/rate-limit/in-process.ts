import type { RateLimitRule, RateLimitVerdict } from "./windows";

/**
 * Fixed windows counted in this process's memory, for limits on cheap, frequent reads (the
 * search answers from a copy of its index in memory in well under a millisecond at 100,000
 * meals): counting each one in the database would be a write per read, costlier than the read
 * and serialized on SQLite's one writer, and the benchmark's p99 targets would go. The price:
 * each process counts alone, so N instances (or SERVER_WORKERS) allow N × the limit, and a
 * restart forgets the counts. Fine for a generous ceiling that stops one client from flooding a
 * process; limits that must hold everywhere (logins, resets, the chef's model budget) stay in
 * the database. The same semantics as there: `limit` attempts per window from the first, refused
 * attempts counted too, a refusal's Retry-After the seconds until the window ends.
 */
type Window = { count: number; resetAt: number };

// Process-wide: Next bundles each route separately, and the search and its suggestions share a budget.
const windows = ((globalThis as { __resPeRateWindows?: Map<string, Window> }).__resPeRateWindows ??= new Map());

/**
 * Windows kept at most: enough for every cook and address active in a minute on one process;
 * beyond, ended windows are dropped first, then the oldest (whose subject then starts afresh).
 */
export const MAX_WINDOWS_IN_PROCESS = 100_000;

export function consumeInProcess(key: string, rule: RateLimitRule, now: Date): RateLimitVerdict {
  const at = now.getTime();
  let window = windows.get(key);
  if (!window || window.resetAt <= at) {
    // Deleted and set again, so the Map's order is the order windows started in.
    windows.delete(key);
    if (windows.size >= MAX_WINDOWS_IN_PROCESS) forgetWindows(at);
    window = { count: 0, resetAt: at + rule.windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count <= rule.limit) return { allowed: true, remaining: rule.limit - window.count };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
}

/** Ended windows go; if that frees too little, the oldest do, down to nine tenths (amortised: one sweep per 10,000 new windows). */
function forgetWindows(at: number): void {
  for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  for (const key of windows.keys()) {
    if (windows.size < MAX_WINDOWS_IN_PROCESS * 0.9) break;
    windows.delete(key);
  }
}

/** How many windows this process keeps (for tests of the bound). */
export function windowsInProcess(): number {
  return windows.size;
}
