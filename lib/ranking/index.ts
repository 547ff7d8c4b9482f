/**
 * Ratings (1–5 stars, one per cook and meal, with a summary row per meal) and the ranking of
 * recipes and cooks computed from them.
 */
export { PRIOR_WEIGHT } from "./formulas";
export { loadRanking, type RankedCook, type RankedRecipe } from "./ranking";
export {
  mealRatingFor,
  rateMeal,
  ratingSummariesFor,
  ratingsHeldFor,
  recountRatingsOf,
  removeRating,
  type MealRating,
  type RatingSummary,
} from "./ratings";
export { RATING_MAX_BODY_BYTES, ratingRateLimit } from "./limits";
