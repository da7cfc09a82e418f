import Fastify from "fastify";
import pg from "pg";
import { createParser } from "eventsource-parser";
import { describe, expect, it } from "vitest";
import { generationEventSchema } from "@shared/generation/stream";
import { writingToolKeys, writingTools, type WritingToolKey } from "@shared/tools";
import type { FieldSpec } from "@shared/tools/define";
import { registerErrorHandling } from "../../server/errors";
import { openEventStream, streamGeneration } from "../../server/modules/generation/sse";
import { createTestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

/** The smallest valid request of each tool: its required fields, as its declaration's example fills them. */
function smallestRequest(tool: WritingToolKey): Record<string, unknown> {
  const fields: readonly FieldSpec[] = writingTools[tool].fields;
  const example: Record<string, unknown> = writingTools[tool].example;
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.kind !== "select" && field.required ? [[field.name, example[field.name]]] : [],
    ),
  );
}

/** The events of a stream body, read by the same parser the browser uses. */
function eventsOf(body: string): Array<{ event: string; data: unknown }> {
  const events: Array<{ event: string; data: unknown }> = [];
  const parser = createParser({
    onEvent: (message) =>
      events.push({ event: message.event ?? "message", data: JSON.parse(message.data) }),
  });
  parser.feed(body);
  return events;
}

describe("the generation stream contract", async () => {
  const test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "100" });
  const user = await signedInUser(test, "streamer");
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 86_400_000),
  });

  for (const tool of writingToolKeys) {
    it(`${tool}: every event the server streams follows the shared schema`, async () => {
      const response = await test.app.inject({
        method: "POST",
        url: writingTools[tool].generatePath,
        headers: { ...user.headers, accept: "text/event-stream" },
        payload: smallestRequest(tool),
      });
      expect(response.statusCode).toBe(200);
      const events = eventsOf(response.body);
      expect(events.map((event) => event.event)).toEqual(["partial", "result"]);
      for (const event of events) {
        const parsed = generationEventSchema(tool).safeParse(event);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    });
  }

  it("a database outage during a stream is a service_unavailable error event, not a 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post("/stream", (request, reply) =>
      streamGeneration<"sermon">(request, reply, async ({ onPartial }) => {
        onPartial({ title: "Hope" });
        // What node-postgres throws when the server shuts down under a query.
        const outage = new pg.DatabaseError(
          "terminating connection due to administrator command",
          0,
          "error",
        );
        outage.code = "57P01";
        throw outage;
      }),
    );
    const response = await app.inject({
      method: "POST",
      url: "/stream",
      headers: { accept: "text/event-stream" },
    });
    await app.close();
    const events = eventsOf(response.body);
    expect(events.map((event) => event.event)).toEqual(["partial", "error"]);
    const error = generationEventSchema("sermon").parse(events[1]);
    expect(error).toEqual({
      event: "error",
      data: {
        error: {
          code: "service_unavailable",
          message: "The service is briefly unavailable. Please try again in a moment.",
        },
      },
    });
  });

  it("an unexpected failure is an internal_error event without its details", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post("/stream", (request, reply) =>
      streamGeneration<"sermon">(request, reply, async () => {
        throw new Error("secret detail from deep inside");
      }),
    );
    const response = await app.inject({ method: "POST", url: "/stream" });
    await app.close();
    expect(response.body).not.toContain("secret detail");
    const [event] = eventsOf(response.body);
    expect(generationEventSchema("sermon").parse(event)).toMatchObject({
      event: "error",
      data: { error: { code: "internal_error" } },
    });
  });

  it("a quiet stream sends comment lines to keep proxies from closing it; parsers skip them", async () => {
    const app = Fastify({ logger: false });
    app.post("/quiet", async (_request, reply) => {
      const stream = openEventStream(reply, { keepAliveMs: 40 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      stream.send("result", { ok: true });
      stream.end();
      return reply;
    });
    const response = await app.inject({ method: "POST", url: "/quiet" });
    await app.close();
    expect(response.body.match(/^: keep-alive$/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(eventsOf(response.body)).toEqual([{ event: "result", data: { ok: true } }]);
  });
});
