import { seedCookPool } from "./cooks";

/** Runs once, after the servers are up and before the first test. */
export default async function globalSetup(): Promise<void> {
  await seedCookPool();
}
