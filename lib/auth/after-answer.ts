import "server-only";
import { after } from "next/server";

// Process-wide, like the session checks: Next bundles each route separately.
const processWide = globalThis as { __resPeAfterAnswer?: Set<Promise<void>> };
const pending = (processWide.__resPeAfterAnswer ??= new Set<Promise<void>>());

/**
 * Runs `task` once the answer has been sent: with Next's `after` inside a request (hosts keep
 * the function alive for it), or straight away in the background where there is no request
 * (tests, commands). The client never waits for it, and its failure is logged, never answered.
 */
export function afterAnswer(what: string, task: () => Promise<void>): void {
  const run = async () => {
    const work = task().catch((error: unknown) => {
      console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    pending.add(work);
    await work.finally(() => pending.delete(work));
  };
  try {
    after(run);
  } catch {
    void run(); // outside a request: `after` refuses
  }
}

/** Resolves once the work started so far has finished (tests read its results). */
export async function afterAnswerSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
