import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/lib/api";
import { createPack, writePiece, type PieceProgress } from "../../client/api/packs";
import { partialPieceText } from "../../client/features/week-pack/piece-card";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";
import type { FakeOpenAi } from "../support/fake-openai-server";
import type { TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";
import { installDom } from "../support/happy-dom";
import { manuscript } from "../unit/week-pack/fixtures";

/**
 * A week pack's pieces stream as they are written (issue 33 item 4): the page's own client
 * library (client/api/packs.ts, over fetch and the event-stream parser) against the real app, whose
 * model is the project's fake OpenAI-compatible server writing a piece a few characters at a
 * time, on one slot (AI_MAX_CONCURRENCY=1) as a church's own server has.
 */
const { remove: removeDom } = installDom();
const nodeFetch = globalThis.fetch;
let running: { fake: FakeOpenAi; test: TestApp };
let origin = "";
let cookie = "";

function browserFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  return nodeFetch(new URL(String(input), origin), {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie },
  });
}

const smallGroup = {
  title: "Small group: The Shepherd Who Provides",
  scripture: "Psalm 23:1-6",
  openingQuestion: "Who looked after you when you were small?",
  passageText: "Yahweh is my shepherd: I shall lack nothing.",
  questions: [
    "What does Psalm 23:1 say the Lord is?",
    "What does the shepherd do in verse 2?",
    "Where does the psalm walk through darkness?",
    "What does that mean for worry?",
    "Where do you need the Lord to lead you this week?",
    "How can we pray for one another?",
  ],
  prayerFocus: "Trust in the Shepherd who provides.",
  leaderNotes: "The Lord is our shepherd, so we lack nothing: every point rests on verse 1.",
};
const slowly = { kind: "stream", chunkSize: 40, chunkDelayMs: 25 } as const;

beforeAll(async () => {
  running = await startFakeModelApp({
    AI_MAX_CONCURRENCY: "1",
    AI_TIMEOUT_MS: "20000",
    AI_FIRST_CHUNK_TIMEOUT_MS: "5000",
    GENERATION_RATE_PER_MINUTE: "100",
  });
  origin = await running.test.app.listen({ port: 0, host: "127.0.0.1" });
  const user = await signedInUser(running.test, "pack-stream");
  await setAccess(running.test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 86_400_000),
  });
  cookie = user.cookie;
});
afterAll(async () => {
  await stopFakeModelApp(running);
  await removeDom();
});
afterEach(() => {
  vi.unstubAllGlobals();
  running.fake.reset();
});

async function newPack(): Promise<string> {
  vi.stubGlobal("fetch", browserFetch);
  const pack = await createPack({ kind: "text", text: manuscript });
  running.fake.reset();
  return pack.id;
}

describe("a week pack piece streamed through the page's client library", () => {
  it("hears the fields as the model writes them, growing, then gets the saved piece", async () => {
    const packId = await newPack();
    running.fake.enqueueChat({ ...slowly, content: JSON.stringify(smallGroup) });
    const heard: Array<{ at: number; progress: PieceProgress }> = [];
    const started = performance.now();
    const piece = await writePiece(packId, "small-group", undefined, (progress) =>
      heard.push({ at: performance.now() - started, progress }),
    );
    const finishedAt = performance.now() - started;

    const partials = heard.flatMap(({ at, progress }) =>
      progress.kind === "partial" ? [{ at, partial: progress.partial }] : [],
    );
    // About 12 chunks over 300 ms, sent at most once per 100 ms: several events, not one.
    expect(partials.length).toBeGreaterThanOrEqual(3);
    // Each shows more of the piece than the one before.
    const lengths = partials.map(
      ({ partial }) => partialPieceText("small-group-guide", partial).length,
    );
    for (let index = 1; index < lengths.length; index++)
      expect(lengths[index]!).toBeGreaterThanOrEqual(lengths[index - 1]!);
    expect(lengths[0]!).toBeLessThan(lengths.at(-1)!);
    // The first words were heard well before the piece was finished.
    expect(partials[0]!.at).toBeLessThan(finishedAt - 100);
    expect(partials.at(-1)!.partial.title).toBe(smallGroup.title);

    expect(piece).toMatchObject({
      id: "small-group",
      status: "draft",
      source: "ai",
      title: smallGroup.title,
    });
    expect(piece.itemId).toEqual(expect.any(String));
    expect(piece.text).toContain("Who looked after you when you were small?");
    // The passage is written into the guide by the server, whole and exact, not copied by the
    // model: its schema does not ask for it.
    const asked = running.fake.requests[0]!.body.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(asked.properties)).not.toContain("passageText");
    expect(String(piece.result?.passageText)).toMatch(
      /^1 Yahweh is my shepherd: I shall lack nothing\. 2 .*\(Psalm 23[^)]*\)$/s,
    );
    expect(piece.result?.passageText).not.toBe(smallGroup.passageText);

    // The piece is saved in the pack as the stream said.
    const pack = (await (await browserFetch(`/api/packs/${packId}`)).json()) as {
      pieces: Array<{ id: string; itemId?: string }>;
    };
    expect(pack.pieces.find((saved) => saved.id === "small-group")?.itemId).toBe(piece.itemId);
  });

  it("one slot: the second piece hears its place in the queue, then its own fields", async () => {
    const packId = await newPack();
    running.fake.enqueueChat(
      { ...slowly, content: JSON.stringify(smallGroup) },
      { ...slowly, content: JSON.stringify({ ...smallGroup, title: "Second guide" }) },
    );
    const first: PieceProgress[] = [];
    const second: PieceProgress[] = [];
    const one = writePiece(packId, "small-group", undefined, (progress) => first.push(progress));
    while (running.fake.requests.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const two = writePiece(packId, "small-group", undefined, (progress) => second.push(progress));
    await one;
    const written = await two;
    expect(first.some((progress) => progress.kind === "queued")).toBe(false);
    expect(second.slice(0, 2)).toEqual([
      { kind: "queued", position: 1 },
      { kind: "queued", position: 0 },
    ]);
    expect(second.filter((progress) => progress.kind === "partial").length).toBeGreaterThan(1);
    expect(written.title).toBe("Second guide");
    expect(running.fake.maxOpen).toBe(1);
  });

  it("a stream that breaks off: the fields written were heard, then the failure is thrown and nothing is saved", async () => {
    const packId = await newPack();
    const broken = {
      kind: "drop-mid-stream",
      content: JSON.stringify(smallGroup),
      chunkSize: 40,
      chunkDelayMs: 25,
    } as const;
    running.fake.enqueueChat(broken, broken, broken);
    const heard: PieceProgress[] = [];
    const failure = await writePiece(packId, "small-group", undefined, (progress) =>
      heard.push(progress),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body?.kind).toBe("dropped");
    const last = heard.filter((progress) => progress.kind === "partial").at(-1);
    expect(last?.kind === "partial" && last.partial.title).toBe(smallGroup.title);
    const pack = (await (await browserFetch(`/api/packs/${packId}`)).json()) as {
      pieces: Array<{ id: string; status: string }>;
    };
    expect(pack.pieces.find((saved) => saved.id === "small-group")?.status).toBe("pending");
  });

  it("Continue: a piece that stopped partway is finished by the model, what it had finished kept word for word", async () => {
    const packId = await newPack();
    const content = JSON.stringify(smallGroup);
    running.fake.enqueueChat({
      kind: "drop-mid-stream",
      content,
      chunkSize: 20,
      chunkDelayMs: 25,
      chunksBeforeDrop: Math.ceil(content.indexOf("questions") / 20) + 2,
    });
    running.fake.setFallback({ chat: { kind: "status", status: 503 } });
    let kept: Record<string, unknown> | undefined;
    await writePiece(packId, "small-group", undefined, (progress) => {
      if (progress.kind === "partial") kept = progress.partial;
    }).catch(() => undefined);
    expect(kept?.openingQuestion).toBe(smallGroup.openingQuestion);

    running.fake.reset();
    running.fake.enqueueChat({
      ...slowly,
      content: JSON.stringify({ ...smallGroup, openingQuestion: "A question worded otherwise?" }),
    });
    const heard: PieceProgress[] = [];
    const piece = await writePiece(packId, "small-group", { continueFrom: kept! }, (progress) =>
      heard.push(progress),
    );
    expect(JSON.stringify(running.fake.requests[0]!.body.messages)).toContain(
      "CONTINUE: your previous answer stopped",
    );
    // From its first event the stream shows what had been written.
    const first = heard.find((progress) => progress.kind === "partial");
    expect(first?.kind === "partial" && first.partial.openingQuestion).toBe(
      smallGroup.openingQuestion,
    );
    expect(piece.result?.openingQuestion).toBe(smallGroup.openingQuestion);
    expect(piece.result?.questions).toEqual(smallGroup.questions);
    expect(piece.itemId).toEqual(expect.any(String));
  });

  it("schema-valid junk is asked for once more, then refused as junk and never saved", async () => {
    const packId = await newPack();
    const junk = JSON.stringify({
      ...smallGroup,
      questions: [":", ...smallGroup.questions.slice(1)],
    });
    running.fake.enqueueChat(
      { kind: "stream", content: junk },
      { kind: "stream", content: JSON.stringify(smallGroup) },
    );
    const repaired = await writePiece(packId, "small-group");
    expect(repaired.title).toBe(smallGroup.title);
    expect(JSON.stringify(running.fake.requests[1]!.body.messages)).toContain(
      "questions[0]: has no words",
    );

    running.fake.reset();
    running.fake.enqueueChat({ kind: "stream", content: junk }, { kind: "stream", content: junk });
    const failure = await writePiece(packId, "small-group").catch((error: unknown) => error);
    expect((failure as ApiError).body?.kind).toBe("junk");
    const pack = (await (await browserFetch(`/api/packs/${packId}`)).json()) as {
      pieces: Array<{ id: string; itemId?: string }>;
    };
    // The first, sound guide stays the piece.
    expect(pack.pieces.find((saved) => saved.id === "small-group")?.itemId).toBe(repaired.itemId);
  });

  it("a refusal before any writing is a plain answer, not a stream", async () => {
    const packId = await newPack();
    const failure = await writePiece(packId, "email", "shorter").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect(running.fake.requests).toHaveLength(0);
  });
});
