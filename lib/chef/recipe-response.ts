import "server-only";
import { AppError } from "@/lib/platform/errors";
import type { RecipeChef } from "./types";

export const CHEF_UNAVAILABLE = "The chef is not available right now. Please try again in a moment.";
export const CHEF_TIMED_OUT = "The chef took too long to answer. Please try again in a moment.";
const CUT_SHORT = "\n\n_(The answer was cut short here: it was longer than Res-pe shows.)_\n";

class ChefTimeout extends Error {
  override name = "ChefTimeout";
}
class ClientGone extends Error {
  override name = "ClientGone";
}

const encoder = new TextEncoder();

/** A promise that rejects when `signal` aborts, so a wait can end even if the chef ignores it. */
function abortion(signal: AbortSignal): Promise<never> {
  const rejected = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  rejected.catch(() => undefined); // nobody may be waiting when it fires
  return rejected;
}

/** What the client hears about a failure; the details stay in the server log (never a token). */
function failure(error: unknown, signal: AbortSignal): AppError {
  if (signal.reason instanceof ChefTimeout) return new AppError("upstream_timeout", CHEF_TIMED_OUT);
  if (signal.reason instanceof ClientGone) return new AppError("client_closed", "The request was cancelled.");
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`AI chef failed: ${detail.slice(0, 500)}`);
  return new AppError("upstream_failed", CHEF_UNAVAILABLE);
}

/** Cuts text to at most `room` characters without splitting a surrogate pair. */
function cut(text: string, room: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(room - 1)) ? room - 1 : room;
  return text.slice(0, Math.max(0, end));
}

/**
 * Streams the chef's answer as `text/markdown`. The first piece is awaited before answering, so a
 * chef that fails or times out before writing anything gets a real error (upstream_failed or
 * upstream_timeout, answered with `{ message }`); a failure later can only break off the stream, which the page reports. The
 * chef's work is aborted when the time limit passes, the client disconnects, or the answer
 * reaches `maxChars`.
 */
export async function streamRecipe(
  chef: RecipeChef,
  ingredients: readonly string[],
  { clientSignal, timeoutMs, maxChars, language }: { clientSignal: AbortSignal; timeoutMs: number; maxChars: number; language?: string },
): Promise<Response> {
  const work = new AbortController();
  const timer = setTimeout(() => work.abort(new ChefTimeout()), timeoutMs);
  const onClientGone = () => work.abort(new ClientGone());
  clientSignal.addEventListener("abort", onClientGone, { once: true });
  if (clientSignal.aborted) onClientGone();
  const stopped = abortion(work.signal);
  const pieces = chef.writeRecipe(ingredients, { signal: work.signal, language })[Symbol.asyncIterator]();
  const next = () => Promise.race([pieces.next(), stopped]);
  const end = () => {
    clearTimeout(timer);
    clientSignal.removeEventListener("abort", onClientGone);
    if (!work.signal.aborted) work.abort(new ClientGone());
    // Lets the chef's own clean-up run (closing its connection); it may still be mid-read.
    pieces.return?.().catch(() => undefined);
  };

  let first: IteratorResult<string>;
  try {
    do first = await next();
    while (!first.done && first.value === "");
  } catch (error) {
    const problem = failure(error, work.signal);
    end();
    throw problem;
  }
  if (first.done) {
    end();
    console.error("AI chef failed: the answer was empty");
    throw new AppError("upstream_failed", CHEF_UNAVAILABLE);
  }

  let written = 0;
  /** Sends a piece; false once the answer is complete (at its length cap). */
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, text: string): boolean => {
    const room = maxChars - written;
    if (text.length < room) {
      written += text.length;
      controller.enqueue(encoder.encode(text));
      return true;
    }
    controller.enqueue(encoder.encode(cut(text, room) + CUT_SHORT));
    end();
    controller.close();
    return false;
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send(controller, first.value);
    },
    async pull(controller) {
      try {
        const piece = await next();
        if (!piece.done) {
          send(controller, piece.value);
          return;
        }
        end();
        controller.close();
      } catch (error) {
        const problem = failure(error, work.signal);
        end();
        controller.error(problem);
      }
    },
    cancel() {
      end();
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      // Every answer is new; no-transform keeps compressing proxies from holding it back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
