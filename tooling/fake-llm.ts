import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenAI-compatible model server (llama.cpp, vLLM, Ollama, Hugging Face's
 * router) on 127.0.0.1: `POST /v1/chat/completions` with `stream: true` answers
 * `text/event-stream` chunks `data: {…"choices":[{"delta":{"content":…}}]}` and `data: [DONE]`,
 * byte for byte in the shape those servers send. How it behaves is chosen per request.
 */
export type FakeLlmBehaviour =
  /** Streams the pieces as separate chunks, `delayMs` apart. */
  | { kind: "answer"; pieces: string[]; delayMs?: number }
  /** An error status with an OpenAI-style JSON error body. */
  | { kind: "error"; status: number }
  /** `goodPieces` proper chunks, then one that is not JSON, then nothing more. */
  | { kind: "malformed"; goodPieces?: string[] }
  /** The headers (and `goodPieces`), then silence: the connection stays open until the client leaves. */
  | { kind: "stall"; goodPieces?: string[] }
  /** The connection is dropped without an answer, as by a server that crashed. */
  | { kind: "hang-up" };

export type ChatCompletionRequest = {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  messages?: { role: string; content: string }[];
};

export type RecordedLlmRequest = {
  path: string;
  authorization: string | undefined;
  body: ChatCompletionRequest;
  /** Set when the client closed the connection before the answer was complete. */
  closedByClient: boolean;
  /** Set when the exchange is over, either way. */
  ended: boolean;
};

export type FakeLlm = {
  /** The OpenAI-style base URL (…/v1), as AI_CHEF_ENDPOINT_URL takes it. */
  url: string;
  requests: RecordedLlmRequest[];
  /** Requests whose exchange has not ended: after a test there must be none. */
  inFlight(): number;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(id: string, model: string, delta: Record<string, string>, finishReason: string | null = null): string {
  const payload = {
    id,
    object: "chat.completion.chunk",
    created: 1_732_000_000,
    model,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

export async function startFakeLlm({
  behaviour,
  port = 0,
}: {
  behaviour: (request: ChatCompletionRequest) => FakeLlmBehaviour;
  port?: number;
}): Promise<FakeLlm> {
  const requests: RecordedLlmRequest[] = [];
  let served = 0;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const piece of req) chunks.push(piece as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"Not found","type":"invalid_request_error"}}');
      return;
    }
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatCompletionRequest;
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"Invalid JSON","type":"invalid_request_error"}}');
      return;
    }
    const record: RecordedLlmRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body,
      closedByClient: false,
      ended: false,
    };
    requests.push(record);
    res.on("close", () => {
      record.closedByClient = !res.writableFinished;
      record.ended = true;
    });

    const plan = behaviour(body);
    if (plan.kind === "hang-up") {
      req.socket.destroy();
      return;
    }
    if (plan.kind === "error") {
      res
        .writeHead(plan.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "The model is overloaded, please try again later.", type: "server_error" } }));
      return;
    }
    served += 1;
    const id = `chatcmpl-fake-${served}`;
    const model = body.model ?? "unknown";
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(chunk(id, model, { role: "assistant", content: "" }));
    const pieces = plan.kind === "answer" ? plan.pieces : (plan.goodPieces ?? []);
    for (const piece of pieces) {
      if (res.destroyed) return;
      if (plan.kind === "answer" && plan.delayMs) await sleep(plan.delayMs);
      res.write(chunk(id, model, { content: piece }));
    }
    if (plan.kind === "malformed") {
      res.end('data: {"id":"chatcmpl-fake","choices":[{"delta":{"content":"unterminated\n\n');
    } else if (plan.kind === "answer") {
      res.write(chunk(id, model, {}, "stop"));
      res.end("data: [DONE]\n\n");
    }
    // "stall": the response stays open; only the client can end it.
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    inFlight: () => requests.filter((request) => !request.ended).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
