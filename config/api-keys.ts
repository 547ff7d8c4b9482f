/**
 * Personal API keys: what the account page's form shows and lib/validations/api-keys.ts enforces,
 * kept apart from the schema so that the page can say it without loading zod (issue 31).
 */
export const API_KEY_NAME_MAX = 40;
