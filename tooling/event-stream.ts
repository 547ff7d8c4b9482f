/**
 * A Server-Sent Events client and plain requests for the tests and benchmarks that act as many
 * open pages at once (e2e/household-*.spec.ts, scripts/bench/household.ts). Every stream and every
 * request here has a connection of its own (no keep-alive pool): with SERVER_WORKERS the cluster
 * hands each new connection to the next worker, so consecutive streams land on different workers,
 * as different browsers' pages would.
 */
import http from "node:http";

export type Frame = { event?: string; id?: string; data?: string };

export type EventStream = {
  status: number;
  /** The next frame (comments skipped), or null once the stream has ended; fails after `timeoutMs`. */
  next(timeoutMs: number): Promise<Frame | null>;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
};

function parseFrame(text: string): Frame | null {
  const frame: Frame = {};
  let any = false;
  for (const line of text.split("\n")) {
    if (line.startsWith(":") || line === "") continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event" || field === "id" || field === "data") {
      frame[field] = field === "data" && frame.data !== undefined ? `${frame.data}\n${value}` : value;
      any = true;
    }
  }
  return any ? frame : null;
}

/**
 * Opens `url` as an event stream. `onFrame`, when given, sees each frame as it arrives (with
 * `performance.now()`), and the frames are then not queued for `next()`.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  onFrame?: (frame: Frame, at: number) => void,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (response) => {
      const queue: (Frame | null)[] = [];
      const waiting: ((frame: Frame | null) => void)[] = [];
      const push = (frame: Frame | null) => {
        const waiter = waiting.shift();
        if (waiter) waiter(frame);
        else queue.push(frame);
      };
      let buffer = "";
      let resolveEnded = () => {};
      const ended = new Promise<void>((done) => (resolveEnded = done));
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        resolveEnded();
        push(null);
      };
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!frame) continue;
          if (onFrame) onFrame(frame, performance.now());
          else push(frame);
        }
      });
      response.on("end", finish);
      response.on("close", finish);
      response.on("error", finish);
      resolve({
        status: response.statusCode ?? 0,
        ended,
        next(timeoutMs) {
          if (queue.length > 0) return Promise.resolve(queue.shift()!);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(waiter), 1);
              fail(new Error(`no event within ${timeoutMs} ms from ${url}`));
            }, timeoutMs);
            const waiter = (frame: Frame | null) => {
              clearTimeout(timer);
              done(frame);
            };
            waiting.push(waiter);
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on("error", reject);
  });
}

/** One request on a connection of its own; answers the status and the parsed JSON body (or null). */
export function requestJson(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = text;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
