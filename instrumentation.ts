/**
 * Runs once when a Next server starts (also `next dev`, and hosts that run Next themselves):
 * a wrong setting stops the start with a message that says what to set, instead of failing
 * later on the first request. The session secret is put into the environment here because the
 * request gate (proxy.ts) may not read files.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadChefConfig, loadServerConfig } = await import("./lib/config/server-config");
  const { resolveAuthSecret } = await import("./lib/config/auth-secret");
  const config = loadServerConfig();
  process.env.AUTH_SECRET = resolveAuthSecret(config);
  // next-auth builds its callback URLs from it.
  process.env.NEXTAUTH_URL ??= config.siteUrl;
  const { loadMealSourceConfig } = await import("./lib/meals/config");
  loadMealSourceConfig();
  const { describeChef } = await import("./lib/chef/describe-chef");
  console.log(describeChef(loadChefConfig()));
}
