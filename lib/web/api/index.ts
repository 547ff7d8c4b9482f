/**
 * The API layer: the one route wrapper (its fixed order of checks is documented in route.ts),
 * the one table from named errors to statuses, and what only HTTP answers need — TheMealDB's
 * outgoing JSON shape (also at TheMealDB's own paths, /api/json/v1/<key>/…) and the meal
 * answers' ETags. Domain folders never import it.
 */
export { route, NOT_SIGNED_IN } from "./route";
export { readBodyCapped } from "./read-body";
export { mealJson } from "./meal-answers";
export { mealDbMealJson, mealListResponse, toMealDbCategory, toMealDbMeal, toMealDbSummary } from "./themealdb-format";
export { mealDbPathAnswer } from "./themealdb-paths";
export { scaledMealFields } from "./scaled-measures";
