import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, describeDatabase, parseServerConfig } from "@/lib/config/server-config";

const cwd = "/srv/res-pe";

describe("parseServerConfig", () => {
  it("needs no settings: port 3000, the database in ./data, the site URL on localhost", () => {
    const config = parseServerConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      database: { provider: "sqlite", file: path.join(cwd, "data", "res-pe.db") },
      dataDir: path.join(cwd, "data"),
      authSecret: undefined,
      siteUrl: "http://localhost:3000",
      trustProxy: 0,
      ephemeralFileSystem: false,
    });
  });

  it("takes PORT and DATABASE_URL from the environment, and treats empty values as unset", () => {
    const config = parseServerConfig({ PORT: "8080", DATABASE_URL: "file:/var/lib/res-pe/app.db", SITE_URL: "" }, cwd);
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ provider: "sqlite", file: "/var/lib/res-pe/app.db" });
    expect(config.siteUrl).toBe("http://localhost:8080");
  });

  it("takes PostgreSQL for postgres:// and postgresql:// URLs, with a pool size per instance", () => {
    const url = "postgresql://res_pe:secret@db.example:5432/res_pe?sslmode=require";
    expect(parseServerConfig({ DATABASE_URL: url }, cwd).database).toEqual({ provider: "postgresql", url, poolMax: 10 });
    expect(parseServerConfig({ DATABASE_URL: "postgres://db/res_pe", DATABASE_POOL_MAX: "2" }, cwd).database).toEqual({
      provider: "postgresql",
      url: "postgres://db/res_pe",
      poolMax: 2,
    });
  });

  it("names the database in logs without its password", () => {
    const database = parseServerConfig({ DATABASE_URL: "postgresql://res_pe:secret@db.example:5432/res_pe" }, cwd).database;
    expect(describeDatabase(database)).toBe("PostgreSQL db.example:5432/res_pe");
    expect(describeDatabase(parseServerConfig({}, cwd).database)).toBe(path.join(cwd, "data", "res-pe.db"));
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseServerConfig({ SITE_URL: "https://res-pe.example/" }, cwd).siteUrl).toBe("https://res-pe.example");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://db/res-pe" }, "DATABASE_URL: must be a file: URL for SQLite"],
    [{ DATABASE_URL: "./data/res-pe.db" }, "DATABASE_URL: must be a file: URL for SQLite"],
    [{ DATABASE_URL: "postgresql://db/res_pe", DATABASE_POOL_MAX: "0" }, "DATABASE_POOL_MAX"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ SITE_URL: "javascript:alert(1)" }, "SITE_URL"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ NODE_ENV: "production", SITE_URL: "http://res-pe.example" }, "SITE_URL: http://res-pe.example is served over plain HTTP"],
  ])("refuses %j with a message naming the variable", (env, expected) => {
    expect(() => parseServerConfig(env, cwd)).toThrow(ConfigError);
    expect(() => parseServerConfig(env, cwd)).toThrow(expected);
  });

  it("recognises hosts whose file system does not persist", () => {
    expect(parseServerConfig({ VERCEL: "1" }, cwd).ephemeralFileSystem).toBe(true);
    expect(parseServerConfig({ AWS_LAMBDA_FUNCTION_NAME: "res-pe" }, cwd).ephemeralFileSystem).toBe(true);
  });

  it("makes session cookies Secure with an https site, and allows plain http only on this machine", () => {
    expect(parseServerConfig({ NODE_ENV: "production", SITE_URL: "https://res-pe.example" }, cwd).secureCookies).toBe(true);
    expect(parseServerConfig({ NODE_ENV: "production" }, cwd).secureCookies).toBe(false);
    expect(parseServerConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" }, cwd).siteUrl).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("sends mail through SMTP_URL when set, from MAIL_FROM", () => {
    const config = parseServerConfig({ SMTP_URL: "smtps://user:pass@smtp.example.com:465", MAIL_FROM: "Res-pe <hi@res-pe.example>" }, cwd);
    expect(config.smtpUrl).toBe("smtps://user:pass@smtp.example.com:465");
    expect(config.mailFrom).toBe("Res-pe <hi@res-pe.example>");
    expect(parseServerConfig({}, cwd).smtpUrl).toBeUndefined();
  });
});
