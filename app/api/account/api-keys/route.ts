import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { apiKeyCreations, createApiKey, listApiKeys } from "@/lib/api-keys";
import { loadConfig } from "@/lib/platform/config";
import { createApiKeySchema } from "@/lib/validations/api-keys";

const PRIVATE = { "Cache-Control": "no-store" };

/** GET: the signed-in cook's working API keys (names, prefixes, dates; never a key). */
export const GET = route({ auth: "cook" }, async ({ user }) => NextResponse.json({ keys: await listApiKeys(user.id) }, { headers: PRIVATE }));

/** POST `{ name }`: a new key, told this once (201); 409 beyond API_KEYS_PER_COOK working keys. */
export const POST = route(
  {
    auth: "cook",
    limits: [{ rule: apiKeyCreations, key: "cook", afterBody: true }],
    body: { json: createApiKeySchema, maxBytes: 1024 },
  },
  async ({ user, body, address }) =>
    NextResponse.json(
      { message: "Your new API key is ready. Copy it now: it is shown only this once.", key: await createApiKey(user, body.name, loadConfig().apiKeys.keysPerCook, address) },
      { status: 201, headers: PRIVATE },
    ),
);
