import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configSummary, loadConfig } from "../../server/config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "kt-config-"));

describe("config", () => {
  it("starts with no variables at all: embedded database, port 5000, outbox email", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(5000);
    expect(config.database.kind).toBe("embedded");
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SUPPORT_EMAIL: "nobody" }, "SUPPORT_EMAIL"],
    [{ NODE_ENV: "production" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_ID"],
    [{ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" }, "OIDC_ISSUER_URL"],
    [{ REDIS_URL: "http://cache:6379" }, "REDIS_URL"],
    [{ REDIS_KEY_PREFIX: "kt prod" }, "REDIS_KEY_PREFIX"],
    [{ S3_ENDPOINT: "https://s3.example.org" }, "S3_BUCKET"],
    [{ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "id" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "images", S3_ENDPOINT: "not a url" }, "S3_ENDPOINT"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(name));
  });

  it("reads object storage for images: path style for an own endpoint, the secret never printed", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: "images",
      S3_ENDPOINT: "https://s3.example.org",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "very-secret",
    });
    expect(config.images.objectStorage).toMatchObject({
      bucket: "images",
      endpoint: "https://s3.example.org",
      region: "us-east-1",
      forcePathStyle: true,
      prefix: "images/",
    });
    expect(configSummary(config).images).toContain("object storage bucket images");
    expect(JSON.stringify(configSummary(config))).not.toContain("very-secret");
    const aws = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "images" });
    expect(aws.images.objectStorage?.forcePathStyle).toBe(false);
  });

  it("reads REDIS_URL and prints where shared limits are kept, without the password", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), REDIS_URL: "redis://:hunter2@cache:6379" });
    expect(config.redisUrl).toBe("redis://:hunter2@cache:6379");
    expect(config.redisKeyPrefix).toBe("kt:");
    expect(configSummary(config).sharedLimits).toBe("Redis at redis://cache:6379");
    expect(configSummary(loadConfig({ DATA_DIR: dataDir() })).sharedLimits).toBe("the database");
  });

  it("keeps the development secret across restarts", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(loadConfig({ DATA_DIR: dir }).authSecret);
  });

  it("prints a summary without secrets or passwords", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://admin:hunter2secret@db.example:5432/kingdom",
      SMTP_URL: "smtp://mailer:mailpass99@smtp.example:587",
      AUTH_SECRET: "s".repeat(40),
      GOOGLE_CLIENT_ID: "gid",
      GOOGLE_CLIENT_SECRET: "google-secret-value",
    });
    const text = JSON.stringify(configSummary(config));
    expect(text).toContain("db.example:5432/kingdom");
    expect(text).toContain("smtp.example");
    for (const secret of ["hunter2secret", "mailpass99", "s".repeat(40), "google-secret-value"]) {
      expect(text).not.toContain(secret);
    }
  });
});
