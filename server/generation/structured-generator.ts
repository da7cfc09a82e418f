import type { z } from "zod";
import type { ProviderFailureDetails } from "../errors";

/**
 * What the generation engine asks of a language-model provider: one structured
 * result for a prompt, with partial results while it is being written.
 */
export interface StructuredRequest<Schema extends z.ZodType> {
  schema: Schema;
  system: string;
  prompt: string;
  /** Aborted when the client goes away or the server shuts down. */
  signal: AbortSignal;
  /** Called with each partial object as the model writes it. */
  onPartial?: (partial: unknown) => void;
  /** While the call waits for a free slot (AI_MAX_CONCURRENCY): its place, 1 being next; 0 when it starts. */
  onQueued?: (position: number) => void;
  /** An attempt failed (cut off, unreadable) and is tried once more: what failed, for the log. */
  onRetry?: (details: ProviderFailureDetails) => void;
  /** 0 (precise) to 1 (creative); from the user's AI preferences. */
  temperature?: number;
}

export interface StructuredGenerator {
  /** For the start-up summary and the result label, e.g. "openai gpt-4o-mini". */
  readonly label: string;
  generate<Schema extends z.ZodType>(request: StructuredRequest<Schema>): Promise<z.infer<Schema>>;
}
