import { z } from "zod";
import { ConfigError, parseEnv, pick, type Env } from "./parse-env";

const CHEF_PROVIDERS = ["catalog", "huggingface", "openai-compatible"] as const;

export type ChefProviderName = (typeof CHEF_PROVIDERS)[number];

/** The hosted model the seed names: an instruction-tuned mixture of experts. */
export const DEFAULT_CHEF_MODEL = "mistralai/Mixtral-8x7B-Instruct-v0.1";

const chefEnvSchema = z.object({
  AI_CHEF_PROVIDER: z
    .enum(CHEF_PROVIDERS, { message: `must be one of ${CHEF_PROVIDERS.join(", ")}` })
    .optional(),
  HF_TOKEN: z.string().trim().min(8, "looks too short to be a Hugging Face token (hf_…)").optional(),
  AI_CHEF_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/-]{1,200}$/, "must be a model id such as mistralai/Mixtral-8x7B-Instruct-v0.1")
    .default(DEFAULT_CHEF_MODEL),
  AI_CHEF_INFERENCE_PROVIDER: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,50}$/, "must be an inference provider's name such as together, novita or auto")
    .optional(),
  AI_CHEF_ENDPOINT_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://127.0.0.1:8080/v1" })
    .optional(),
  AI_CHEF_API_KEY: z.string().trim().min(1).optional(),
  AI_CHEF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_CHEF_RECIPES_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  AI_CHEF_ADDRESS_RECIPES_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  AI_CHEF_MODEL_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  AI_CHEF_MAX_CONCURRENT_CALLS: z.coerce.number().int().min(1).max(1000).default(4),
  AI_IMPORT_VISION_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/-]{1,200}$/, "must be a model id such as Qwen/Qwen2.5-VL-7B-Instruct")
    .optional(),
});

type ChefLimits = {
  /** How long the provider may take for a whole answer. */
  timeoutMs: number;
  /** Each cook's quota. */
  recipesPer10Minutes: number;
  /** Each client address's quota (several cooks may share one address, so it is larger). */
  addressRecipesPer10Minutes: number;
  /** Calls to a language model per hour, all cooks together: the bill's ceiling. */
  modelCallsPerHour: number;
  /** Calls to a language model at once, per instance. */
  maxConcurrentCalls: number;
  /** A model that reads pictures, for the photo import (issue 36); the text model reads the recognised text otherwise. */
  visionModel?: string;
};

/** Which chef answers, and what it needs. Secrets stay on the server (lib/chef is server-only). */
export type ChefConfig = ChefLimits &
  (
    | { provider: "catalog" }
    | { provider: "huggingface"; token: string; model: string; inferenceProvider: string | undefined }
    | { provider: "openai-compatible"; endpointUrl: string; apiKey: string | undefined; model: string }
  );

/**
 * The AI chef's settings. The provider follows from what is set (an endpoint URL, else a
 * Hugging Face token, else the embedded catalog) unless AI_CHEF_PROVIDER names it; settings that
 * contradict each other stop the start rather than quietly pick one.
 */
export function parseChefConfig(env: Env): ChefConfig {
  const e = parseEnv(chefEnvSchema, pick(env, Object.keys(chefEnvSchema.shape)));
  const problem = (variable: string, message: string) =>
    new ConfigError(`Invalid configuration (see .env.example):\n  ${variable}: ${message}`);

  if (!e.AI_CHEF_PROVIDER && e.AI_CHEF_ENDPOINT_URL && e.HF_TOKEN) {
    throw problem(
      "AI_CHEF_PROVIDER",
      "both AI_CHEF_ENDPOINT_URL and HF_TOKEN are set; set AI_CHEF_PROVIDER to openai-compatible or huggingface to choose",
    );
  }
  const provider =
    e.AI_CHEF_PROVIDER ?? (e.AI_CHEF_ENDPOINT_URL ? "openai-compatible" : e.HF_TOKEN ? "huggingface" : "catalog");
  const limits: ChefLimits = {
    timeoutMs: e.AI_CHEF_TIMEOUT_MS,
    recipesPer10Minutes: e.AI_CHEF_RECIPES_PER_10_MINUTES,
    addressRecipesPer10Minutes: e.AI_CHEF_ADDRESS_RECIPES_PER_10_MINUTES,
    modelCallsPerHour: e.AI_CHEF_MODEL_CALLS_PER_HOUR,
    maxConcurrentCalls: e.AI_CHEF_MAX_CONCURRENT_CALLS,
    visionModel: e.AI_IMPORT_VISION_MODEL,
  };

  if (e.AI_CHEF_API_KEY && provider !== "openai-compatible") {
    throw problem("AI_CHEF_API_KEY", `is only used with AI_CHEF_PROVIDER=openai-compatible (the chef is ${provider})`);
  }
  if (e.AI_CHEF_ENDPOINT_URL && provider !== "openai-compatible") {
    throw problem("AI_CHEF_ENDPOINT_URL", `is only used with AI_CHEF_PROVIDER=openai-compatible (the chef is ${provider})`);
  }
  if (e.AI_CHEF_INFERENCE_PROVIDER && provider !== "huggingface") {
    throw problem("AI_CHEF_INFERENCE_PROVIDER", `is only used with AI_CHEF_PROVIDER=huggingface (the chef is ${provider})`);
  }
  switch (provider) {
    case "catalog":
      return { provider, ...limits };
    case "huggingface":
      if (!e.HF_TOKEN) throw problem("HF_TOKEN", "must be set when AI_CHEF_PROVIDER=huggingface");
      return { provider, token: e.HF_TOKEN, model: e.AI_CHEF_MODEL, inferenceProvider: e.AI_CHEF_INFERENCE_PROVIDER, ...limits };
    case "openai-compatible":
      if (!e.AI_CHEF_ENDPOINT_URL) {
        throw problem("AI_CHEF_ENDPOINT_URL", "must be set when AI_CHEF_PROVIDER=openai-compatible");
      }
      return { provider, endpointUrl: e.AI_CHEF_ENDPOINT_URL, apiKey: e.AI_CHEF_API_KEY, model: e.AI_CHEF_MODEL, ...limits };
  }
}

/**
 * The startup line that says which chef answers (instrumentation.ts). Never a token, nor
 * credentials in a URL. Here beside the settings it reads, not in lib/chef: the startup would
 * otherwise load the chef and the whole meal domain behind it into every server process before
 * any cook asked for a recipe (issue 31).
 */
export function describeChef(config: ChefConfig): string {
  switch (config.provider) {
    case "catalog":
      return "AI chef: catalog (picks from the embedded meal catalog; no network, no key)";
    case "huggingface":
      return `AI chef: huggingface, model ${config.model} via ${config.inferenceProvider ?? "Hugging Face's automatic provider choice"}`;
    case "openai-compatible": {
      const { origin, pathname } = new URL(config.endpointUrl);
      return `AI chef: openai-compatible endpoint ${origin}${pathname.replace(/\/$/, "")}, model ${config.model}`;
    }
  }
}
