/**
 * Runs once when a Next server starts (also `next dev`, and hosts that run Next themselves):
 * a wrong setting stops the start with a message that says what to set, instead of failing
 * later on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadServerConfig } = await import("./lib/config/server-config");
  const { resolveAuthSecret } = await import("./lib/config/auth-secret");
  resolveAuthSecret(loadServerConfig());
  const { loadMealSourceConfig } = await import("./lib/meals/config");
  loadMealSourceConfig();
}
