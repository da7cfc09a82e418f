import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an S3-compatible object store, speaking the parts of S3's REST
 * protocol the stores use (path-style PutObject, GetObject, DeleteObject, ListObjectsV2 and
 * the multipart upload's Create, UploadPart, Complete and Abort, with S3's XML bodies and error
 * codes), so tests drive the real AWS SDK.
 * It keeps objects in memory, pages listings by `pageSize`, records each request and can
 * be told to fail the next ones as S3 does when it is in trouble (503 SlowDown).
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, { bytes: Buffer; contentType: string; modifiedAt: Date }>;
  requests: Array<{
    method: string;
    path: string;
    search: string;
    authorization: string | undefined;
  }>;
  /** Multipart uploads begun and not yet completed or aborted. */
  pendingUploads: Map<string, { key: string; parts: Map<number, Buffer>; contentType: string }>;
  /** Fail the next `count` requests (those `only` picks, when given) with 503 SlowDown. */
  failNext(count: number, only?: (request: { method: string; search: string }) => boolean): void;
  close(): Promise<void>;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sendXml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  sendXml(
    response,
    status,
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>fake</RequestId></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3({
  bucket = "kingdom-images",
  pageSize = 1000,
}: { bucket?: string; pageSize?: number } = {}): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const requests: FakeS3["requests"] = [];
  const pendingUploads: FakeS3["pendingUploads"] = new Map();
  let uploads = 0;
  const etagOf = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`;
  let failures = 0;
  let failing: ((request: { method: string; search: string }) => boolean) | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake-s3");
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        search: url.search,
        authorization: request.headers.authorization,
      });
      const body = await readBody(request);
      if (
        failures > 0 &&
        (!failing || failing({ method: request.method ?? "", search: url.search }))
      ) {
        failures--;
        return sendError(response, 503, "SlowDown", "Please reduce your request rate.");
      }
      const [, bucketName, ...keyParts] = url.pathname.split("/");
      if (bucketName !== bucket) {
        return sendError(response, 404, "NoSuchBucket", "The specified bucket does not exist.");
      }
      const key = decodeURIComponent(keyParts.join("/"));

      if (!key && request.method === "GET" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const after = url.searchParams.get("continuation-token") ?? "";
        const keys = [...objects.keys()]
          .filter((name) => name.startsWith(prefix) && name > after)
          .sort();
        const page = keys.slice(0, pageSize);
        const truncated = keys.length > page.length;
        const contents = page
          .map((name) => {
            const object = objects.get(name)!;
            return `<Contents><Key>${xmlEscape(name)}</Key><LastModified>${object.modifiedAt.toISOString()}</LastModified><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join("");
        return sendXml(
          response,
          200,
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`,
        );
      }
      if (!key) return sendError(response, 400, "InvalidRequest", "No key.");

      const uploadId = url.searchParams.get("uploadId");
      if (request.method === "POST" && url.searchParams.has("uploads")) {
        const id = `upload-${++uploads}`;
        pendingUploads.set(id, {
          key,
          parts: new Map(),
          contentType: request.headers["content-type"] ?? "application/octet-stream",
        });
        return sendXml(
          response,
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (uploadId !== null) {
        const pending = pendingUploads.get(uploadId);
        if (!pending || pending.key !== key)
          return sendError(response, 404, "NoSuchUpload", "The specified upload does not exist.");
        if (request.method === "PUT") {
          const part = Number(url.searchParams.get("partNumber"));
          pending.parts.set(part, body);
          response.writeHead(200, { etag: etagOf(body) });
          return response.end();
        }
        if (request.method === "DELETE") {
          pendingUploads.delete(uploadId);
          return response.writeHead(204).end();
        }
        if (request.method === "POST") {
          // The parts named in the request's XML, in order, each with the ETag it was given.
          const named = [...body.toString().matchAll(/<Part>(.*?)<\/Part>/gs)].map(([, part]) => ({
            part: Number(/<PartNumber>(\d+)</.exec(part!)?.[1]),
            etag: (/<ETag>([^<]+)</.exec(part!)?.[1] ?? "").replace(/&quot;/g, '"'),
          }));
          const bytes = named.map(({ part, etag }) => {
            const stored = pending.parts.get(part);
            return stored && etagOf(stored) === etag ? stored : undefined;
          });
          if (named.length === 0 || bytes.some((part) => !part))
            return sendError(
              response,
              400,
              "InvalidPart",
              "A part is missing or its ETag differs.",
            );
          const whole = Buffer.concat(bytes as Buffer[]);
          objects.set(key, {
            bytes: whole,
            contentType: pending.contentType,
            modifiedAt: new Date(),
          });
          pendingUploads.delete(uploadId);
          return sendXml(
            response,
            200,
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>"${createHash("md5").update(whole).digest("hex")}-${named.length}"</ETag></CompleteMultipartUploadResult>`,
          );
        }
      }

      switch (request.method) {
        case "PUT": {
          objects.set(key, {
            bytes: body,
            contentType: request.headers["content-type"] ?? "application/octet-stream",
            modifiedAt: new Date(),
          });
          response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
          return response.end();
        }
        case "GET":
        case "HEAD": {
          const object = objects.get(key);
          if (!object) {
            if (request.method === "HEAD") return response.writeHead(404).end();
            return sendError(response, 404, "NoSuchKey", "The specified key does not exist.");
          }
          response.writeHead(200, {
            "content-type": object.contentType,
            "content-length": String(object.bytes.length),
            "last-modified": object.modifiedAt.toUTCString(),
            etag: `"${createHash("md5").update(object.bytes).digest("hex")}"`,
          });
          return response.end(request.method === "GET" ? object.bytes : undefined);
        }
        case "DELETE": {
          objects.delete(key);
          return response.writeHead(204).end();
        }
        default:
          return sendError(response, 405, "MethodNotAllowed", "Not supported here.");
      }
    })().catch((error: unknown) => {
      sendError(response, 500, "InternalError", String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    pendingUploads,
    failNext(count, only) {
      failures = count;
      failing = only;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
