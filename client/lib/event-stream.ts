import { createParser, type EventSourceMessage } from "eventsource-parser";
import { ApiError } from "./api";

/** One server-sent event: its name ("message" when the server gave none) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * POSTs JSON and yields the server-sent events of the answer as they arrive (parsed by
 * eventsource-parser: any line ending, events split across chunks). A non-OK answer throws
 * ApiError, as apiRequest does. Aborting the signal (or leaving the loop early) cancels the
 * request. A server that answers with plain JSON instead of a stream yields that answer as
 * a single "result" event.
 */
export async function* postEventStream(
  url: string,
  body: unknown,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent, void, undefined> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !response.body) {
    yield { event: "result", data: await response.text() };
    return;
  }

  const pending: StreamEvent[] = [];
  const parser = createParser({
    onEvent: (message: EventSourceMessage) =>
      pending.push({ event: message.event ?? "message", data: message.data }),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // A last event the server did not close with a blank line still counts.
      parser.feed(done ? "\n\n" : value);
      while (pending.length > 0) yield pending.shift()!;
      if (done) break;
    }
  } finally {
    // Leaving early (an error event, an abort, an unmount) stops the download.
    reader.cancel().catch(() => undefined);
  }
}
