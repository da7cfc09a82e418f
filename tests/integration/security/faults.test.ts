import { mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentItems,
  dataRequests,
  lastGenerations,
  supportMessages,
} from "../../../server/db/schema";
import {
  buildTestApp,
  createTestApp,
  testConfig,
  testDatabase,
  type TestApp,
} from "../../support/test-app";
import { newIp, setAccess, signedInUser, strongPassword, uniqueEmail } from "../../support/users";
import { startFakeOpenAi, type FakeOpenAi } from "../../support/fake-openai-server";
import { saveSermon } from "../library-helpers";
import { leakIn } from "./leaks";

/**
 * What the user sees when a dependency fails, and what is left behind: the AI provider,
 * the mail server and the image store. Each failure is a clear JSON error (or a clear
 * error event in a stream), never a success, and nothing is half-saved.
 */
const day = 24 * 60 * 60 * 1000;
const aiKey = "sk-faults-secret-key-000111222";
/** One secret for every app here, so a session made in one is valid in the others. */
const authSecret = "faults-test-auth-secret-0123456789abcdef";

let fake: FakeOpenAi;
let base: TestApp;
const opened: Array<{ app: { close(): Promise<unknown> } }> = [];

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function userWithTrial(label: string) {
  const user = await signedInUser(base, label);
  await setAccess(base, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
  return user;
}

function headersOf(user: { cookie: string }, app: { config: { publicUrl: string } }) {
  return { cookie: user.cookie, origin: app.config.publicUrl, "x-forwarded-for": newIp() };
}

/** An app over the shared test database, with its own configuration. */
async function appWith(overrides: Record<string, string>): Promise<TestApp> {
  const test = await createTestApp({ AUTH_SECRET: authSecret, ...overrides });
  opened.push(test);
  return test;
}

/** The same, but mailing through the configured SMTP_URL rather than into memory. */
async function appWithRealMailer(overrides: Record<string, string>) {
  const config = testConfig({ AUTH_SECRET: authSecret, ...overrides });
  const built = await buildTestApp({ config, database: await testDatabase() });
  opened.push(built);
  return { app: built.app, config };
}

function expectClearError(
  response: { statusCode: number; body: string; json(): unknown },
  statuses: number[],
  codes: string[],
) {
  expect(statuses, response.body).toContain(response.statusCode);
  const body = response.json() as { error: { code: string; message: string } };
  expect(codes).toContain(body.error.code);
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(leakIn(response.body, [aiKey, authSecret])).toBeUndefined();
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  base = await appWith({});
});

afterAll(async () => {
  for (const entry of opened) await entry.app.close();
  await fake?.close();
});

describe("AI provider down", () => {
  let ai: TestApp;
  let user: Awaited<ReturnType<typeof userWithTrial>>;

  beforeAll(async () => {
    ai = await appWith({
      AI_PROVIDER: "openai",
      AI_API_KEY: aiKey,
      AI_BASE_URL: fake.baseUrl,
      AI_MAX_RETRIES: "0",
      AI_TIMEOUT_MS: "1500",
      AI_FIRST_CHUNK_TIMEOUT_MS: "800",
    });
    user = await userWithTrial("ai-down");
  });

  async function nothingSaved() {
    const db = ai.database.db;
    const last = await db.select().from(lastGenerations).where(eq(lastGenerations.userId, user.id));
    const items = await db.select().from(contentItems).where(eq(contentItems.userId, user.id));
    expect(last, "a last generation was written").toEqual([]);
    expect(items, "a library item was written").toEqual([]);
  }

  const generate = (accept?: string) =>
    ai.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: { ...headersOf(user, ai), ...(accept ? { accept } : {}) },
      payload: { topic: "Hope", scripture: "Romans 5:1-5" },
    });

  it.each([
    [
      "answers 500",
      { kind: "status", status: 500, message: "upstream exploded" } as const,
      [502],
      ["provider_error"],
    ],
    ["answers 503", { kind: "status", status: 503 } as const, [502], ["provider_error"]],
    ["hangs", { kind: "hang" } as const, [504], ["provider_timeout"]],
    [
      "drops the connection mid-stream",
      { kind: "drop-mid-stream", content: '{"title":"Hope","mainPoints":["a","b"' } as const,
      [502, 504],
      ["provider_error", "provider_timeout"],
    ],
  ])("%s: a clear 502/504 and nothing saved", async (_name, failure, statuses, codes) => {
    fake.reset();
    fake.setFallback({ chat: failure });
    const response = await generate();
    expectClearError(response, statuses, codes);
    await nothingSaved();
  });

  it("streams a clear error event when the provider fails mid-stream, and saves nothing", async () => {
    fake.reset();
    fake.setFallback({
      chat: { kind: "drop-mid-stream", content: '{"title":"Hope","mainPoints":["a","b"]' },
    });
    const response = await generate("text/event-stream");
    expect(response.statusCode).toBe(200);
    const events = response.body.split("\n\n").filter((block) => block.startsWith("event:"));
    const last = events.at(-1) ?? "";
    expect(last).toMatch(/^event: error/);
    const body = JSON.parse(/data: (.*)/.exec(last)![1]!) as { error: { code: string } };
    expect(["provider_error", "provider_timeout"]).toContain(body.error.code);
    expect(response.body).not.toMatch(/event: result/);
    expect(leakIn(response.body, [aiKey])).toBeUndefined();
    await nothingSaved();
  });

  it("a provider that is not listening at all: 502 and nothing saved", async () => {
    const port = await closedPort();
    const gone = await appWith({
      AI_PROVIDER: "openai",
      AI_API_KEY: aiKey,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MAX_RETRIES: "0",
      AI_TIMEOUT_MS: "1500",
    });
    const response = await gone.app.inject({
      method: "POST",
      url: "/api/prayers/generate",
      headers: headersOf(user, gone),
      payload: { focus: "Our church" },
    });
    expectClearError(response, [502], ["provider_error"]);
    await nothingSaved();
  });

  it("image creation with the provider down: a clear error, no library row, no file", async () => {
    for (const failure of [{ kind: "status", status: 500 } as const, { kind: "hang" } as const]) {
      fake.reset();
      fake.setFallback({ images: failure, chat: { kind: "status", status: 500 } });
      const response = await ai.app.inject({
        method: "POST",
        url: "/api/generate-image",
        headers: headersOf(user, ai),
        payload: { prompt: "A shepherd at dawn", size: "1024x1024" },
      });
      expectClearError(response, [502, 504], ["provider_error", "provider_timeout"]);
      await nothingSaved();
      const dir = ai.config.images.dir;
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    }
  });
});

describe("mail server down", () => {
  let smtp: Awaited<ReturnType<typeof appWithRealMailer>>;
  let user: Awaited<ReturnType<typeof userWithTrial>>;
  let sermonId: string;

  beforeAll(async () => {
    smtp = await appWithRealMailer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    user = await userWithTrial("smtp-down");
    sermonId = await saveSermon(base, headersOf(user, base));
  });

  it("emailing a sermon: a clear error, nothing claims it was sent", async () => {
    const response = await smtp.app.inject({
      method: "POST",
      url: "/api/sermons/email",
      headers: headersOf(user, smtp),
      payload: { sermonId, email: "deacon@example.org" },
    });
    expectClearError(response, [502, 503], ["provider_error", "service_unavailable"]);
    expect(response.body).not.toMatch(/"sent":\s*true/);
  });

  it("emailing any library item: a clear error, nothing claims it was sent", async () => {
    const response = await smtp.app.inject({
      method: "POST",
      url: `/api/library/${sermonId}/email`,
      headers: headersOf(user, smtp),
      payload: { email: "deacon@example.org" },
    });
    expectClearError(response, [502, 503], ["provider_error", "service_unavailable"]);
    expect(response.body).not.toMatch(/"sent":\s*true/);
  });

  const supportEmail = uniqueEmail("support");
  const rightsEmail = uniqueEmail("rights");

  it("the support form: a clear error", async () => {
    const response = await smtp.app.inject({
      method: "POST",
      url: "/api/support",
      headers: headersOf(user, smtp),
      payload: { name: "Grace", email: supportEmail, subject: "Help", message: "Please help me." },
    });
    expectClearError(response, [502], ["provider_error"]);
  });

  // Otherwise the visitor, told it failed, sends again, and support gets every copy.
  it("the support form: no message stored that the visitor was told had failed", async () => {
    const stored = await base.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, supportEmail));
    expect(stored).toEqual([]);
  });

  it("a data rights request: a clear error", async () => {
    const response = await smtp.app.inject({
      method: "POST",
      url: "/api/gdpr/data-request",
      headers: headersOf(user, smtp),
      payload: { email: rightsEmail, requestType: "access" },
    });
    expectClearError(response, [502], ["provider_error"]);
  });

  it("a data rights request: none stored that the requester was told had failed", async () => {
    const stored = await base.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.email, rightsEmail));
    expect(stored).toEqual([]);
  });

  // better-auth only logs the verification mail's failure; the bridge undoes the sign-up.
  it("signing up: a clear error rather than an account nobody can verify", async () => {
    const response = await smtp.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: smtp.config.publicUrl, "x-forwarded-for": newIp() },
      payload: { email: uniqueEmail("signup"), password: strongPassword, name: "Grace Hopewell" },
    });
    expectClearError(response, [502, 503], ["provider_error", "service_unavailable"]);
  });
});

describe("image store unwritable", () => {
  let user: Awaited<ReturnType<typeof userWithTrial>>;
  let scratch: string;
  let blocked: TestApp;

  beforeAll(async () => {
    user = await userWithTrial("store-down");
    scratch = mkdtempSync(path.join(tmpdir(), "kt-store-"));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  async function create(app: TestApp) {
    return app.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: headersOf(user, app),
      payload: { prompt: "Psalm 23:1" },
    });
  }

  async function imageRows() {
    return base.database.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.userId, user.id), eq(contentItems.type, "image")));
  }

  it("IMAGE_DIR is a file, not a folder: a clear error and no library row", async () => {
    const file = path.join(scratch, "not-a-folder");
    writeFileSync(file, "x");
    const app = await appWith({ IMAGE_DIR: file });
    const response = await create(app);
    expectClearError(response, [503], ["service_unavailable"]);
    expect(await imageRows()).toEqual([]);
  });

  it("IMAGE_DIR lies under a file: a clear error and no library row", async () => {
    const blocker = path.join(scratch, "blocker");
    writeFileSync(blocker, "x");
    blocked = await appWith({ IMAGE_DIR: path.join(blocker, "images") });
    expectClearError(await create(blocked), [503], ["service_unavailable"]);
    expect(await imageRows()).toEqual([]);
    rmSync(blocker);
  });

  it("works again, without a restart, once the operator frees the path", async () => {
    const again = await create(blocked);
    expect(again.statusCode, again.body).toBe(201);
  });
});
