import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ConfigError, describeDatabase } from "@/lib/platform/config";
import { parseConfig } from "@/lib/platform/config/app-config";

const cwd = "/srv/res-pe";

describe("parseConfig", () => {
  it("needs no settings: port 3000, the database in ./data, the site URL on localhost", () => {
    const config = parseConfig({}, cwd);
    expect(config.server).toMatchObject({
      port: 3000,
      dataDir: path.join(cwd, "data"),
      siteUrl: "http://localhost:3000",
      trustProxy: 0,
      workers: os.availableParallelism(),
      ephemeralFileSystem: false,
    });
    expect(config.database).toEqual({ provider: "sqlite", file: path.join(cwd, "data", "res-pe.db") });
    expect(config.auth.configuredSecret).toBeUndefined();
    expect(config.meals.mode).toBe("local");
    expect(config.chef.provider).toBe("catalog");
  });

  it("takes PORT and DATABASE_URL from the environment, and treats empty values as unset", () => {
    const config = parseConfig({ PORT: "8080", DATABASE_URL: "file:/var/lib/res-pe/app.db", SITE_URL: "" }, cwd);
    expect(config.server.port).toBe(8080);
    expect(config.database).toEqual({ provider: "sqlite", file: "/var/lib/res-pe/app.db" });
    expect(config.server.siteUrl).toBe("http://localhost:8080");
  });

  it("schedules no backups by default, and BACKUP_EVERY / BACKUP_KEEP / BACKUP_DIR when set", () => {
    expect(parseConfig({}, cwd).backup).toEqual({ everyMs: undefined, keep: 7, dir: path.join(cwd, "data", "backups") });
    expect(parseConfig({ BACKUP_EVERY: "24h", BACKUP_KEEP: "3", BACKUP_DIR: "/backups" }, cwd).backup).toEqual({
      everyMs: 24 * 3_600_000,
      keep: 3,
      dir: "/backups",
    });
    expect(parseConfig({ BACKUP_EVERY: "30m" }, cwd).backup.everyMs).toBe(30 * 60_000);
    expect(() => parseConfig({ BACKUP_EVERY: "daily" }, cwd)).toThrow(/BACKUP_EVERY: must be a number of minutes, hours or days/);
    expect(() => parseConfig({ BACKUP_EVERY: "5m" }, cwd)).toThrow(/BACKUP_EVERY: must be at least 10m/);
  });

  it("runs as many server processes as SERVER_WORKERS says", () => {
    expect(parseConfig({ SERVER_WORKERS: "4" }, cwd).server.workers).toBe(4);
    expect(parseConfig({ SERVER_WORKERS: "1", DATABASE_URL: "postgres://db/res_pe" }, cwd).server.workers).toBe(1);
  });

  it("runs one server process per core by default on PostgreSQL and on SQLite in WAL mode, one on a rollback-journal SQLite file", () => {
    const cores = os.availableParallelism();
    expect(parseConfig({ DATABASE_URL: "postgresql://db/res_pe" }, cwd).server.workers).toBe(cores);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-workers-"));
    try {
      const sqliteFile = (name: string, mode: string) => {
        const file = path.join(dir, name);
        const connection = new Database(file);
        connection.pragma(`journal_mode = ${mode}`);
        connection.exec("CREATE TABLE t (x)");
        connection.close();
        return file;
      };
      const workersOn = (file: string) => parseConfig({ DATABASE_URL: `file:${file}` }, cwd).server.workers;
      expect(workersOn(sqliteFile("wal.db", "WAL"))).toBe(cores);
      expect(workersOn(sqliteFile("journal.db", "DELETE"))).toBe(1);
      // Not made yet: `npm start` makes it, in WAL mode, before it serves.
      expect(workersOn(path.join(dir, "new.db"))).toBe(cores);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes PostgreSQL for postgres:// and postgresql:// URLs, with a pool size per instance", () => {
    const url = "postgresql://res_pe:secret@db.example:5432/res_pe?sslmode=require";
    expect(parseConfig({ DATABASE_URL: url }, cwd).database).toEqual({ provider: "postgresql", url, poolMax: 10 });
    expect(parseConfig({ DATABASE_URL: "postgres://db/res_pe", DATABASE_POOL_MAX: "2" }, cwd).database).toEqual({
      provider: "postgresql",
      url: "postgres://db/res_pe",
      poolMax: 2,
    });
  });

  it("names the database in logs without its password", () => {
    const database = parseConfig({ DATABASE_URL: "postgresql://res_pe:secret@db.example:5432/res_pe" }, cwd).database;
    expect(describeDatabase(database)).toBe("PostgreSQL db.example:5432/res_pe");
    expect(describeDatabase(parseConfig({}, cwd).database)).toBe(path.join(cwd, "data", "res-pe.db"));
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseConfig({ SITE_URL: "https://res-pe.example/" }, cwd).server.siteUrl).toBe("https://res-pe.example");
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
    [{ SERVER_WORKERS: "0" }, "SERVER_WORKERS"],
    [{ SERVER_WORKERS: "two" }, "SERVER_WORKERS"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ NODE_ENV: "production", SITE_URL: "http://res-pe.example" }, "SITE_URL: http://res-pe.example is served over plain HTTP"],
    [{ MEAL_SOURCE: "mealdb" }, "MEAL_SOURCE"],
    [{ AI_CHEF_PROVIDER: "openai-compatible" }, "AI_CHEF_ENDPOINT_URL: must be set"],
    [{ CONTACT_EMAIL: "not an email" }, "CONTACT_EMAIL"],
  ])("refuses %j with a message naming the variable", (env, expected) => {
    expect(() => parseConfig(env, cwd)).toThrow(ConfigError);
    expect(() => parseConfig(env, cwd)).toThrow(expected);
  });

  it("recognises hosts whose file system does not persist", () => {
    expect(parseConfig({ VERCEL: "1" }, cwd).server.ephemeralFileSystem).toBe(true);
    expect(parseConfig({ AWS_LAMBDA_FUNCTION_NAME: "res-pe" }, cwd).server.ephemeralFileSystem).toBe(true);
  });

  it("makes session cookies Secure with an https site, and allows plain http only on this machine", () => {
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "https://res-pe.example" }, cwd).auth.secureCookies).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }, cwd).auth.secureCookies).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" }, cwd).server.siteUrl).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("sends mail through SMTP_URL when set, from MAIL_FROM", () => {
    const { mail } = parseConfig({ SMTP_URL: "smtps://user:pass@smtp.example.com:465", MAIL_FROM: "Res-pe <hi@res-pe.example>" }, cwd);
    expect(mail.smtpUrl).toBe("smtps://user:pass@smtp.example.com:465");
    expect(mail.from).toBe("Res-pe <hi@res-pe.example>");
    expect(parseConfig({}, cwd).mail.smtpUrl).toBeUndefined();
  });
});

describe("the one place that reads the environment", () => {
  it("is lib/platform/config: no other source file of the app reads process.env", () => {
    // Commands (scripts/, server/, tooling/), tests and the test and e2e set-up may read their own flags;
    // instrumentation.ts reads Next's runtime flag only.
    const appFolders = ["app", "components", "config", "lib", "proxy.ts", "next.config.ts"];
    const readers = appFolders
      .flatMap((entry) => (fs.statSync(entry).isDirectory() ? fs.readdirSync(entry, { recursive: true, encoding: "utf8" }).map((file) => path.join(entry, file)) : [entry]))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith(path.join("lib", "generated")))
      .filter((file) => fs.readFileSync(file, "utf8").includes("process.env"));
    expect(readers).toEqual([path.join("lib", "platform", "config", "index.ts")]);
  });
});
