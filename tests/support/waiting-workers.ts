/**
 * Run as `node --import tsx tests/support/waiting-workers.ts`: a cluster started as scripts/start.ts
 * starts one when the build is current. Two workers start and wait for the database; the primary
 * says it is ready only once both are waiting; then a third worker (as after a crash) starts.
 * Prints one JSON line: what the primary saw, in order.
 */
import cluster from "node:cluster";
import { answerWaitingWorkers, databaseReady } from "../../lib/platform/workers";

if (cluster.isPrimary) {
  const seen: string[] = [];
  const start = answerWaitingWorkers();
  let waiting = 0;
  let heard = 0;
  cluster.on("message", (worker, message: { resPeStart?: string; heard?: boolean }) => {
    if (message.resPeStart === "waiting" && ++waiting === 2) {
      seen.push("both waiting");
      start.dataReady();
      seen.push("data ready");
      cluster.fork();
    }
    if (message.heard) {
      seen.push(worker.id === 3 ? "late worker heard" : "worker heard");
      worker.kill();
      if (++heard === 3) {
        console.log(JSON.stringify(seen));
        process.exit(0);
      }
    }
  });
  cluster.fork();
  cluster.fork();
} else {
  void databaseReady().then(() => process.send!({ heard: true }));
}
