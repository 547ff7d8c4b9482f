/**
 * `npm run bench -- photo-import`: the photo and PDF import's accuracy and time per page (what
 * and how: photo-import-read.ts). lib/recipe-import is server-only, so the reading runs in a
 * child Node under React's `react-server` condition, as Next runs it; with no network needed
 * (run it under `unshare -rn` to see that recognition never leaves the machine).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { ROOT } from "./servers";

export async function main(): Promise<void> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(ROOT, "scripts", "bench", "photo-import-read.ts")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the photo import benchmark stopped with exit code ${code}`);
}
