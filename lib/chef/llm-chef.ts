import { InferenceClient, type InferenceProviderOrPolicy } from "@huggingface/inference";
import type { ChefConfig } from "@/lib/platform/config";
import { MAX_RECIPE_TOKENS, recipeMessages } from "./recipe-messages";
import type { RecipeChef } from "./types";

type LlmChefConfig = Extract<ChefConfig, { provider: "huggingface" | "openai-compatible" }>;

/**
 * A chef that asks a language model through `@huggingface/inference`: Hugging Face's hosted
 * inference (HF_TOKEN, optionally a named inference provider) or, in the same client's endpoint
 * mode, any OpenAI-compatible server (llama.cpp, vLLM, Ollama). `fetch` is only for tests that
 * must see where the hosted mode sends its request without leaving this machine.
 */
export function createLlmChef(config: LlmChefConfig, { fetch }: { fetch?: typeof globalThis.fetch } = {}): RecipeChef {
  const client =
    config.provider === "huggingface"
      ? new InferenceClient(config.token)
      : new InferenceClient(config.apiKey ?? "").endpoint(config.endpointUrl);
  // The endpoint mode refuses a provider name: the endpoint is the provider.
  const provider =
    config.provider === "huggingface" ? (config.inferenceProvider as InferenceProviderOrPolicy | undefined) : undefined;

  return {
    provider: config.provider,
    async *writeRecipe(ingredients, { signal, language }) {
      const chunks = client.chatCompletionStream(
        { model: config.model, provider, messages: recipeMessages(ingredients, language), max_tokens: MAX_RECIPE_TOKENS },
        // The client would retry a 503 without limit; one failure is an answer here.
        { signal, retry_on_error: false, fetch },
      );
      for await (const chunk of chunks) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === "string" && text !== "") yield text;
      }
    },
  };
}
