import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationResponseSchema } from "@shared/generation/stream";
import { checkOffThread, checkPoolLimits } from "../../server/scripture/check-pool";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";
import { healthWaitsDuring } from "../support/health-waits";
import { setAccess, signedInUser } from "../support/users";

/**
 * A model's draft is corrected and checked on the check pool, never on the server's thread
 * (issue 37): a draft whose fields misquote long passages held the thread 1–2 s a field
 * while its misquotations were put right. And the model's work is never lost to a full
 * pool: the draft waits a while for a place, then is given back as written, marked not
 * checked yet.
 */

/** A misquote given with a two-chapter passage: each is searched for in both chapters. */
const misquotedGenesis =
  "Genesis 1-2 says, “In the beginning God created the heavens and the earth, and it was very good indeed for all.” ";
const psalm23Misquote = "The Lord is my shepherd, I will never be hungry.";

type Running = Awaited<ReturnType<typeof startFakeModelApp>>;

async function trialUser(running: Running, name: string) {
  const user = await signedInUser(running.test, name);
  await setAccess(running.test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  });
  return user;
}

/**
 * The model's answer, streamed in parts of 400 characters: the fake writes every part at
 * once, where a model writes a few dozen tokens a second, and the AI SDK reads the whole
 * answer so far after each part (16-character parts of a 21 KB answer cost the thread
 * about 100–200 ms in a row, the SDK's cost whatever the draft says).
 */
function sermonAnswer(mainPoints: string[]) {
  return {
    kind: "reply" as const,
    chunkSize: 400,
    content: JSON.stringify({
      title: "In the Beginning",
      approach: "An expository reading of the creation account for a congregation.",
      mainPoints,
      callToAction: "Thank the Creator this week for one good thing he made.",
    }),
  };
}

function generate(running: Running, headers: Record<string, string>) {
  return running.test.app.inject({
    method: "POST",
    url: "/api/sermons/generate",
    headers,
    payload: { topic: "Creation", scripture: "Genesis 1" },
  });
}

describe("a model's draft is corrected off the server's thread", () => {
  let running: Running;
  beforeAll(async () => {
    running = await startFakeModelApp({ AI_MAX_RETRIES: "0", AI_CHECK_AT_START: "false" });
  });
  afterAll(async () => {
    await stopFakeModelApp(running);
  });

  it("a draft of misquoted long passages leaves the server answering health throughout", async () => {
    const user = await trialUser(running, "hostile-draft");
    // As on a running server: a thread of the pool ready (it loads the scripture index once)
    // and the model's client loaded (the first generation imports the AI SDK).
    running.fake.enqueueChat(
      sermonAnswer(["God made all things.", "God made them good.", "God rested."]),
    );
    expect((await generate(running, user.headers)).statusCode).toBe(200);
    // Fifteen misquotations of a two-chapter passage a field: about 2–3 s of checking each (more
    // than the health bound below, were it done on the server's thread), and the three well
    // within the pool's time limit for one draft (checkPoolLimits.timeoutMs), past which a draft
    // is given back uncorrected. Sixty a field took longer than that limit on this machine.
    running.fake.enqueueChat(
      sermonAnswer([
        `God made all things. ${misquotedGenesis.repeat(15)}`,
        `God made them good. ${misquotedGenesis.repeat(15)}`,
        `God rested. ${misquotedGenesis.repeat(15)}`,
      ]),
    );
    const { result: response, waitsMs: healthMs } = await healthWaitsDuring(
      running.test.app,
      generate(running, user.headers),
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = generationResponseSchema("sermon").parse(response.json()).sermons![0]!;
    // Corrected all the same: the first misquotation stands in the WEB's words now.
    expect(item.mainPoints[0]).toContain(
      "In the beginning, God created the heavens and the earth.",
    );
    expect(item.corrections?.some((one) => one.kind === "corrected")).toBe(true);
    console.info(
      `health during the hostile draft: ${healthMs.length} answers, longest ${Math.max(...healthMs).toFixed(0)} ms`,
    );
    expect(healthMs.length).toBeGreaterThan(3);
    // Before, the correction ran on the server's thread: 1–2 s for each field like these. The
    // bound is well under that and well over a busy machine's pauses (386 ms seen while another
    // test run shared both cores); the time itself is the bench's to measure.
    expect(Math.max(...healthMs)).toBeLessThan(1_000);
  }, 120_000);
});

describe("a model's draft when the check pool is full", () => {
  let running: Running;
  const saved = { ...checkPoolLimits };
  const shepherdAnswer = () =>
    sermonAnswer([
      `Psalm 23:1 promises, “${psalm23Misquote}” He is enough.`,
      "God made all things good.",
      "God rested on the seventh day.",
    ]);

  beforeAll(async () => {
    running = await startFakeModelApp({ AI_MAX_RETRIES: "0", AI_CHECK_AT_START: "false" });
    await checkOffThread("John 3:16 “For God so loved the world”", "web", undefined);
    // No place on the pool at all: every thread and place in the queue taken, as when many
    // long checks run. (The module is shared by every test file: put back after.)
    Object.assign(checkPoolLimits, { threads: 0, maxWaiting: 0 });
  });
  afterAll(async () => {
    Object.assign(checkPoolLimits, saved);
    await stopFakeModelApp(running);
  });

  it("is given back as the model wrote it, marked not checked yet, when no place frees in time", async () => {
    const user = await trialUser(running, "full-pool-draft");
    checkPoolLimits.draftWaitMs = 300;
    running.fake.enqueueChat(shepherdAnswer());
    const response = await generate(running, user.headers);
    expect(response.statusCode, response.body).toBe(200);
    const item = generationResponseSchema("sermon").parse(response.json()).sermons![0]!;
    // The model's words, not lost and not changed.
    expect(item.mainPoints[0]).toBe(`Psalm 23:1 promises, “${psalm23Misquote}” He is enough.`);
    expect(item.corrections ?? []).toEqual([]);
    expect(item.scriptureCheck.notChecked).toMatchObject({ from: 0, busy: true });
    // Kept as the user's last generation, so a reload shows it too.
    const last = await running.test.app.inject({
      method: "GET",
      url: "/api/generations/sermon/last",
      headers: user.headers,
    });
    expect(last.json().response.sermons[0].mainPoints[0]).toBe(item.mainPoints[0]);
  }, 120_000);

  it("waits for a place, then is corrected and checked as usual", async () => {
    const user = await trialUser(running, "waiting-draft");
    checkPoolLimits.draftWaitMs = 60_000;
    running.fake.enqueueChat(shepherdAnswer());
    let answered = false;
    const generation = generate(running, user.headers).finally(() => (answered = true));
    // The model has answered; the draft now waits for a place.
    await expect
      .poll(() => running.fake.requests.at(-1)?.endedAt, { timeout: 30_000 })
      .toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    // A place again: a check that finishes frees it, and the waiting draft takes it.
    checkPoolLimits.threads = 1;
    await checkOffThread("Psalm 23:1 “Yahweh is my shepherd”", "web", undefined);
    const response = await generation;
    expect(response.statusCode, response.body).toBe(200);
    const item = generationResponseSchema("sermon").parse(response.json()).sermons![0]!;
    expect(item.mainPoints[0]).toBe(
      "Psalm 23:1 promises, “Yahweh is my shepherd: I shall lack nothing.” He is enough.",
    );
    expect(item.scriptureCheck.notChecked).toBeUndefined();
    expect(item.scriptureCheck.references.some((ref) => ref.cited === "Psalm 23:1")).toBe(true);
  }, 120_000);
});
