import { errorStatus, type ErrorCode } from "@shared/api-error";
import { applyPartialEvent } from "@shared/generation/stream";
import type { PackOutline, PackView } from "@shared/tools/week-pack/schemas";
import type { PackRefinement } from "@shared/tools/week-pack/definition";
import {
  pieceEventSchema,
  type PieceEvent,
  type WrittenPieceView,
} from "@shared/tools/week-pack/stream";
import { packViewSchema } from "@shared/tools/week-pack/view";
import { ApiError, apiRequest } from "../lib/api";
import { postEventStream, type StreamEvent } from "../lib/event-stream";

/** The week pack's calls, each answer parsed with its shared schema. */

export type PackSourceInput =
  { kind: "library"; id: string } | { kind: "text"; text: string; filename?: string };

export async function createPack(source: PackSourceInput): Promise<PackView> {
  return packViewSchema.parse(await (await apiRequest("POST", "/api/packs", { source })).json());
}

export async function saveOutline(id: string, outline: PackOutline): Promise<PackView> {
  return packViewSchema.parse(
    await (await apiRequest("PUT", `/api/packs/${id}/outline`, { outline })).json(),
  );
}

/** How a piece's writing is going, as its stream tells: the page shows it on the piece's card. */
export type PieceProgress =
  | { kind: "queued"; position: number }
  /** The fields written so far. */
  | { kind: "partial"; partial: Record<string, unknown> };

/** An answer that does not follow the shared contract: this page and the server disagree. */
function unreadable(): Error {
  return new Error(
    "The server's answer could not be read. Reload the page to get the latest version, then try again.",
  );
}

function parseEvent(raw: StreamEvent): PieceEvent | null {
  if (!["partial", "queued", "result", "error"].includes(raw.event)) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch {
    throw unreadable();
  }
  const parsed = pieceEventSchema.safeParse({ event: raw.event, data });
  if (!parsed.success) throw unreadable();
  return parsed.data;
}

/**
 * Writes a piece (a first draft, a regenerate, or a refinement of its draft) and gives it once
 * saved. The answer streams: `onProgress` hears the place in the queue for the model and the
 * fields as they are written. A failure throws the server's error (ApiError), after any fields
 * written were heard.
 */
export async function writePiece(
  id: string,
  piece: string,
  /** A refinement of its draft, or Continue: the fields a stopped writing had written. */
  refine?: PackRefinement | { continueFrom: Record<string, unknown> },
  onProgress: (progress: PieceProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<WrittenPieceView> {
  let text = "";
  for await (const raw of postEventStream(
    `/api/packs/${id}/pieces/${piece}`,
    typeof refine === "string" ? { refine } : (refine ?? {}),
    signal,
  )) {
    const event = parseEvent(raw);
    if (!event) continue;
    if (event.event === "queued") onProgress({ kind: "queued", position: event.data.position });
    else if (event.event === "partial") {
      let next;
      try {
        next = applyPartialEvent(text, event.data);
      } catch {
        throw unreadable();
      }
      text = next.text;
      onProgress({ kind: "partial", partial: next.partial });
    } else if (event.event === "error") {
      const code = event.data.error.code;
      throw new ApiError(
        code in errorStatus ? errorStatus[code as ErrorCode] : 500,
        JSON.stringify(event.data),
      );
    } else return event.data;
  }
  throw new Error("The connection closed before the piece arrived. Try again.");
}

export async function setPieceStatus(id: string, piece: string, status: "draft" | "approved") {
  await apiRequest("PUT", `/api/packs/${id}/pieces/${piece}/status`, { status });
}
