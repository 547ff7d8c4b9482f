/**
 * The end-to-end suite's language model: the OpenAI-compatible fake of tooling/fake-llm.ts
 * on loopback, started by Playwright for the second app instance, whose AI_CHEF_ENDPOINT_URL
 * points here (see playwright.config.ts).
 */
import { startFakeLlm } from "../../tooling/fake-llm";
import { e2eModelBehaviour } from "./fake-llm-answers";

const port = Number(process.env.FAKE_LLM_PORT);
if (!port) throw new Error("FAKE_LLM_PORT must be set.");
void startFakeLlm({ behaviour: e2eModelBehaviour, port }).then(({ url }) =>
  console.log(`Fake language model listening on ${url}`),
);
