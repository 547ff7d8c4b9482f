import type { ChatCompletionRequest, FakeLlmBehaviour } from "../../tooling/fake-llm";

/**
 * How the end-to-end suite's language model answers. Tests run in parallel against one model
 * server, so each test picks its answer by the ingredients it lists.
 */

/** An ingredient that makes the model server drop the connection (it is down). */
export const OUTAGE_INGREDIENT = "outage";
/** An ingredient that makes the model answer with markup and links meant to attack the page. */
export const MISCHIEF_INGREDIENT = "mischief";

export const GARDEN_SOUP = [
  "# Garden Soup\n\n",
  "A warming soup from what you have.\n\n",
  "## Ingredients\n\n- 2 potatoes\n- 1 leek\n\n",
  "## Steps\n\n1. Chop everything.\n2. Simmer for 20 minutes.\n",
];

export const MISCHIEF_ANSWER = [
  "# Mischief Stew\n\n",
  '<script>window.__pwned = "script"</script>\n\n',
  '<img src="x" onerror="window.__pwned = \'img\'">\n\n',
  "[Click for a prize](javascript:window.__pwned='link')\n\n",
  "[The stew's story](https://cook.example/stew)\n",
];

export function e2eModelBehaviour(request: ChatCompletionRequest): FakeLlmBehaviour {
  const asked = request.messages?.find((message) => message.role === "user")?.content ?? "";
  if (asked.includes(OUTAGE_INGREDIENT)) return { kind: "hang-up" };
  if (asked.includes(MISCHIEF_INGREDIENT)) return { kind: "answer", pieces: MISCHIEF_ANSWER };
  // Slow enough for a test to see the answer arrive while the button still says it is working.
  return { kind: "answer", pieces: GARDEN_SOUP, delayMs: 400 };
}
