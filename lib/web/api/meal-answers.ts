import "server-only";
import { createHash } from "node:crypto";
import { BoundedCache } from "@/lib/platform/cache";
import { currentRevision } from "@/lib/platform/revisions";

/**
 * Answers are the same for every signed-in cook, but a cook's recipe can appear, change or go
 * at any moment: browsers keep an answer and ask again every time (no-cache), and the ETag
 * makes an unchanged answer a 304 without a body. `private`: only the cook's own browser keeps
 * it, never a shared cache, so the sign-in requirement holds at the edge too.
 */
const MEAL_API_CACHE_CONTROL = "private, no-cache";
const MEAL_API_VARY = "Authorization, Cookie";

// Kept encoded: a 180 KB answer is turned into bytes once, not on every request.
type Answer = { body: Uint8Array<ArrayBuffer>; etag: string };

// Serialising and hashing a 30 KB answer costs more than finding it; popular questions (the
// first screen's letter a) are asked far more often than every few seconds, so the finished
// answer is kept briefly, under the meals' revision: a write anywhere makes it a new question.
const answers = new BoundedCache<Answer>(500, 5_000);
// Answers being built: the requests that arrive meanwhile (ten at once right after a start, or
// when a popular answer's few seconds are over) wait for that one build instead of each running
// the same search again; each extra build pushed every answer's time up (issue 31's cold p99).
const building = new Map<string, Promise<Answer>>();

type MealJsonOptions = {
  /** How the answer is written (TheMealDB's paths write it as PHP does); JSON.stringify by default. */
  encode?: (value: unknown) => string;
  headers?: Record<string, string>;
};

/** The JSON answer to a question (`key`), built once per few seconds, with ETag and cache headers. */
export async function mealJson(request: Request, key: string, build: () => Promise<unknown>, options: MealJsonOptions = {}): Promise<Response> {
  const revisionKey = `${await currentRevision("meals")}:${key}`;
  let answer = answers.get(revisionKey);
  if (!answer) {
    let pending = building.get(revisionKey);
    if (!pending) {
      pending = (async () => {
        const json = (options.encode ?? JSON.stringify)(await build());
        const built = { body: new TextEncoder().encode(json), etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
        answers.set(revisionKey, built);
        return built;
      })().finally(() => building.delete(revisionKey));
      building.set(revisionKey, pending);
    }
    answer = await pending;
  }
  const { body, etag } = answer;
  const headers = { "Cache-Control": MEAL_API_CACHE_CONTROL, Vary: MEAL_API_VARY, ETag: etag, ...options.headers };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}
