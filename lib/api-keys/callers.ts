import { createHash } from "node:crypto";
import { db } from "@/lib/platform/database";
import { API_KEY_PATTERN } from "@/lib/validations/api-keys";

export type ApiKeyCaller = { keyId: string; userId: string };

/** How stale "last used" may be: one write a minute per key rather than one per request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * SHA-256 of the key. The key is 192 random bits, so a fast hash is enough: there is nothing
 * to guess from a list of hashes (a slow hash is for passwords people choose).
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Whose working key this is, or null for a malformed, unknown or revoked one. Marks the key as
 * used (at most once a minute).
 */
export async function apiKeyCaller(key: string, now = new Date()): Promise<ApiKeyCaller | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const found = await db.apiKey.findUnique({ where: { keyHash: hashApiKey(key) }, select: { id: true, userId: true, revokedAt: true } });
  if (!found || found.revokedAt) return null;
  await db.apiKey.updateMany({
    where: { id: found.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_PRECISION_MS) } }] },
    data: { lastUsedAt: now },
  });
  return { keyId: found.id, userId: found.userId };
}
