/**
 * The cook's cookbook: the recipes they saved (the heart on a recipe), the collections they
 * sort them into, and the ones they opened lately (to come back to from /home). "Cookbook"
 * because that is what a cook calls the recipes they keep; what they will cook and buy this week
 * is lib/meal-plan, what is in their cupboards lib/pantry. A cook may share a recipe of their own,
 * a collection or their plan by a read-only link (sharing.ts), and mark a collection shared with
 * their household (issue 32): its members see it and add or take out recipes; only its maker
 * renames, deletes or unshares it (403 to a member). Private to each cook otherwise: another
 * cook's collection or link id is answered as unknown (404), never as forbidden.
 */
export { COOKBOOK_MAX_BODY_BYTES } from "./limits";
export { isSaved, newestSavedIds, saveRecipe, savedMealIds, savedRecipes, unsaveRecipe } from "./saved";
export { recentlyViewedIds, recordViewedRecipe } from "./viewed";
export {
  addToCollection,
  changeCollection,
  createCollection,
  deleteCollection,
  listCollections,
  readCollection,
  removeFromCollection,
  savedPage,
} from "./collections";
export {
  createShareLink,
  listShareLinks,
  openShareLink,
  revokeShareLink,
  shareLinkAtGate,
  shareLinkStateOf,
  type NewShareLink,
  type ShareKind,
  type ShareLinkListing,
} from "./sharing";
export {
  addMadeIt,
  assertOwnMadeIt,
  cooksNotesForOwner,
  deleteMadeIt,
  findMadeItPhoto,
  hideMadeIt,
  madeItNotesForPublicRecipe,
  madeItReportsRateLimit,
  madeItTimeline,
  reportMadeIt,
  setMadeItPhoto,
  setShowCooksNotes,
  type MadeItTimeline,
  type PublicMadeItNote,
} from "./made-it";
