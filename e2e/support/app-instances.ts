import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startChild, stopChild, waitForExit, waitForHttp, type Child } from "../../tooling/processes";
import { pinnedSettings } from "../../tooling/pinned-settings";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../tooling/throwaway-postgres";

const ROOT = path.resolve(__dirname, "..", "..");
const LOG_DIR = path.join(ROOT, ".tmp", "e2e-instances");
fs.mkdirSync(LOG_DIR, { recursive: true });

export type AppInstance = { name: string; origin: string; child: Child };

export type SharedDeployment = {
  instances: [AppInstance, AppInstance];
  /** Runs a command (`scripts/…`) against the shared database, as an operator would, to its end. */
  runScript(script: string, env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Two app instances as a Vercel-like host runs them: the built app (`next start`, the build the
 * suite's own server made) twice, on two ports, sharing one throw-away PostgreSQL and nothing else
 * (each has its own, empty, data folder). Both run the release step (`npm run db:prepare`:
 * migrations and seeding) at the same moment first, as two instances starting together would.
 */
export async function startSharedDeployment(
  postgresBin: string,
  settings: Record<string, string> = {},
): Promise<SharedDeployment> {
  // A folder of logs per deployment: the multi-instance specs start theirs side by side, and
  // with shared names one's logs overwrote the other's (a start that hung could not be read).
  const logDir = fs.mkdtempSync(path.join(LOG_DIR, "deployment-"));
  // When each step of the start ended: which one a start that ran out of time was in.
  const stepDone = (step: string) => fs.appendFileSync(path.join(logDir, "steps.log"), `${new Date().toISOString()} ${step}\n`);
  const postgres: ThrowawayPostgres = await startThrowawayPostgres(postgresBin);
  stepDone("PostgreSQL started");
  const children: Child[] = [];
  const dataDirs: string[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await postgres.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const databaseUrl = await postgres.createDatabase("res_pe_shared");
    // One secret for every instance (it must be set with PostgreSQL).
    const sharedSecret = randomBytes(32).toString("base64url");
    const env = (name: string): NodeJS.ProcessEnv => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `res-pe-${name}-`));
      dataDirs.push(dataDir);
      return {
        ...process.env,
        ...pinnedSettings({
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: sharedSecret,
          SITE_URL: "http://localhost:3000",
          // One process per instance unless a test asks for more: what one instance's request
          // changed, its next one finds (PostgreSQL's default is one process per core).
          SERVER_WORKERS: "1",
          ...settings,
        }),
      };
    };
    const start = (name: string, command: string, args: string[], extra: Record<string, string> = {}) => {
      const child = startChild(name, command, args, {
        cwd: ROOT,
        env: { ...env(name), ...extra },
        logFile: path.join(logDir, `${name}.log`),
      });
      children.push(child);
      return child;
    };

    const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
    let scripts = 0;
    const runScript = async (script: string, extra: Record<string, string> = {}) => {
      scripts += 1;
      await waitForExit(start(`${path.basename(script, ".ts")}-${scripts}`, tsx, [script], extra), 180_000);
    };
    await Promise.all([runScript("scripts/prepare-data.ts"), runScript("scripts/prepare-data.ts")]);
    stepDone("both prepared the database");

    const next = path.join(ROOT, "node_modules", ".bin", "next");
    const instances = await Promise.all(
      ["instance-a", "instance-b"].map(async (name) => {
        const port = await freePort();
        const child = start(name, next, ["start", "-H", "127.0.0.1", "-p", String(port)]);
        const origin = `http://127.0.0.1:${port}`;
        await waitForHttp(child, `${origin}/robots.txt`, 120_000);
        stepDone(`${name} answers`);
        return { name, origin, child };
      }),
    );
    return { instances: instances as [AppInstance, AppInstance], runScript, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
