import { z } from "zod";
import { apiKeyIdParamsSchema, createApiKeySchema } from "@/lib/validations/api-keys";
import { EXAMPLE_CUID, withExamples } from "../examples";
import { operation } from "../operation";
import { messageAnswer } from "../shapes";

/**
 * Personal API keys (app/api/account/api-keys): named keys for apps that speak TheMealDB's API at
 * `/api/json/v1/{key}/…`. A key is told once, when made; the list shows only its first characters.
 */
const tag = "API keys";

const apiKeyListing = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: "The key's first 10 characters, to tell keys apart." }),
    createdAt: z.string().meta({ description: "ISO 8601, UTC." }),
    lastUsedAt: z.string().nullable().meta({ description: "When an app last used it, or null." }),
  })
  .meta({ id: "ApiKey" });

const EXAMPLE_KEY = {
  id: EXAMPLE_CUID,
  name: "Kitchen tablet",
  prefix: "rp3f9a0c1e",
  createdAt: "2026-11-24T09:30:00.000Z",
  lastUsedAt: null,
};

export const apiKeyOperations = [
  operation({
    method: "get",
    path: "/api/account/api-keys",
    tag,
    summary: "Your working API keys",
    description: "Newest first; revoked keys are not listed, and a key itself is never shown again.",
    auth: "cook",
    responses: { 200: { description: "The keys.", schema: z.object({ keys: z.array(apiKeyListing) }), example: { keys: [EXAMPLE_KEY] } } },
  }),
  operation({
    method: "post",
    path: "/api/account/api-keys",
    tag,
    summary: "Make a new API key",
    description: "The answer holds the key, shown this once: copy it then. A cook may have a few working keys at once (409 beyond).",
    auth: "cook",
    body: { json: createApiKeySchema, example: { name: "Kitchen tablet" }, maxBytes: 1024 },
    limited: true,
    responses: {
      201: {
        description: "Made.",
        schema: z.object({ message: z.string(), key: apiKeyListing.extend({ key: z.string().regex(/^rp[0-9a-f]{48}$/) }) }),
        example: {
          message: "Your new API key is ready. Copy it now: it is shown only this once.",
          key: { ...EXAMPLE_KEY, key: "rp3f9a0c1e5b7d2a4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b" },
        },
      },
    },
    errors: [409],
  }),
  operation({
    method: "delete",
    path: "/api/account/api-keys/{id}",
    tag,
    summary: "Revoke an API key",
    description: "At once: apps using it are refused from then on. Another cook's key, or one already revoked, is a 404.",
    auth: "cook",
    params: withExamples(apiKeyIdParamsSchema, { id: [EXAMPLE_CUID] }),
    responses: { 200: { description: "Revoked.", schema: messageAnswer } },
    errors: [404],
  }),
];
