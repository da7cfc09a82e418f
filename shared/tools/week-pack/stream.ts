import { z } from "zod";
import { errorEventSchema, partialEventSchema, queuedEventSchema } from "../../generation/stream";
import { packPieceTypeKeys } from "./definition";
import type { PackPieceView } from "./schemas";

/**
 * The contract of a week pack piece's answer, JSON or a server-sent event stream, shared by
 * the server that writes it and the client that checks every event it reads. The stream has
 * the writing tools' events: `queued` (its place while it waits for the model), `partial`
 * (the piece's fields as they are written: the whole fields first, then only what changed),
 * then one `result` (the piece written and saved, as the JSON answer) or one `error`.
 */

/** A piece written and saved: its view on the review screen, and the placeholders left in it. */
export type WrittenPieceView = PackPieceView & { toFill?: string[] };

export const writtenPieceSchema = z.looseObject({
  id: z.string(),
  type: z.enum(packPieceTypeKeys),
  label: z.string(),
  status: z.enum(["pending", "draft", "approved"]),
  itemId: z.string().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  result: z.record(z.string(), z.unknown()).optional(),
  scriptureCheck: z.unknown().optional(),
  source: z.enum(["offline", "ai"]).optional(),
  toFill: z.array(z.string()).optional(),
}) satisfies z.ZodType<WrittenPieceView>;

/** Every event of a piece's stream. */
export const pieceEventSchema = z.discriminatedUnion("event", [
  partialEventSchema,
  queuedEventSchema,
  z.object({ event: z.literal("result"), data: writtenPieceSchema }),
  errorEventSchema,
]);

export type PieceEvent = z.infer<typeof pieceEventSchema>;
