import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageFileName, imageRequestSchema } from "@shared/images/schemas";
import { ConfigError, loadConfig } from "../../server/config";
import { createLocalImageStorage, isStorageKey } from "../../server/modules/images/storage";

function config(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "kt-images-config-")),
    ...env,
  });
}

describe("image configuration", () => {
  it("draws offline art by default, with files under the data folder and modest limits", () => {
    const loaded = config({});
    expect(loaded.images).toMatchObject({
      provider: "offline",
      model: "dall-e-3",
      limits: { perMinute: 5, perDay: 50 },
    });
    expect(loaded.images.dir).toBe(path.join(loaded.dataDir, "images"));
    expect(loaded.images).not.toHaveProperty("apiKey");
  });

  it("uses OpenAI's image model when OpenAI is the language provider, with its key and base URL", () => {
    const loaded = config({
      AI_PROVIDER: "openai",
      AI_API_KEY: "sk-shared",
      AI_BASE_URL: "http://127.0.0.1:9/v1",
      IMAGE_MODEL: "gpt-image-1",
    });
    expect(loaded.images).toMatchObject({
      provider: "openai",
      model: "gpt-image-1",
      apiKey: "sk-shared",
      baseUrl: "http://127.0.0.1:9/v1",
    });
  });

  it("keeps offline art with another language provider unless told otherwise", () => {
    const anthropic = { AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "sk-ant" };
    expect(config(anthropic).images.provider).toBe("offline");
    expect(() => config({ ...anthropic, IMAGE_PROVIDER: "openai" })).toThrow(ConfigError);
    expect(() => config({ ...anthropic, IMAGE_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
    const both = config({ ...anthropic, IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-oa" });
    expect(both.images).toMatchObject({ provider: "openai", apiKey: "sk-oa" });
    expect(both.images).not.toHaveProperty("baseUrl");
    expect(
      config({ AI_PROVIDER: "openai", AI_API_KEY: "sk", IMAGE_PROVIDER: "offline" }).images
        .provider,
    ).toBe("offline");
  });

  it("rejects bad values with the variable's name", () => {
    expect(() => config({ IMAGE_PROVIDER: "midjourney" })).toThrow(/IMAGE_PROVIDER/);
    expect(() => config({ IMAGE_RATE_PER_MINUTE: "0" })).toThrow(/IMAGE_RATE_PER_MINUTE/);
    expect(() => config({ IMAGE_DAILY_CAP: "many" })).toThrow(/IMAGE_DAILY_CAP/);
  });
});

describe("image request and names", () => {
  it("defaults to biblical at 1024x1024 and trims the description", () => {
    expect(imageRequestSchema.parse({ prompt: "  Grace  " })).toEqual({
      prompt: "Grace",
      style: "biblical",
      size: "1024x1024",
    });
  });

  it("names downloads after the description, style and size, in safe characters", () => {
    expect(
      imageFileName({
        prompt: "Psalm 23:1 — “The Lord is my shepherd”",
        style: "renaissance",
        size: "1792x1024",
      }),
    ).toBe("kingdom-image-psalm-23-1-the-lord-is-my-shepherd-renaissance-1792x1024.png");
    expect(imageFileName({ prompt: "✝✝✝", style: "modern", size: "1024x1024" })).toBe(
      "kingdom-image-modern-1024x1024.png",
    );
  });
});

describe("local image storage", () => {
  it("refuses keys that could leave its folder and stores whole files only", async () => {
    for (const key of ["../escape.png", "a/b.png", "short.png", "x".repeat(20) + ".svg", ""]) {
      expect(isStorageKey(key), key).toBe(false);
    }
    const dir = mkdtempSync(path.join(tmpdir(), "kt-image-store-"));
    const storage = createLocalImageStorage(dir);
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    await expect(
      storage.put("0123456789abcdef.png", Buffer.from("x"), "image/jpeg"),
    ).rejects.toThrow(/content type/);
    await storage.put("0123456789abcdef.png", Buffer.from("png bytes"), "image/png");
    expect(readdirSync(dir)).toEqual(["0123456789abcdef.png"]);
    expect(await storage.get("0123456789abcdef.png")).toEqual({
      bytes: Buffer.from("png bytes"),
      contentType: "image/png",
    });
    expect(await storage.get("../../etc/passwd")).toBeUndefined();
    expect(await storage.get("fedcba9876543210.png")).toBeUndefined();
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry.key);
    expect(listed).toEqual(["0123456789abcdef.png"]);
    await storage.delete("0123456789abcdef.png");
    expect(readdirSync(dir)).toEqual([]);
  });
});
