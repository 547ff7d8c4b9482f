import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, resolveAuthSecret } from "@/lib/platform/config";
import { AUTH_SECRET_FILE } from "@/lib/platform/config/auth-secret";
import { parseConfig } from "@/lib/platform/config/app-config";

const folders: string[] = [];
function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-secret-"));
  folders.push(dir);
  return path.join(dir, "data");
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("resolveAuthSecret", () => {
  it("generates a strong secret on first start, keeps it private, and reuses it after a restart", () => {
    const dataDir = freshDataDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const afterRestart = resolveAuthSecret(parseConfig({ DATA_DIR: dataDir }));
    expect(afterRestart).toBe(first);
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: freshDataDir() }))).not.toBe(first);
  });

  it("uses AUTH_SECRET when it is set, and writes nothing", () => {
    const dataDir = freshDataDir();
    const secret = "a-configured-secret-of-forty-characters!";
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }))).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false);
  });

  it("is a startup error, saying what to set, on a host whose files do not persist", () => {
    const config = parseConfig({ DATA_DIR: freshDataDir(), VERCEL: "1" });
    expect(() => resolveAuthSecret(config)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET is not set.*openssl rand -base64 32/s);
  });

  it("is a startup error with PostgreSQL, where every instance must use the same configured secret", () => {
    const dataDir = freshDataDir();
    const config = parseConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgresql://db.example/res_pe" });
    expect(() => resolveAuthSecret(config)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET is not set\. With PostgreSQL .* the same on every instance/s);
    expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false);
  });

  it("refuses a secret file that was truncated", () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), "too-short\n");
    expect(() => resolveAuthSecret(parseConfig({ DATA_DIR: dataDir }))).toThrow(/shorter than 32/);
  });
});
