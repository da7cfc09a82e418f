import { z } from "zod";
import { socialPostSchema } from "./social-posts";
import { scriptureCorrectionSchema } from "./scripture-corrections";
import { refinementKinds } from "./refinement";
import { apiErrorSchema } from "../api-error";
import { scriptureCheckSchema } from "../scripture/check-result";
import { writingTools, type ToolResult, type WritingToolKey } from "../tools";
import { toolSchemas } from "../tools/schemas";

/**
 * The contract of a writing tool's answer, JSON or a server-sent event stream, shared by
 * the server that writes it and the client that checks every event it reads.
 *
 * A stream sends `partial` events while the result is being written (the fields so far),
 * then one `result` (the same body as the JSON answer) or one `error` (the API's error body).
 */

/** Where a draft came from: the configured model, or the offline composer. */
export const itemSourceSchema = z.enum(["offline", "ai"]);

/** What the server adds to a tool's result in its answer. */
const generatedDetailsSchema = z.object({
  scriptureCheck: scriptureCheckSchema,
  source: itemSourceSchema,
  /** The model that wrote a model's draft, for its label. */
  model: z.string().max(80).optional(),
  /** Placeholders left in the draft ("[date]"): details the request did not give. */
  toFill: z.array(z.string()).default([]),
  /** A multi-platform social request: one post per platform. */
  posts: z.array(socialPostSchema).optional(),
  /** What was corrected or flagged in a model's scripture before the pastor saw it. */
  corrections: z.array(scriptureCorrectionSchema).default([]),
  /** An offline draft: where each result field's words come from, by field. */
  sources: z.record(z.string(), z.array(z.string().max(2000)).max(10)).optional(),
  /** An offline draft: the refinements that would change it (the others give the same draft). */
  refinements: z.array(z.enum(refinementKinds)).optional(),
});

export type GeneratedDetails = z.output<typeof generatedDetailsSchema>;

/**
 * One generated result: the tool's fields (its result schema, which strips anything else) and
 * the details beside them (likewise). As an intersection its type is the tool's declared result
 * and the details, for any tool, with no assertion (tests/unit/stream-schema-types.test.ts).
 */
export function generatedItemSchema<K extends WritingToolKey>(tool: K) {
  return z.intersection(toolSchemas[tool].result, generatedDetailsSchema);
}

export type GeneratedItem<K extends WritingToolKey> = ToolResult<K> & GeneratedDetails;

/** The answer's body: { [responseKey]: [item] }. */
export function generationResponseSchema<K extends WritingToolKey>(tool: K) {
  const shape: Record<string, z.ZodArray<ReturnType<typeof generatedItemSchema<K>>>> = {
    [writingTools[tool].responseKey]: z.array(generatedItemSchema(tool)).min(1),
  };
  return z.object(shape);
}

export type GenerationResponse<K extends WritingToolKey> = Record<string, GeneratedItem<K>[]>;

/**
 * The fields written so far: the whole object, or (after the first) only what changed in
 * its JSON text, `text` replacing everything from character `at` on. Resending the whole
 * object with every token cost 356–751 KB of events for a 2 KB draft.
 */
export const partialEventSchema = z.object({
  event: z.literal("partial"),
  data: z.union([
    z.object({ index: z.number().int().min(0), partial: z.record(z.string(), z.unknown()) }),
    z.object({
      index: z.number().int().min(0),
      at: z.number().int().min(0),
      text: z.string(),
    }),
  ]),
});

export type PartialEventData = z.infer<typeof partialEventSchema>["data"];

/**
 * Applies one partial event to the JSON text of the fields so far: the new text and the
 * object it holds. Throws when a change does not apply (a lost event) or is not JSON.
 */
export function applyPartialEvent(
  previous: string,
  data: PartialEventData,
): { text: string; partial: Record<string, unknown> } {
  if ("partial" in data) return { text: JSON.stringify(data.partial), partial: data.partial };
  if (data.at > previous.length) throw new Error("a change to text not received");
  const text = previous.slice(0, data.at) + data.text;
  const partial: unknown = JSON.parse(text);
  if (!partial || typeof partial !== "object" || Array.isArray(partial))
    throw new Error("the fields so far are not an object");
  return { text, partial: partial as Record<string, unknown> };
}

/** The change from one JSON text of the fields so far to the next: the shared start kept. */
export function partialChange(previous: string, next: string): { at: number; text: string } {
  const limit = Math.min(previous.length, next.length);
  let at = 0;
  while (at < limit && previous.charCodeAt(at) === next.charCodeAt(at)) at++;
  return { at, text: next.slice(at) };
}

/** The request waits for a free call to the model: its place (1: next), 0 once it starts. */
export const queuedEventSchema = z.object({
  event: z.literal("queued"),
  data: z.object({ position: z.number().int().min(0) }),
});

export const errorEventSchema = z.object({ event: z.literal("error"), data: apiErrorSchema });

/** Every event of a tool's stream. */
export function generationEventSchema<K extends WritingToolKey>(tool: K) {
  return z.discriminatedUnion("event", [
    partialEventSchema,
    queuedEventSchema,
    z.object({ event: z.literal("result"), data: generationResponseSchema(tool) }),
    errorEventSchema,
  ]);
}

export type GenerationEvent<K extends WritingToolKey> =
  | z.infer<typeof partialEventSchema>
  | z.infer<typeof queuedEventSchema>
  | { event: "result"; data: GenerationResponse<K> }
  | z.infer<typeof errorEventSchema>;

/** What the server keeps of a tool's last generation, and answers GET …/last with. */
export const lastGenerationSchema = z.object({
  request: z.unknown(),
  response: z.unknown(),
  updatedAt: z.string(),
  /** The library item the shown draft was saved as, when it was. */
  savedId: z.string().optional(),
});

/** A tool's save answers with the new library item's id. */
export const savedItemSchema = z.object({ id: z.string(), createdAt: z.string() });
