import { randomBytes } from "node:crypto";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import { hashApiKey } from "./callers";

/** What the list on /account shows of a key: never the key itself. */
export type ApiKeyListing = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };
/** A new key: the only time the key itself is ever told. */
export type NewApiKey = ApiKeyListing & { key: string };

const API_KEY_NOT_FOUND = "This API key does not exist or was already revoked.";
/** Characters of a key shown in the list ("rp3f9a0c1e…"): enough to tell keys apart, useless to a thief. */
const SHOWN_PREFIX_LENGTH = 10;

const tooManyApiKeysMessage = (cap: number) =>
  `You already have ${cap} working API keys, the most one cook may have. Revoke one you no longer use first.`;

const LISTED = { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true } as const;
type ListedRow = { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null };

const listing = (row: ListedRow): ApiKeyListing => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The cook's working keys, newest first. */
export async function listApiKeys(userId: string): Promise<ApiKeyListing[]> {
  const rows = await db.apiKey.findMany({ where: { userId, revokedAt: null }, select: LISTED, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(listing);
}

/**
 * A new named key, unless the cook already has `cap` working ones (409). The cook's row is
 * locked first, so two requests at once cannot both pass the count on either database.
 */
export async function createApiKey(user: { id: string }, name: string, cap: number, address?: string): Promise<NewApiKey> {
  const key = `rp${randomBytes(24).toString("hex")}`;
  const row = await db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "User" SET "id" = "id" WHERE "id" = ${user.id}`;
    const working = await tx.apiKey.count({ where: { userId: user.id, revokedAt: null } });
    if (working >= cap) throw new AppError("conflict", tooManyApiKeysMessage(cap));
    return tx.apiKey.create({
      data: { userId: user.id, name, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key) },
      select: LISTED,
    });
  });
  securityEvent("api_key_created", { userId: user.id, address });
  return { ...listing(row), key };
}

/** Revokes one of the cook's own working keys; anyone else's, or an unknown or revoked one, is a 404. */
export async function revokeApiKey(user: { id: string }, id: string, address?: string, now = new Date()): Promise<void> {
  const { count } = await db.apiKey.updateMany({ where: { id, userId: user.id, revokedAt: null }, data: { revokedAt: now } });
  if (count === 0) throw new AppError("not_found", API_KEY_NOT_FOUND);
  securityEvent("api_key_revoked", { userId: user.id, address });
}
