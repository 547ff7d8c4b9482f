import type { ChefConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import type { RateLimitRule } from "@/lib/platform/rate-limit";

/** 30 ingredients of 60 characters fit several times over, even in four-byte characters. */
export const RECIPE_REQUEST_MAX_BYTES = 16 * 1024;

/**
 * Longest answer passed on to the page. 1024 tokens come to about 5,000 characters; the cap
 * holds whatever a misbehaving server streams.
 */
export const MAX_RECIPE_CHARS = 20_000;

/** Each cook's quota of recipes (a language model costs money and capacity per request). */
export function recipeQuota(config: Pick<ChefConfig, "recipesPer10Minutes">): RateLimitRule {
  return {
    name: "chef:user",
    limit: config.recipesPer10Minutes,
    windowMs: 10 * 60_000,
    message: "You have asked for many recipes in a short time. Please wait a few minutes and try again.",
    code: "chef_limit",
  };
}

/** Each client address's quota, beside the cook's: one address cannot run many accounts' quotas. */
export function addressRecipeQuota(config: Pick<ChefConfig, "addressRecipesPer10Minutes">): RateLimitRule {
  return {
    name: "chef:address",
    limit: config.addressRecipesPer10Minutes,
    windowMs: 10 * 60_000,
    message: "Many recipes were asked for from your network in a short time. Please wait a few minutes and try again.",
  };
}

const BUSY = "The chef is very busy right now. Please try again in a little while.";

/**
 * All cooks' calls to the language model in an hour: the ceiling on what the model may cost,
 * whatever the number of accounts. Counted per model, so a new model starts a fresh count.
 */
export function modelBudget(config: ChefConfig): RateLimitRule | undefined {
  if (config.provider === "catalog") return undefined;
  return { name: `chef:model:${config.model}`, limit: config.modelCallsPerHour, windowMs: 60 * 60_000, message: BUSY };
}

type CallSlots = { inUse: number };
// Process-wide: Next bundles routes separately, each with its own copy of this module.
const slots = ((globalThis as { __resPeChefCalls?: CallSlots }).__resPeChefCalls ??= { inUse: 0 });

/** Seconds a cook is asked to wait when every model call slot is taken. */
const SLOT_RETRY_AFTER_SECONDS = 5;

/**
 * Takes one of `max` slots for a call to the language model in this process, or throws
 * `rate_limited` when all are taken (waiting in a queue would hold the cook's connection open
 * with nothing to show). The returned function gives the slot back; calling it twice is harmless.
 */
export function takeModelCallSlot(max: number): () => void {
  if (slots.inUse >= max) {
    throw new AppError("rate_limited", BUSY, { retryAfterSeconds: SLOT_RETRY_AFTER_SECONDS });
  }
  slots.inUse += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    slots.inUse -= 1;
  };
}
