import "server-only";

/**
 * Personal API keys: a cook makes named keys on `/account` for apps that speak TheMealDB's API
 * (`/api/json/v1/<key>/…`, read-only). A key is shown once; only its SHA-256 is stored, with a
 * short prefix to tell keys apart. Each key has its own quotas per minute and per day.
 */
export { createApiKey, listApiKeys, revokeApiKey, type ApiKeyListing, type NewApiKey } from "./keys";
export { apiKeyCaller } from "./callers";
export { apiKeyCreations, apiKeyQuotas } from "./quotas";
