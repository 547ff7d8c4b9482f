import { z } from "zod";
import { API_KEY_NAME_MAX } from "@/config/api-keys";
import "./browser-zod";

/**
 * Personal API keys (`/account`, `/api/account/api-keys`): the form and the routes read these.
 * A key is `rp` and 48 hex digits (192 random bits): letters and digits only, as TheMealDB's own
 * keys are, so a client (or Res-pe's own MEALDB_API_KEY setting) that checks a key's shape takes it.
 */
export const API_KEY_PATTERN = /^rp[0-9a-f]{48}$/;

const apiKeyNameSchema = z
  .string({ error: "Give the key a name." })
  .trim()
  .min(1, "Give the key a name.")
  .max(API_KEY_NAME_MAX, `A key's name can be at most ${API_KEY_NAME_MAX} characters.`)
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "A key's name cannot contain control characters.");

/** POST /api/account/api-keys */
export const createApiKeySchema = z.object({ name: apiKeyNameSchema });
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** DELETE /api/account/api-keys/<id>: a key's id (a cuid); a malformed one is a 400. */
export const apiKeyIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/, "This is not a key id.") });
