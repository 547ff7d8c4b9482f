/**
 * What the pages need besides the domains: their URL queries parsed with the same schemas the
 * API uses, the one lookup per request that a page, its layout and its metadata share, the nonce
 * its inline scripts carry, and the data function of each view that draws on several domains
 * (an API route that answers the same data calls the same function).
 */
export { findMealForPage } from "./meal-for-page";
export { requestNonce } from "./request-nonce";
export { finderHref, parseCategoryQuery, parseFinderQuery, parseMealPage, parsePlanQuery } from "./queries";
export { finderResults, finderSearchRefused } from "./finder";
export { pantryPage, pantryResults } from "./pantry";
export { recipePage } from "./recipe-page";
export { accountPage } from "./account-page";
export { categoryPage } from "./category-page";
export { homePage, TONIGHT_MAX_MINUTES, type Suggestion } from "./home-page";
export { planPage, type PlanOffer, type PlanOffers } from "./plan-page";
export { sharedPage } from "./shared-page";
export { adminPage } from "./admin-page";
export { publicRecipeGone, publicRecipePage } from "./public-recipe-page";
export { gonePage } from "./gone-pages";
export { cardPicture } from "./public-recipe-card";
export { getLocale, getT } from "./request-locale";
export { landingMetadata } from "./landing-metadata";
export { localizedPublicMetadata, pageMetadata } from "./page-metadata";
