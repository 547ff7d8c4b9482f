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

// --- AI chef ----------------------------------------------------------------------------------

const CHEF_PROVIDERS = ["catalog", "huggingface", "openai-compatible"] as const;

export type ChefProviderName = (typeof CHEF_PROVIDERS)[number];

/** The hosted model the seed names: an instruction-tuned mixture of experts. */
export const DEFAULT_CHEF_MODEL = "mistralai/Mixtral-8x7B-Instruct-v0.1";

const chefEnvSchema = z.object({
  AI_CHEF_PROVIDER: z
    .enum(CHEF_PROVIDERS, { message: `must be one of ${CHEF_PROVIDERS.join(", ")}` })
    .optional(),
  HF_TOKEN: z.string().trim().min(8, "looks too short to be a Hugging Face token (hf_…)").optional(),
  AI_CHEF_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/-]{1,200}$/, "must be a model id such as mistralai/Mixtral-8x7B-Instruct-v0.1")
    .default(DEFAULT_CHEF_MODEL),
  AI_CHEF_INFERENCE_PROVIDER: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,50}$/, "must be an inference provider's name such as together, novita or auto")
    .optional(),
  AI_CHEF_ENDPOINT_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://127.0.0.1:8080/v1" })
    .optional(),
  AI_CHEF_API_KEY: z.string().trim().min(1).optional(),
  AI_CHEF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_CHEF_RECIPES_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
});

type ChefLimits = {
  /** How long the provider may take for a whole answer. */
  timeoutMs: number;
  /** Each cook's quota. */
  recipesPer10Minutes: number;
};

/** Which chef answers, and what it needs. Secrets stay on the server (lib/chef is server-only). */
export type ChefConfig = ChefLimits &
  (
    | { provider: "catalog" }
    | { provider: "huggingface"; token: string; model: string; inferenceProvider: string | undefined }
    | { provider: "openai-compatible"; endpointUrl: string; apiKey: string | undefined; model: string }
  );

/**
 * The AI chef's settings. The provider follows from what is set (an endpoint URL, else a
 * Hugging Face token, else the embedded catalog) unless AI_CHEF_PROVIDER names it; settings that
 * contradict each other stop the start rather than quietly pick one.
 */
export function parseChefConfig(env: Record<string, string | undefined>): ChefConfig {
  const e = parseEnv(chefEnvSchema, Object.fromEntries(Object.keys(chefEnvSchema.shape).map((key) => [key, env[key]])));
  const problem = (variable: string, message: string) =>
    new ConfigError(`Invalid configuration (see .env.example):\n  ${variable}: ${message}`);

  if (!e.AI_CHEF_PROVIDER && e.AI_CHEF_ENDPOINT_URL && e.HF_TOKEN) {
    throw problem(
      "AI_CHEF_PROVIDER",
      "both AI_CHEF_ENDPOINT_URL and HF_TOKEN are set; set AI_CHEF_PROVIDER to openai-compatible or huggingface to choose",
    );
  }
  const provider =
    e.AI_CHEF_PROVIDER ?? (e.AI_CHEF_ENDPOINT_URL ? "openai-compatible" : e.HF_TOKEN ? "huggingface" : "catalog");
  const limits: ChefLimits = { timeoutMs: e.AI_CHEF_TIMEOUT_MS, recipesPer10Minutes: e.AI_CHEF_RECIPES_PER_10_MINUTES };

  if (e.AI_CHEF_API_KEY && provider !== "openai-compatible") {
    throw problem("AI_CHEF_API_KEY", `is only used with AI_CHEF_PROVIDER=openai-compatible (the chef is ${provider})`);
  }
  if (e.AI_CHEF_ENDPOINT_URL && provider !== "openai-compatible") {
    throw problem("AI_CHEF_ENDPOINT_URL", `is only used with AI_CHEF_PROVIDER=openai-compatible (the chef is ${provider})`);
  }
  if (e.AI_CHEF_INFERENCE_PROVIDER && provider !== "huggingface") {
    throw problem("AI_CHEF_INFERENCE_PROVIDER", `is only used with AI_CHEF_PROVIDER=huggingface (the chef is ${provider})`);
  }
  switch (provider) {
    case "catalog":
      return { provider, ...limits };
    case "huggingface":
      if (!e.HF_TOKEN) throw problem("HF_TOKEN", "must be set when AI_CHEF_PROVIDER=huggingface");
      return { provider, token: e.HF_TOKEN, model: e.AI_CHEF_MODEL, inferenceProvider: e.AI_CHEF_INFERENCE_PROVIDER, ...limits };
    case "openai-compatible":
      if (!e.AI_CHEF_ENDPOINT_URL) {
        throw problem("AI_CHEF_ENDPOINT_URL", "must be set when AI_CHEF_PROVIDER=openai-compatible");
      }
      return { provider, endpointUrl: e.AI_CHEF_ENDPOINT_URL, apiKey: e.AI_CHEF_API_KEY, model: e.AI_CHEF_MODEL, ...limits };
  }
}

let cachedChef: ChefConfig | undefined;

/** The AI chef's settings, parsed on first use and then reused. */
export function loadChefConfig(): ChefConfig {
  cachedChef ??= parseChefConfig(process.env);
  return cachedChef;
}
