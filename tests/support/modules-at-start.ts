/**
 * Run as `node --import ./tests/support/server-side.mjs --import tsx tests/support/modules-at-start.ts <part>`:
 * starts one part of the server's startup as a server process would, then prints every file the
 * process has loaded (CommonJS and ES modules), one JSON array on the last line of stdout.
 * - `instrumentation`: Next's startup hook (instrumentation.ts), run as each server process runs it;
 * - `supervisor`: what the first process of a SERVER_WORKERS cluster loads (server/supervise.ts).
 */
import { createRequire, register } from "node:module";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";

const esModules = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on("message", (url: string) => esModules.add(url));
port1.unref();
register("../../scripts/bench/memory-report-hooks.mjs", import.meta.url, { data: { port: port2 }, transferList: [port2] });

async function main(part: string | undefined): Promise<void> {
  if (part === "instrumentation") {
    const { register: startup } = await import("../../instrumentation");
    await startup();
  } else if (part === "supervisor") {
    await import("../../server/supervise");
  } else {
    throw new Error(`Unknown part "${part}": instrumentation or supervisor`);
  }
  // The hooks' messages arrive on this thread's next turns.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const files = new Set([
    ...Object.keys(createRequire(import.meta.url).cache),
    ...[...esModules].filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url)),
  ]);
  process.stdout.write(`${JSON.stringify([...files])}\n`);
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
