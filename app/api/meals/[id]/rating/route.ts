import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { RATING_MAX_BODY_BYTES, rateMeal, ratingRateLimit, removeRating } from "@/lib/ranking";
import { mealIdParamsSchema } from "@/lib/validations/meals";
import { ratingSchema } from "@/lib/validations/ratings";

// Answers carry this cook's stars: never kept by any cache.
const NO_STORE = { "Cache-Control": "private, no-store" };

/** PUT /api/meals/<id>/rating `{ stars }`: rates (or re-rates) the meal; `{ average, count, yourStars }`. */
export const PUT = route(
  {
    auth: "cook",
    params: mealIdParamsSchema,
    limits: [{ rule: ratingRateLimit, key: "cook" }],
    body: { json: ratingSchema, maxBytes: RATING_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => NextResponse.json(await rateMeal(user, params.id, body.stars), { headers: NO_STORE }),
);

/** DELETE /api/meals/<id>/rating: removes this cook's rating; `{ average, count, yourStars: null }`. */
export const DELETE = route(
  { auth: "cook", params: mealIdParamsSchema, limits: [{ rule: ratingRateLimit, key: "cook" }] },
  async ({ user, params }) => NextResponse.json(await removeRating(user, params.id), { headers: NO_STORE }),
);
