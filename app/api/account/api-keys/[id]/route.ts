import { route } from "@/lib/web/api";
import { revokeApiKey } from "@/lib/api-keys";
import { apiKeyIdParamsSchema } from "@/lib/validations/api-keys";

/** DELETE: revokes one of the signed-in cook's keys at once; another cook's key is a 404. */
export const DELETE = route({ auth: "cook", params: apiKeyIdParamsSchema }, async ({ user, params, address }) => {
  await revokeApiKey(user, params.id, address);
  return { message: "The key is revoked: apps using it are refused from now on." };
});
