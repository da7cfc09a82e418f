import { existsSync, readdirSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imageResultSchema } from "@shared/images/schemas";
import { contentItems } from "../../server/db/schema";
import { imageInfo } from "../../server/modules/images/image-bytes";
import { contentPolicyMessage } from "../../server/modules/images/openai-provider";
import { renderArt } from "../../server/modules/images/offline-art";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server";
import { createTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";

/**
 * The OpenAI path end to end: the real AI SDK (chat for the enhanced prompt, images
 * for the picture) against a local fake of OpenAI's HTTP API.
 */
describe("image creation through an OpenAI image model", () => {
  let fake: FakeOpenAi;
  let test: TestApp;
  let headers: Record<string, string>;
  let userId: string;
  let providerPng: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp({
      AI_PROVIDER: "openai",
      AI_API_KEY: "sk-test-images",
      AI_BASE_URL: fake.baseUrl,
      AI_MAX_RETRIES: "0",
      AI_TIMEOUT_MS: "1500",
      IMAGE_RATE_PER_MINUTE: "50",
    });
    const user = await userWithAccess(test, "ai-images");
    headers = user.headers;
    userId = user.id;
    // A real 1024x1024 picture for the fake to hand back.
    providerPng = (
      await renderArt({ prompt: "Morning light", style: "modern", size: "1024x1024" })
    ).png.toString("base64");
  });

  afterAll(async () => {
    await fake.close();
  });

  beforeEach(() => fake.reset());

  const generate = (payload: unknown) =>
    test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers,
      payload: payload as never,
    });

  const imageRows = async () =>
    test.database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.userId, userId), eq(contentItems.type, "image")));

  const storedFiles = () =>
    existsSync(test.config.images.dir) ? readdirSync(test.config.images.dir) : [];

  it("uses the language model's enhanced prompt and stores the model's picture", async () => {
    const enhanced =
      "A shepherd on a green hillside at dawn, golden light over still water, painted in soft translucent watercolour washes";
    fake.enqueueChat({ kind: "reply", content: enhanced });
    fake.enqueueImages({ kind: "image", b64: providerPng });
    const response = await generate({
      prompt: "Psalm 23:2 shepherd",
      style: "watercolor",
      size: "1024x1024",
    });
    expect(response.statusCode).toBe(201);
    const image = imageResultSchema.parse(response.json());
    expect(image).toMatchObject({
      prompt: "Psalm 23:2 shepherd",
      enhancedPrompt: enhanced,
      source: "ai",
      reference: "Psalm 23:2",
      width: 1024,
      height: 1024,
    });

    const [chat, images] = fake.requests;
    expect(chat!.path).toBe("/v1/chat/completions");
    expect(chat!.headers.authorization).toBe("Bearer sk-test-images");
    const asked = JSON.stringify(chat!.body.messages);
    expect(asked).toContain("Psalm 23:2 shepherd");
    expect(asked).toContain("watercolour");
    // The verse itself travels with the description, so the model can picture it.
    expect(asked).toContain("He makes me lie down in green pastures");
    expect(images!.path).toBe("/v1/images/generations");
    expect(images!.body).toMatchObject({
      model: "dall-e-3",
      prompt: enhanced,
      n: 1,
      size: "1024x1024",
      response_format: "b64_json",
    });

    const file = await test.app.inject({ method: "GET", url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(providerPng, "base64"))).toBe(true);
  });

  it("asks for the spec's tall size and fits a differently sized answer to it exactly", async () => {
    fake.enqueueChat({ kind: "reply", content: "A lighthouse on a rock in a storm at night" });
    // The fake's default answer is a 1×1 PNG.
    fake.enqueueImages({ kind: "image" });
    const response = await generate({ prompt: "A mighty fortress", size: "1024x1792" });
    expect(response.statusCode).toBe(201);
    expect(fake.requests[1]!.body.size).toBe("1024x1792");
    const image = imageResultSchema.parse(response.json());
    const file = await test.app.inject({ method: "GET", url: image.url });
    expect(imageInfo(file.rawPayload)).toEqual({ format: "png", width: 1024, height: 1792 });
  });

  it("falls back to a plain prompt when the language model fails", async () => {
    fake.enqueueChat({ kind: "status", status: 500 });
    fake.enqueueImages({ kind: "image", b64: providerPng });
    const response = await generate({ prompt: "The empty tomb", style: "renaissance" });
    expect(response.statusCode).toBe(201);
    const image = imageResultSchema.parse(response.json());
    expect(image.enhancedPrompt).toContain("The empty tomb");
    expect(image.enhancedPrompt).toContain("Renaissance painting");
    expect(fake.requests[1]!.body.prompt).toBe(image.enhancedPrompt);
  });

  it("refuses an enhanced prompt cut off at its token cap and uses the plain one", async () => {
    const cut = "A stone rolled away from an empty tomb at first light, linen cloths folded on the";
    fake.enqueueChat({ kind: "json", content: cut, finishReason: "length" });
    fake.enqueueImages({ kind: "image", b64: providerPng });
    const response = await generate({ prompt: "The empty tomb", style: "renaissance" });
    expect(response.statusCode).toBe(201);
    const image = imageResultSchema.parse(response.json());
    expect(image.enhancedPrompt).not.toContain("linen cloths");
    expect(image.enhancedPrompt).toContain("The empty tomb");
    expect(fake.requests[1]!.body.prompt).toBe(image.enhancedPrompt);
  });

  const failures = [
    {
      name: "a content-policy refusal (400)",
      script: {
        kind: "status",
        status: 400,
        message:
          "Your request was rejected as a result of our safety system. code: content_policy_violation",
      },
      status: 400,
      code: "bad_request",
      message: contentPolicyMessage,
    },
    {
      name: "a server error (500)",
      script: { kind: "status", status: 500 },
      status: 502,
      code: "provider_error",
      kind: "server_error",
    },
    {
      name: "a timeout",
      script: { kind: "hang" },
      status: 504,
      code: "provider_timeout",
      kind: "timeout_before_first_words",
    },
    {
      name: "bytes that are not an image",
      script: { kind: "image", b64: Buffer.from("<html>oops</html>").toString("base64") },
      status: 502,
      code: "provider_error",
      message: "The image service sent back an image we could not read. Please try again.",
    },
  ] as const;

  for (const failure of failures) {
    it(`ends ${failure.name} in a clear error and saves nothing`, async () => {
      const rowsBefore = (await imageRows()).length;
      const filesBefore = storedFiles().length;
      fake.enqueueChat({ kind: "reply", content: "A cross on a hill at sunset, oil on canvas" });
      fake.enqueueImages(failure.script);
      const response = await generate({ prompt: "Calvary", style: "oil-painting" });
      expect(response.statusCode).toBe(failure.status);
      // A failure of the image model is named by its kind and asks the pastor to try again.
      expect(response.json()).toEqual({
        error:
          "kind" in failure
            ? {
                code: failure.code,
                kind: failure.kind,
                message: expect.stringMatching(/try again/i),
              }
            : { code: failure.code, message: failure.message },
      });
      expect((await imageRows()).length).toBe(rowsBefore);
      expect(storedFiles().length).toBe(filesBefore);
    });
  }

  it("reports a failure in the stream as an error event, after the stages reached", async () => {
    fake.enqueueChat({ kind: "reply", content: "A dove over the river Jordan" });
    fake.enqueueImages({ kind: "status", status: 500 });
    const response = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: { ...headers, accept: "text/event-stream" },
      payload: { prompt: "Baptism of Jesus" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('event: stage\ndata: {"stage":"image"}');
    expect(response.body).not.toContain('"stage":"save"');
    expect(response.body).toContain("event: error");
    expect(response.body).toContain('"code":"provider_error"');
  });
});
