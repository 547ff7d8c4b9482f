import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/platform/config";
import { parseConfig } from "@/lib/platform/config/app-config";

const PRODUCTION = { NODE_ENV: "production", SITE_URL: "https://res-pe.example", AUTH_SECRET: "x".repeat(40) };

describe("IMPORT_ALLOW_LOOPBACK (tests only)", () => {
  it("is off by default, everywhere", () => {
    expect(parseConfig({}).recipeImport.allowLoopback).toBe(false);
    expect(parseConfig(PRODUCTION).recipeImport.allowLoopback).toBe(false);
  });

  it("may be set outside production", () => {
    expect(parseConfig({ NODE_ENV: "development", IMPORT_ALLOW_LOOPBACK: "true" }).recipeImport.allowLoopback).toBe(true);
    expect(parseConfig({ NODE_ENV: "test", IMPORT_ALLOW_LOOPBACK: "true" }).recipeImport.allowLoopback).toBe(true);
  });

  it("stops a production start with a message that names it, unless a test run set it", () => {
    const start = () => parseConfig({ ...PRODUCTION, IMPORT_ALLOW_LOOPBACK: "true" });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/IMPORT_ALLOW_LOOPBACK: is for tests only and is refused in production/);
    expect(parseConfig({ ...PRODUCTION, IMPORT_ALLOW_LOOPBACK: "true", RES_PE_TEST_RUN: "true" }).recipeImport.allowLoopback).toBe(true);
  });

  it("refuses a value that is not true or false", () => {
    expect(() => parseConfig({ IMPORT_ALLOW_LOOPBACK: "yes" })).toThrow(/IMPORT_ALLOW_LOOPBACK: must be "true" or "false"/);
  });
});
