import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/chef/recipe/route";
import { startFakeLlm, type FakeLlm, type FakeLlmBehaviour } from "../../tooling/fake-llm";
import { BASE, jsonPost } from "../support/requests";
import { signedInHeaders } from "../support/session";

/**
 * The AI chef's global limits in front of a language model (an OpenAI-compatible server on
 * 127.0.0.1): at most AI_CHEF_MAX_CONCURRENT_CALLS calls at once and AI_CHEF_MODEL_CALLS_PER_HOUR
 * calls an hour, all cooks together. The model's name is this file's own, so is its budget.
 */
const URL = `${BASE}/api/chef/recipe`;
const SETTINGS = {
  AI_CHEF_ENDPOINT_URL: "",
  AI_CHEF_MODEL: `budget-test-${randomUUID().slice(0, 8)}`,
  AI_CHEF_TIMEOUT_MS: "60000",
  AI_CHEF_MODEL_CALLS_PER_HOUR: "4",
  AI_CHEF_MAX_CONCURRENT_CALLS: "2",
};
let fake: FakeLlm;
let behaviour: FakeLlmBehaviour = { kind: "answer", pieces: ["# Soup\n\n", "1. Simmer."] };

beforeAll(async () => {
  fake = await startFakeLlm({ behaviour: () => behaviour });
  Object.assign(process.env, { ...SETTINGS, AI_CHEF_ENDPOINT_URL: fake.url });
});
afterAll(async () => {
  for (const setting of Object.keys(SETTINGS)) delete process.env[setting];
  await fake.close();
});

const ask = async () => POST(jsonPost(URL, { ingredients: ["leek", "potato"] }, { headers: await signedInHeaders() }), undefined);

describe("POST /api/chef/recipe: everyone's limits on the language model", () => {
  it("asks the model at most 2 times at once, then at most 4 times in the hour: 429 with Retry-After beyond", async () => {
    behaviour = { kind: "stall", goodPieces: ["# Still cooking\n"] };
    const held = [await ask(), await ask()];
    expect(held.map((response) => response.status)).toEqual([200, 200]);

    const busy = await ask();
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await busy.json()).toEqual({ message: "The chef is very busy right now. Please try again in a little while." });
    expect(fake.requests).toHaveLength(2);

    // A cook leaving gives the call back.
    behaviour = { kind: "answer", pieces: ["# Soup\n\n", "1. Simmer."] };
    await held[0]!.body!.cancel();
    await vi.waitFor(async () => {
      const next = await ask();
      expect(next.status).toBe(200);
      expect(await next.text()).toBe("# Soup\n\n1. Simmer.");
    });
    // The fourth call of the hour is the last; the held one is still running.
    const fourth = await ask();
    expect(fourth.status).toBe(200);
    await fourth.text();
    const overBudget = await ask();
    expect(overBudget.status).toBe(429);
    expect(Number(overBudget.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await overBudget.json()).message).toBe("The chef is very busy right now. Please try again in a little while.");
    expect(fake.requests).toHaveLength(4);
    await held[1]!.body!.cancel();
  });
});
