import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxDocumentBytes } from "@shared/documents/api";
import { packPieceIds } from "@shared/tools/week-pack/definition";
import type { PackPieceView, PackView } from "@shared/tools/week-pack/schemas";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import { multipartBody, wordDocument } from "../support/manuscripts";
import { createTestApp, type TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { manuscript, manuscriptOutline } from "../unit/week-pack/fixtures";

type Headers = Record<string, string>;

async function upload(test: TestApp, headers: Headers, filename: string, content: Buffer | string) {
  const body = multipartBody(filename, content);
  return test.app.inject({
    method: "POST",
    url: "/api/documents/text",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function createPack(test: TestApp, headers: Headers, source: unknown) {
  return test.app.inject({ method: "POST", url: "/api/packs", headers, payload: { source } });
}

function writePiece(
  test: TestApp,
  headers: Headers,
  packId: string,
  piece: string,
  payload?: Record<string, unknown>,
) {
  return test.app.inject({
    method: "POST",
    url: `/api/packs/${packId}/pieces/${piece}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("week pack from an uploaded manuscript, and refining a piece (offline)", () => {
  let test: TestApp;
  let user: Awaited<ReturnType<typeof userWithAccess>>;

  beforeAll(async () => {
    test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "100" });
    user = await userWithAccess(test, "pack-upload");
  });
  afterAll(() => test.app.close());

  it("reads a .docx manuscript through the upload and builds the pack on its passage and points", async () => {
    const docx = await wordDocument(manuscript.split("\n").filter((line) => line.trim()));
    const read = await upload(test, user.headers, "shepherd.docx", docx);
    expect(read.statusCode, read.body).toBe(200);
    const { text, filename } = read.json() as { text: string; filename: string };
    const created = await createPack(test, user.headers, { kind: "text", text, filename });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json() as PackView;
    expect(pack.outline.passage).toBe(manuscriptOutline.passage);
    expect(pack.outline.points).toEqual(manuscriptOutline.points);
    expect(pack.source).toEqual({ kind: "text", filename: "shepherd.docx" });
  });

  it("answers an upload that is too large, not a document, or has no passage with a clear message", async () => {
    const large = await upload(
      test,
      user.headers,
      "big.txt",
      "Psalm 23. ".repeat(maxDocumentBytes / 8),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toMatch(/at most 2 MB/);
    const picture = await upload(test, user.headers, "photo.png", Buffer.from([0x89, 0x50, 0x4e]));
    expect(picture.statusCode).toBe(415);
    expect(picture.json().error.message).toMatch(/Word document \(\.docx\) or a plain text file/);
    const fakeDocx = await upload(test, user.headers, "sermon.docx", "not a zip at all");
    expect(fakeDocx.statusCode).toBe(415);
    expect(fakeDocx.json().error.message).toMatch(/not a Word document/);
    const blank = await upload(test, user.headers, "scan.docx", await wordDocument([""]));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.file).toMatch(/scanned image/);
    const noPassage = await wordDocument([
      "A Word About Hope",
      "A sermon about hope with no reference at all. ".repeat(10),
    ]);
    const read = (await upload(test, user.headers, "hope.docx", noPassage)).json() as {
      text: string;
    };
    const created = await createPack(test, user.headers, { kind: "text", text: read.text });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields["source.text"]).toMatch(/could not find a Bible reference/);
  });

  it("keeps every piece written at the same time, so each can be refined and approved", async () => {
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    // The page writes the week's pieces in parallel (three at a time, the most one user may
    // have in progress): each saved state must survive the others'.
    for (let first = 0; first < packPieceIds.length; first += 3) {
      const written = await Promise.all(
        packPieceIds
          .slice(first, first + 3)
          .map((piece) => writePiece(test, user.headers, pack.id, piece)),
      );
      for (const answer of written) expect(answer.statusCode, answer.body).toBe(200);
    }
    const view = (
      await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}`, headers: user.headers })
    ).json() as PackView;
    expect(view.pieces.filter((piece) => piece.status === "pending")).toEqual([]);
    const approvals = await Promise.all(
      packPieceIds.map((piece) =>
        test.app.inject({
          method: "PUT",
          url: `/api/packs/${pack.id}/pieces/${piece}/status`,
          headers: user.headers,
          payload: { status: "approved" },
        }),
      ),
    );
    for (const answer of approvals) expect(answer.statusCode, answer.body).toBe(200);
    const approved = (
      await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}`, headers: user.headers })
    ).json() as PackView;
    expect(approved.pieces.map((piece) => piece.status)).toEqual(
      packPieceIds.map(() => "approved"),
    );
    const refined = await writePiece(test, user.headers, pack.id, "email", { refine: "shorter" });
    expect(refined.statusCode, refined.body).toBe(200);
  });

  it("refines a written piece: shorter, simpler, another angle, each counted and saved", async () => {
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    const early = await writePiece(test, user.headers, pack.id, "email", { refine: "shorter" });
    expect(early.statusCode).toBe(409);
    const first = (await writePiece(test, user.headers, pack.id, "email")).json() as PackPieceView;
    const shorter = await writePiece(test, user.headers, pack.id, "email", { refine: "shorter" });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const short = shorter.json() as PackPieceView;
    expect(words(short.text!)).toBeLessThan(words(first.text!) * 0.8);
    expect(short.text).toContain("Psalm 23");
    expect(short.text).toContain("The Lord leads us through the darkest valley");
    expect(short.itemId).not.toBe(first.itemId);

    const devotional = (
      await writePiece(test, user.headers, pack.id, "devotional-monday")
    ).json() as PackPieceView;
    const simpler = (
      await writePiece(test, user.headers, pack.id, "devotional-monday", { refine: "simpler" })
    ).json() as PackPieceView;
    const longest = (text: string) =>
      Math.max(
        ...text
          .replace(/“[^”]*”/g, "")
          .split(/[.!?]\s+/)
          .map(words),
      );
    const reading = (piece: PackPieceView) => String(piece.result!.reading);
    expect(longest(reading(simpler))).toBeLessThan(longest(reading(devotional)));
    expect(reading(simpler)).toContain("He died for our sins. He rose again.");

    const social = (
      await writePiece(test, user.headers, pack.id, "social")
    ).json() as PackPieceView;
    const angle = (
      await writePiece(test, user.headers, pack.id, "social", { refine: "angle" })
    ).json() as PackPieceView;
    expect(angle.text).not.toBe(social.text);

    const bad = await writePiece(test, user.headers, pack.id, "email", { refine: "louder" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.refine).toMatch(/shorter, simpler or another angle/);
  });
});

describe("week pack refinements count against the caps", () => {
  let test: TestApp;
  afterAll(() => test.app.close());

  it("refuses a refinement beyond the per-minute cap like a regenerate", async () => {
    test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "2" });
    const user = await userWithAccess(test, "pack-refine-caps");
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    expect((await writePiece(test, user.headers, pack.id, "slides")).statusCode).toBe(200);
    const refine = { refine: "shorter" };
    expect((await writePiece(test, user.headers, pack.id, "slides", refine)).statusCode).toBe(200);
    const refused = await writePiece(test, user.headers, pack.id, "slides", refine);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/generating quickly/);
  });
});

describe("week pack refinements and parallel pieces with a model", () => {
  let fake: FakeOpenAi;
  let test: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp(
      fakeModelEnv(fake, {
        AI_MAX_RETRIES: "0",
        AI_TIMEOUT_MS: "1500",
        GENERATION_RATE_PER_MINUTE: "100",
      }),
    );
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
  });

  const email = (subject: string, body: string) =>
    JSON.stringify({ title: subject, scripture: "Psalm 23:1-6", body });

  it("sends the refinement and the current draft to the model, and counts it as a generation", async () => {
    const user = await userWithAccess(test, "pack-refine-ai");
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: email(
        "This week: the Shepherd",
        "Dear church family, a long first draft about Psalm 23:1.",
      ),
    });
    expect((await writePiece(test, user.headers, pack.id, "email")).statusCode).toBe(200);
    fake.enqueueChat({
      kind: "reply",
      content: email("This week: the Shepherd", "Dear church, Psalm 23:1 in brief."),
    });
    const refined = await writePiece(test, user.headers, pack.id, "email", { refine: "shorter" });
    expect(refined.statusCode, refined.body).toBe(200);
    expect((refined.json() as PackPieceView).text).toContain("in brief");
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain("REFINEMENT: Make it clearly shorter");
    expect(sent).toContain("a long first draft about Psalm 23:1");
    expect(fake.requests.filter((request) => request.path.includes("chat")).length).toBe(2);
  });

  it("lets one user have at most 3 pieces in progress: a fourth gets a 429 with Retry-After", async () => {
    const user = await userWithAccess(test, "pack-parallel");
    const other = await userWithAccess(test, "pack-parallel-other");
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    const otherPack = (
      await createPack(test, other.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    fake.reset();
    for (let index = 0; index < 3; index++) fake.enqueueChat({ kind: "hang" });
    const hanging = ["devotional-monday", "devotional-tuesday", "small-group"].map((piece) =>
      writePiece(test, user.headers, pack.id, piece),
    );
    await expect.poll(() => fake.requests.length, { timeout: 5000 }).toBe(3);
    const refused = await writePiece(test, user.headers, pack.id, "email");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json().error.message).toMatch(/3 pieces are already being written/);
    fake.enqueueChat({ kind: "reply", content: email("This week", "Dear church, Psalm 23:1.") });
    const otherUser = await writePiece(test, other.headers, otherPack.id, "email");
    expect(otherUser.statusCode, otherUser.body).toBe(200);
    const ended = await Promise.all(hanging);
    for (const response of ended) expect(response.statusCode).not.toBe(500);
    fake.enqueueChat({ kind: "reply", content: email("This week", "Dear church, Psalm 23:1.") });
    const after = await writePiece(test, user.headers, pack.id, "email");
    expect(after.statusCode, after.body).toBe(200);
  });
});
