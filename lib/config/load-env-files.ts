import { loadEnvConfig } from "@next/env";

/**
 * Loads .env files the way Next does, for the commands that run before (or without) Next: the
 * start script, migrations, the Prisma CLI. Variables already set in the environment win.
 */
export function loadEnvFiles(): void {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
}
