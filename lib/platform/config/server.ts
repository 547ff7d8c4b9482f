import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { ConfigError, parseEnv, pick, type Env } from "./parse-env";

/**
 * The server, database, session and mail sections. Kept free of path aliases and Next imports
 * because prisma.config.ts and the commands load it too.
 */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("file:./data/res-pe.db")
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message:
        "must be a file: URL for SQLite (file:./data/res-pe.db) or a postgres:// or postgresql:// URL for PostgreSQL",
    }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)")
    .optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Res-pe <no-reply@res-pe.example>"),
});

/**
 * The database DATABASE_URL names: an SQLite file (the embedded default, one machine) or a
 * PostgreSQL server (any number of app instances; see docs/DEPLOY.md).
 */
export type DatabaseConfig =
  | { provider: "sqlite"; /** Absolute path of the SQLite file. */ file: string }
  | {
      provider: "postgresql";
      url: string;
      /** Connections one app instance may open (DATABASE_POOL_MAX): keep it small on serverless hosts. */
      poolMax: number;
    };

type ServerSection = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** The public address, without a trailing slash. */
  siteUrl: string;
  /** How many reverse proxies in front of the app append to X-Forwarded-For. */
  trustProxy: number;
  /**
   * Server processes `npm start` runs on the one port (SERVER_WORKERS); by default one per CPU
   * core, so they are all used (see defaultWorkers).
   */
  workers: number;
  /** Absolute path of the folder that holds the SQLite database and the generated secret. */
  dataDir: string;
  /** True on hosts whose file system does not persist (a generated secret would not survive). */
  ephemeralFileSystem: boolean;
};

type AuthSection = {
  /** AUTH_SECRET when set; otherwise lib/platform/config/auth-secret.ts generates one into the data folder. */
  configuredSecret: string | undefined;
  /** Session cookies are `Secure` whenever the site is served over HTTPS. */
  secureCookies: boolean;
};

export type MailSection = {
  /** Where mail goes; without it, mail is kept in the database's outbox (see lib/platform/mail). */
  smtpUrl: string | undefined;
  from: string;
  /** Outbox mail is also printed, so a developer can read a reset code (`npm run dev`). */
  printOutbox: boolean;
  /**
   * In production the outbox keeps mail with its secrets (reset codes) blanked out: a database
   * backup or a reader of the table must not be able to take over accounts. Absent means false.
   */
  redactOutbox?: boolean;
};

export type CoreSections = { server: ServerSection; database: DatabaseConfig; auth: AuthSection; mail: MailSection };

export function parseCoreSections(env: Env, cwd: string): CoreSections {
  const e = parseEnv(serverEnvSchema, pick(env, Object.keys(serverEnvSchema.shape)));
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const secureCookies = siteUrl.startsWith("https:");
  if (e.NODE_ENV === "production" && !secureCookies && !isLoopback(siteUrl)) {
    // Session cookies would travel in clear text: refuse rather than run insecurely.
    throw new ConfigError(
      `Invalid configuration (see .env.example):\n  SITE_URL: ${siteUrl} is served over plain HTTP; ` +
        "in production Res-pe must be reached over HTTPS (SITE_URL=https://…) so session cookies are Secure.",
    );
  }
  const database: DatabaseConfig = e.DATABASE_URL.startsWith("file:")
    ? { provider: "sqlite", file: path.resolve(cwd, e.DATABASE_URL.slice("file:".length)) }
    : { provider: "postgresql", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX };
  return {
    server: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      siteUrl,
      trustProxy: e.TRUST_PROXY,
      workers: e.SERVER_WORKERS ?? defaultWorkers(database),
      dataDir: path.resolve(cwd, e.DATA_DIR),
      ephemeralFileSystem: Boolean(env.VERCEL || env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY),
    },
    database,
    auth: { configuredSecret: e.AUTH_SECRET, secureCookies },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, printOutbox: e.NODE_ENV === "development", redactOutbox: e.NODE_ENV === "production" },
  };
}

/**
 * SERVER_WORKERS when not set (issue 31): one process per CPU core where several processes can
 * write the database at once: PostgreSQL, and SQLite in write-ahead-log mode, where readers never
 * wait and writers take turns (every transaction begins IMMEDIATE: lib/platform/database/client.ts).
 * `npm start` puts the SQLite file in that mode before serving, a file not made yet included; a
 * file still in rollback-journal mode (made by hand, or switched back) gets one process, whose
 * readers would otherwise wait for every other process's write.
 */
function defaultWorkers(database: DatabaseConfig): number {
  if (database.provider === "postgresql" || sqliteMode(database.file) !== "rollback journal") return os.availableParallelism();
  return 1;
}

/** The journal mode an SQLite file is in, from its header (bytes 18 and 19 are 2 in WAL mode). */
function sqliteMode(file: string): "wal" | "rollback journal" | "no file" {
  const header = Buffer.alloc(20);
  let read = 0;
  try {
    const descriptor = fs.openSync(file, "r");
    try {
      read = fs.readSync(descriptor, header, 0, header.length, 0);
    } finally {
      fs.closeSync(descriptor);
    }
  } catch {
    return "no file";
  }
  // An empty file is one SQLite has not written yet: `npm start` makes it a WAL one.
  if (read < header.length) return "no file";
  return header[18] === 2 && header[19] === 2 ? "wal" : "rollback journal";
}

/** Where the database is, for logs: the SQLite file, or the PostgreSQL server without its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.provider === "sqlite") return database.file;
  const url = new URL(database.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

