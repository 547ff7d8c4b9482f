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
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
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
  /** Server processes `npm start` runs on the one port (SERVER_WORKERS): one per CPU core uses them all. */
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
  return {
    server: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      siteUrl,
      trustProxy: e.TRUST_PROXY,
      workers: e.SERVER_WORKERS,
      dataDir: path.resolve(cwd, e.DATA_DIR),
      ephemeralFileSystem: Boolean(env.VERCEL || env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY),
    },
    database: e.DATABASE_URL.startsWith("file:")
      ? { provider: "sqlite", file: path.resolve(cwd, e.DATABASE_URL.slice("file:".length)) }
      : { provider: "postgresql", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX },
    auth: { configuredSecret: e.AUTH_SECRET, secureCookies },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, printOutbox: e.NODE_ENV === "development", redactOutbox: e.NODE_ENV === "production" },
  };
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

