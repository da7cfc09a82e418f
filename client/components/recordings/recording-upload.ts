import { Upload, type DetailedError } from "tus-js-client";
import { recordingExtensions } from "@shared/recordings/api";

/** Parts of 8 MB: small enough for a phone's connection to finish one, few enough for an hour's video. */
const partBytes = 8 * 1024 * 1024;

/** What may be given to tus: a File on the page, a Buffer in Node (the tests). */
type UploadInput = ConstructorParameters<typeof Upload>[0];

export interface RecordingUploadHandlers {
  /** Bytes the server has confirmed, of the total. */
  onProgress: (sent: number, total: number) => void;
  /** The upload's address once every byte is in (its last segment is the upload's id). */
  onDone: (url: string) => void;
  /** A plain message for the pastor: the server's own when it gave one. */
  onRefused: (message: string) => void;
  /** Extra request headers (the tests' cookie; the page's requests carry it themselves). */
  headers?: Record<string, string>;
  /** Where the server is: the page's own origin unless given. */
  origin?: string;
  /** Bytes per part (8 MB unless given). */
  partBytes?: number;
  /** Waits between retries of a part (lost connection, busy server). */
  retryDelays?: number[];
}

/** A refusal before any byte is sent: the name does not end as a recording's does. */
export function refusedByName(filename: string): string | null {
  const lower = filename.toLowerCase();
  if (recordingExtensions.some((extension) => lower.endsWith(extension))) return null;
  return `This is not a recording this page takes. Choose audio (.mp3, .m4a, .wav, .aac, .ogg) or video (.mp4, .mov, .webm).`;
}

/** The message for a failed upload: the server's own, or one for its status. */
function messageOf(error: Error): string {
  const response = (error as DetailedError).originalResponse;
  if (!response)
    return "The upload stopped: the connection was lost. Choose the file again to carry on.";
  try {
    const body: unknown = JSON.parse(response.getBody());
    const error: unknown = body && typeof body === "object" && "error" in body ? body.error : null;
    if (
      error &&
      typeof error === "object" &&
      "message" in error &&
      typeof error.message === "string"
    )
      return error.message;
  } catch {
    // tus's own answers are plain text.
  }
  const status = response.getStatus();
  if (status === 413) return "This recording is larger than this server takes.";
  if (status === 401 || status === 403) return "Sign in again to upload a recording.";
  if (status === 429) return "Too many upload requests in the last minute. Please wait a moment.";
  return "The upload could not be finished. Please try again.";
}

/**
 * Uploads a recording in parts with tus (resumable: choosing the same file again after a lost
 * connection carries on where it stopped, tus-js-client remembering the upload by the file's
 * name, size and date in the browser's storage). Returns a function that stops it.
 */
export function uploadRecording(
  input: UploadInput,
  filename: string,
  handlers: RecordingUploadHandlers,
): () => void {
  const upload = new Upload(input, {
    endpoint: `${handlers.origin ?? ""}/api/recordings/uploads`,
    chunkSize: handlers.partBytes ?? partBytes,
    retryDelays: handlers.retryDelays ?? [0, 1000, 3000, 5000, 10_000],
    removeFingerprintOnSuccess: true,
    metadata: { filename },
    headers: handlers.headers ?? {},
    onProgress: handlers.onProgress,
    onSuccess: () => handlers.onDone(upload.url ?? ""),
    onError: (error) => handlers.onRefused(messageOf(error)),
    // A refusal is not retried; a lost connection or a busy server is.
    onShouldRetry: (error) => {
      const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
      return status === 0 || status === 423 || status === 429 || status >= 500;
    },
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    })
    .catch(() => upload.start());
  return () => void upload.abort();
}
