/**
 * Cooks' own recipes have ids nobody can guess: 20 characters of base32 (100 random bits).
 * Catalog and TheMealDB ids are 1 to 12 digits, so the two kinds never collide and an id
 * alone says where to look.
 */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

const OWN_RECIPE_ID = /^[a-z2-7]{20}$/;

export const isOwnRecipeId = (id: string) => OWN_RECIPE_ID.test(id);

export function newOwnRecipeId(): string {
  // 32 symbols divide 256 evenly, so masking a random byte picks each one equally often.
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => ALPHABET[byte & 31]).join("");
}
