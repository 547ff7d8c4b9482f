import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/platform/config";
import { DEFAULT_CHEF_MODEL, describeChef, parseChefConfig } from "@/lib/platform/config/chef";

describe("the AI chef's configuration", () => {
  it("is the embedded catalog with no settings, 60 s and 10 recipes per 10 minutes", () => {
    expect(parseChefConfig({})).toEqual({
      provider: "catalog",
      timeoutMs: 60_000,
      recipesPer10Minutes: 10,
      addressRecipesPer10Minutes: 30,
      modelCallsPerHour: 300,
      maxConcurrentCalls: 4,
    });
  });

  it("asks Hugging Face when HF_TOKEN is set, with the seed's model unless another is named", () => {
    expect(parseChefConfig({ HF_TOKEN: "hf_abcdefghijklmnop" })).toMatchObject({
      provider: "huggingface",
      token: "hf_abcdefghijklmnop",
      model: DEFAULT_CHEF_MODEL,
      inferenceProvider: undefined,
    });
    expect(
      parseChefConfig({ HF_TOKEN: "hf_abcdefghijklmnop", AI_CHEF_MODEL: "Qwen/Qwen2.5-7B-Instruct", AI_CHEF_INFERENCE_PROVIDER: "together" }),
    ).toMatchObject({ model: "Qwen/Qwen2.5-7B-Instruct", inferenceProvider: "together" });
  });

  it("asks an OpenAI-compatible server when AI_CHEF_ENDPOINT_URL is set, with an optional key", () => {
    expect(parseChefConfig({ AI_CHEF_ENDPOINT_URL: "http://127.0.0.1:8080/v1", AI_CHEF_API_KEY: "sk-local" })).toMatchObject({
      provider: "openai-compatible",
      endpointUrl: "http://127.0.0.1:8080/v1",
      apiKey: "sk-local",
    });
  });

  it("stays on the catalog when AI_CHEF_PROVIDER says so, even with a token", () => {
    expect(parseChefConfig({ AI_CHEF_PROVIDER: "catalog", HF_TOKEN: "hf_abcdefghijklmnop" }).provider).toBe("catalog");
  });

  it.each([
    [{ AI_CHEF_PROVIDER: "openai" }, "AI_CHEF_PROVIDER: must be one of catalog, huggingface, openai-compatible"],
    [{ AI_CHEF_PROVIDER: "huggingface" }, "HF_TOKEN: must be set when AI_CHEF_PROVIDER=huggingface"],
    [{ AI_CHEF_PROVIDER: "openai-compatible" }, "AI_CHEF_ENDPOINT_URL: must be set when AI_CHEF_PROVIDER=openai-compatible"],
    [{ AI_CHEF_ENDPOINT_URL: "http://127.0.0.1:8080/v1", HF_TOKEN: "hf_abcdefghijklmnop" }, "AI_CHEF_PROVIDER: both"],
    [{ AI_CHEF_API_KEY: "sk-local" }, "AI_CHEF_API_KEY: is only used with AI_CHEF_PROVIDER=openai-compatible"],
    [{ AI_CHEF_INFERENCE_PROVIDER: "together" }, "AI_CHEF_INFERENCE_PROVIDER: is only used with AI_CHEF_PROVIDER=huggingface"],
    [{ AI_CHEF_PROVIDER: "huggingface", HF_TOKEN: "hf_abcdefghijklmnop", AI_CHEF_ENDPOINT_URL: "http://127.0.0.1:1/v1" }, "AI_CHEF_ENDPOINT_URL: is only used"],
    [{ AI_CHEF_ENDPOINT_URL: "ftp://models.example" }, "AI_CHEF_ENDPOINT_URL: must be an http(s) URL"],
    [{ AI_CHEF_TIMEOUT_MS: "soon" }, "AI_CHEF_TIMEOUT_MS"],
    [{ AI_CHEF_RECIPES_PER_10_MINUTES: "0" }, "AI_CHEF_RECIPES_PER_10_MINUTES"],
  ])("stops the start for %j, naming the variable", (env, expected) => {
    expect(() => parseChefConfig(env)).toThrow(ConfigError);
    expect(() => parseChefConfig(env)).toThrow(expected);
  });

  it("reports the chosen provider in one line that never shows a token or URL credentials", () => {
    expect(describeChef(parseChefConfig({}))).toBe("AI chef: catalog (picks from the embedded meal catalog; no network, no key)");
    const hosted = describeChef(parseChefConfig({ HF_TOKEN: "hf_secretsecretsecret" }));
    expect(hosted).toContain(`huggingface, model ${DEFAULT_CHEF_MODEL}`);
    expect(hosted).not.toContain("hf_secret");
    const local = describeChef(
      parseChefConfig({ AI_CHEF_ENDPOINT_URL: "http://user:pass@127.0.0.1:8080/v1/", AI_CHEF_API_KEY: "sk-secret" }),
    );
    expect(local).toBe(`AI chef: openai-compatible endpoint http://127.0.0.1:8080/v1, model ${DEFAULT_CHEF_MODEL}`);
  });
});
