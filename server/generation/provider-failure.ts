import type { ErrorCode } from "@shared/api-error";
import { ProviderFailure, type ProviderFailureDetails, type ProviderFailureKind } from "../errors";
import type { AiConfig } from "./ai-config";

/** What the pastor reads for each kind of failure: "try again", or "tell your administrator". */
const admin = "Please tell the site's administrator; trying again will not help until it is fixed.";
export const failureMessages: Record<ProviderFailureKind, string> = {
  timeout_before_first_words:
    "The AI service did not answer in time. Please try again in a few minutes; if it keeps happening, tell the site's administrator.",
  timeout_while_writing:
    "The AI model was still writing when its time ran out. Please try again; if it keeps happening, tell the site's administrator.",
  busy: "The AI provider is busy right now. Please try again in a minute.",
  server_error: "The AI provider had a problem answering. Please try again in a moment.",
  dropped: "The AI provider stopped answering partway through. Please try again.",
  unreadable:
    "The AI model returned a result we could not read. Please try again; if it keeps happening, tell the site's administrator.",
  junk: "The AI model's draft did not make sense, so it was not kept. Please try again; if it keeps happening, tell the site's administrator.",
  refused: `The AI server refused the request, so it is not set up right for this site. ${admin}`,
  key_rejected: `The AI provider did not accept this server's API key. ${admin}`,
  connection_refused: `This site could not reach its AI server. ${admin}`,
  cut_off: `The AI model's answer was cut off at its length limit. ${admin}`,
};

const failureCodes: Record<ProviderFailureKind, ErrorCode> = {
  timeout_before_first_words: "provider_timeout",
  timeout_while_writing: "provider_timeout",
  busy: "service_unavailable",
  server_error: "provider_error",
  dropped: "provider_error",
  unreadable: "provider_error",
  junk: "provider_error",
  refused: "provider_error",
  key_rejected: "provider_error",
  connection_refused: "provider_error",
  cut_off: "provider_error",
};

const adminKinds = new Set<ProviderFailureKind>([
  "refused",
  "key_rejected",
  "connection_refused",
  "cut_off",
]);

/** What is known of a call when it fails: who was asked, how long it ran, what it wrote. */
export interface CallTrace {
  provider?: string;
  model?: string;
  startedAt: number;
  firstWordsAt?: number;
  characters: number;
  attempts: number;
  finishReason?: string;
  maxOutputTokens?: number;
  /** The limit of the timeout that could have fired: first words, or the whole call. */
  firstChunkTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export function newTrace(config?: AiConfig): CallTrace {
  return {
    ...(config ? { provider: config.provider, model: config.model } : {}),
    startedAt: performance.now(),
    characters: 0,
    attempts: 0,
    ...(config
      ? { firstChunkTimeoutMs: config.firstChunkTimeoutMs, totalTimeoutMs: config.totalTimeoutMs }
      : {}),
  };
}

/** A failure of the kind named, with the trace's model and timings for the log. */
export function providerFailure(
  kind: ProviderFailureKind,
  trace: CallTrace | undefined,
  extra: Partial<ProviderFailureDetails> = {},
  headers?: Record<string, string>,
): ProviderFailure {
  const details: ProviderFailureDetails = {
    kind,
    action: adminKinds.has(kind) ? "admin" : "retry",
    ...(trace?.provider ? { provider: trace.provider } : {}),
    ...(trace?.model ? { model: trace.model } : {}),
    ...(trace
      ? {
          elapsedMs: Math.round(performance.now() - trace.startedAt),
          characters: trace.characters,
          attempts: trace.attempts,
        }
      : {}),
    ...(trace?.firstWordsAt !== undefined
      ? { firstWordsMs: Math.round(trace.firstWordsAt - trace.startedAt) }
      : {}),
    ...(trace?.finishReason ? { finishReason: trace.finishReason } : {}),
    ...(trace?.maxOutputTokens ? { maxOutputTokens: trace.maxOutputTokens } : {}),
    ...extra,
  };
  return new ProviderFailure(failureCodes[kind], failureMessages[kind], details, headers);
}
