/** Which language-model provider generates results, and how patiently. Read from the environment by server/config.ts. */
export interface AiConfig {
  provider: "offline" | "openai" | "anthropic" | "openai-compatible";
  model: string;
  baseUrl?: string;
  apiKey?: string;
  /** The whole generation, retries included. */
  totalTimeoutMs: number;
  /** From each request to the provider until its first streamed byte, and between chunks after that. */
  firstChunkTimeoutMs: number;
  /** Further attempts after a 429, 408, 409 or 5xx answer (the AI SDK's backoff: 2 s, 4 s, … or Retry-After). */
  maxRetries: number;
  /** Send the JSON schema to the provider (json_schema response format) rather than asking for any JSON object. */
  structuredOutputs: boolean;
  /** "cloud" (a hosted API) or "local" (a model on the church's own server: patient timeouts, one call at a time). */
  profile?: AiProfile;
  /** Calls to the provider at once, across every tool and the week pack; more wait in one queue. */
  maxConcurrency?: number;
  /** The cap on an answer's tokens sent with each call; unset leaves the provider's own. A cut-off answer is tried once more with twice the room. */
  maxOutputTokens?: number;
  /** Send the provider one tiny request at start-up and log how it went. */
  checkAtStart?: boolean;
}

export type AiProfile = "cloud" | "local";

/**
 * Each profile's limits. A hosted API answers in seconds; a 1B-parameter model on a
 * church's CPU took 140 s to read a sermon prompt and writes about 2 tokens a second.
 */
export const aiProfiles: Record<
  AiProfile,
  { totalTimeoutMs: number; firstChunkTimeoutMs: number; maxConcurrency: number }
> = {
  cloud: { totalTimeoutMs: 120_000, firstChunkTimeoutMs: 30_000, maxConcurrency: 4 },
  local: { totalTimeoutMs: 30 * 60_000, firstChunkTimeoutMs: 10 * 60_000, maxConcurrency: 1 },
};

/** The longest prompt (the sermon's, with its passage and notes) and answer, in tokens. */
const longestPromptTokens = 3_000;
const longestAnswerTokens = 1_500;

/**
 * Limits that fit a server the operator measured (AI_TOKENS_PER_SECOND: how fast it writes).
 * Reading a prompt runs about ten times faster than writing on a CPU (140 s for a 2,900-token
 * prompt at 2 tokens a second written); half that is assumed. The whole call allows the
 * longest answer twice (one repair or one retry with more room) after the first words.
 */
export function limitsFromSpeed(tokensPerSecond: number): {
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
} {
  const firstChunkTimeoutMs = Math.ceil((longestPromptTokens / (5 * tokensPerSecond)) * 1000);
  const writingMs = Math.ceil(((2 * longestAnswerTokens) / tokensPerSecond) * 1000);
  return {
    firstChunkTimeoutMs: Math.max(30_000, firstChunkTimeoutMs),
    totalTimeoutMs: Math.max(120_000, firstChunkTimeoutMs + writingMs),
  };
}

/** A label for logs and the start-up summary: provider, model and host, never the key. */
export function describeAi(config: AiConfig): string {
  if (config.provider === "offline") return "offline composer";
  const parts: string[] = [config.provider, config.model];
  if (config.baseUrl) parts.push(`at ${safeOrigin(config.baseUrl)}`);
  if (config.profile === "local") parts.push("(local profile)");
  return parts.join(" ");
}

/** The limits in force, for the start-up summary: "first words within 30 s, 120 s in all, 4 calls at once". */
export function describeAiLimits(config: AiConfig): string {
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  const calls = config.maxConcurrency ?? aiProfiles.cloud.maxConcurrency;
  return [
    `${config.profile ?? "cloud"} profile`,
    `first words within ${seconds(config.firstChunkTimeoutMs)}`,
    `${seconds(config.totalTimeoutMs)} in all`,
    calls === 1 ? "1 call at a time" : `${calls} calls at once`,
    ...(config.maxOutputTokens ? [`answers up to ${config.maxOutputTokens} tokens`] : []),
    ...(config.structuredOutputs
      ? []
      : [
          "structured outputs OFF (the model is not held to the schema; small models fail most tools)",
        ]),
  ].join(", ");
}

/** Only the origin and path: a base URL may carry credentials or a key in its query. */
function safeOrigin(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/$/, "")}`;
  } catch {
    return "(invalid base URL)";
  }
}
