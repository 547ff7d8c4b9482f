import "server-only";
import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_SHAPE } from "@/config/offline";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";

/**
 * Additions a device may send twice. A change made offline waits on the device until the server
 * has answered it (components/offline/queue.ts); when its first send reached the server but the
 * answer did not (the page reloaded, the train went into a tunnel), the device sends it again.
 * An edit or a removal sent twice does nothing more the second time; an addition would add a
 * second line. So an addition names itself with an `Idempotency-Key` header (as Stripe's and the
 * IETF draft's clients do), and a repeat of the same key by the same cook gets the first one's
 * answer again, marked `Idempotent-Replayed: true`, and changes nothing:
 *   - the same key with another method, path or body: 400 (a client's mistake, never replayed);
 *   - the same key while the first is still being answered: 409 (the first will add it);
 *   - a first that failed (4xx, 5xx) is forgotten, so the repeat is tried afresh.
 * Keys are kept 30 days, as long as a removed line is (lib/meal-plan/merge.ts).
 */
export { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from "@/config/offline";

const KEPT_MS = 30 * 86_400_000;
/** A first still unanswered this long after it began died with its process: a repeat may run it. */
const ABANDONED_MS = 60_000;

const ALREADY_SENDING = "This change is already being made. It appears once its first sending is answered.";
const BAD_KEY = "Idempotency-Key must be 1 to 200 visible ASCII characters.";
const KEY_REUSED = "This Idempotency-Key was already used for a different request. Use a new key for each change.";

/** The first answer, for a repeat. */
export type Replay = { status: number; answer: string };
/** Whose key it is, the key, and the request it was first sent with (requestPrint). */
type Claim = { userId: string; key: string; request: string };

/** The request as the key binds it: method, path and the validated body. */
export function requestPrint(method: string, url: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${new URL(url).pathname}\n${JSON.stringify(body ?? null)}`).digest("base64url");
}

const isTaken = (error: unknown) => (error as { code?: string }).code === "P2002";

/**
 * Claims `key` for this request: null when it is the first (the caller runs it, then calls
 * `rememberAnswer` or `forgetKey`), or the first one's answer to send again.
 */
export async function claimKey(claim: Claim): Promise<Replay | null> {
  if (!IDEMPOTENCY_KEY_SHAPE.test(claim.key)) throw new AppError("invalid_input", BAD_KEY);
  const where = { userId_key: { userId: claim.userId, key: claim.key } };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db.idempotencyKey.create({ data: claim });
      await forgetOldKeys();
      return null;
    } catch (error) {
      if (!isTaken(error)) throw error;
    }
    const first = await db.idempotencyKey.findUnique({ where });
    // Forgotten between the two (its first failed): claim it again.
    if (!first) continue;
    if (first.request !== claim.request) throw new AppError("invalid_input", KEY_REUSED);
    if (first.status !== null && first.answer !== null) return { status: first.status, answer: first.answer };
    // Taken over atomically: of two repeats of an abandoned first, only one runs it.
    const abandoned = await db.idempotencyKey.updateMany({
      where: { ...where.userId_key, status: null, createdAt: { lt: new Date(Date.now() - ABANDONED_MS), equals: first.createdAt } },
      data: { createdAt: new Date() },
    });
    if (abandoned.count === 1) return null;
    throw new AppError("conflict", ALREADY_SENDING);
  }
  throw new AppError("conflict", ALREADY_SENDING);
}

/** Keeps the answer a successful first got, for its repeats. */
export async function rememberAnswer(claim: Claim, replay: Replay): Promise<void> {
  await db.idempotencyKey.updateMany({ where: { userId: claim.userId, key: claim.key }, data: { status: replay.status, answer: replay.answer } });
}

/** A first that failed: its repeat is a new try. */
export async function forgetKey(claim: Claim): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { userId: claim.userId, key: claim.key, status: null } });
}

/** Keys older than 30 days, at each claim (one look along an index; no job to schedule). */
export async function forgetOldKeys(now = Date.now()): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now - KEPT_MS) } } });
  return count;
}
