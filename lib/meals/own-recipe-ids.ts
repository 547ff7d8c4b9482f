import { OWN_RECIPE_ID, OWN_RECIPE_ID_ALPHABET } from "@/config/meals";

/** A cook's recipe id (the rule is in config/meals.ts): an id alone says where a meal lives. */
export const isOwnRecipeId = (id: string) => OWN_RECIPE_ID.test(id);

export function newOwnRecipeId(): string {
  // 32 symbols divide 256 evenly, so masking a random byte picks each one equally often.
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => OWN_RECIPE_ID_ALPHABET[byte & 31]).join("");
}
