import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A protocol-level fake of OpenAI's POST /v1/audio/transcriptions: it reads the multipart
 * form as OpenAI does (model, file, response_format, timestamp_granularities[]), measures the
 * WAV it is sent from its header, and answers verbose_json with segment times (plain json, no
 * segments, when verbose_json was not asked for, as OpenAI does). It cannot hear: the test
 * gives the words of each part it will be sent, in order, and they are spread over the part.
 * `failFirst` answers the first request 500, as a busy server may. `hold` stops reading each
 * request after its first piece of body, as a slow connection does, until the test lets it go
 * (`held()` resolves with the release); `requests[].headers` shows how the body was sent.
 */
export async function startFakeTranscription(
  partsWords: string[][],
  options: { failFirst?: boolean; hold?: boolean } = {},
) {
  const requests: {
    model: string;
    format: string;
    bytes: number;
    authorization?: string;
    headers: { contentLength?: string; transferEncoding?: string };
  }[] = [];
  const holds: (() => void)[] = [];
  let holdWaiter: ((release: () => void) => void) | undefined;
  let failed = false;
  let part = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.hold && chunks.length === 1) {
        request.pause();
        const release = () => void request.resume();
        if (holdWaiter) holdWaiter(release);
        else holds.push(release);
        holdWaiter = undefined;
      }
    });
    request.on("end", () => {
      void (async () => {
        const json = (status: number, body: unknown) => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(body));
        };
        if (request.method !== "POST" || request.url !== "/v1/audio/transcriptions")
          return json(404, { error: { message: "Not found", type: "invalid_request_error" } });
        const form = await new Request("http://fake/", {
          method: "POST",
          headers: { "content-type": request.headers["content-type"] ?? "" },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get("file");
        const model = String(form.get("model") ?? "");
        if (!(file instanceof File) || !model)
          return json(400, { error: { message: "file and model are required" } });
        const bytes = Buffer.from(await file.arrayBuffer());
        const format = String(form.get("response_format") ?? "json");
        requests.push({
          model,
          format,
          bytes: bytes.length,
          headers: {
            ...(request.headers["content-length"]
              ? { contentLength: request.headers["content-length"] }
              : {}),
            ...(request.headers["transfer-encoding"]
              ? { transferEncoding: request.headers["transfer-encoding"] }
              : {}),
          },
          ...(request.headers.authorization
            ? { authorization: request.headers.authorization }
            : {}),
        });
        if (options.failFirst && !failed) {
          failed = true;
          return json(500, { error: { message: "The server had an error", type: "server_error" } });
        }
        if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE")
          return json(400, { error: { message: "Invalid file format." } });
        const byteRate = bytes.readUInt32LE(28);
        const seconds = (bytes.length - 44) / byteRate;
        const words = partsWords[part++] ?? [];
        const text = words.join(" ");
        // gpt-4o-transcribe's json: the text, and the seconds billed (its length) in usage.
        if (format !== "verbose_json")
          return json(200, { text, usage: { type: "duration", seconds: Math.ceil(seconds) } });
        const share = seconds / Math.max(1, words.length);
        json(200, {
          task: "transcribe",
          language: "english",
          duration: seconds,
          text,
          segments: words.map((sentence, id) => ({
            id,
            seek: 0,
            start: Number((id * share).toFixed(2)),
            end: Number(((id + 1) * share).toFixed(2)),
            text: ` ${sentence}`,
            tokens: [1, 2, 3],
            temperature: 0,
            avg_logprob: -0.2,
            compression_ratio: 1.2,
            no_speech_prob: 0.01,
          })),
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next request held (with `hold`), once its first piece of body has come. */
    held: () =>
      new Promise<() => void>((resolve) => {
        const waiting = holds.shift();
        if (waiting) resolve(waiting);
        else holdWaiter = resolve;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
