import { route } from "@/lib/api";
import { searchSuggestions } from "@/lib/search";
import { searchSuggestionsQuerySchema } from "@/lib/validations/search";

/**
 * GET /api/search/suggestions?q=<text so far>: what the Recipe Finder's box offers while a cook
 * types, `{ suggestions: [{ kind: "meal" | "ingredient" | "category", label }] }`, best first.
 */
export const GET = route({ auth: "cook", query: searchSuggestionsQuerySchema }, async ({ query }) => ({
  suggestions: await searchSuggestions(query.q),
}));
