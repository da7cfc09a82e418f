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
}

/** A label for logs and the start-up summary: provider, model and host, never the key. */
export function describeAi(config: AiConfig): string {
  if (config.provider === "offline") return "offline composer";
  const parts: string[] = [config.provider, config.model];
  if (config.baseUrl) parts.push(`at ${safeOrigin(config.baseUrl)}`);
  return parts.join(" ");
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
