/**
 * Ratings (1–5 stars, one per cook and meal, with a summary row per meal) and the ranking of
 * recipes and cooks computed from them.
 */
export { computeRanking, loadRanking, type RankedCook, type RankedRecipe, type Ranking } from "./ranking";
export {
  MEAL_NOT_FOUND,
  OWN_RECIPE,
  deleteAccount,
  mealRatingFor,
  rateMeal,
  ratingSummariesFor,
  ratingsHeldFor,
  recountSummaries,
  removeRating,
  type MealRating,
  type RatingSummary,
} from "./ratings";
export { FALLBACK_PRIOR_MEAN, PRIOR_WEIGHT, bayesianAverage, cookScore, plainAverage, priorMean } from "./formulas";
export { RATING_MAX_BODY_BYTES, ratingRateLimit } from "./limits";
