import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../server/app";
import { CapturingMailer, testConfig, testDatabase } from "../../support/test-app";
import { signUp, uniqueEmail } from "../../support/users";

/**
 * better-auth's lines are in the JSON log, one object a line, and never plain text on the
 * console (issue 37 #11). Before, an error an endpoint answered with (a weak password at
 * sign-up) was printed by better-auth's own logger: "[Better Auth]: This password is too
 * easy to guess…", outside the JSON log.
 */
describe("better-auth's log lines", () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let context: Awaited<ReturnType<typeof buildApp>>["context"];
  let database: Awaited<ReturnType<typeof testDatabase>>;
  const consoleCalls: string[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    ({ app, context } = await buildApp({
      config: testConfig({ LOG_LEVEL: "debug" }),
      database,
      mailer: new CapturingMailer(),
      scheduledJobs: false,
      logStream: { write: (line) => void lines.push(line) },
    }));
    await app.ready();
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleCalls.push(args.map(String).join(" "));
      });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  it("a refused sign-up (a weak password) is a JSON line, and nothing is printed beside the log", async () => {
    const test = {
      app,
      context,
      database,
      mailer: new CapturingMailer(),
      config: context.config,
      clock: { offsetMs: 0 },
    };
    const { response } = await signUp(test, uniqueEmail("weak-password"), "password123");
    expect(response.statusCode).toBe(400);
    expect(consoleCalls.filter((call) => /better auth/i.test(call))).toEqual([]);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const fromAuth = entries.filter((entry) => entry.module === "better-auth");
    expect(fromAuth.some((entry) => /easy to guess|common|weak/i.test(String(entry.msg)))).toBe(
      true,
    );
    // A refusal of the request, not a failure of the server.
    expect(fromAuth.every((entry) => Number(entry.level) < 50)).toBe(true);
  });
});
