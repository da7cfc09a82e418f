import path from "node:path";
import type { AiConfig } from "../../generation/ai-config";

/** How images are made and kept. Read from the environment by server/config.ts. */
export interface ImageConfig {
  /** "openai": an OpenAI image model through the AI SDK; "offline": scripture art drawn here. */
  provider: "offline" | "openai";
  /** The OpenAI image model (dall-e-3 draws the product's three sizes exactly). */
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** The folder the local store keeps image files in. */
  dir: string;
  /** An S3-compatible bucket instead of the folder (S3_BUCKET). */
  objectStorage?: ObjectStorageConfig;
  limits: { perMinute: number; perDay: number };
}

export interface ObjectStorageConfig {
  bucket: string;
  /** For S3-compatible stores (R2, MinIO, Spaces …); unset means AWS S3. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (https://host/bucket/key), as most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, shared files, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Starts every object key, e.g. "images/". */
  prefix: string;
}

export interface ImageEnv {
  IMAGE_PROVIDER: "auto" | "offline" | "openai";
  IMAGE_MODEL: string;
  IMAGE_DIR?: string | undefined;
  IMAGE_RATE_PER_MINUTE: number;
  IMAGE_DAILY_CAP: number;
  OPENAI_API_KEY?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PREFIX: string;
}

/**
 * "auto" uses OpenAI's image model when the language model is OpenAI's too (same key
 * and base URL) and offline art otherwise; "openai" with another language provider
 * needs OPENAI_API_KEY.
 */
export function imageConfigFrom(
  env: ImageEnv,
  ai: AiConfig,
  dataDir: string,
): { config: ImageConfig } | { error: string } {
  const provider =
    env.IMAGE_PROVIDER === "auto"
      ? ai.provider === "openai"
        ? "openai"
        : "offline"
      : env.IMAGE_PROVIDER;
  const base = {
    provider,
    model: env.IMAGE_MODEL,
    dir: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, "images")),
    limits: { perMinute: env.IMAGE_RATE_PER_MINUTE, perDay: env.IMAGE_DAILY_CAP },
    ...(env.S3_BUCKET ? { objectStorage: objectStorageFrom(env, env.S3_BUCKET) } : {}),
  } as const;
  if (!env.S3_BUCKET && (env.S3_ACCESS_KEY_ID || env.S3_ENDPOINT)) {
    return { error: "S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set" };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return { error: "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" };
  }
  if (provider === "offline") return { config: base };
  const sharesAi = ai.provider === "openai";
  const apiKey = sharesAi ? ai.apiKey : env.OPENAI_API_KEY;
  if (!apiKey) {
    return {
      error: "OPENAI_API_KEY: required when IMAGE_PROVIDER=openai and AI_PROVIDER is not openai",
    };
  }
  return {
    config: {
      ...base,
      apiKey,
      ...(sharesAi && ai.baseUrl ? { baseUrl: ai.baseUrl } : {}),
    },
  };
}

function objectStorageFrom(env: ImageEnv, bucket: string): ObjectStorageConfig {
  return {
    bucket,
    region: env.S3_REGION,
    // S3-compatible stores mostly want the bucket in the path; AWS's own, in the host.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : {}),
  };
}

export function describeObjectStorage(config: ObjectStorageConfig): string {
  return `object storage bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
}

/** For the start-up summary: never the key. */
export function describeImages(config: ImageConfig): string {
  const files = config.objectStorage ? describeObjectStorage(config.objectStorage) : config.dir;
  return config.provider === "openai"
    ? `OpenAI ${config.model}, files in ${files}`
    : `offline scripture art, files in ${files}`;
}
