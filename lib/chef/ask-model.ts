import { InferenceClient, type InferenceProviderOrPolicy } from "@huggingface/inference";
import { loadConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { consumeRateLimit } from "@/lib/platform/rate-limit";
import { modelBudget, takeModelCallSlot } from "./limits";

type Part = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
export type ModelMessage = { role: "system" | "user"; content: string | Part[] };

/** Longest answer read from the model: a recipe as JSON is a few thousand characters. */
const MAX_ANSWER_CHARS = 24_000;

/**
 * One whole answer of the configured language model (or its vision model, `vision`), for work
 * other than the chef's own that may use it (reading an imported recipe). Counted like the
 * chef's calls: a slot of the instance's concurrent calls and everyone's hourly budget, so the
 * bill has one ceiling. Null when no model is configured (the catalog chef); throws on a
 * refusal (429), a failure or the time limit, and the caller falls back to its own reading.
 */
export async function askModel(messages: ModelMessage[], { vision = false, signal, maxTokens = 1500 }: { vision?: boolean; signal?: AbortSignal; maxTokens?: number }): Promise<string | null> {
  const config = loadConfig().chef;
  const budget = modelBudget(config);
  if (config.provider === "catalog" || !budget) return null;
  const model = vision ? config.visionModel : config.model;
  if (!model) return null;
  const release = takeModelCallSlot(config.maxConcurrentCalls);
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    const verdict = await consumeRateLimit(budget, "everyone");
    if (!verdict.allowed) throw new AppError("rate_limited", budget.message, { retryAfterSeconds: verdict.retryAfterSeconds });
    const client = config.provider === "huggingface" ? new InferenceClient(config.token) : new InferenceClient(config.apiKey ?? "").endpoint(config.endpointUrl);
    const provider = config.provider === "huggingface" ? (config.inferenceProvider as InferenceProviderOrPolicy | undefined) : undefined;
    const chunks = client.chatCompletionStream(
      { model, provider, messages, max_tokens: maxTokens, temperature: 0 },
      { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, retry_on_error: false },
    );
    let answer = "";
    for await (const chunk of chunks) {
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === "string") answer += text;
      if (answer.length > MAX_ANSWER_CHARS) throw new AppError("upstream_failed", "The model's answer was too long.");
    }
    return answer;
  } finally {
    release();
  }
}
