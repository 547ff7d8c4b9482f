import path from "node:path";
import { z } from "zod";

/**
 * Server configuration, read from the environment and validated once. Kept free of path aliases
 * and Next imports because prisma.config.ts and the scripts load it too.
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

export type ServerConfig = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Absolute path of the folder that holds the SQLite database and the generated secret. */
  dataDir: string;
  authSecret: string | undefined;
  siteUrl: string;
  /** How many reverse proxies in front of the app append to X-Forwarded-For. */
  trustProxy: number;
  /** True on hosts whose file system does not persist (a generated secret would not survive). */
  ephemeralFileSystem: boolean;
  /** Where mail goes; without it, mail is kept in the database's outbox (see lib/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Session cookies are `Secure` whenever the site is served over HTTPS. */
  secureCookies: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates environment variables with a schema; a problem is a ConfigError naming each variable. */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const parsed = schema.safeParse(
    // An empty variable in .env means "not set", as it does for most twelve-factor apps.
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new ConfigError(`Invalid configuration (see .env.example):\n${problems}`);
  }
  return parsed.data;
}

export function parseServerConfig(
  env: Record<string, string | undefined>,
  cwd = process.cwd(),
): ServerConfig {
  const e = parseEnv(serverEnvSchema, env);
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
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL.startsWith("file:")
      ? { provider: "sqlite", file: path.resolve(cwd, e.DATABASE_URL.slice("file:".length)) }
      : { provider: "postgresql", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX },
    dataDir: path.resolve(cwd, e.DATA_DIR),
    authSecret: e.AUTH_SECRET,
    siteUrl,
    trustProxy: e.TRUST_PROXY,
    ephemeralFileSystem: Boolean(env.VERCEL || env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secureCookies,
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

let cached: ServerConfig | undefined;

/** The process's configuration, parsed on first use and then reused. */
export function loadServerConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
