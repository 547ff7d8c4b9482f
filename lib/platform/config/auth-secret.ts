import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "./parse-env";
import type { CoreSections } from "./server";

export const AUTH_SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies. A single-machine install needs no .env: on first start a
 * random secret is written to the data folder and reused afterwards, so sessions survive
 * restarts. Where the file system does not persist, a generated secret would change on every cold
 * start (logging everyone out), and with PostgreSQL several instances serve the same users, each
 * of which would generate its own: there it must be configured.
 */
export function resolveAuthSecret(config: Pick<CoreSections, "server" | "database" | "auth">): string {
  if (config.auth.configuredSecret) return config.auth.configuredSecret;
  const reason = config.server.ephemeralFileSystem
    ? "This host's file system does not persist, so Res-pe cannot keep a generated secret"
    : config.database.provider === "postgresql"
      ? "With PostgreSQL (DATABASE_URL) any number of Res-pe instances may serve the same users, and they must share one secret"
      : undefined;
  if (reason) {
    throw new ConfigError(
      `AUTH_SECRET is not set. ${reason}: set AUTH_SECRET to a random value of at least 32 characters ` +
        "(for example the output of: openssl rand -base64 32), the same on every instance.",
    );
  }
  const file = path.join(config.server.dataDir, AUTH_SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.server.dataDir, { recursive: true });
  try {
    // "wx" fails if another process created the file first; then we use theirs.
    fs.writeFileSync(file, randomBytes(48).toString("base64url") + "\n", { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new ConfigError(`${file} holds a secret shorter than 32 characters: delete it to regenerate.`);
  }
  return secret;
}
