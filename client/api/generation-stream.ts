import type { z } from "zod";
import { errorStatus, type ErrorCode } from "@shared/api-error";
import {
  errorEventSchema,
  generationResponseSchema,
  partialEventSchema,
  queuedEventSchema,
  type GenerationEvent,
} from "@shared/generation/stream";
import { writingTools, type ToolRequest, type WritingToolKey } from "@shared/tools";
import { ApiError } from "../lib/api";
import { postEventStream } from "../lib/event-stream";

/** An answer that does not follow the shared contract: this page and the server disagree. */
export class AnswerFormatError extends Error {
  constructor(what: string, issues?: readonly z.core.$ZodIssue[]) {
    const first = issues?.[0];
    const where = first ? ` (${first.path.join(".") || "answer"}: ${first.message})` : "";
    super(
      `The server's ${what} could not be read${where}. Reload the page to get the latest version, then try again.`,
    );
    this.name = "AnswerFormatError";
  }
}

function json(data: string, what: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new AnswerFormatError(what);
  }
}

/** Checks one event of a tool's stream against the shared contract. */
export function parseGenerationEvent<K extends WritingToolKey>(
  tool: K,
  event: { event: string; data: string },
): GenerationEvent<K> | null {
  const noun = writingTools[tool].noun;
  switch (event.event) {
    case "partial": {
      const parsed = partialEventSchema.safeParse({
        event: "partial",
        data: json(event.data, `draft of the ${noun}`),
      });
      if (!parsed.success) throw new AnswerFormatError(`draft of the ${noun}`, parsed.error.issues);
      return parsed.data;
    }
    case "queued": {
      const parsed = queuedEventSchema.safeParse({
        event: "queued",
        data: json(event.data, "place in the queue"),
      });
      if (!parsed.success) throw new AnswerFormatError("place in the queue", parsed.error.issues);
      return parsed.data;
    }
    case "result": {
      const parsed = generationResponseSchema(tool).safeParse(json(event.data, noun));
      if (!parsed.success) throw new AnswerFormatError(noun, parsed.error.issues);
      return { event: "result", data: parsed.data };
    }
    case "error": {
      const parsed = errorEventSchema.safeParse({
        event: "error",
        data: json(event.data, "error"),
      });
      if (!parsed.success) throw new AnswerFormatError("error", parsed.error.issues);
      return parsed.data;
    }
    default:
      // An event this version does not know (a keep-alive, a later addition) is skipped.
      return null;
  }
}

/** A stream's `error` event as the same ApiError a JSON error answer gives. */
export function streamError(body: z.infer<typeof errorEventSchema>["data"]): ApiError {
  const code = body.error.code;
  const status = code in errorStatus ? errorStatus[code as ErrorCode] : 500;
  return new ApiError(status, JSON.stringify(body));
}

/**
 * Generates with a writing tool, yielding each event of its answer once it is checked
 * against the shared contract. A JSON answer (no stream) arrives as one `result`.
 */
export async function* generationEvents<K extends WritingToolKey>(
  tool: K,
  request: ToolRequest<K>,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent<K>, void, undefined> {
  for await (const raw of postEventStream(writingTools[tool].generatePath, request, signal)) {
    const event = parseGenerationEvent(tool, raw);
    if (event) yield event;
  }
}
