import { z } from "zod";
import { apiErrorSchema, errorStatus, type ErrorCode } from "@shared/api-error";
import {
  imageApi,
  imageResultSchema,
  imageStages,
  type ImageRequest,
  type ImageResult,
  type ImageStage,
} from "@shared/images/schemas";
import { ApiError, apiRequest } from "../lib/api";
import { postEventStream } from "../lib/event-stream";

/**
 * The image creator's calls: the last image, its removal, and a generation's event stream,
 * each answer parsed with its shared schema.
 */

/** The last image made on this account, or null (204, or an answer of another shape). */
export async function fetchLastImage(): Promise<ImageResult | null> {
  const response = await apiRequest("GET", imageApi.last);
  if (response.status === 204) return null;
  const parsed = imageResultSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

export async function deleteLastImage(): Promise<void> {
  await apiRequest("DELETE", imageApi.last);
}

/** A stream's JSON data parsed with its schema; undefined when it is not JSON or not that shape. */
function parsedData<T>(data: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const stageEventSchema = z.object({ stage: z.enum(imageStages) });

function streamError(data: string): ApiError {
  // Not the API's error body: the general failure message is shown.
  const code = parsedData(data, apiErrorSchema)?.error.code;
  const status = code && code in errorStatus ? errorStatus[code as ErrorCode] : 500;
  return new ApiError(status, data);
}

export type ImageEvent =
  { kind: "stage"; stage: ImageStage } | { kind: "result"; image: ImageResult };

/**
 * POST /api/generate-image as a stream: each stage the server reaches, then the image. An
 * error event is thrown as the API's error (ApiError), with its status and fields.
 */
export async function* imageEvents(
  request: ImageRequest,
  signal: AbortSignal,
): AsyncGenerator<ImageEvent> {
  for await (const event of postEventStream(imageApi.generate, request, signal)) {
    if (event.event === "stage") {
      const stage = parsedData(event.data, stageEventSchema)?.stage;
      if (stage) yield { kind: "stage", stage };
    } else if (event.event === "result") {
      yield { kind: "result", image: imageResultSchema.parse(JSON.parse(event.data)) };
      return;
    } else if (event.event === "error") {
      throw streamError(event.data);
    }
  }
}

/** The image file itself (its unguessable address), for Download. */
export async function imageFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.blob();
}
