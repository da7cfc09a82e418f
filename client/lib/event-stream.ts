import { ApiError } from "./api";

/** One server-sent event: its name ("message" when the server gave none) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Parses one event block (the lines between blank lines) of a text/event-stream body. */
export function parseEventBlock(block: string): StreamEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : null;
}

const blankLine = /\r\n\r\n|\n\n|\r\r/;

/**
 * POSTs JSON and yields the server-sent events of the answer as they arrive. A non-OK
 * answer throws ApiError, as apiRequest does. Aborting the signal (or leaving the loop
 * early) cancels the request. A server that answers with plain JSON instead of a
 * stream yields that answer as a single "result" event.
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

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let match = blankLine.exec(buffer);
      while (match) {
        const block = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        const event = parseEventBlock(block);
        if (event) yield event;
        match = blankLine.exec(buffer);
      }
      if (done) break;
    }
    const last = parseEventBlock(buffer);
    if (last) yield last;
  } finally {
    // Leaving early (an error event, an abort, an unmount) stops the download.
    reader.cancel().catch(() => undefined);
  }
}
