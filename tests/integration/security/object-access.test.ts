import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writingToolKeys } from "@shared/tools";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  clipRenders,
  contentItems,
  keptRecordings,
  stripeSubscriptions,
} from "../../../server/db/schema";
import {
  createRecordingStore,
  recordingKey,
} from "../../../server/modules/recordings/recording-store";
import { createTestApp, type TestApp } from "../../support/test-app";
import { newIp, setAccess, signedInUser } from "../../support/users";
import {
  startFakeStripe,
  stripeEnv,
  type FakeStripeServer,
} from "../../support/fake-stripe-server";
import { saveSermon } from "../library-helpers";
import { registeredApiRoutes, routeKey } from "./api-routes";
import { databaseFingerprint } from "./db-fingerprint";

/**
 * Object-level access: every route that names an object (in its path or its body) answers
 * another user's object with 404, exactly as for an object that does not exist, and leaves
 * that user's rows as they were.
 */
const day = 24 * 60 * 60 * 1000;

interface Person {
  id: string;
  cookie: string;
  headers: Record<string, string>;
}

let test: TestApp;
let stripe: FakeStripeServer;
let owner: Person;
let intruder: Person;
const owned = {
  sermon: "",
  deletedSermon: "",
  image: "",
  imageFile: "",
  subscription: "",
  plan: "",
  pack: "",
  transcript: "",
  render: "",
};
const since = new Date();

async function personWithTrial(label: string): Promise<Person> {
  const user = await signedInUser(test, label);
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
  return { id: user.id, cookie: user.cookie, headers: user.headers };
}

function emailsTo(address: string): number {
  return test.mailer.sent.filter((mail) => mail.to === address).length;
}

/** Fresh client address per request, so per-address limits never answer first. */
function as(person: Person) {
  return { ...person.headers, "x-forwarded-for": newIp() };
}

/** Requests that name one of the owner's objects, and which route of the app each one is. */
function attempts(): Array<{ route: string; method: string; url: string; payload?: object }> {
  const item = owned.sermon;
  return [
    { route: "GET /api/library/:id", method: "GET", url: `/api/library/${item}` },
    { route: "DELETE /api/library/:id", method: "DELETE", url: `/api/library/${item}` },
    {
      route: "POST /api/library/:id/restore",
      method: "POST",
      url: `/api/library/${owned.deletedSermon}/restore`,
    },
    {
      route: "GET /api/library/:id/export.pdf",
      method: "GET",
      url: `/api/library/${item}/export.pdf`,
    },
    {
      route: "GET /api/library/:id/export.docx",
      method: "GET",
      url: `/api/library/${item}/export.docx`,
    },
    {
      route: "POST /api/library/:id/email",
      method: "POST",
      url: `/api/library/${item}/email`,
      payload: { email: "intruder@example.org" },
    },
    {
      route: "POST /api/sermons/email",
      method: "POST",
      url: "/api/sermons/email",
      payload: { sermonId: item, email: "intruder@example.org" },
    },
    {
      route: "POST /api/billing/cancel",
      method: "POST",
      url: "/api/billing/cancel",
      payload: { subscriptionId: owned.subscription },
    },
    {
      route: "POST /api/billing/resume",
      method: "POST",
      url: "/api/billing/resume",
      payload: { subscriptionId: owned.subscription },
    },
    // The operator view is for ADMIN_EMAILS only: to a user it is a missing route.
    {
      route: "PATCH /api/admin/data-requests/:id",
      method: "PATCH",
      url: `/api/admin/data-requests/${item}`,
      payload: { status: "done" },
    },
    // The image's library entry is private; its file address is shared on purpose (below).
    { route: "GET /api/library/:id", method: "GET", url: `/api/library/${owned.image}` },
    {
      route: "GET /api/images/:id/thumbnail.png",
      method: "GET",
      url: `/api/images/${owned.image}/thumbnail.png`,
    },
    { route: "DELETE /api/library/:id", method: "DELETE", url: `/api/library/${owned.image}` },
    ...planAttempts(owned.plan),
    ...packAttempts(owned.pack),
    ...transcriptAttempts(owned.transcript),
    {
      route: "GET /api/recordings/renders/:renderId/clip.mp4",
      method: "GET",
      url: `/api/recordings/renders/${owned.render}/clip.mp4`,
    },
  ];
}

function planAttempts(plan: string) {
  const url = `/api/plans/${plan}`;
  return [
    { route: "GET /api/plans/:id", method: "GET", url },
    { route: "PUT /api/plans/:id", method: "PUT", url, payload: ownerPlan },
    { route: "DELETE /api/plans/:id", method: "DELETE", url },
    { route: "GET /api/plans/:id/plan.pdf", method: "GET", url: `${url}/plan.pdf` },
    { route: "GET /api/plans/:id/plan.ics", method: "GET", url: `${url}/plan.ics` },
  ];
}

function transcriptAttempts(transcript: string) {
  const url = `/api/recordings/transcripts/${transcript}`;
  return [
    { route: "GET /api/recordings/transcripts/:id", method: "GET", url },
    {
      route: "GET /api/recordings/transcripts/:id/manuscript",
      method: "GET",
      url: `${url}/manuscript`,
    },
    { route: "GET /api/recordings/transcripts/:id/clips", method: "GET", url: `${url}/clips` },
    {
      route: "GET /api/recordings/transcripts/:id/clips.csv",
      method: "GET",
      url: `${url}/clips.csv`,
    },
    {
      route: "GET /api/recordings/transcripts/:id/clips/:n.srt",
      method: "GET",
      url: `${url}/clips/1.srt`,
    },
    {
      route: "GET /api/recordings/transcripts/:id/recording",
      method: "GET",
      url: `${url}/recording`,
    },
    {
      route: "POST /api/recordings/transcripts/:id/renders",
      method: "POST",
      url: `${url}/renders`,
      payload: { start: 0, end: 40_000 },
    },
    { route: "DELETE /api/recordings/transcripts/:id", method: "DELETE", url },
  ];
}

function packAttempts(pack: string) {
  const url = `/api/packs/${pack}`;
  return [
    { route: "GET /api/packs/:id", method: "GET", url },
    {
      route: "PUT /api/packs/:id/outline",
      method: "PUT",
      url: `${url}/outline`,
      payload: {
        outline: {
          title: "Mine",
          passage: "Romans 5:1-5",
          bigIdea: "Hope.",
          points: ["Peace", "Hope"],
        },
      },
    },
    { route: "POST /api/packs/:id/pieces/:piece", method: "POST", url: `${url}/pieces/email` },
    {
      route: "PUT /api/packs/:id/pieces/:piece/status",
      method: "PUT",
      url: `${url}/pieces/email/status`,
      payload: { status: "approved" },
    },
    { route: "GET /api/packs/:id/slides.pptx", method: "GET", url: `${url}/slides.pptx` },
    { route: "GET /api/packs/:id/export.zip", method: "GET", url: `${url}/export.zip` },
  ];
}

const ownerPlan = {
  title: "Peace With God",
  focus: "Romans",
  startDate: "2026-02-22",
  weeks: [{ passage: "Romans 5:1-5", bigIdea: "Justified, we have peace." }],
};

/**
 * Path-parameter routes that are not anyone's object: scripture topics and Strong's entries
 * are reference data, and an image file answers only to its unguessable token (checked below).
 */
const publicParamRoutes = new Set([
  "GET /api/scripture/topics/:topic",
  "GET /api/study/strongs/:id",
  "GET /api/images/:id/:file",
]);

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice({ amountCents: 999, interval: "month", lookupKey: "kingdom_tools_monthly" });
  stripe.addPrice({ amountCents: 11988, interval: "year", lookupKey: "kingdom_tools_yearly" });
  test = await createTestApp(stripeEnv(stripe));
  owner = await personWithTrial("owner");
  intruder = await personWithTrial("intruder");
  owned.sermon = await saveSermon(test, as(owner));
  owned.deletedSermon = await saveSermon(test, as(owner), { title: "Deleted, still restorable" });
  const removed = await test.app.inject({
    method: "DELETE",
    url: `/api/library/${owned.deletedSermon}`,
    headers: as(owner),
  });
  expect(removed.statusCode).toBe(200);
  const image = await test.app.inject({
    method: "POST",
    url: "/api/generate-image",
    headers: as(owner),
    payload: { prompt: "Psalm 23:1" },
  });
  expect(image.statusCode, image.body).toBe(201);
  const created = image.json() as { id: string; url: string };
  owned.image = created.id;
  owned.imageFile = created.url;
  owned.subscription = `sub_owner_${owner.id.slice(0, 8)}`;
  const plan = await test.app.inject({
    method: "POST",
    url: "/api/plans",
    headers: as(owner),
    payload: ownerPlan,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  owned.plan = (plan.json() as { id: string }).id;
  const pack = await test.app.inject({
    method: "POST",
    url: "/api/packs",
    headers: as(owner),
    payload: {
      source: {
        kind: "text",
        text: `Peace With God\n\nText: Romans 5:1-5\n\n1. Peace\n\n2. Hope\n\n${"We rejoice in hope. ".repeat(12)}`,
      },
    },
  });
  expect(pack.statusCode, pack.body).toBe(201);
  owned.pack = (pack.json() as { id: string }).id;
  const transcript = await test.app.inject({
    method: "POST",
    url: "/api/recordings/transcripts",
    headers: as(owner),
    payload: {
      filename: "sunday.srt",
      text: Array.from(
        { length: 30 },
        (_, n) =>
          `${n + 1}\n00:${String(Math.floor((n * 4) / 60)).padStart(2, "0")}:${String((n * 4) % 60).padStart(2, "0")},000 --> 00:${String(Math.floor((n * 4 + 3) / 60)).padStart(2, "0")}:${String((n * 4 + 3) % 60).padStart(2, "0")},500\nGrace is a gift that nobody can earn by trying harder.\n`,
      ).join("\n"),
    },
  });
  expect(transcript.statusCode, transcript.body).toBe(201);
  owned.transcript = (transcript.json() as { id: string }).id;
  // A clip rendered from a kept recording, its file in the store.
  const [recording] = await test.database.db
    .insert(keptRecordings)
    .values({
      userId: owner.id,
      transcriptId: owned.transcript,
      filename: "sunday.mp4",
      mediaType: "video/mp4",
      hasVideo: true,
      durationMs: 120_000,
      bytes: 5,
      expiresAt: new Date(Date.now() + 20 * day),
    })
    .returning();
  const [render] = await test.database.db
    .insert(clipRenders)
    .values({
      userId: owner.id,
      recordingId: recording!.id,
      startMs: 0,
      endMs: 30_000,
      state: "done",
      bytes: 5,
    })
    .returning();
  owned.render = render!.id;
  const clipFile = path.join(mkdtempSync(path.join(tmpdir(), "kt-clip-")), "clip.mp4");
  writeFileSync(clipFile, "clip!");
  await createRecordingStore(test.config.images).keep(
    recordingKey(owned.render, "mp4"),
    clipFile,
    "video/mp4",
  );
  await test.database.db.insert(stripeSubscriptions).values({
    id: owned.subscription,
    userId: owner.id,
    customerId: "cus_owner",
    status: "active",
    plan: "monthly",
    priceId: "price_monthly",
    currentPeriodEnd: new Date(Date.now() + 20 * day),
    cancelAtPeriodEnd: false,
    stripeCreatedAt: new Date(),
  });
});

afterAll(async () => {
  await test?.app.close();
  await stripe?.stop();
});

describe("another user's objects", () => {
  it("every route with a path parameter is either checked here or public by design", () => {
    const withParams = registeredApiRoutes(test.app)
      .map(routeKey)
      .filter((key) => key.includes(":") || key.endsWith("*"));
    const checked = new Set(attempts().map((attempt) => attempt.route));
    for (const key of withParams) {
      if (key.endsWith("/api/auth/*")) continue; // better-auth's own endpoints: sessions test covers them
      expect(checked.has(key) || publicParamRoutes.has(key), `${key} is not checked`).toBe(true);
    }
  });

  // Ids exist only after beforeAll, so cases are named by route and index.
  const cases = attempts().map((attempt, index) => [attempt.route, index] as const);
  it.each(cases)(
    "%s (#%i): 404 for the intruder, the owner's rows unchanged",
    async (_route, index) => {
      const attempt = attempts()[index]!;
      const before = await databaseFingerprint(test.database.db, [owner.id], since);
      const stripeCalls = stripe.requests.length;
      const sent = emailsTo("intruder@example.org");
      const response = await test.app.inject({
        method: attempt.method as "GET",
        url: attempt.url,
        headers: as(intruder),
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("not_found");
      expect(response.body).not.toContain("Peace With God");
      expect(await databaseFingerprint(test.database.db, [owner.id], since)).toBe(before);
      expect(stripe.requests.length, "Stripe was asked about another user's subscription").toBe(
        stripeCalls,
      );
      expect(emailsTo("intruder@example.org")).toBe(sent);
    },
  );

  it("answers another user's object exactly like a missing one", async () => {
    const missing = crypto.randomUUID();
    const foreign = await test.app.inject({
      method: "GET",
      url: `/api/library/${owned.sermon}`,
      headers: as(intruder),
    });
    const absent = await test.app.inject({
      method: "GET",
      url: `/api/library/${missing}`,
      headers: as(intruder),
    });
    expect(foreign.statusCode).toBe(absent.statusCode);
    expect(foreign.json()).toEqual(absent.json());
  });

  it("the owner still has everything afterwards", async () => {
    const item = await test.app.inject({
      method: "GET",
      url: `/api/library/${owned.sermon}`,
      headers: as(owner),
    });
    expect(item.statusCode).toBe(200);
    const rows = await test.database.db
      .select({ id: contentItems.id, deletedAt: contentItems.deletedAt })
      .from(contentItems)
      .where(eq(contentItems.userId, owner.id));
    expect(rows.find((row) => row.id === owned.sermon)?.deletedAt).toBeNull();
    expect(rows.find((row) => row.id === owned.image)?.deletedAt).toBeNull();
    expect(rows.find((row) => row.id === owned.deletedSermon)?.deletedAt).not.toBeNull();
    const [subscription] = await test.database.db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.id, owned.subscription));
    expect(subscription?.cancelAtPeriodEnd).toBe(false);
    const clip = await test.app.inject({
      method: "GET",
      url: `/api/recordings/renders/${owned.render}/clip.mp4`,
      headers: as(owner),
    });
    expect(clip.statusCode).toBe(200);
    expect(clip.body).toBe("clip!");
  });

  it("an image file answers only to its own token, never to a guessed or borrowed one", async () => {
    const shared = await test.app.inject({ method: "GET", url: owned.imageFile });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["content-type"]).toBe("image/png");
    const [, , , id, file] = owned.imageFile.split("/");
    const guessed = `${"A".repeat(32)}.png`;
    for (const url of [
      `/api/images/${id}/${guessed}`,
      `/api/images/${crypto.randomUUID()}/${file}`,
      `/api/images/${owned.sermon}/${file}`,
    ]) {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("lists, searches, counts and exports hold only the caller's own items", async () => {
    const ownerTitle = "Peace With God Through Christ";
    for (const url of [
      "/api/library",
      "/api/library?q=Peace",
      "/api/library/counts",
      "/api/account/export",
    ]) {
      const response = await test.app.inject({ method: "GET", url, headers: as(intruder) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(ownerTitle);
      expect(response.body, url).not.toContain(owned.sermon);
      expect(response.body, url).not.toContain(owner.id);
    }
    const counts = await test.app.inject({
      method: "GET",
      url: "/api/library/counts",
      headers: as(intruder),
    });
    expect(JSON.stringify(counts.json())).not.toMatch(/[1-9]/);
    const zip = await test.app.inject({
      method: "GET",
      url: "/api/library/export.zip",
      headers: as(intruder),
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from("Peace With God"))).toBe(false);
  });

  it("per-user state (settings, last generations, last image) is the caller's own", async () => {
    const ownerSettings = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: as(owner),
      payload: { profile: { name: "Owner Pastor", church: "Owner Chapel" } },
    });
    expect(ownerSettings.statusCode).toBe(200);
    const generated = await test.app.inject({
      method: "POST",
      url: "/api/prayers/generate",
      headers: as(owner),
      payload: { focus: "The owner's congregation" },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    // The draft is remembered once its write lands; the owner's own read waits for that.
    const remembered = await test.app.inject({
      method: "GET",
      url: "/api/generations/prayer/last",
      headers: as(owner),
    });
    expect(remembered.statusCode).toBe(200);
    const before = await databaseFingerprint(test.database.db, [owner.id], since);

    const settings = await test.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: as(intruder),
    });
    expect(settings.body).not.toContain("Owner Chapel");
    for (const tool of writingToolKeys) {
      const last = await test.app.inject({
        method: "GET",
        url: `/api/generations/${tool}/last`,
        headers: as(intruder),
      });
      expect(last.statusCode, tool).toBe(204);
    }
    expect(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/image-creator/last",
          headers: as(intruder),
        })
      ).statusCode,
    ).toBe(204);
    // The intruder's own resets and deletions touch only the intruder's rows.
    for (const url of [
      "/api/settings",
      "/api/generations/prayer/last",
      "/api/image-creator/last",
    ]) {
      const response = await test.app.inject({ method: "DELETE", url, headers: as(intruder) });
      expect(response.statusCode, url).toBeLessThan(300);
    }
    expect(await databaseFingerprint(test.database.db, [owner.id], since)).toBe(before);
    const ownerLast = await test.app.inject({
      method: "GET",
      url: "/api/generations/prayer/last",
      headers: as(owner),
    });
    expect(ownerLast.statusCode).toBe(200);
  });
});
