import { readdirSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { imageResultSchema } from "@shared/images/schemas";
import { contentItems } from "../../server/db/schema";
import { createContentService } from "../../server/modules/content/content-service";
import { imageInfo } from "../../server/modules/images/image-bytes";
import { createImageService } from "../../server/modules/images/image-service";
import { createOfflineImageProvider } from "../../server/modules/images/offline-provider";
import { createLocalImageStorage } from "../../server/modules/images/storage";
import { createTestApp, type TestApp, minuteMs, withinOneWindow } from "../support/test-app";
import { setAccess, signedInUser, visitor } from "../support/users";
import { userWithAccess } from "./library-helpers";

const day = 24 * 60 * 60 * 1000;

function parseEvents(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe("POST /api/generate-image (offline scripture art)", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ IMAGE_RATE_PER_MINUTE: "3", IMAGE_DAILY_CAP: "20" });
  });

  const generate = (headers: Record<string, string>, payload: unknown, accept?: string) =>
    test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: accept ? { ...headers, accept } : headers,
      payload: payload as never,
    });

  it("refuses visitors (401) and users without a subscription or trial (403)", async () => {
    const signedOut = await generate(visitor().headers, { prompt: "John 3:16" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe("unauthorized");

    const user = await signedInUser(test, "no-access");
    const locked = await generate(user.headers, { prompt: "John 3:16" });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe("subscription_required");

    await setAccess(test, user.id, {
      trialStartedAt: new Date(Date.now() - 5 * day),
      trialEndsAt: new Date(Date.now() - 2 * day),
    });
    expect((await generate(user.headers, { prompt: "John 3:16" })).statusCode).toBe(403);
  });

  it("answers bad input with field errors, never a 500", async () => {
    const user = await userWithAccess(test, "bad-input");
    const cases: Array<[unknown, string, string]> = [
      [{ prompt: "   " }, "prompt", "Please enter a description for your Kingdom image."],
      [{}, "prompt", "Please enter a description for your Kingdom image."],
      [{ prompt: 42 }, "prompt", "Please enter a description for your Kingdom image."],
      [
        { prompt: "x".repeat(1001) },
        "prompt",
        "Please keep the description under 1000 characters.",
      ],
      [{ prompt: "Grace", style: "cubist" }, "style", "Choose one of the styles"],
      [{ prompt: "Grace", size: "512x512" }, "size", "Choose one of the sizes"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await generate(user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("validation_error");
      expect(response.json().error.fields[field]).toContain(message);
    }
    const notJson = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("creates the image, stores it, serves it and lists it in the library", async () => {
    const user = await userWithAccess(test, "creator");
    const response = await generate(user.headers, {
      prompt: "Psalm 23:1 with a shepherd at sunrise",
      style: "watercolor",
      size: "1024x1792",
    });
    expect(response.statusCode).toBe(201);
    const image = imageResultSchema.parse(response.json());
    expect(image).toMatchObject({
      prompt: "Psalm 23:1 with a shepherd at sunrise",
      style: "watercolor",
      size: "1024x1792",
      width: 1024,
      height: 1792,
      source: "offline",
      reference: "Psalm 23:1",
    });
    expect(image.enhancedPrompt).toMatch(/^Offline scripture art, Watercolor style/);
    expect(image.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{32}\.png$/);

    const file = await test.app.inject({ method: "GET", url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(file.headers["content-disposition"]).toBe(
      'inline; filename="kingdom-image-psalm-23-1-with-a-shepherd-at-sunrise-watercolor-1024x1792.png"',
    );
    expect(imageInfo(file.rawPayload)).toEqual({ format: "png", width: 1024, height: 1792 });
    const download = await test.app.inject({ method: "GET", url: `${image.url}?download=1` });
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="kingdom-image-/,
    );

    const [row] = await test.database.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, image.id), eq(contentItems.userId, user.id)));
    expect(row).toMatchObject({ type: "image", scripture: "Psalm 23:1" });
    expect(row!.title).toBe("Psalm 23:1 with a shepherd at sunrise");
    expect(row!.content).toContain("Watercolor · 1024x1792 · offline scripture art");
    expect((row!.data as { result: unknown }).result).toEqual(image);

    const last = await test.app.inject({
      method: "GET",
      url: "/api/image-creator/last",
      headers: user.headers,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual(image);
  });

  it("shows the owner a small thumbnail for the library list, and nobody else", async () => {
    const user = await userWithAccess(test, "thumbs");
    const stranger = await userWithAccess(test, "thumbs-stranger");
    const image = imageResultSchema.parse(
      (
        await generate(user.headers, { prompt: "A dove", style: "modern", size: "1792x1024" })
      ).json(),
    );
    const url = `/api/images/${image.id}/thumbnail.png`;
    const thumb = await test.app.inject({ method: "GET", url, headers: user.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect(thumb.headers["cache-control"]).toBe("private, max-age=86400");
    expect(imageInfo(thumb.rawPayload)).toEqual({ format: "png", width: 480, height: 274 });
    const again = await test.app.inject({ method: "GET", url, headers: user.headers });
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);
    expect(
      (await test.app.inject({ method: "GET", url, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect(
      (await test.app.inject({ method: "GET", url, headers: visitor().headers })).statusCode,
    ).toBe(401);
    for (const bad of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const response = await test.app.inject({
        method: "GET",
        url: `/api/images/${bad}/thumbnail.png`,
        headers: user.headers,
      });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });

  it("sets the caption the pastor marks, keeps it with the image, and refuses a long one", async () => {
    const user = await userWithAccess(test, "caption");
    const response = await generate(user.headers, {
      prompt: "An empty tomb at sunrise",
      caption: "He is risen",
      style: "biblical",
    });
    expect(response.statusCode).toBe(201);
    const image = imageResultSchema.parse(response.json());
    expect(image.caption).toBe("He is risen");
    expect(image.enhancedPrompt).toContain("your caption set in");
    const plain = imageResultSchema.parse(
      (
        await generate(user.headers, { prompt: "An empty tomb at sunrise", style: "biblical" })
      ).json(),
    );
    expect(plain.caption).toBeUndefined();
    expect(plain.enhancedPrompt).toContain("no words set on it");
    const long = await generate(user.headers, { prompt: "Grace", caption: "x".repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.caption).toMatch(/under 120 characters/);
  });

  it("streams real progress: prompt, image, save, then the result", async () => {
    const user = await userWithAccess(test, "stream");
    const response = await generate(
      user.headers,
      { prompt: "Let there be light", style: "modern" },
      "text/event-stream",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    const events = parseEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(["stage", "stage", "stage", "result"]);
    expect(events.slice(0, 3).map((event) => (event.data as { stage: string }).stage)).toEqual([
      "prompt",
      "image",
      "save",
    ]);
    const image = imageResultSchema.parse(events[3]!.data);
    expect(image).toMatchObject({ style: "modern", size: "1024x1024", width: 1024 });
  });

  it("keeps other users out: no library entry, no last image, no file without the exact token", async () => {
    const owner = await userWithAccess(test, "owner");
    const other = await userWithAccess(test, "other");
    const image = imageResultSchema.parse(
      (await generate(owner.headers, { prompt: "Romans 8:28", style: "stained-glass" })).json(),
    );

    const otherLast = await test.app.inject({
      method: "GET",
      url: "/api/image-creator/last",
      headers: other.headers,
    });
    expect(otherLast.statusCode).toBe(204);
    const otherRows = await test.database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.userId, other.id), eq(contentItems.type, "image")));
    expect(otherRows).toEqual([]);

    const [, , , id, file] = image.url.split("/");
    const token = file!.replace(".png", "");
    const wrongToken = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [
      `/api/images/${id}/${wrongToken}.png`,
      `/api/images/${id}/${token}.jpg`,
      `/api/images/${id}/${token.slice(0, 20)}.png`,
      `/api/images/not-a-uuid/${token}.png`,
      `/api/images/00000000-0000-4000-8000-000000000000/${token}.png`,
      `/api/images/${id}/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const response = await test.app.inject({ method: "GET", url, headers: other.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }

    // The address itself is a capability: whoever holds it (a shared link) can see the image.
    const shared = await test.app.inject({ method: "GET", url: image.url });
    expect(shared.statusCode).toBe(200);

    // Deleting it from the library (the bin) revokes the address and the last image.
    await test.database.db
      .update(contentItems)
      .set({ deletedAt: new Date() })
      .where(eq(contentItems.id, image.id));
    expect((await test.app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);
    const ownerLast = await test.app.inject({
      method: "GET",
      url: "/api/image-creator/last",
      headers: owner.headers,
    });
    expect(ownerLast.statusCode).toBe(204);
  });

  it("clears the last image on request, and the last image needs a session", async () => {
    const user = await userWithAccess(test, "clear");
    await generate(user.headers, { prompt: "Come to me, all you who are weary" });
    const cleared = await test.app.inject({
      method: "DELETE",
      url: "/api/image-creator/last",
      headers: user.headers,
    });
    expect(cleared.statusCode).toBe(204);
    const after = await test.app.inject({
      method: "GET",
      url: "/api/image-creator/last",
      headers: user.headers,
    });
    expect(after.statusCode).toBe(204);
    const anonymous = await test.app.inject({ method: "GET", url: "/api/image-creator/last" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("limits each user to the configured images per minute (429 with Retry-After)", async () => {
    const user = await userWithAccess(test, "limited");
    const other = await userWithAccess(test, "unaffected");
    const statuses: number[] = [];
    await withinOneWindow(test, minuteMs, async () => {
      for (let index = 0; index < 4; index++) {
        const response = await generate(user.headers, {
          prompt: `Grace ${index}`,
          style: "modern",
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error.code).toBe("rate_limited");
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
    });
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await generate(other.headers, { prompt: "Peace", style: "modern" })).statusCode).toBe(
      201,
    );
  });

  it("removes stored files whose library entry is gone", async () => {
    const user = await userWithAccess(test, "sweep");
    const image = imageResultSchema.parse(
      (await generate(user.headers, { prompt: "Living water", style: "modern" })).json(),
    );
    const files = () => readdirSync(test.config.images.dir);
    expect(files()).toContain(`${image.id}.png`);
    const thumbnail = await test.app.inject({
      method: "GET",
      url: `/api/images/${image.id}/thumbnail.png`,
      headers: user.headers,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(files()).toContain(`${image.id}-thumbnail.png`);
    await test.database.db.delete(contentItems).where(eq(contentItems.id, image.id));
    const service = createImageService({
      db: test.database.db,
      storage: createLocalImageStorage(test.config.images.dir),
      provider: createOfflineImageProvider(),
      content: createContentService(test.database.db),
      // Two hours on: past the grace period that protects files being written.
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    expect(await service.sweepOrphans()).toBe(2);
    expect(files()).not.toContain(`${image.id}.png`);
    expect(files()).not.toContain(`${image.id}-thumbnail.png`);
    expect(files().length).toBeGreaterThan(0);
  });
});
