import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { prettyLogStream } from "../../server/pretty-log";
import { testConfig, testDatabase } from "../support/test-app";

/** What a person watching `npm start` in a terminal reads. */
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>["app"];

beforeAll(async () => {
  const built = await buildApp({
    config: testConfig({ LOG_LEVEL: "info" }),
    database: await testDatabase(),
    scheduledJobs: false,
    logStream: prettyLogStream({ write: (text) => void lines.push(...text.split(/\n(?=\S)/)) }),
  });
  app = built.app;
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe("the log in a terminal", () => {
  it("shows one line per request: time, method, address, status and duration", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/auth/user" });
    await app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: {} });
    const shown = lines.map((line) => line.trimEnd()).filter(Boolean);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms$/);
    expect(shown[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/auth\/user 401 \d+ ms$/);
    expect(shown[2]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/auth\/sign-in\/email 4\d\d \d+ ms$/);
    expect(shown.join("\n")).not.toContain("{");
  });

  it("keeps secrets in addresses redacted, as the JSON log does", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/auth/verify-email?token=abc.def.ghi-secret" });
    const shown = lines.join("\n");
    expect(shown).toMatch(/GET \/api\/auth\/verify-email\?token=\S+ \d{3}/);
    expect(shown).not.toContain("abc.def.ghi-secret");
  });

  it("writes other messages as text with their fields, warnings labelled", () => {
    lines.length = 0;
    app.log.warn({ count: 3 }, "data files were readable by other users");
    expect(lines.join("")).toMatch(
      /^\d\d:\d\d:\d\d WARN data files were readable by other users count=3\n$/,
    );
  });
});

describe("the server process", () => {
  /** Starts server/main.ts, under a pseudo-terminal when `tty`, and reads its first lines. */
  function startServer(tty: boolean): Promise<string> {
    const options = {
      stdio: ["ignore", "pipe", "pipe"] as ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "kt-tty-")),
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "info",
      },
    };
    const command = `${process.execPath} --import tsx server/main.ts`;
    const child = tty
      ? spawn("script", ["-qfec", command, "/dev/null"], options)
      : spawn(process.execPath, ["--import", "tsx", "server/main.ts"], options);
    let output = "";
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGTERM");
        reject(new Error(`server did not start:\n${output}`));
      }, 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        if (/Kingdom Tools is running at/.test(output) && /Server listening at/.test(output)) {
          clearTimeout(timer);
          child.kill("SIGTERM");
          resolve(output);
        }
      };
      child.stdout!.on("data", read);
      child.stderr!.on("data", read);
    });
  }

  it("writes readable lines to a terminal and JSON to a pipe", async () => {
    const [terminal, pipe] = await Promise.all([startServer(true), startServer(false)]);
    expect(terminal).toMatch(/^\d\d:\d\d:\d\d Server listening at http:\/\/127\.0\.0\.1:\d+\r?$/m);
    expect(terminal).not.toMatch(/"level":/);
    expect(pipe).toMatch(
      /^\{"level":30,.*"msg":"Server listening at http:\/\/127\.0\.0\.1:\d+"\}$/m,
    );
  }, 120_000);
});
