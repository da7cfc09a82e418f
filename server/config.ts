import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  aiProfiles,
  describeAi,
  describeAiLimits,
  limitsFromSpeed,
  type AiConfig,
} from "./generation/ai-config";
import {
  describeStripe,
  stripeConfigFrom,
  type StripeConfig,
} from "./modules/billing/stripe-config";
import { describeImages, imageConfigFrom, type ImageConfig } from "./modules/images/image-config";

/**
 * The only reader of the environment. Every variable is validated here once; a bad
 * value stops start-up with a message naming the variable. The README's table lists
 * the same variables.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");
const emailList = optionalString.transform((value) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Kingdom Tools <no-reply@localhost>"),
  OUTBOX_DIR: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default("Single sign-on"),
  ADMIN_EMAILS: emailList,
  SUPPORT_EMAIL: z.email().default("support@kingdomtools.example"),
  PRIVACY_EMAIL: z.email().default("privacy@kingdomtools.example"),
  FAMILY_MEDIA_URL: z.url().default("https://www.commonsensemedia.org/"),
  OPERATOR_NAME: z.string().trim().min(1).default("Kingdom Tools"),
  OPERATOR_ADDRESS: optionalString,
  DEMO_BOOKING_URL: optionalUrl,
  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "openai-compatible"]).default("offline"),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  AI_PROFILE: z.enum(["cloud", "local"]).default("cloud"),
  // Unset: the profile's (cloud 120 s and 30 s, local 30 min and 10 min).
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  AI_FIRST_CHUNK_TIMEOUT_MS: z.coerce.number().int().min(500).optional(),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_STRUCTURED_OUTPUTS: z.enum(["true", "false"]).default("true"),
  // Unset: the profile's (cloud 4, local 1).
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(200_000).optional(),
  // How fast the operator's server writes: timeouts derived from it (over the profile's).
  AI_TOKENS_PER_SECOND: z.coerce.number().positive().max(10_000).optional(),
  AI_CHECK_AT_START: z.enum(["true", "false"]).default("true"),
  GENERATION_RATE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  GENERATION_DAILY_CAP: z.coerce.number().int().positive().default(200),
  TRANSCRIBE_PROVIDER: z.enum(["none", "openai", "openai-compatible"]).default("none"),
  TRANSCRIBE_MODEL: optionalString,
  TRANSCRIBE_BASE_URL: optionalUrl,
  TRANSCRIBE_API_KEY: optionalString,
  // Unset: 10 minutes a part from OpenAI, 60 from a server of the church's own (a CPU is slow).
  TRANSCRIBE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(6 * 3_600_000)
    .optional(),
  RECORDING_MAX_MB: z.coerce.number().int().positive().max(20_000).default(4096),
  RECORDING_MAX_MINUTES: z.coerce.number().int().positive().max(600).default(120),
  RECORDING_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  RECORDING_CLIPS_PER_DAY: z.coerce.number().int().positive().max(1000).default(20),
  IMAGE_PROVIDER: z.enum(["auto", "offline", "openai"]).default("auto"),
  IMAGE_MODEL: z.string().trim().min(1).default("dall-e-3"),
  IMAGE_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: z
    .string()
    .regex(/^[\w./-]{0,128}$/, "letters, digits and _ . / - only")
    .default("images/"),
  IMAGE_RATE_PER_MINUTE: z.coerce.number().int().positive().default(5),
  IMAGE_DAILY_CAP: z.coerce.number().int().positive().default(50),
  CONTENT_EMAIL_HOURLY_LIMIT: z.coerce.number().int().positive().default(10),
  CONTENT_EMAIL_DAILY_LIMIT: z.coerce.number().int().positive().default(30),
  CONTENT_EMAIL_TRIAL_DAILY_LIMIT: z.coerce.number().int().positive().default(10),
  CONTENT_EMAIL_RECIPIENT_DAILY_LIMIT: z.coerce.number().int().positive().default(5),
  CONTENT_EMAIL_TRIAL_RECIPIENT_DAILY_LIMIT: z.coerce.number().int().positive().default(2),
  SAVE_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SAVE_DAILY_CAP: z.coerce.number().int().positive().default(300),
  CONTENT_QUOTA_ITEMS: z.coerce.number().int().positive().default(5000),
  CONTENT_QUOTA_MB: z.coerce.number().positive().default(100),
  EMBEDDED_DB_MAX_WAITING: z.coerce.number().int().min(1).default(16),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  RATE_LIMIT_STORE: z.enum(["memory", "database"]).optional(),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "letters, digits and _ : . - only, at most 64")
    .default("kt:"),
  SWORD_PATH: optionalString,
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().positive().default(10),
  SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_BASE: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Embedded: `maxWaiting` queries may wait their turn; beyond them the answer is a 503. */
  database:
    { kind: "embedded"; dir: string; maxWaiting?: number } | { kind: "postgres"; url: string };
  authSecret: string;
  trustProxy: boolean;
  logLevel: Env["LOG_LEVEL"];
  mail: { from: string; smtpUrl: string | undefined; outboxDir: string };
  oauth: {
    google?: OAuthProviderConfig;
    github?: OAuthProviderConfig;
    oidc?: OAuthProviderConfig & { issuerUrl: string; name: string };
  };
  adminEmails: string[];
  supportEmail: string;
  privacyEmail: string;
  familyMediaUrl: string;
  /** Who runs this server, named in the legal pages; the address is shown when set. */
  operator: { name: string; address: string | undefined };
  /** Where the landing page's Schedule Demo button leads; the button hides when unset. */
  demoBookingUrl: string | undefined;
  signInRateLimit: { max: number; windowSeconds: number };
  /** Sign-in attempts on one account from all addresses, but for devices it knows. */
  signInAccountLimit: { max: number; windowSeconds: number };
  /** Accounts one client may create per minute. */
  signUpRatePerMinute: number;
  /** How long a confirmed session is trusted from memory before asking the database again. */
  sessionCacheMs: number;
  /** Where per-route request limits are counted: shared by all instances, or per process. */
  rateLimitStore: "memory" | "database";
  /** Redis for shared counters, rate limits and job ticks instead of PostgreSQL. */
  redisUrl: string | undefined;
  /** Starts every key this product writes to Redis, so others sharing it are left alone. */
  redisKeyPrefix: string;
  ai: AiConfig;
  /** Sermon recordings: who transcribes them (none: captions files only) and their limits. */
  recordings: RecordingsConfig;
  generationLimits: { perMinute: number; perDay: number };
  /** The image creator: provider, storage folder and per-user limits. */
  images: ImageConfig;
  /** Library items (sermons and others) one user may email per hour. */
  contentEmailHourlyLimit: number;
  /** "Deliver to Inbox" per day: messages per account and per recipient, lower in a trial. */
  contentEmailDailyLimits: {
    subscriber: { perDay: number; perRecipient: number };
    trial: { perDay: number; perRecipient: number };
  };
  /** The six save routes: saves per user per minute and day, and each user's storage quota. */
  contentStorage: {
    savesPerMinute: number;
    savesPerDay: number;
    maxItems: number;
    maxBytes: number;
  };
  /** Extra folders holding SWORD modules, searched before /usr/share/sword and ~/.sword. */
  swordPath: string | undefined;
  /** Stripe keys and prices; undefined when payments are not configured (trial only). */
  stripe: StripeConfig | undefined;
}

const defaultModels = { openai: "gpt-4o-mini", anthropic: "claude-sonnet-4-5" } as const;

export interface RecordingsConfig {
  transcribe:
    | { provider: "none" }
    | {
        provider: "openai" | "openai-compatible";
        model: string;
        baseUrl?: string;
        apiKey?: string;
        /** How long one part may take to be answered before it is given up. */
        timeoutMs: number;
      };
  maxBytes: number;
  maxDurationMs: number;
  /** Days a recording is kept after its transcript is made, so clips can be cut from it. */
  retentionDays: number;
  /** Clips one user may render a day. */
  clipsPerDay: number;
}

function recordingsConfig(env: Env): RecordingsConfig {
  const provider = env.TRANSCRIBE_PROVIDER;
  const limits = {
    maxBytes: env.RECORDING_MAX_MB * 1024 * 1024,
    maxDurationMs: env.RECORDING_MAX_MINUTES * 60_000,
    retentionDays: env.RECORDING_RETENTION_DAYS,
    clipsPerDay: env.RECORDING_CLIPS_PER_DAY,
  };
  if (provider === "none") return { transcribe: { provider }, ...limits };
  const apiKey =
    env.TRANSCRIBE_API_KEY ??
    (provider === "openai" ? (env.AI_API_KEY ?? env.OPENAI_API_KEY) : undefined);
  if (provider === "openai" && !apiKey)
    throw new ConfigError(
      "TRANSCRIBE_API_KEY: required when TRANSCRIBE_PROVIDER=openai (or set OPENAI_API_KEY)",
    );
  if (provider === "openai-compatible" && !env.TRANSCRIBE_BASE_URL)
    throw new ConfigError(
      "TRANSCRIBE_BASE_URL: required when TRANSCRIBE_PROVIDER=openai-compatible (e.g. http://localhost:8080/v1)",
    );
  const model = env.TRANSCRIBE_MODEL ?? (provider === "openai" ? "whisper-1" : undefined);
  if (!model)
    throw new ConfigError("TRANSCRIBE_MODEL: required when TRANSCRIBE_PROVIDER=openai-compatible");
  return {
    transcribe: {
      provider,
      model,
      ...(env.TRANSCRIBE_BASE_URL ? { baseUrl: env.TRANSCRIBE_BASE_URL } : {}),
      ...(apiKey ? { apiKey } : {}),
      timeoutMs: env.TRANSCRIBE_TIMEOUT_MS ?? (provider === "openai" ? 600_000 : 3_600_000),
    },
    ...limits,
  };
}

function aiConfig(env: Env): AiConfig {
  const provider = env.AI_PROVIDER;
  const apiKey =
    env.AI_API_KEY ??
    (provider === "openai"
      ? env.OPENAI_API_KEY
      : provider === "anthropic"
        ? env.ANTHROPIC_API_KEY
        : undefined);
  if ((provider === "openai" || provider === "anthropic") && !apiKey) {
    throw new ConfigError(
      `AI_API_KEY: required when AI_PROVIDER=${provider} (or set ${provider.toUpperCase()}_API_KEY)`,
    );
  }
  if (provider === "openai-compatible" && !env.AI_BASE_URL) {
    throw new ConfigError(
      "AI_BASE_URL: required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)",
    );
  }
  if (provider === "openai-compatible" && !env.AI_MODEL) {
    throw new ConfigError("AI_MODEL: required when AI_PROVIDER=openai-compatible");
  }
  const model =
    env.AI_MODEL ??
    (provider === "openai" || provider === "anthropic" ? defaultModels[provider] : "");
  const profile = {
    ...aiProfiles[env.AI_PROFILE],
    ...(env.AI_TOKENS_PER_SECOND ? limitsFromSpeed(env.AI_TOKENS_PER_SECOND) : {}),
  };
  return {
    provider,
    model,
    ...(env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL } : {}),
    ...(apiKey ? { apiKey } : {}),
    totalTimeoutMs: env.AI_TIMEOUT_MS ?? profile.totalTimeoutMs,
    firstChunkTimeoutMs: env.AI_FIRST_CHUNK_TIMEOUT_MS ?? profile.firstChunkTimeoutMs,
    maxRetries: env.AI_MAX_RETRIES,
    structuredOutputs: env.AI_STRUCTURED_OUTPUTS === "true",
    profile: env.AI_PROFILE,
    maxConcurrency: env.AI_MAX_CONCURRENCY ?? profile.maxConcurrency,
    ...(env.AI_MAX_OUTPUT_TOKENS ? { maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS } : {}),
    checkAtStart: env.AI_CHECK_AT_START === "true",
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function pair(id: string | undefined, secret: string | undefined, name: string) {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  }
  return { clientId: id, clientSecret: secret };
}

/** A development secret kept under the data folder so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = source[name];
      return `${name}: ${issue.message}${value === undefined ? " (not set)" : ""}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const stripe = stripeConfigFrom(env);
  if ("error" in stripe) throw new ConfigError(stripe.error);
  const isProduction = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR);
  const images = imageConfigFrom(env, aiConfig(env), dataDir);
  if ("error" in images) throw new ConfigError(images.error);
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError("AUTH_SECRET: required when NODE_ENV=production (32+ random characters)");
  }
  const oidc = pair(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, "OIDC");
  if (oidc && !env.OIDC_ISSUER_URL) {
    throw new ConfigError("OIDC_ISSUER_URL: required when OIDC_CLIENT_ID is set");
  }
  const oauth: Config["oauth"] = {};
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, "GOOGLE");
  const github = pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, "GITHUB");
  if (google) oauth.google = google;
  if (github) oauth.github = github;
  if (oidc && env.OIDC_ISSUER_URL) {
    oauth.oidc = { ...oidc, issuerUrl: env.OIDC_ISSUER_URL, name: env.OIDC_NAME };
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : {
          kind: "embedded",
          dir: path.join(dataDir, "db"),
          maxWaiting: env.EMBEDDED_DB_MAX_WAITING,
        },
    authSecret: env.AUTH_SECRET ?? developmentSecret(dataDir),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    mail: {
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    },
    oauth,
    adminEmails: env.ADMIN_EMAILS,
    supportEmail: env.SUPPORT_EMAIL,
    privacyEmail: env.PRIVACY_EMAIL,
    familyMediaUrl: env.FAMILY_MEDIA_URL,
    operator: { name: env.OPERATOR_NAME, address: env.OPERATOR_ADDRESS },
    demoBookingUrl: env.DEMO_BOOKING_URL,
    signInRateLimit: {
      max: env.SIGN_IN_RATE_LIMIT,
      windowSeconds: env.SIGN_IN_RATE_WINDOW_SECONDS,
    },
    signInAccountLimit: {
      max: env.SIGN_IN_ACCOUNT_LIMIT,
      windowSeconds: env.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    },
    signUpRatePerMinute: env.SIGN_UP_RATE_LIMIT,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    // With PostgreSQL several instances may run, so limits are counted there; the embedded
    // database belongs to one process, whose memory counts exactly and costs nothing.
    rateLimitStore: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? "database" : "memory"),
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    ai: aiConfig(env),
    recordings: recordingsConfig(env),
    generationLimits: {
      perMinute: env.GENERATION_RATE_PER_MINUTE,
      perDay: env.GENERATION_DAILY_CAP,
    },
    images: images.config,
    contentEmailHourlyLimit: env.CONTENT_EMAIL_HOURLY_LIMIT,
    contentEmailDailyLimits: {
      subscriber: {
        perDay: env.CONTENT_EMAIL_DAILY_LIMIT,
        perRecipient: env.CONTENT_EMAIL_RECIPIENT_DAILY_LIMIT,
      },
      trial: {
        perDay: env.CONTENT_EMAIL_TRIAL_DAILY_LIMIT,
        perRecipient: env.CONTENT_EMAIL_TRIAL_RECIPIENT_DAILY_LIMIT,
      },
    },
    contentStorage: {
      savesPerMinute: env.SAVE_RATE_PER_MINUTE,
      savesPerDay: env.SAVE_DAILY_CAP,
      maxItems: env.CONTENT_QUOTA_ITEMS,
      maxBytes: Math.round(env.CONTENT_QUOTA_MB * 1024 * 1024),
    },
    swordPath: env.SWORD_PATH,
    stripe: stripe.config,
  };
}

/** What start-up prints: enough to see how the server is wired, never a secret. */
export function configSummary(config: Config): Record<string, string> {
  const database =
    config.database.kind === "embedded"
      ? `embedded PGlite at ${config.database.dir}`
      : `PostgreSQL at ${redactUrl(config.database.url)}`;
  const oauth = Object.keys(config.oauth);
  return {
    mode: config.env,
    url: config.publicUrl,
    database,
    aiProvider: describeAi(config.ai),
    ...(config.ai.provider === "offline" ? {} : { aiLimits: describeAiLimits(config.ai) }),
    images: describeImages(config.images),
    recordings:
      config.recordings.transcribe.provider === "none"
        ? "captions and transcript files only (TRANSCRIBE_PROVIDER unset)"
        : `${config.recordings.transcribe.provider} ${config.recordings.transcribe.model}${config.recordings.transcribe.baseUrl ? ` at ${redactUrl(config.recordings.transcribe.baseUrl)}` : ""}`,
    email: config.mail.smtpUrl
      ? `SMTP via ${redactUrl(config.mail.smtpUrl)}`
      : `outbox folder ${config.mail.outboxDir}`,
    payments: describeStripe(config.stripe),
    sharedLimits: config.redisUrl ? `Redis at ${redactUrl(config.redisUrl)}` : "the database",
    signIn: oauth.length > 0 ? `email and password, ${oauth.join(", ")}` : "email and password",
  };
}

function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname === "/" ? "" : url.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}
