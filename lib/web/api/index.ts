/**
 * The API layer: the one route wrapper (its fixed order of checks is documented in route.ts),
 * the one table from named errors to statuses, and what only HTTP answers need — TheMealDB's
 * outgoing JSON shape (also at TheMealDB's own paths, /api/json/v1/<key>/…) and the meal
 * answers' ETags. Domain folders never import it.
 */
export { route, NOT_SIGNED_IN, type RouteInput, type RouteLimit, type RouteOptions } from "./route";
export { errorResponse, SERVER_ERROR_MESSAGE, STATUS_OF } from "./error-responses";
export { readBodyCapped } from "./read-body";
export { mealJson } from "./meal-answers";
export { mealDbMealJson, mealListResponse, phpJson, toMealDbCategory, toMealDbFullMeal, toMealDbMeal, toMealDbSummary } from "./themealdb-format";
export { MEALDB_PATH_HEADERS, UNKNOWN_API_KEY, mealDbPathAnswer } from "./themealdb-paths";
export { scaledMealFields } from "./scaled-measures";
