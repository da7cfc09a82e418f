import { existsSync, readdirSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageResultSchema } from "@shared/images/schemas";
import { contentItems } from "../../server/db/schema";
import { createContentService } from "../../server/modules/content/content-service";
import { createImageService } from "../../server/modules/images/image-service";
import { createOfflineImageProvider } from "../../server/modules/images/offline-provider";
import { createS3ImageStorage } from "../../server/modules/images/s3-storage";
import { startFakeS3, type FakeS3 } from "../support/fake-s3-server";
import { createTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

/**
 * Image files in an S3-compatible bucket (S3_BUCKET), for several instances without a
 * shared volume: the real AWS SDK against a local fake speaking S3's protocol.
 */
let s3: FakeS3;
let test: TestApp;

beforeAll(async () => {
  // Two keys a page, so listings take several requests.
  s3 = await startFakeS3({ pageSize: 2 });
  test = await createTestApp({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: "KTTESTACCESSKEY",
    S3_SECRET_ACCESS_KEY: "kt-test-secret-access-key-0000",
    S3_PREFIX: "kt-images/",
  });
});

afterAll(async () => {
  await test?.app.close();
  await s3?.close();
});

const createImage = (headers: Record<string, string>, prompt: string) =>
  test.app.inject({
    method: "POST",
    url: "/api/generate-image",
    headers,
    payload: { prompt, style: "modern" },
  });

async function imageRows(userId: string) {
  return test.database.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.type, "image")));
}

describe("image files in an S3-compatible object store", () => {
  it("stores the image in the bucket, signed, and serves it back from there", async () => {
    const user = await userWithAccess(test, "s3-create");
    const response = await createImage(user.headers, "Psalm 23:1 by still waters");
    expect(response.statusCode, response.body).toBe(201);
    const image = imageResultSchema.parse(response.json());

    const object = s3.objects.get(`kt-images/${image.id}.png`);
    expect(object?.contentType).toBe("image/png");
    const served = await test.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(served.rawPayload, object!.bytes)).toBe(0);

    const put = s3.requests.find((request) => request.method === "PUT");
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=KTTESTACCESSKEY\//);
    // Nothing was written to the local folder.
    const dir = test.config.images.dir;
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it("a store in trouble is a clear 503 with no library row, and works again after", async () => {
    const user = await userWithAccess(test, "s3-down");
    s3.failNext(10);
    const down = await createImage(user.headers, "John 3:16");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: "The image store cannot be reached right now. Please try again later.",
      },
    });
    expect(down.body).not.toContain("kt-test-secret-access-key");
    expect(await imageRows(user.id)).toEqual([]);

    s3.failNext(0);
    const again = await createImage(user.headers, "John 3:16");
    expect(again.statusCode, again.body).toBe(201);
    expect(await imageRows(user.id)).toHaveLength(1);
  });

  it("sweeps files whose library entry is gone, across every page of the listing", async () => {
    const user = await userWithAccess(test, "s3-sweep");
    const ids: string[] = [];
    for (const prompt of ["Living water", "Bread of life", "Light of the world"]) {
      const response = await createImage(user.headers, prompt);
      ids.push(imageResultSchema.parse(response.json()).id);
    }
    await test.database.db.delete(contentItems).where(eq(contentItems.id, ids[0]!));
    const service = createImageService({
      db: test.database.db,
      storage: createS3ImageStorage(test.config.images.objectStorage!),
      provider: createOfflineImageProvider(),
      content: createContentService(test.database.db),
      // Two hours on: past the grace period that protects files being written.
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    const listedBefore = s3.requests.filter((request) => request.method === "GET").length;
    expect(await service.sweepOrphans()).toBe(1);
    expect(s3.objects.has(`kt-images/${ids[0]}.png`)).toBe(false);
    expect(s3.objects.has(`kt-images/${ids[1]}.png`)).toBe(true);
    expect(s3.objects.has(`kt-images/${ids[2]}.png`)).toBe(true);
    // At least five objects, two a page: the listing took several requests.
    const listings = s3.requests.filter((request) => request.method === "GET").length;
    expect(listings - listedBefore).toBeGreaterThanOrEqual(3);
  });

  it("a missing object is simply not found", async () => {
    const storage = createS3ImageStorage(test.config.images.objectStorage!);
    expect(await storage.get("0123456789abcdef.png")).toBeUndefined();
    expect(await storage.get("../escape.png")).toBeUndefined();
  });
});
