import { route } from "@/lib/web/api";
import { loadConfig } from "@/lib/platform/config";
import { showsMeatDishes } from "@/lib/account";
import { searchReadLimits, searchSuggestions } from "@/lib/search";
import { searchSuggestionsQuerySchema } from "@/lib/validations/search";

/** Each cook's and each address's budget a minute, shared with the search (SEARCH_READS_PER_MINUTE). */
const limits = [
  { rule: () => searchReadLimits(loadConfig().search).perCook, key: "cook" as const },
  { rule: () => searchReadLimits(loadConfig().search).perAddress, key: "address" as const },
];

/**
 * GET /api/search/suggestions?q=<text so far>: what the Recipe Finder's box offers while a cook
 * types, `{ suggestions: [{ kind: "meal" | "ingredient" | "category", label }] }`, best first.
 */
export const GET = route({ auth: "cook", query: searchSuggestionsQuerySchema, limits }, async ({ user, query }) => ({
  suggestions: await searchSuggestions(query.q, await showsMeatDishes(user.id)),
}));
