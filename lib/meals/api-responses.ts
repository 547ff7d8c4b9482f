import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/http/api-error";
import { MealSourceUnavailableError } from "./types";

/**
 * Answers are the same for every signed-in cook and change only when the catalog is seeded or
 * imported again, so browsers may keep them for minutes and a CDN for an hour, serving a stale
 * copy while it refreshes. The ETag lets a browser revalidate for the price of a 304.
 */
export const MEAL_API_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

export function mealJson(request: Request, body: unknown): Response {
  const json = JSON.stringify(body);
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  const headers = { "Cache-Control": MEAL_API_CACHE_CONTROL, ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, "Content-Type": "application/json" } });
}

/** Runs a meal-service call; an unreachable live source is a 502 the client may retry. */
export async function fromMealSource<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MealSourceUnavailableError) {
      console.error(error.message);
      throw new ApiError(502, "The meal database is not answering right now. Please try again in a moment.", {}, {
        "Retry-After": "10",
      });
    }
    throw error;
  }
}
