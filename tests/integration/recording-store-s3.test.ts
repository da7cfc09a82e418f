import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRecordingStore,
  recordingKey,
  uploadPartBytes,
  type RecordingStore,
} from "../../server/modules/recordings/recording-store";
import { testConfig } from "../support/test-app";
import { startFakeS3, type FakeS3 } from "../support/fake-s3-server";

/**
 * Kept recordings and clips in the images' S3-compatible bucket (S3_BUCKET): the real AWS SDK
 * against the local fake speaking S3's protocol, under recordings/ beside the images.
 */
let s3: FakeS3;
let store: RecordingStore;
let directory: string;

beforeAll(async () => {
  s3 = await startFakeS3({ pageSize: 2 });
  const config = testConfig({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: "KTTESTACCESSKEY",
    S3_SECRET_ACCESS_KEY: "kt-test-secret-access-key-0000",
    S3_PREFIX: "kt-images/",
  });
  store = createRecordingStore(config.images);
  directory = mkdtempSync(path.join(tmpdir(), "kt-s3-recordings-"));
});

afterAll(async () => {
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("kept recordings in an S3-compatible bucket", () => {
  it("keeps a file under recordings/, reads it back, lists it and deletes it", async () => {
    const id = randomUUID();
    const key = recordingKey(id, "source");
    const upload = path.join(directory, "upload");
    writeFileSync(upload, "a sermon's bytes ".repeat(1000));
    await store.keep(key, upload, "video/mp4");
    // Moved: the upload's file is gone from the server's disk, the object is in the bucket.
    expect(existsSync(upload)).toBe(false);
    const object = s3.objects.get(`kt-images/recordings/${key}`);
    expect(object?.contentType).toBe("video/mp4");
    expect(object?.bytes.toString()).toBe("a sermon's bytes ".repeat(1000));

    const found = await store.read(key);
    expect(found?.bytes).toBe(17_000);
    expect(await text(found!.stream)).toBe("a sermon's bytes ".repeat(1000));
    // ffmpeg reads a local copy.
    const copy = await store.localPath(key, path.join(directory, "copy"));
    expect(readFileSync(copy, "utf8")).toBe("a sermon's bytes ".repeat(1000));

    // Listed across pages with others, never with the images beside them.
    const others = [randomUUID(), randomUUID()].map((other) => recordingKey(other, "mp4"));
    for (const other of others) {
      writeFileSync(path.join(directory, other), "clip");
      await store.keep(other, path.join(directory, other), "video/mp4");
    }
    s3.objects.set("kt-images/abcdefgh12345678.png", {
      bytes: Buffer.from("png"),
      contentType: "image/png",
      modifiedAt: new Date(),
    });
    const listed: string[] = [];
    for await (const entry of store.list()) listed.push(entry.key);
    expect(listed.sort()).toEqual([key, ...others].sort());

    await store.delete(key);
    expect(s3.objects.has(`kt-images/recordings/${key}`)).toBe(false);
    expect(await store.read(key)).toBeUndefined();
    // A store that keeps failing (after the SDK's own retries) is a clear 503, not a crash.
    s3.failNext(3);
    await expect(store.read(others[0]!)).rejects.toMatchObject({
      code: "service_unavailable",
      status: 503,
    });
    // A key the server did not make is never asked for.
    expect(await store.read("../../etc/passwd")).toBeUndefined();
  });
});

describe("a recording larger than one part", () => {
  it("goes up in parts, streamed, and arrives whole in its order", async () => {
    const key = recordingKey(randomUUID(), "source");
    const upload = path.join(directory, "long-upload");
    // Two and a half parts of bytes that differ by position, so a part out of order shows.
    const bytes = Buffer.alloc(Math.round(uploadPartBytes * 2.5));
    for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(i / 4, i);
    writeFileSync(upload, bytes);
    const before = s3.requests.length;
    await store.keep(key, upload, "video/mp4");
    const sent = s3.requests.slice(before);
    // Begun once, three parts, completed once; no single PUT of the whole file.
    expect(sent.filter((r) => r.method === "POST" && r.search.includes("uploads"))).toHaveLength(1);
    expect(sent.filter((r) => r.method === "PUT" && r.search.includes("partNumber"))).toHaveLength(
      3,
    );
    expect(sent.filter((r) => r.method === "PUT" && !r.search.includes("partNumber"))).toHaveLength(
      0,
    );
    const object = s3.objects.get(`kt-images/recordings/${key}`);
    expect(object?.contentType).toBe("video/mp4");
    expect(object?.bytes.equals(bytes)).toBe(true);
    expect(existsSync(upload)).toBe(false);
    expect(s3.pendingUploads.size).toBe(0);
  });

  it("leaves no parts behind and keeps the file when the store fails", async () => {
    const key = recordingKey(randomUUID(), "source");
    const upload = path.join(directory, "failing-upload");
    writeFileSync(upload, Buffer.alloc(uploadPartBytes * 2 + 1, 7));
    // The second part fails more often than the SDK retries it, after the upload has begun.
    s3.failNext(5, (request) => request.search.includes("partNumber=2"));
    await expect(store.keep(key, upload, "video/mp4")).rejects.toMatchObject({ status: 503 });
    s3.failNext(0);
    expect(s3.objects.has(`kt-images/recordings/${key}`)).toBe(false);
    // Begun, then aborted: no part is left in the bucket to be paid for.
    expect(s3.requests.some((r) => r.method === "DELETE" && r.search.includes("uploadId"))).toBe(
      true,
    );
    expect(s3.pendingUploads.size).toBe(0);
    // The upload's file stays on disk for the caller to retry or remove.
    expect(existsSync(upload)).toBe(true);
  });
});
