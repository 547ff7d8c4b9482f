import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLlmChef } from "@/lib/chef/llm-chef";
import { CHEF_TIMED_OUT, CHEF_UNAVAILABLE, streamRecipe } from "@/lib/chef/recipe-response";
import { RECIPE_SYSTEM_MESSAGE } from "@/lib/chef/recipe-messages";
import { AppError } from "@/lib/platform/errors";
import { startFakeLlm, type FakeLlm, type FakeLlmBehaviour } from "../../tooling/fake-llm";

/**
 * The language-model chefs through the real @huggingface/inference client, against an
 * OpenAI-compatible server on 127.0.0.1: the production code path, only the URL differs.
 */
let fake: FakeLlm;
let behaviour: FakeLlmBehaviour = { kind: "answer", pieces: [] };
const INGREDIENTS = ["potato", "leek", "butter", "milk"];
const RECIPE = ["# Leek and potato soup\n\n", "- 2 leeks\n", "- 3 potatoes\n\n", "1. Sweat the leeks in butter.\n", "2. Simmer."];

beforeAll(async () => {
  fake = await startFakeLlm({ behaviour: () => behaviour });
});
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  // Whatever happened, no request to the model may be left open.
  await vi.waitFor(() => expect(fake.inFlight()).toBe(0), { timeout: 3_000 });
  fake.requests.length = 0;
});

const endpointChef = (apiKey?: string) =>
  createLlmChef({ provider: "openai-compatible", endpointUrl: fake.url, apiKey, model: "local-model", timeoutMs: 0, recipesPer10Minutes: 0, addressRecipesPer10Minutes: 0, modelCallsPerHour: 0, maxConcurrentCalls: 0 });

function ask({ timeoutMs = 2_000, maxChars = 20_000, clientSignal = new AbortController().signal, apiKey = undefined as string | undefined, language = undefined as string | undefined } = {}) {
  return streamRecipe(endpointChef(apiKey), INGREDIENTS, { clientSignal, timeoutMs, maxChars, language });
}

async function failureOf(response: Promise<Response>): Promise<AppError> {
  const error = await response.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("an OpenAI-compatible chef (endpoint mode)", () => {
  it("streams the answer as it arrives, whole, as text/markdown", async () => {
    behaviour = { kind: "answer", pieces: RECIPE, delayMs: 5 };
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pieces: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    expect(pieces.join("")).toBe(RECIPE.join(""));
    expect(pieces.length).toBeGreaterThan(1); // it came in pieces, not as one block at the end
  });

  it("sends the seed's messages, 1024 max tokens, the model and streaming, to /v1/chat/completions", async () => {
    behaviour = { kind: "answer", pieces: ["ok"] };
    await (await ask({ apiKey: "sk-local-key" })).text();
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-local-key");
    expect(request!.body).toMatchObject({ model: "local-model", stream: true, max_tokens: 1024 });
    expect(request!.body.messages).toEqual([
      { role: "system", content: RECIPE_SYSTEM_MESSAGE },
      { role: "user", content: "I have potato, leek, butter, milk. Please give me a recipe you'd recommend I make!" },
    ]);
  });

  it("asks the model to answer in a German, French or Spanish cook's language, and keeps the seed's messages in English", async () => {
    behaviour = { kind: "answer", pieces: ["ok"] };
    for (const [language, name] of [["de", "German"], ["fr", "French"], ["es", "Spanish"]] as const) {
      await (await ask({ language })).text();
      const [system, user] = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
      expect(system!.role).toBe("system");
      expect(system!.content.startsWith(RECIPE_SYSTEM_MESSAGE)).toBe(true);
      expect(system!.content).toContain(`Write your whole answer (the title, the ingredients with the amounts and units a cook there uses, and the steps) in ${name}`);
      expect(user!.content).toBe("I have potato, leek, butter, milk. Please give me a recipe you'd recommend I make!");
    }
    await (await ask({ language: "en" })).text();
    expect((fake.requests.at(-1)!.body.messages as { content: string }[])[0]!.content).toBe(RECIPE_SYSTEM_MESSAGE);
  });

  it("sends no Authorization header to a server without a key", async () => {
    behaviour = { kind: "answer", pieces: ["ok"] };
    await (await ask()).text();
    expect(fake.requests[0]!.authorization).toBeUndefined();
  });

  it("answers 502 with a message when the server fails (a 500), and makes no second try", async () => {
    behaviour = { kind: "error", status: 500 };
    const error = await failureOf(ask());
    expect(error.code).toBe("upstream_failed");
    expect(error.message).toBe(CHEF_UNAVAILABLE);
    expect(fake.requests).toHaveLength(1);
  });

  it("answers 502 for an overloaded server (503) instead of retrying it forever", async () => {
    behaviour = { kind: "error", status: 503 };
    expect((await failureOf(ask())).code).toBe("upstream_failed");
    expect(fake.requests).toHaveLength(1);
  });

  it("answers 502 when the first chunk is malformed", async () => {
    behaviour = { kind: "malformed" };
    expect((await failureOf(ask())).code).toBe("upstream_failed");
  });

  it("breaks off the stream when a later chunk is malformed, after what was good", async () => {
    behaviour = { kind: "malformed", goodPieces: ["# Soup\n\n"] };
    const response = await ask();
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe("# Soup\n\n");
    await expect(reader.read()).rejects.toMatchObject({ code: "upstream_failed" });
  });

  it("answers 504 when the server stalls past the time limit, and closes the connection", async () => {
    behaviour = { kind: "stall" };
    const started = Date.now();
    const error = await failureOf(ask({ timeoutMs: 300 }));
    expect(error.code).toBe("upstream_timeout");
    expect(error.message).toBe(CHEF_TIMED_OUT);
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });

  it("breaks off a stream that stalls half-way at the time limit, and closes the connection", async () => {
    behaviour = { kind: "stall", goodPieces: ["# Soup\n\n"] };
    const response = await ask({ timeoutMs: 300 });
    const reader = response.body!.getReader();
    await reader.read();
    await expect(reader.read()).rejects.toMatchObject({ code: "upstream_timeout" });
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });

  it("aborts the model's request when the browser goes away mid-answer", async () => {
    behaviour = { kind: "stall", goodPieces: ["# Soup\n\n"] };
    const browser = new AbortController();
    const response = await ask({ clientSignal: browser.signal, timeoutMs: 10_000 });
    await response.body!.getReader().read();
    browser.abort();
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });

  it("aborts the model's request when the response stream is cancelled (Next does so when the socket closes)", async () => {
    behaviour = { kind: "stall", goodPieces: ["# Soup\n\n"] };
    const response = await ask({ timeoutMs: 10_000 });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });

  it("aborts the model's request when the browser leaves before the first word", async () => {
    behaviour = { kind: "stall" };
    const browser = new AbortController();
    const pending = ask({ clientSignal: browser.signal, timeoutMs: 10_000 });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    browser.abort();
    expect((await failureOf(pending)).code).toBe("client_closed");
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });

  it("cuts an answer that runs past the length limit and stops the model", async () => {
    behaviour = { kind: "stall", goodPieces: ["a".repeat(60), "b".repeat(60)] };
    const text = await (await ask({ maxChars: 100, timeoutMs: 10_000 })).text();
    expect(text).toMatch(/^a{60}b{40}\n\n_\(The answer was cut short here/);
    await vi.waitFor(() => expect(fake.requests[0]!.closedByClient).toBe(true));
  });
});

describe("a Hugging Face chef (HF_TOKEN)", () => {
  it("sends the token to Hugging Face's router, with the same messages and limits", async () => {
    behaviour = { kind: "answer", pieces: ["ok"] };
    const seen: { url: string; authorization: string | null }[] = [];
    // Nothing leaves this machine: the router's address is swapped for the fake's.
    const redirect: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      seen.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      return fetch(url.replace("https://router.huggingface.co/v1", fake.url), init);
    };
    const chef = createLlmChef(
      { provider: "huggingface", token: "hf_testtokentesttoken", model: "mistralai/Mixtral-8x7B-Instruct-v0.1", inferenceProvider: undefined, timeoutMs: 0, recipesPer10Minutes: 0, addressRecipesPer10Minutes: 0, modelCallsPerHour: 0, maxConcurrentCalls: 0 },
      { fetch: redirect },
    );
    const response = await streamRecipe(chef, INGREDIENTS, { clientSignal: new AbortController().signal, timeoutMs: 2_000, maxChars: 1_000 });
    expect(await response.text()).toBe("ok");
    expect(seen).toEqual([{ url: "https://router.huggingface.co/v1/chat/completions", authorization: "Bearer hf_testtokentesttoken" }]);
    expect(fake.requests[0]!.body).toMatchObject({ model: "mistralai/Mixtral-8x7B-Instruct-v0.1", max_tokens: 1024, stream: true });
    expect(fake.requests[0]!.body.messages?.[0]).toEqual({ role: "system", content: RECIPE_SYSTEM_MESSAGE });
  });
});
