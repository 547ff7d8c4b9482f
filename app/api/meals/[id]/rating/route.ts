import { NextResponse } from "next/server";
import { requireApiUser } from "@/lib/auth/api-user";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { mealIdParam } from "@/lib/meals/api-responses";
import { RATING_MAX_BODY_BYTES, ratingRateLimit } from "@/lib/ranking/limits";
import { rateMeal, removeRating } from "@/lib/ranking/ratings";
import { enforceRateLimit } from "@/lib/rate-limit";
import { ratingSchema } from "@/lib/validations/ratings";

type Context = { params: Promise<{ id: string }> };

// Answers carry this cook's stars: never kept by any cache.
const NO_STORE = { "Cache-Control": "private, no-store" };

/** PUT /api/meals/<id>/rating `{ stars }`: rates (or re-rates) the meal; `{ average, count, yourStars }`. */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  const id = await mealIdParam(params);
  await enforceRateLimit(ratingRateLimit, user.id);
  const { stars } = await readJsonBody(request, ratingSchema, { maxBytes: RATING_MAX_BODY_BYTES });
  return NextResponse.json(await rateMeal(user, id, stars), { headers: NO_STORE });
});

/** DELETE /api/meals/<id>/rating: removes this cook's rating; `{ average, count, yourStars: null }`. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireApiUser(request);
  const id = await mealIdParam(params);
  await enforceRateLimit(ratingRateLimit, user.id);
  return NextResponse.json(await removeRating(user, id), { headers: NO_STORE });
});
