import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planTypes } from "@shared/prices";
import {
  writingTools,
  writingToolKeys,
  type ToolRequest,
  type WritingToolKey,
} from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { defaultPreferences, type ToolPipeline } from "../../../server/generation/pipeline-types";
import { createPipelines } from "../../../server/generation/pipelines";
import { createTestApp, type TestApp } from "../../support/test-app";
import { cookieFrom, newIp, setAccess, signedInUser, strongPassword } from "../../support/users";
import {
  signedWebhook,
  startFakeStripe,
  stripeEnv,
  type FakeStripeServer,
} from "../../support/fake-stripe-server";
import { saveSermon } from "../library-helpers";
import { registeredApiRoutes, routeKey, type ApiRoute } from "./api-routes";
import { databaseFingerprint } from "./db-fingerprint";
import { logWrites, type WriteLog } from "./db-writes";
import {
  cookieHeader,
  fieldValue,
  oddHeaders,
  oddString,
  pathParam,
  queryNear,
  wireBody,
  type WireBody,
} from "./fuzz-inputs";
import { leakIn } from "./leaks";

/**
 * Property-based fuzzing of every /api route: bodies, query strings, path parameters and
 * headers. Whatever arrives, the answer is never a 5xx, the process never throws, errors keep
 * their JSON shape and leak nothing, and a refused request (4xx) changes no row.
 * FUZZ_RUNS sets the cases per route (default 1,000); FUZZ_SEED replays a run; FUZZ_VERBOSE
 * prints each route's answers by status, to see how deep the cases went.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const day = 24 * 60 * 60 * 1000;
const aiKey = "sk-fuzz-secret-ai-key-0123456789";

type Who = "user" | "writer" | "auth-user" | "closing-user" | "nobody";

interface RoutePlan {
  /** Whose session cookie goes with the request (fuzzed around it). */
  who: Who;
  /** A valid body, mutated by the fuzzer (a function when it names ids made in beforeAll). */
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  /** A valid query, mutated by the fuzzer. */
  query?: Record<string, string>;
  /** Values for the path parameters and the wildcard. */
  params?: Record<string, fc.Arbitrary<string>>;
  /** A case of its own the route needs (e.g. correctly signed webhooks). */
  special?: fc.Arbitrary<Special>;
  /** Success may end the session (sign-out, account closed): check it and sign in again. */
  mayEndSession?: boolean;
  /**
   * Cases whose refusal may write and undo (the webhook claims an event, then releases it
   * when handling fails): judged by the rows before and after, not by the statements.
   */
  judgeByRows?: (fuzz: FuzzCase) => boolean;
}

interface Special {
  payload: string;
  headers: Record<string, string>;
}

interface Principal {
  id: string;
  email: string;
  cookie: string;
}

let test: TestApp;
let stripe: FakeStripeServer;
let writes: WriteLog;
const writingGets = new Set(["GET /api/logout", "GET /api/auth/*"]);
const principals = {} as Record<Exclude<Who, "nobody">, Principal>;
const everyUserId = new Set<string>();
const since = new Date();
const ids = {
  ownItem: "",
  otherItem: "",
  foreignItem: "",
  writerImage: "",
  writerImageFile: "",
  ownUserId: "",
  ownPlan: "",
  foreignPlan: "",
};

async function userWithTrial(label: string): Promise<Principal> {
  const user = await signedInUser(test, label);
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
  everyUserId.add(user.id);
  return { id: user.id, email: user.email, cookie: user.cookie };
}

function headersFor(cookie: string) {
  return { cookie, origin: test.config.publicUrl, "x-forwarded-for": newIp() };
}

/** Ids known once the users exist; read when a case is drawn. */
const knownId = (...names: Array<keyof typeof ids>) =>
  fc.constantFrom(...names).map((name) => ids[name]);

const fuzzLectionaryCsv =
  "year,day,first_reading,psalm,second_reading,gospel\nA,advent-1,Micah 5:2-5,Psalm 130,,Luke 1:26-38";
const fuzzPlan = {
  title: "Fuzz series",
  focus: "John",
  startDate: "2026-02-22",
  weeks: [
    { passage: "John 2:1-11", bigIdea: "New wine" },
    { passage: "", bigIdea: "" },
  ],
};
const planId = () => pathParam(knownId("ownPlan", "foreignPlan", "ownItem"));

const routePlans = buildPlans();

/** What a tool's page saves: its declaration's example request and the offline writer's draft of it. */
function savedExample(tool: WritingToolKey): Record<string, unknown> {
  const pipeline = createPipelines()[tool] as unknown as ToolPipeline<WritingToolKey>;
  const example = writingTools[tool].example;
  const request = toolSchemas[tool].request.parse(example) as ToolRequest<WritingToolKey>;
  const grounding = pipeline.ground(request, defaultPreferences);
  const result = pipeline.compose(request, grounding, defaultPreferences);
  return { ...example, ...toolSchemas[tool].result.parse(result) };
}

function buildPlans(): Record<string, RoutePlan> {
  const anyId = () =>
    pathParam(knownId("ownItem", "otherItem", "foreignItem", "writerImage", "ownUserId"));
  const imageFile = fc.oneof(
    knownId("writerImageFile"),
    fc.stringMatching(/^[A-Za-z0-9_-]{16,64}\.png$/),
    oddString.filter((value) => value.length > 0),
  );
  const table: Record<string, RoutePlan> = {
    "GET /api/health": { who: "nobody" },
    "GET /api/auth/user": { who: "user" },
    "GET /api/auth/session": { who: "user" },
    "GET /api/account/export": { who: "user" },
    "POST /api/account/delete": {
      who: "closing-user",
      body: { confirm: "delete" },
      mayEndSession: true,
    },
    "GET /api/login": { who: "nobody", query: { returnTo: "/tools" } },
    "GET /api/logout": { who: "nobody" },
    "POST /api/logout": { who: "nobody" },
    "GET /api/library": { who: "user", query: { q: "hope", type: "sermon", page: "1" } },
    "GET /api/library/export.zip": { who: "user" },
    "GET /api/library/counts": { who: "user", query: { q: "hope" } },
    "GET /api/library/usage": { who: "user" },
    "GET /api/library/:id": { who: "user", params: { id: anyId() } },
    "DELETE /api/library/:id": { who: "user", params: { id: anyId() } },
    "POST /api/library/:id/restore": { who: "user", params: { id: anyId() } },
    "GET /api/library/:id/export.pdf": { who: "user", params: { id: anyId() } },
    "GET /api/library/:id/export.docx": { who: "user", params: { id: anyId() } },
    "POST /api/library/:id/email": {
      who: "user",
      params: { id: anyId() },
      body: { email: "deacon@example.org" },
    },
    // Deliver to Inbox's opt-out link: no session; a token nobody was given.
    "GET /api/email/unsubscribe": {
      who: "nobody",
      query: { token: "aXn0tAr3alT0kenAtAll_xyz1234" },
    },
    "POST /api/email/unsubscribe": {
      who: "nobody",
      query: { token: "aXn0tAr3alT0kenAtAll_xyz1234" },
      body: { "List-Unsubscribe": "One-Click" },
    },
    "POST /api/sermons/email": {
      who: "user",
      body: () => ({ sermonId: ids.ownItem, email: "deacon@example.org" }),
    },
    "GET /api/subscription/status": { who: "user" },
    "POST /api/trial/activate": { who: "user" },
    "GET /api/scripture": { who: "nobody", query: { ref: "John 3:16", translation: "web" } },
    "GET /api/scripture/search": {
      who: "nobody",
      query: { q: "living water", translation: "kjv", limit: "5" },
    },
    "GET /api/scripture/topics": { who: "nobody" },
    "GET /api/scripture/topics/:topic": {
      who: "nobody",
      query: { translation: "web" },
      params: { topic: pathParam(fc.constantFrom("grace", "faith", "love")) },
    },
    "GET /api/settings": { who: "user" },
    "PUT /api/settings": {
      who: "user",
      body: {
        profile: { name: "Grace Hopewell", church: "Hope Chapel", ministry: "pastor", bio: "" },
        content: { defaultTone: "pastoral", includeScripture: true, emailSignature: "Grace" },
        ai: { translation: "kjv", creativity: "balanced" },
        notifications: { weeklyTips: true },
        tradition: { preset: "baptist", invitation: "tradition", formality: "liturgical" },
      },
    },
    "DELETE /api/settings": { who: "user" },
    "GET /api/testimonials": { who: "nobody" },
    "GET /api/public-config": { who: "nobody" },
    "GET /api/billing/config": { who: "user" },
    "GET /api/billing/subscription": { who: "user" },
    "POST /api/billing/cancel": { who: "user", body: { subscriptionId: "sub_123" } },
    "POST /api/billing/resume": { who: "user", body: { subscriptionId: "sub_123" } },
    "POST /api/billing/portal": { who: "user" },
    "POST /api/create-subscription": { who: "user", body: { planType: planTypes[0] } },
    "POST /api/stripe/webhook": {
      who: "nobody",
      body: { id: "evt_1", type: "customer.subscription.updated", data: { object: {} } },
      special: signedEvents(),
      judgeByRows: (fuzz) => fuzz.special !== undefined,
    },
    "POST /api/compliance/age-verification": {
      who: "nobody",
      body: { userId: "anonymous", verified: true, timestamp: new Date().toISOString() },
    },
    "POST /api/feedback": {
      who: "user",
      body: { role: "pastor", impact: "It saves me hours on Saturdays.", suggestions: "" },
    },
    "POST /api/scripture/check": {
      who: "user",
      body: {
        text: 'Jesus said, "I am the way" (John 14:6). Money is the root of all evil.',
        translation: "web",
      },
    },
    "POST /api/support": {
      who: "user",
      body: {
        name: "Grace",
        email: "grace@example.org",
        subject: "Help",
        message: "Please help me.",
      },
    },
    "POST /api/gdpr/data-request": {
      who: "user",
      body: { email: "grace@example.org", requestType: "access", description: "" },
    },
    // Not an operator (ADMIN_EMAILS is unset here): both answer as missing routes.
    "GET /api/admin/overview": { who: "user" },
    "GET /api/admin/email-deliveries": { who: "user" },
    "PATCH /api/admin/data-requests/:id": {
      who: "user",
      params: { id: anyId() },
      body: { status: "done" },
    },
    "POST /api/generate-image": {
      who: "writer",
      // An empty prompt, so most cases are refused: each accepted one draws a 1024px picture.
      body: { prompt: "", style: "watercolor", size: "1024x1024" },
    },
    "GET /api/image-creator/last": { who: "user" },
    "DELETE /api/image-creator/last": { who: "user" },
    "GET /api/images/:id/thumbnail.png": { who: "user", params: { id: anyId() } },
    "GET /api/usage": { who: "user" },
    "GET /api/images/:id/:file": {
      who: "nobody",
      query: { download: "1" },
      params: { id: anyId(), file: imageFile },
    },
    "GET /api/auth/*": {
      who: "auth-user",
      query: { token: "abc", callbackURL: "/tools" },
      params: { "*": authPaths() },
      mayEndSession: true,
    },
    "POST /api/auth/*": {
      who: "auth-user",
      body: { email: "nobody@example.org", password: "wrong password 1", name: "X" },
      params: { "*": authPaths() },
      mayEndSession: true,
    },
    "GET /api/scripture/reference": {
      who: "user",
      query: { text: "Ephesians 9:1", kind: "field" },
    },
    "GET /api/calendar/day": { who: "user", query: { date: "2026-03-01" } },
    "GET /api/lectionary": { who: "user" },
    "PUT /api/lectionary": { who: "writer", body: { name: "Fuzz table", csv: fuzzLectionaryCsv } },
    "DELETE /api/lectionary": { who: "writer" },
    "GET /api/plans": { who: "user" },
    "POST /api/plans": { who: "writer", body: fuzzPlan },
    "GET /api/plans/:id": { who: "user", params: { id: planId() } },
    "PUT /api/plans/:id": { who: "user", params: { id: planId() }, body: fuzzPlan },
    "DELETE /api/plans/:id": { who: "user", params: { id: planId() } },
    "GET /api/plans/:id/plan.pdf": { who: "user", params: { id: planId() } },
    "GET /api/plans/:id/plan.ics": { who: "user", params: { id: planId() } },
    "POST /api/documents/text": { who: "user", body: { file: "x" }, special: multipartUploads() },
    "POST /api/scripture/check/report": {
      who: "user",
      body: { text: "John 3:16 says, “For God so loved the world.”", format: "docx" },
    },
    "POST /api/packs": {
      who: "user",
      body: {
        source: {
          kind: "text",
          text: `Text: Romans 5:1-5\n\n1. Peace\n\n2. Hope\n\n${"We rejoice in hope. ".repeat(12)}`,
        },
      },
    },
    "GET /api/packs/:id": { who: "user", params: { id: anyId() } },
    "PUT /api/packs/:id/outline": {
      who: "user",
      params: { id: anyId() },
      body: {
        outline: {
          title: "Hope",
          passage: "Romans 5:1-5",
          bigIdea: "Hope holds.",
          points: ["Peace", "Hope"],
        },
      },
    },
    "POST /api/packs/:id/pieces/:piece": {
      who: "user",
      params: {
        id: anyId(),
        piece: pathParam(fc.constantFrom("email", "slides", "devotional-monday")),
      },
      body: { refine: "shorter" },
    },
    "PUT /api/packs/:id/pieces/:piece/status": {
      who: "user",
      params: { id: anyId(), piece: pathParam(fc.constantFrom("email", "slides")) },
      body: { status: "approved" },
    },
    "GET /api/packs/:id/slides.pptx": { who: "user", params: { id: anyId() } },
    "GET /api/packs/:id/export.zip": { who: "user", params: { id: anyId() } },
    "GET /api/study": { who: "writer", query: { passage: "Psalm 23" } },
    "GET /api/study/strongs/:id": {
      who: "writer",
      params: { id: pathParam(fc.constantFrom("G25", "H7462", "G2889")) },
    },
    "GET /api/study/notes": { who: "writer" },
    "GET /api/study/note": { who: "writer", query: { passage: "Ruth 1" } },
    "POST /api/recordings/transcripts": {
      who: "writer",
      body: {
        filename: "sunday.vtt",
        text: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nTurn with me to John chapter three, verse sixteen.\n",
        title: "Sunday",
      },
    },
    "GET /api/recordings/transcripts": { who: "writer" },
    "GET /api/recordings/transcripts/:id": { who: "writer", params: { id: anyId() } },
    "DELETE /api/recordings/transcripts/:id": { who: "writer", params: { id: anyId() } },
    "GET /api/recordings/transcripts/:id/manuscript": { who: "writer", params: { id: anyId() } },
    "GET /api/recordings/transcripts/:id/clips": { who: "writer", params: { id: anyId() } },
    "GET /api/recordings/transcripts/:id/clips.csv": { who: "writer", params: { id: anyId() } },
    "GET /api/recordings/transcripts/:id/clips/:n.srt": {
      who: "writer",
      params: { id: anyId(), n: pathParam(fc.constantFrom("1", "2", "0", "99")) },
    },
    "GET /api/recordings/glossary": { who: "writer" },
    "PUT /api/recordings/glossary": {
      who: "writer",
      body: { entries: [{ heard: "Gilead", correct: "Galilee" }] },
    },
    "GET /api/recordings/jobs/current": { who: "writer" },
    "GET /api/recordings/jobs/current/events": { who: "writer" },
    "GET /api/recordings/transcripts/:id/recording": { who: "writer", params: { id: anyId() } },
    "POST /api/recordings/transcripts/:id/renders": {
      who: "writer",
      params: { id: anyId() },
      body: { start: 0, end: 45_000, hook: "Grace is a gift." },
    },
    "GET /api/recordings/renders/current": { who: "writer" },
    "GET /api/recordings/renders/current/events": { who: "writer" },
    "GET /api/recordings/renders/:renderId/clip.mp4": {
      who: "writer",
      params: { renderId: anyId() },
    },
    "PUT /api/study/note": { who: "writer", body: { passage: "Ruth 1", text: "Hesed." } },
    "DELETE /api/study/note": { who: "writer", query: { passage: "Ruth 1" } },
  };
  for (const tool of writingToolKeys) {
    const definition = writingTools[tool];
    // A second user saves, so the first one's library (which the export routes render) stays small.
    table[`POST ${definition.generatePath}`] = { who: "user", body: { ...definition.example } };
    table[`POST ${definition.savePath}`] = { who: "writer", body: savedExample(tool) };
    table[`GET /api/generations/${tool}/last`] = { who: "user" };
    table[`DELETE /api/generations/${tool}/last`] = { who: "user" };
  }
  return table;
}

function authPaths(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "sign-in/email",
      "sign-up/email",
      "sign-out",
      "get-session",
      "list-sessions",
      "revoke-session",
      "revoke-sessions",
      "revoke-other-sessions",
      "request-password-reset",
      "reset-password",
      "reset-password/abc",
      "verify-email",
      "send-verification-email",
      "change-password",
      "change-email",
      "update-user",
      "delete-user",
      "sign-in/social",
      "callback/google",
      "ok",
      "error",
    ),
    oddString.filter((value) => value.length > 0),
  );
}

/** Correctly signed webhooks about odd events: the signature passes, the content is fuzz. */
function signedEvents(): fc.Arbitrary<Special> {
  const eventType = fc.oneof(
    fc.constantFrom(
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
      "invoice.payment_failed",
      "checkout.session.completed",
    ),
    oddString,
  );
  const object = fc.oneof(
    fc.record(
      {
        id: fc.oneof(fc.constantFrom("sub_missing", "sub_"), oddString),
        object: fc.constantFrom("subscription", "invoice"),
        subscription: fc.oneof(oddString, fc.constant(null)),
        parent: fc.jsonValue({ maxDepth: 2 }),
        metadata: fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc
    .record(
      {
        id: fc.oneof(
          fc.uuid().map((value) => `evt_${value}`),
          oddString,
          fieldValue,
        ),
        object: fc.constant("event"),
        type: eventType,
        data: fc.oneof(
          object.map((value) => ({ object: value })),
          fieldValue,
        ),
      },
      { requiredKeys: [] },
    )
    .map((event) => {
      const signed = signedWebhook(event);
      return { payload: signed.payload, headers: signed.headers };
    });
}

/** Multipart uploads with odd names, fields and contents (the documents endpoint). */
function multipartUploads(): fc.Arbitrary<Special> {
  return fc
    .record({
      name: fc.oneof(fc.constantFrom("a.docx", "a.txt", "a.doc", "", "a.DOCX"), oddString),
      field: fc.oneof(fc.constant("file"), oddString),
      content: fc.oneof(
        fc.constantFrom("PK\u0003\u0004word/document.xml", "John 3:16", ""),
        oddString,
      ),
      boundary: fc.oneof(fc.constant("kingdomboundary"), oddString),
    })
    .map(({ name, field, content, boundary }) => ({
      payload: `--kingdomboundary\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--kingdomboundary--\r\n`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    }));
}

/** Lone surrogates become U+FFFD, as a browser would send them (encodeURIComponent throws on them). */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
}

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = values[name ?? "*"] ?? "x";
    // The wildcard may hold slashes; each segment is encoded on its own.
    return whole === "*"
      ? value
          .split("/")
          .map((part) => encodeURIComponent(wellFormed(part)))
          .join("/")
      : encodeURIComponent(wellFormed(value));
  });
}

interface FuzzCase {
  params: Record<string, string>;
  query: string;
  body: WireBody;
  headers: Record<string, string>;
  cookie: string | undefined;
  originMode: "own" | "none" | "odd";
  special: Special | undefined;
}

function caseArbitrary(route: ApiRoute, plan: RoutePlan, cookie: () => string | undefined) {
  const paramEntries = Object.entries(plan.params ?? {});
  const params =
    paramEntries.length === 0
      ? fc.constant<Record<string, string>>({})
      : fc
          .tuple(...paramEntries.map(([, arbitrary]) => arbitrary))
          .map((values) =>
            Object.fromEntries(paramEntries.map(([name], index) => [name, values[index]!])),
          );
  const sendsBody = route.method !== "GET";
  return fc.record<FuzzCase>({
    params,
    query: queryNear(plan.query ?? {}),
    body: sendsBody
      ? wireBody(typeof plan.body === "function" ? plan.body() : plan.body)
      : fc.constant<WireBody>({ kind: "none" }),
    headers: oddHeaders,
    cookie: cookieHeader(cookie()),
    // A foreign origin is refused before the handler; a few cases check that, most go deeper.
    originMode: fc.constantFrom("own", "own", "own", "own", "none", "none", "odd"),
    // A third of the cases, where a route has them.
    special: plan.special
      ? fc.oneof(
          { arbitrary: plan.special, weight: 1 },
          { arbitrary: fc.constant(undefined), weight: 2 },
        )
      : fc.constant(undefined),
  });
}

function requestFor(route: ApiRoute, fuzz: FuzzCase) {
  const url = fillPath(route.url, fuzz.params) + (fuzz.query ? `?${fuzz.query}` : "");
  const headers: Record<string, string> = { "x-forwarded-for": newIp() };
  if (fuzz.originMode === "own") headers.origin = test.config.publicUrl;
  if (fuzz.originMode === "odd") headers.origin = "null";
  let payload: string | undefined;
  if (fuzz.body.kind === "json") {
    payload = JSON.stringify(fuzz.body.value) ?? "null";
    headers["content-type"] = "application/json";
  } else if (fuzz.body.kind === "raw") {
    payload = fuzz.body.text;
    if (fuzz.body.contentType) headers["content-type"] = fuzz.body.contentType;
  }
  Object.assign(headers, fuzz.headers);
  if (fuzz.cookie !== undefined) headers.cookie = fuzz.cookie;
  if (fuzz.special) {
    payload = fuzz.special.payload;
    Object.assign(headers, fuzz.special.headers);
  }
  return { method: route.method, url, headers, ...(payload !== undefined ? { payload } : {}) };
}

function checkResponse(
  key: string,
  label: string,
  fuzz: FuzzCase,
  response: LightMyRequestResponse,
) {
  const summary = `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, summary).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(leakIn(response.body, [aiKey, stripe.secretKey]), summary).toBeUndefined();
  const type = String(response.headers["content-type"] ?? "");
  // A path that dot-segments lead out of /api (/api/auth/../../etc) is a page address:
  // it is answered like any other page (an HTML 404, or a 4xx for an unreadable body).
  const resolved = new URL(label.slice(label.indexOf(" ") + 1), "http://fuzz.invalid").pathname;
  if (!resolved.startsWith("/api/")) return;
  expect(type, summary).toContain("application/json");
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, summary).toBe("string");
  expect(typeof body.error?.message, summary).toBe("string");
}

/**
 * Puts back a principal whose session the fuzzer legitimately ended (sign-out, account
 * closed). Says whether it did, since a new user changes the database.
 */
async function keepSessionAlive(who: Who): Promise<boolean> {
  if (who === "nobody") return false;
  const principal = principals[who];
  const check = await test.app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { cookie: principal.cookie },
  });
  if (check.statusCode === 200) return false;
  if (who !== "auth-user") {
    principals[who] = await userWithTrial(who);
    return true;
  }
  const signIn = await test.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: headersFor(""),
    payload: { email: principal.email, password: strongPassword },
  });
  const cookie = cookieFrom(signIn);
  if (signIn.statusCode !== 200 || !cookie) {
    // The fuzzer may have changed the account (its name or email): start over with a new one.
    principals[who] = await userWithTrial(who);
    return true;
  }
  principals[who] = { ...principal, cookie };
  return true;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice({ amountCents: 999, interval: "month", lookupKey: "kingdom_tools_monthly" });
  stripe.addPrice({ amountCents: 11988, interval: "year", lookupKey: "kingdom_tools_yearly" });
  test = await createTestApp({
    ...stripeEnv(stripe),
    AI_API_KEY: aiKey,
    GENERATION_RATE_PER_MINUTE: "1000000",
    GENERATION_DAILY_CAP: "1000000",
    IMAGE_RATE_PER_MINUTE: "1000000",
    IMAGE_DAILY_CAP: "1000000",
    CONTENT_EMAIL_HOURLY_LIMIT: "1000000",
    SIGN_IN_RATE_LIMIT: "1000000",
    SIGN_UP_RATE_LIMIT: "1000000",
  });
  principals.user = await userWithTrial("fuzz");
  principals.writer = await userWithTrial("fuzz-writer");
  principals["auth-user"] = await userWithTrial("fuzz-auth");
  principals["closing-user"] = await userWithTrial("fuzz-closing");
  const foreign = await userWithTrial("fuzz-foreign");
  const own = headersFor(principals.user.cookie);
  ids.ownUserId = principals.user.id;
  ids.ownItem = await saveSermon(test, own);
  ids.otherItem = await saveSermon(test, own, { title: "Another sermon" });
  ids.foreignItem = await saveSermon(test, headersFor(foreign.cookie));
  for (const [key, cookie] of [
    ["ownPlan", principals.user.cookie],
    ["foreignPlan", foreign.cookie],
  ] as const) {
    const plan = await test.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: headersFor(cookie),
      payload: fuzzPlan,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    ids[key] = (plan.json() as { id: string }).id;
  }
  // The image belongs to the writer: its PNG would make the reader's exports slow.
  const image = await test.app.inject({
    method: "POST",
    url: "/api/generate-image",
    headers: headersFor(principals.writer.cookie),
    payload: { prompt: "John 3:16" },
  });
  expect(image.statusCode, image.body).toBe(201);
  const created = image.json() as { id: string; url: string };
  ids.writerImage = created.id;
  ids.writerImageFile = created.url.split("/").pop()!;
  writes = logWrites(test.database.db);
});

afterAll(async () => {
  writes?.stop();
  await test?.app.close();
  await stripe?.stop();
});

describe("fuzzing every API route", () => {
  it("has a fuzz plan for every registered /api route (and no plan for a missing one)", () => {
    const registered = registeredApiRoutes(test.app).map(routeKey).sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(Object.keys(routePlans).sort()).toEqual(registered);
  });

  it.each(Object.keys(routePlans))("%s", { timeout: 600_000 }, async (key) => {
    const plan = routePlans[key]!;
    const route = registeredApiRoutes(test.app).find((candidate) => routeKey(candidate) === key);
    expect(route, `${key} is not registered`).toBeDefined();
    const fingerprint = () => databaseFingerprint(test.database.db, [...everyUserId], since);
    const cookie = () => (plan.who === "nobody" ? undefined : principals[plan.who].cookie);
    // GETs change nothing, whatever they are sent; sign-out and e-mail links are the exceptions.
    const readOnly = route!.method === "GET" && !writingGets.has(key);
    const rowsBefore = await fingerprint();
    const statuses = new Map<number, number>();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary(route!, plan, cookie), async (fuzz) => {
        const request = requestFor(route!, fuzz);
        const rowsFirst = plan.judgeByRows?.(fuzz) ? await fingerprint() : undefined;
        const { result: response, changes } = await writes.during(() => test.app.inject(request));
        const label = `${request.method} ${request.url.slice(0, 200)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        checkResponse(key, label, fuzz, response);
        const refused = response.statusCode >= 400;
        if (rowsFirst !== undefined) {
          if (refused)
            expect(await fingerprint(), `${label} (${response.statusCode})`).toBe(rowsFirst);
        } else if (refused || readOnly) {
          expect(changes, `${label} (${response.statusCode}) changed the database`).toEqual([]);
        }
        if (!refused) {
          accepted += 1;
          if (plan.mayEndSession) await keepSessionAlive(plan.who);
        }
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    );
    // The rows themselves agree: a route that accepted nothing (or only reads) left them as they were.
    if (accepted === 0 || readOnly) expect(await fingerprint(), key).toBe(rowsBefore);
    if (process.env.FUZZ_VERBOSE) {
      const counts = [...statuses].sort(([a], [b]) => a - b);
      console.info(`${key}: ${counts.map(([status, count]) => `${status}×${count}`).join(" ")}`);
    }
  });
});

describe("defects the fuzzer found, each kept as a regression test", () => {
  it("a signed webhook event without an id gives no 5xx", async () => {
    const signed = signedWebhook({ type: "customer.subscription.updated", data: { object: {} } });
    const response = await test.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: signed.headers,
      payload: signed.payload,
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("an e-mail verification link with a broken callbackURL gives no 5xx", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=abc&callbackURL=%20",
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("an image prompt with a NUL character gives no 5xx", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: headersFor(principals.writer.cookie),
      payload: { prompt: "\u0000" },
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("an image prompt with characters XML cannot carry still makes an image", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/generate-image",
      headers: headersFor(principals.writer.cookie),
      payload: { prompt: "Psalm 23 \uFFFF still waters \uFFFE" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("an unknown account path answers in the API's JSON error shape", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/auth/no-such-action" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "There is no such account action." },
    });
  });

  it("a subscription id with a NUL character gives no 5xx", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/billing/resume",
      headers: headersFor(principals.user.cookie),
      payload: { subscriptionId: "sub_\u0000" },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
