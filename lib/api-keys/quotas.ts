import type { ApiKeyConfig } from "@/lib/platform/config";
import type { RateLimitRule } from "@/lib/platform/rate-limit";

/** New keys a cook may make per day: revoked keys stay on record, so making keys is bounded too. */
export const apiKeyCreations: RateLimitRule = {
  name: "api-key-create:cook",
  limit: 20,
  windowMs: 24 * 60 * 60_000,
  message: "You have made many API keys today. Please try again tomorrow.",
  code: "api_keys_limit",
};

/** Each key's requests per minute and per day (API_KEY_REQUESTS_PER_MINUTE / _PER_DAY). */
export function apiKeyQuotas(config: Pick<ApiKeyConfig, "requestsPerMinute" | "requestsPerDay">): RateLimitRule[] {
  return [
    {
      name: "api-key-minute",
      limit: config.requestsPerMinute,
      windowMs: 60_000,
      message: `This API key may make ${config.requestsPerMinute} requests a minute. Please wait a moment.`,
    },
    {
      name: "api-key-day",
      limit: config.requestsPerDay,
      windowMs: 24 * 60 * 60_000,
      message: `This API key may make ${config.requestsPerDay} requests a day. Please try again tomorrow.`,
    },
  ];
}
