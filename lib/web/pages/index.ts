/**
 * What the meal pages need besides the meal domain: their URL queries parsed with the same
 * schemas the API uses, and the one lookup per request that a page, its layout and its metadata
 * share, and the nonce its inline scripts carry.
 */
export { findMealForPage } from "./meal-for-page";
export { requestNonce } from "./request-nonce";
export { finderHref, parseCategoryQuery, parseFinderQuery, parseMealPage, type FinderQuery, type FinderSearch } from "./queries";
export { finderResults, type FinderResults } from "./finder";
