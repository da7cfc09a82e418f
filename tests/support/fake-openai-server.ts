import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for OpenAI's HTTP API (chat completions, JSON and SSE, and image
 * generations), so tests and benchmarks drive the real AI SDK over a real socket.
 * Each request takes the next scripted response from its queue, or the fallback.
 * POST /v1/messages answers the same chat scripts in Anthropic's Messages format.
 */

export type FakeChatResponse =
  /** Answers the way the request asked: SSE for `stream: true`, otherwise a JSON body. */
  | { kind: "reply"; content: string; chunkDelayMs?: number; chunkSize?: number }
  | { kind: "json"; content: string; finishReason?: string }
  /** `finishReason` "length": the answer stopped at the token cap (Anthropic's max_tokens). */
  | {
      kind: "stream";
      content: string;
      chunkDelayMs?: number;
      chunkSize?: number;
      finishReason?: string;
    }
  | FakeStatus
  | { kind: "hang" }
  /** Sends the first `chunksBeforeDrop` chunks (default: half) then destroys the socket. */
  | {
      kind: "drop-mid-stream";
      content: string;
      chunksBeforeDrop?: number;
      chunkSize?: number;
      chunkDelayMs?: number;
    }
  /** Sends the SSE headers at once, then waits `delayMs` before the first chunk. */
  | {
      kind: "slow-first-chunk";
      delayMs: number;
      content: string;
      chunkDelayMs?: number;
      chunkSize?: number;
    };

export type FakeImageResponse = { kind: "image"; b64?: string } | FakeStatus | { kind: "hang" };

export interface FakeStatus {
  kind: "status";
  status: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Milliseconds, sent as retry-after-ms (OpenAI's own header). */
  retryAfterMs?: number;
  message?: string;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema?: unknown; strict?: boolean };
    };
    stream?: boolean;
    [key: string]: unknown;
  };
  /** performance.now() when the request body had arrived. */
  receivedAt: number;
  /** performance.now() when the first content chunk was written. */
  firstContentAt?: number;
  /** performance.now() when the answer was written out or the connection went. */
  endedAt?: number;
  /** The client closed the connection before the response was complete. */
  closedByClient: boolean;
  /** Resolves when the connection for this request has closed, whoever closed it. */
  closed: Promise<void>;
}

export interface FakeOpenAi {
  /** http://127.0.0.1:port */
  url: string;
  /** The base URL the SDK providers expect: url + "/v1". */
  baseUrl: string;
  requests: RecordedRequest[];
  enqueueChat(...responses: FakeChatResponse[]): void;
  enqueueImages(...responses: FakeImageResponse[]): void;
  /** Used when a queue is empty; by default a 500 naming the missing script. */
  setFallback(fallback: { chat?: FakeChatResponse; images?: FakeImageResponse }): void;
  /** The most chat requests open at once since the last reset (a one-slot server has 1). */
  readonly maxOpen: number;
  /** Resolves with the next request whose connection the client closes early. */
  nextClientClose(): Promise<RecordedRequest>;
  /** Empties the queues and the record, keeps the server. */
  reset(): void;
  close(): Promise<void>;
}

/** A 1×1 transparent PNG. */
export const fakePngBase64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const missingScript: FakeStatus = {
  kind: "status",
  status: 500,
  message: "fake server: nothing scripted",
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const chatQueue: FakeChatResponse[] = [];
  const imageQueue: FakeImageResponse[] = [];
  const fallback: { chat: FakeChatResponse; images: FakeImageResponse } = {
    chat: missingScript,
    images: missingScript,
  };
  const requests: RecordedRequest[] = [];
  let closeWaiters: Array<(request: RecordedRequest) => void> = [];
  let sequence = 0;
  let open = 0;
  let maxOpen = 0;
  let resets = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const record = recordRequest(req, res, body, (closed) => {
      const waiters = closeWaiters;
      closeWaiters = [];
      for (const resolve of waiters) resolve(closed);
    });
    requests.push(record);
    // Only requests since the last reset count: one left over from a test before is not.
    const era = resets;
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    // A slot is free once the answer is written (or the connection goes), as on llama-server.
    let freed = false;
    const free = () => {
      if (!freed && era === resets) open -= 1;
      freed = true;
      record.endedAt ??= performance.now();
    };
    res.once("finish", free);
    res.once("close", free);
    const path = (req.url ?? "").split("?")[0];
    if (req.method === "POST" && path === "/v1/chat/completions") {
      return answerChat(
        chatQueue.shift() ?? fallback.chat,
        record,
        res,
        `chatcmpl-fake-${++sequence}`,
        openAiDialect,
      );
    }
    if (req.method === "POST" && path === "/v1/messages") {
      return answerChat(
        chatQueue.shift() ?? fallback.chat,
        record,
        res,
        `msg_fake_${++sequence}`,
        anthropicDialect,
      );
    }
    if (req.method === "POST" && path === "/v1/images/generations") {
      return answerImages(imageQueue.shift() ?? fallback.images, res);
    }
    sendError(
      res,
      { kind: "status", status: 404, message: `fake server: no route ${req.method} ${path}` },
      openAiDialect,
    );
  }
  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    get maxOpen() {
      return maxOpen;
    },
    enqueueChat: (...responses) => void chatQueue.push(...responses),
    enqueueImages: (...responses) => void imageQueue.push(...responses),
    setFallback(next) {
      if (next.chat) fallback.chat = next.chat;
      if (next.images) fallback.images = next.images;
    },
    nextClientClose: () => new Promise((resolve) => closeWaiters.push(resolve)),
    reset() {
      chatQueue.length = 0;
      imageQueue.length = 0;
      requests.length = 0;
      resets += 1;
      open = 0;
      maxOpen = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<RecordedRequest["body"]> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    return {};
  }
}

function recordRequest(
  req: IncomingMessage,
  res: ServerResponse,
  body: RecordedRequest["body"],
  onClientClose: (record: RecordedRequest) => void,
): RecordedRequest {
  let markClosed = () => {};
  const record: RecordedRequest = {
    path: (req.url ?? "").split("?")[0] ?? "",
    headers: req.headers,
    body,
    receivedAt: performance.now(),
    closedByClient: false,
    closed: new Promise((resolve) => (markClosed = resolve)),
  };
  res.on("close", () => {
    // A socket we destroyed ourselves (drop-mid-stream) is not the client going away.
    if (!res.writableFinished && !droppedByServer.has(res)) {
      record.closedByClient = true;
      onClientClose(record);
    }
    markClosed();
  });
  return record;
}

const droppedByServer = new WeakSet<ServerResponse>();

interface StreamScript {
  content: string;
  chunkDelayMs?: number;
  chunkSize?: number;
  finishReason?: string;
}

/** How one API writes a message: as a JSON body, and as SSE events around the content pieces. */
interface Dialect {
  message(id: string, model: string, content: string, finishReason?: string): unknown;
  error(script: FakeStatus): unknown;
  opening(id: string, model: string): string[];
  piece(id: string, model: string, text: string): string;
  closing(id: string, model: string, finishReason?: string): string[];
}

const openAiDialect: Dialect = {
  message: (id, model, content, finishReason = "stop") => ({
    id,
    object: "chat.completion",
    created: now(),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }),
  error: (script) => {
    const type =
      script.status === 429
        ? "rate_limit_exceeded"
        : script.status === 401
          ? "invalid_api_key"
          : "server_error";
    return { error: { message: errorMessage(script), type, param: null, code: type } };
  },
  opening: (id, model) => [openAiChunk(id, model, { role: "assistant", content: "" })],
  piece: (id, model, text) => openAiChunk(id, model, { content: text }),
  closing: (id, model, finishReason = "stop") => [
    openAiChunk(id, model, {}, finishReason),
    sse({
      id,
      object: "chat.completion.chunk",
      created: now(),
      model,
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
    "data: [DONE]\n\n",
  ],
};

function openAiChunk(
  id: string,
  model: string,
  delta: object,
  finishReason: string | null = null,
): string {
  return sse({
    id,
    object: "chat.completion.chunk",
    created: now(),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

/** Just enough of Anthropic's Messages API for a text answer. */
const anthropicDialect: Dialect = {
  message: (id, model, content, finishReason) => ({
    id,
    type: "message",
    role: "assistant",
    model,
    content: [{ type: "text", text: content }],
    stop_reason: finishReason === "length" ? "max_tokens" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  }),
  error: (script) => ({
    type: "error",
    error: {
      type:
        script.status === 429
          ? "rate_limit_error"
          : script.status === 401
            ? "authentication_error"
            : "api_error",
      message: errorMessage(script),
    },
  }),
  opening: (id, model) => [
    sse(
      {
        type: "message_start",
        message: {
          ...(anthropicDialect.message(id, model, "") as object),
          content: [],
          stop_reason: null,
        },
      },
      "message_start",
    ),
    sse(
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      "content_block_start",
    ),
  ],
  piece: (_id, _model, text) =>
    sse(
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } },
      "content_block_delta",
    ),
  closing: (_id, _model, finishReason) => [
    sse({ type: "content_block_stop", index: 0 }, "content_block_stop"),
    sse(
      {
        type: "message_delta",
        delta: {
          stop_reason: finishReason === "length" ? "max_tokens" : "end_turn",
          stop_sequence: null,
        },
        usage: { output_tokens: 10 },
      },
      "message_delta",
    ),
    sse({ type: "message_stop" }, "message_stop"),
  ],
};

async function answerChat(
  script: FakeChatResponse,
  record: RecordedRequest,
  res: ServerResponse,
  id: string,
  dialect: Dialect,
) {
  const model = record.body.model ?? "fake-model";
  const stream = (streamScript: StreamScript, finish = true) =>
    streamChat(res, record, id, model, dialect, streamScript, finish);
  switch (script.kind) {
    case "status":
      return sendError(res, script, dialect);
    case "hang":
      return;
    case "json":
      return sendJson(res, 200, dialect.message(id, model, script.content, script.finishReason));
    case "reply":
      if (record.body.stream) return stream(script);
      return sendJson(res, 200, dialect.message(id, model, script.content));
    case "stream":
      return stream(script);
    case "slow-first-chunk":
      startEventStream(res);
      await sleep(script.delayMs);
      return stream(script);
    case "drop-mid-stream": {
      const pieces = split(script.content, script.chunkSize);
      const before = script.chunksBeforeDrop ?? Math.max(1, Math.floor(pieces.length / 2));
      await stream({ ...script, content: pieces.slice(0, before).join("") }, false);
      // Let the chunks already written reach the client before the socket goes.
      await sleep(script.chunkDelayMs ?? 20);
      droppedByServer.add(res);
      res.socket?.destroy();
      return;
    }
  }
}

/** Writes the dialect's SSE events; `finish` false leaves the stream open. */
async function streamChat(
  res: ServerResponse,
  record: RecordedRequest,
  id: string,
  model: string,
  dialect: Dialect,
  script: StreamScript,
  finish: boolean,
) {
  startEventStream(res);
  for (const event of dialect.opening(id, model)) if (!write(res, event)) return;
  for (const piece of split(script.content, script.chunkSize)) {
    if (script.chunkDelayMs) await sleep(script.chunkDelayMs);
    record.firstContentAt ??= performance.now();
    if (!write(res, dialect.piece(id, model, piece))) return;
  }
  if (!finish) return;
  for (const event of dialect.closing(id, model, script.finishReason)) write(res, event);
  res.end();
}

function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function startEventStream(res: ServerResponse) {
  if (res.headersSent) return;
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
}

function write(res: ServerResponse, text: string): boolean {
  if (res.destroyed || res.writableEnded) return false;
  res.write(text);
  return true;
}

function answerImages(script: FakeImageResponse, res: ServerResponse) {
  if (script.kind === "hang") return;
  if (script.kind === "status") return sendError(res, script, openAiDialect);
  sendJson(res, 200, { created: now(), data: [{ b64_json: script.b64 ?? fakePngBase64 }] });
}

function sendError(res: ServerResponse, script: FakeStatus, dialect: Dialect) {
  const headers: Record<string, string> = {};
  if (script.retryAfter !== undefined) headers["retry-after"] = String(script.retryAfter);
  if (script.retryAfterMs !== undefined) headers["retry-after-ms"] = String(script.retryAfterMs);
  sendJson(res, script.status, dialect.error(script), headers);
}

function errorMessage(script: FakeStatus): string {
  return script.message ?? `fake server: scripted ${script.status}`;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function split(content: string, size = 16): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < content.length; start += size)
    pieces.push(content.slice(start, start + size));
  return pieces;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The app settings that point the product's model at a fake server, quick to give up. */
export function fakeModelEnv(
  fake: Pick<FakeOpenAi, "baseUrl">,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "1",
    AI_TIMEOUT_MS: "3000",
    AI_FIRST_CHUNK_TIMEOUT_MS: "1500",
    ...overrides,
  };
}
