/**
 * A change kept on this device until it can be sent, and whose it is. Pure, so the rule that a
 * cook's changes go into their own account only is one function, tested without a browser.
 * `key` names what the change is about (a later change of the same thing by the same cook
 * replaces it); `owner` is the id of the cook signed in when it was made; `at` is when.
 */
export type QueuedWrite = { key: string; owner: string; method: string; url: string; body?: Record<string, unknown>; at: number };

/**
 * The changes `cook` may send, and see as waiting, oldest first. Another cook's changes wait for
 * that cook to sign in again on this browser.
 */
export function writesOf(cook: string, writes: readonly QueuedWrite[]): QueuedWrite[] {
  return writes.filter((write) => write.owner === cook).sort((a, b) => a.at - b.at);
}
