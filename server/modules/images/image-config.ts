import path from "node:path";
import type { AiConfig } from "../../generation/ai-config";

/** How images are made and kept. Read from the environment by server/config.ts. */
export interface ImageConfig {
  /** "openai": an OpenAI image model through the AI SDK; "offline": scripture art drawn here. */
  provider: "offline" | "openai";
  /** The OpenAI image model (dall-e-3 draws the spec's three sizes exactly). */
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** The folder the local store keeps image files in. */
  dir: string;
  limits: { perMinute: number; perDay: number };
}

export interface ImageEnv {
  IMAGE_PROVIDER: "auto" | "offline" | "openai";
  IMAGE_MODEL: string;
  IMAGE_DIR?: string | undefined;
  IMAGE_RATE_PER_MINUTE: number;
  IMAGE_DAILY_CAP: number;
  OPENAI_API_KEY?: string | undefined;
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
  } as const;
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

/** For the start-up summary: never the key. */
export function describeImages(config: ImageConfig): string {
  return config.provider === "openai"
    ? `OpenAI ${config.model}, files in ${config.dir}`
    : `offline scripture art, files in ${config.dir}`;
}
