import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/platform/config";
import { mealImageOrigins } from "@/lib/platform/config";
import { parseMealSourceConfig } from "@/lib/platform/config/meals";
import { contentSecurityPolicy } from "@/lib/platform/security";

describe("meal source configuration", () => {
  it("defaults to the embedded catalog and TheMealDB's public test key", () => {
    expect(parseMealSourceConfig({})).toEqual({
      mode: "local",
      apiUrl: "https://www.themealdb.com/api/json/v1/1",
      timeoutMs: 5000,
      retryBackoffMs: 500,
      recipesPerCook: 500,
    });
  });

  it("waits as long as MEALDB_RETRY_BACKOFF_MS says before the import's first retry", () => {
    expect(parseMealSourceConfig({ MEALDB_RETRY_BACKOFF_MS: "10" }).retryBackoffMs).toBe(10);
  });

  it("puts a production key into the key segment", () => {
    const config = parseMealSourceConfig({ MEAL_SOURCE: "themealdb", MEALDB_BASE_URL: "https://mirror.example/api/json/v1/", MEALDB_API_KEY: "abc123" });
    expect(config.apiUrl).toBe("https://mirror.example/api/json/v1/abc123");
  });

  it.each([
    [{ MEAL_SOURCE: "mealdb" }, /MEAL_SOURCE: must be "local"/],
    [{ MEALDB_BASE_URL: "ftp://x" }, /MEALDB_BASE_URL: must be an http\(s\) URL/],
    [{ MEALDB_API_KEY: "../admin" }, /MEALDB_API_KEY: must be letters and digits/],
    [{ MEALDB_RETRY_BACKOFF_MS: "0" }, /MEALDB_RETRY_BACKOFF_MS/],
  ])("stops with a message naming the variable for %o", (env, message) => {
    expect(() => parseMealSourceConfig(env)).toThrow(ConfigError);
    expect(() => parseMealSourceConfig(env)).toThrow(message);
  });

  it("lets pages load TheMealDB's pictures only in live mode", () => {
    const policy = (env: Record<string, string>) =>
      contentSecurityPolicy({ nonce: "n" }, { imageOrigins: mealImageOrigins(parseMealSourceConfig(env)) });
    expect(policy({})).toContain("img-src 'self' data: blob:;");
    expect(policy({ MEAL_SOURCE: "themealdb" })).toContain("img-src 'self' data: blob: https://www.themealdb.com;");
  });
});
