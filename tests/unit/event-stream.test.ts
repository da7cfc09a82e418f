import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../client/lib/api";
import { postEventStream } from "../../client/lib/event-stream";
import { AnswerFormatError, parseGenerationEvent } from "../../client/api/generation-stream";

/**
 * The browser's stream reader against a real HTTP server that writes its answer in the
 * chunks each test chooses, pausing between them so they arrive apart.
 */
let server: Server;
let origin = "";
let answer: { status?: number; type: string; chunks: string[] } = { type: "", chunks: [] };

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      void (async () => {
        response.writeHead(answer.status ?? 200, { "content-type": answer.type });
        for (const chunk of answer.chunks) {
          response.write(chunk);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function read(type: string, chunks: string[], status?: number) {
  answer = { type, chunks, ...(status ? { status } : {}) };
  const events: Array<{ event: string; data: string }> = [];
  for await (const event of postEventStream(`${origin}/stream`, {})) events.push(event);
  return events;
}

const sse = "text/event-stream; charset=utf-8";

describe("postEventStream", () => {
  it("reads events split anywhere across chunks", async () => {
    const body =
      'event: partial\ndata: {"index":0,"partial":{"title":"Hope"}}\n\nevent: result\ndata: {"ok":true}\n\n';
    const expected = [
      { event: "partial", data: '{"index":0,"partial":{"title":"Hope"}}' },
      { event: "result", data: '{"ok":true}' },
    ];
    // Every split point of the body, including inside "event:", the data and the blank line.
    for (const at of [1, 7, 15, 40, body.indexOf("\n\n") + 1, body.length - 1]) {
      expect(await read(sse, [body.slice(0, at), body.slice(at)])).toEqual(expected);
    }
    expect(await read(sse, [...body])).toEqual(expected);
  });

  it("accepts CRLF and CR line endings, comments and multi-line data", async () => {
    const events = await read(sse, [
      ": keep-alive\r\n\r\n",
      "event: partial\r\ndata: one\r\ndata: two\r\n\r\n",
      "event: result\rdata: three\r\r",
    ]);
    expect(events).toEqual([
      { event: "partial", data: "one\ntwo" },
      { event: "result", data: "three" },
    ]);
  });

  it("names an event without a name 'message' and keeps a last event without its blank line", async () => {
    expect(await read(sse, ["data: first\n\n", "event: result\ndata: last"])).toEqual([
      { event: "message", data: "first" },
      { event: "result", data: "last" },
    ]);
  });

  it("gives a plain JSON answer (no stream) as one result event", async () => {
    expect(await read("application/json", ['{"sermons":', "[]}"])).toEqual([
      { event: "result", data: '{"sermons":[]}' },
    ]);
  });

  it("throws the API's error for an answer that is not OK", async () => {
    const failure = read(
      "application/json",
      ['{"error":{"code":"rate_limited","message":"Slow down"}}'],
      429,
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, body: { message: "Slow down" } });
  });
});

describe("parseGenerationEvent", () => {
  const item = {
    title: "Hope",
    approach: "Pastoral",
    mainPoints: ["One", "Two"],
    callToAction: "Respond",
    scriptureCheck: { translation: "web", references: [], invalidCount: 0, misquotedCount: 0 },
    source: "offline",
  };

  it("gives a well-formed result as the typed event", () => {
    const event = parseGenerationEvent("sermon", {
      event: "result",
      data: JSON.stringify({ sermons: [item] }),
    });
    // An item from before the composer listed details to fill in, or corrected scripture,
    // reads with none of either.
    expect(event).toEqual({
      event: "result",
      data: { sermons: [{ ...item, toFill: [], corrections: [] }] },
    });
  });

  it("says clearly which part of a result does not parse", () => {
    const broken = { sermons: [{ ...item, mainPoints: "not a list" }] };
    expect(() =>
      parseGenerationEvent("sermon", { event: "result", data: JSON.stringify(broken) }),
    ).toThrow(AnswerFormatError);
    expect(() =>
      parseGenerationEvent("sermon", { event: "result", data: JSON.stringify(broken) }),
    ).toThrow(
      /The server's sermon could not be read \(sermons\.0\.mainPoints: .+\)\. Reload the page/,
    );
  });

  it("rejects data that is not JSON, and an error event without the error shape", () => {
    expect(() => parseGenerationEvent("prayer", { event: "partial", data: "{not json" })).toThrow(
      "The server's draft of the prayer could not be read. Reload the page to get the latest version, then try again.",
    );
    expect(() =>
      parseGenerationEvent("prayer", { event: "error", data: '{"message":"no code"}' }),
    ).toThrow(AnswerFormatError);
  });

  it("skips an event this version does not know", () => {
    expect(parseGenerationEvent("email", { event: "ping", data: "{}" })).toBeNull();
  });
});
