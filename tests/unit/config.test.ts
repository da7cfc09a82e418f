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
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(name));
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
