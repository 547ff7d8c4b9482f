import { DELETE as deleteRatingRoute, PUT as putRatingRoute } from "@/app/api/meals/[id]/rating/route";
import type { Cook } from "./accounts";
import { BASE, browserRequest, jsonRequest } from "./requests";

const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** The rating API through its real route handlers. */
export const ratingApi = {
  rate: (by: Cook | null, id: string, body: unknown) =>
    putRatingRoute(jsonRequest("PUT", `${BASE}/api/meals/${id}/rating`, body, { headers: { ...by?.headers } }), params(id)),
  remove: (by: Cook | null, id: string) =>
    deleteRatingRoute(browserRequest("DELETE", `${BASE}/api/meals/${id}/rating`, undefined, { headers: { ...by?.headers } }), params(id)),
};

/** Rates and insists on a 200. */
export async function rated(by: Cook, id: string, stars: number) {
  const response = await ratingApi.rate(by, id, { stars });
  if (response.status !== 200) throw new Error(`rating failed: ${response.status} ${await response.text()}`);
  return response.json();
}
