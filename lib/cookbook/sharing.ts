import { createHash, randomBytes } from "node:crypto";
import { SHARED_PAGE_PREFIX } from "@/config/routes";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/rate-limit";
import { COOKBOOK_CAPS } from "./limits";

/** What a cook can share: one of their own recipes, one of their collections, or their plan. */
export type ShareKind = "recipe" | "collection" | "plan";
export type ShareLinkState = "active" | "revoked" | "expired";

/** What the cook's list shows of a link: never the token (only its hash is kept). */
export type ShareLinkListing = {
  id: string;
  kind: ShareKind;
  targetId: string | null;
  /** The recipe's or collection's name as it is now, "Meal plan" for the plan. */
  title: string;
  state: ShareLinkState;
  createdAt: string;
  expiresAt: string | null;
};
/** A new link: the only time its address is ever told. */
export type NewShareLink = ShareLinkListing & { path: string };

/** What a share token opens, for the shared page (lib/web/pages' `sharedPage`). */
export type OpenedShare =
  | { state: "active"; kind: ShareKind; targetId: string | null; ownerId: string; ownerName: string }
  | { state: "revoked" | "expired" | "unknown" };

/** What the request gate does with /s/<token> (see `shareLinkAtGate`). */
export type GateVerdict = { state: ShareLinkState | "unknown" } | { state: "busy"; retryAfterSeconds: number };

const LINK_NOT_FOUND = "This share link does not exist.";
/** 32 random bytes (256 bits) as base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Views of one link, from everyone: a link pasted somewhere public cannot become a way to make
 * the server draw a cook's page without end, while a family opening it many times never notices.
 */
export const shareViewsRateLimit: RateLimitRule = {
  name: "share-link-views:link",
  limit: 120,
  windowMs: 10 * 60_000,
  message: "This link was opened very many times just now. Please try again in a few minutes.",
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function stateOf(row: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ShareLinkState {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

/** The recipe is the cook's own, or the collection theirs: anyone else's is unknown (404). */
async function requireOwnTarget(userId: string, kind: ShareKind, targetId: string | undefined): Promise<string | null> {
  if (kind === "plan") return null;
  if (!targetId) throw new AppError("invalid_input", kind === "recipe" ? "Say which recipe to share." : "Say which collection to share.");
  if (kind === "recipe") {
    const own = await db.meal.count({ where: { id: targetId, origin: "user", authorId: userId } });
    if (!own) throw new AppError("not_found", "Recipe not found. Only your own recipes can be shared.");
  } else {
    const own = await db.recipeCollection.count({ where: { id: targetId, userId } });
    if (!own) throw new AppError("not_found", "Collection not found.");
  }
  return targetId;
}

/** Names of the links' targets as they are now (a renamed collection shows its new name). */
async function titles(rows: { kind: string; targetId: string | null }[]): Promise<Map<string, string>> {
  const ids = (kind: string) => rows.filter((row) => row.kind === kind && row.targetId).map((row) => row.targetId!);
  const [meals, collections] = await Promise.all([
    db.meal.findMany({ where: { id: { in: ids("recipe") } }, select: { id: true, name: true } }),
    db.recipeCollection.findMany({ where: { id: { in: ids("collection") } }, select: { id: true, name: true } }),
  ]);
  return new Map([...meals, ...collections].map((row) => [row.id, row.name]));
}

type Row = { id: string; kind: string; targetId: string | null; createdAt: Date; expiresAt: Date | null; revokedAt: Date | null };

function listing(row: Row, names: Map<string, string>, now: Date): ShareLinkListing {
  const title = row.kind === "plan" ? "Meal plan" : (names.get(row.targetId ?? "") ?? "(deleted)");
  return {
    id: row.id,
    kind: row.kind as ShareKind,
    targetId: row.targetId,
    title,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * A new read-only link to the cook's own recipe, collection or plan, working until revoked or
 * until `expiresInDays` have passed. At most `COOKBOOK_CAPS.shareLinks` working links per cook.
 */
export async function createShareLink(
  userId: string,
  input: { kind: ShareKind; targetId?: string; expiresInDays?: number },
  now = new Date(),
): Promise<NewShareLink> {
  const targetId = await requireOwnTarget(userId, input.kind, input.targetId);
  const working = await db.shareLink.count({ where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
  if (working >= COOKBOOK_CAPS.shareLinks) {
    throw new AppError("conflict", `You already have ${COOKBOOK_CAPS.shareLinks} working share links. Turn off one you no longer need first.`);
  }
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  const row = await db.shareLink.create({ data: { userId, kind: input.kind, targetId, tokenHash: hashToken(token), expiresAt, createdAt: now } });
  return { ...listing(row, await titles([row]), now), path: `${SHARED_PAGE_PREFIX}${token}` };
}

/** The cook's links, newest first, with revoked and expired ones (so they can see what stopped). */
export async function listShareLinks(userId: string, filter: { kind?: ShareKind; targetId?: string } = {}, now = new Date()): Promise<ShareLinkListing[]> {
  const rows = await db.shareLink.findMany({
    where: { userId, ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.targetId ? { targetId: filter.targetId } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  const names = await titles(rows);
  return rows.map((row) => listing(row, names, now));
}

/** Turns a link off at once; another cook's link is unknown (404). Harmless twice. */
export async function revokeShareLink(userId: string, id: string, now = new Date()): Promise<ShareLinkListing> {
  const row = await db.shareLink.findFirst({ where: { id, userId } });
  if (!row) throw new AppError("not_found", LINK_NOT_FOUND);
  const revoked = row.revokedAt ? row : await db.shareLink.update({ where: { id }, data: { revokedAt: now } });
  return listing(revoked, await titles([revoked]), now);
}

/**
 * What a token opens: unknown, turned off, expired, or the owner's target and display name (the
 * only personal data a shared page shows). Views are counted at the request gate
 * (`shareLinkAtGate`), before any drawing.
 */
export async function openShareLink(token: string, now = new Date()): Promise<OpenedShare> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const row = await db.shareLink.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { select: { name: true } } } });
  if (!row) return { state: "unknown" };
  const state = stateOf(row, now);
  if (state !== "active") return { state };
  return { state: "active", kind: row.kind as ShareKind, targetId: row.targetId, ownerId: row.userId, ownerName: row.user.name };
}

/** The state of a token without counting a view (the not-found page says why a link stopped). */
export async function shareLinkStateOf(token: string, now = new Date()): Promise<ShareLinkState | "unknown"> {
  if (!TOKEN_PATTERN.test(token)) return "unknown";
  const row = await db.shareLink.findUnique({ where: { tokenHash: hashToken(token) }, select: { revokedAt: true, expiresAt: true } });
  return row ? stateOf(row, now) : "unknown";
}

/**
 * The request gate's look at /s/<token>: a link turned off or expired (410), one opened too many
 * times just now (429 with Retry-After: counted here, atomically, so a busy link costs no page
 * drawing), else on to the page. Unknown tokens go on too: the page answers 404.
 */
export async function shareLinkAtGate(token: string, now = new Date()): Promise<GateVerdict> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const row = await db.shareLink.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, revokedAt: true, expiresAt: true } });
  if (!row) return { state: "unknown" };
  const state = stateOf(row, now);
  if (state !== "active") return { state };
  const verdict = await consumeRateLimit(shareViewsRateLimit, row.id, now);
  return verdict.allowed ? { state } : { state: "busy", retryAfterSeconds: verdict.retryAfterSeconds };
}
