import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { packPieces } from "@shared/tools/week-pack/definition";
import { packViewSchema } from "@shared/tools/week-pack/view";
import {
  pieceResultSchemas,
  type PackPieceView,
  type PackView,
} from "@shared/tools/week-pack/schemas";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import { createTestApp, minuteMs, withinOneWindow, type TestApp } from "../support/test-app";
import { saveItem, saveSermon, samplePrayer, userWithAccess } from "./library-helpers";
import { manuscript, manuscriptOutline } from "../unit/week-pack/fixtures";
import { signedInUser } from "../support/users";
import { eq } from "drizzle-orm";
import { weekPacks } from "../../server/db/schema/weekpack";

type Headers = Record<string, string>;

async function createPack(test: TestApp, headers: Headers, source: unknown) {
  return test.app.inject({ method: "POST", url: "/api/packs", headers, payload: { source } });
}

async function writePiece(test: TestApp, headers: Headers, packId: string, piece: string) {
  return test.app.inject({ method: "POST", url: `/api/packs/${packId}/pieces/${piece}`, headers });
}

async function writeAll(test: TestApp, headers: Headers, packId: string): Promise<PackPieceView[]> {
  const pieces: PackPieceView[] = [];
  for (const piece of packPieces) {
    const response = await writePiece(test, headers, packId, piece.id);
    expect(response.statusCode, response.body).toBe(200);
    pieces.push(response.json());
  }
  return pieces;
}

describe("sermon week pack, offline", () => {
  let test: TestApp;
  let user: Awaited<ReturnType<typeof userWithAccess>>;
  let pack: PackView;
  let pieces: PackPieceView[];

  beforeAll(async () => {
    test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "100" });
    user = await userWithAccess(test, "pack");
    await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { profile: { name: "Sam Reed", church: "Grace Church" } },
    });
    const sermonId = await saveSermon(test, user.headers, {
      notes: "Remember to tell the story of Mark, a former addict who came home last year.",
    });
    const created = await createPack(test, user.headers, { kind: "library", id: sermonId });
    expect(created.statusCode, created.body).toBe(201);
    // The answer is what the page parses it as (packViewSchema, no cast in the client).
    pack = packViewSchema.parse(created.json());
    // The pastor confirms the outline, typing this week's details for the congregation.
    const confirmed = await test.app.inject({
      method: "PUT",
      url: `/api/packs/${pack.id}/outline`,
      headers: user.headers,
      payload: {
        outline: {
          ...pack.outline,
          notes: "Small groups meet Wednesday at 7pm in the fellowship hall.",
        },
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    pack = packViewSchema.parse(confirmed.json());
    pieces = await writeAll(test, user.headers, pack.id);
  });
  afterAll(() => test.app.close());

  it("reads the sermon's passage, big idea and points for the pastor to confirm", () => {
    expect(pack.outline.passage).toBe("Romans 5:1-5");
    expect(pack.outline.points).toHaveLength(3);
    expect(pack.outline.points[0]).toContain("peace with God");
    expect(pack.outline.bigIdea).toBe("Hope that does not disappoint.");
    expect(pack.pieces.every((piece) => piece.status === "pending")).toBe(true);
  });

  it("writes every piece in its declared shape, labelled as a Kingdom Tools draft", () => {
    expect(pieces.map((piece) => piece.id)).toEqual(packPieces.map((piece) => piece.id));
    for (const piece of pieces) {
      expect(pieceResultSchemas[piece.type].safeParse(piece.result).success, piece.id).toBe(true);
      expect(piece.source).toBe("offline");
      expect(piece.status).toBe("draft");
    }
    const guide = pieces.find((piece) => piece.id === "small-group")!.result!;
    expect((guide.questions as string[]).length).toBeGreaterThanOrEqual(6);
    const posts = pieces.find((piece) => piece.id === "social")!.result!.posts as Array<{
      day: string;
      time: string;
      platform: string;
    }>;
    expect(new Set(posts.map((post) => post.day))).toEqual(
      new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    );
    expect(new Set(posts.map((post) => post.platform)).size).toBe(3);
    expect(posts.every((post) => /^\d{1,2}:\d\d [ap]m$/.test(post.time))).toBe(true);
    const days = pieces
      .filter((piece) => piece.type === "daily-devotional")
      .map((piece) => piece.result!.day);
    expect(days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  });

  it("is faithful: the pack's passage and a point of the sermon in every piece, every point in the guide, email and slides", () => {
    for (const piece of pieces) {
      expect(piece.text, piece.id).toMatch(/Romans 5:[1-5]/);
      expect(
        pack.outline.points.some((point) =>
          piece.text!.toLowerCase().includes(point.replace(/[.!?]+$/, "").toLowerCase()),
        ),
        piece.id,
      ).toBe(true);
    }
    for (const id of ["small-group", "email", "slides"]) {
      const text = pieces.find((piece) => piece.id === id)!.text!;
      for (const point of pack.outline.points)
        expect(text, id).toContain(point.replace(/[.!?]+$/, ""));
    }
  });

  it("checks the scripture in every piece: every reference real, every quotation exact", () => {
    for (const piece of pieces) {
      const check = piece.scriptureCheck as {
        references: Array<{ valid: boolean; quoted?: { verdict: string } }>;
        invalidCount: number;
        misquotedCount: number;
      };
      expect(check.references.length, piece.id).toBeGreaterThan(0);
      expect(check.invalidCount, piece.id).toBe(0);
      expect(check.misquotedCount, piece.id).toBe(0);
      for (const reference of check.references)
        if (reference.quoted) expect(reference.quoted.verdict, piece.id).toBe("exact");
    }
  });

  it("never carries the sermon's private notes into a piece", () => {
    expect(pack.outline.notes).not.toContain("Mark");
    for (const piece of pieces)
      expect(JSON.stringify(piece.result), piece.id).not.toMatch(/\bMark\b|addict/);
  });

  it("carries the pastor's details: the church's name and this week's details as typed", () => {
    const email = pieces.find((piece) => piece.id === "email")!.text!;
    expect(email).toContain("Grace Church");
    expect(email).toContain("Wednesday at 7pm in the fellowship hall");
    expect(pieces.find((piece) => piece.id === "slides")!.result!.church).toBe("Grace Church");
  });

  it("saves each piece to My Content, where it is searched and exported", async () => {
    const listed = await test.app.inject({
      method: "GET",
      url: "/api/library?type=small-group-guide&q=perseverance",
      headers: user.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(
      pieces.find((p) => p.id === "small-group")!.itemId,
    );
    const pdf = await test.app.inject({
      method: "GET",
      url: `/api/library/${pieces[0]!.itemId}/export.pdf`,
      headers: user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const view = await test.app.inject({
      method: "GET",
      url: `/api/packs/${pack.id}`,
      headers: user.headers,
    });
    expect((view.json() as PackView).pieces.every((piece) => piece.status === "draft")).toBe(true);
  });

  it("lets the pastor approve a piece, and regenerating replaces it", async () => {
    const approved = await test.app.inject({
      method: "PUT",
      url: `/api/packs/${pack.id}/pieces/email/status`,
      headers: user.headers,
      payload: { status: "approved" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const view = (
      await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}`, headers: user.headers })
    ).json() as PackView;
    expect(view.pieces.find((piece) => piece.id === "email")!.status).toBe("approved");
    const again = await writePiece(test, user.headers, pack.id, "children");
    expect(again.statusCode).toBe(200);
    // Offline, a regenerate is the next variant, not the same draft again.
    expect((again.json() as PackPieceView).text).not.toBe(
      pieces.find((p) => p.id === "children")!.text,
    );
    const old = pieces.find((piece) => piece.id === "children")!.itemId;
    const gone = await test.app.inject({
      method: "GET",
      url: `/api/library/${old}`,
      headers: user.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("downloads the whole pack as a zip: PDF and Word per piece, the slides and the posts as text", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/packs/${pack.id}/export.zip`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(names.filter((name) => name.endsWith(".pdf"))).toHaveLength(10);
    expect(names.filter((name) => name.endsWith(".docx"))).toHaveLength(10);
    const pptx = names.find((name) => name.endsWith(".pptx"))!;
    expect(
      Object.keys(unzipSync(files[pptx]!)).some((name) => name.startsWith("ppt/slides/slide")),
    ).toBe(true);
    const posts = strFromU8(files[names.find((name) => name.endsWith(".txt"))!]!);
    expect(posts).toContain("Monday 7:30 am · Facebook");
  });

  it("builds a pack from a pasted manuscript, naming its labelled passage and numbered points", async () => {
    const created = await createPack(test, user.headers, {
      kind: "text",
      text: manuscript,
      filename: "shepherd.docx",
    });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json() as PackView;
    expect(view.outline.passage).toBe(manuscriptOutline.passage);
    expect(view.outline.points).toEqual(manuscriptOutline.points);
    expect(view.source).toEqual({ kind: "text", filename: "shepherd.docx" });
    // What the sermon says under each point is kept with the outline, in the preacher's words.
    expect(view.outline.sermon).toHaveLength(manuscriptOutline.points.length);
    for (const words of view.outline.sermon ?? [])
      for (const sentence of words.sentences) expect(manuscript).toContain(sentence);
    expect(view.outline.sermon?.[1]?.sentences.join(" ")).toMatch(/valley/);
  });

  it("answers bad input with field messages", async () => {
    const noPassage = await createPack(test, user.headers, {
      kind: "text",
      text: "A sermon about hope with no reference at all. ".repeat(10),
    });
    expect(noPassage.statusCode).toBe(400);
    expect(noPassage.json().error.fields["source.text"]).toMatch(
      /could not find a Bible reference/,
    );
    const short = await createPack(test, user.headers, { kind: "text", text: "Romans 5" });
    expect(short.json().error.fields["source.text"]).toMatch(/too short/);
    const tooLong = await createPack(test, user.headers, {
      kind: "text",
      text: "Romans 5:1 ".repeat(12_000),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields["source.text"]).toMatch(/too long/);
    const prayerId = await saveItem(test, user.headers, "/api/prayers", samplePrayer);
    const notSermon = await createPack(test, user.headers, { kind: "library", id: prayerId });
    expect(notSermon.json().error.fields["source.id"]).toMatch(/not a sermon/);
    const badOutline = await test.app.inject({
      method: "PUT",
      url: `/api/packs/${pack.id}/outline`,
      headers: user.headers,
      payload: { outline: { ...pack.outline, passage: "Hezekiah 4:2" } },
    });
    expect(badOutline.statusCode).toBe(400);
    expect(badOutline.json().error.fields["outline.passage"]).toMatch(/not a passage we can find/);
    const onePoint = await test.app.inject({
      method: "PUT",
      url: `/api/packs/${pack.id}/outline`,
      headers: user.headers,
      payload: { outline: { ...pack.outline, points: ["Only one"] } },
    });
    expect(onePoint.json().error.fields["outline.points"]).toMatch(/at least 2/);
    const badPiece = await writePiece(test, user.headers, pack.id, "sermon");
    expect(badPiece.statusCode).toBe(400);
  });

  it("refuses a pack whose source gives fewer than two points, naming the field, and creates nothing", async () => {
    const packsOf = () =>
      test.database.db.select().from(weekPacks).where(eq(weekPacks.userId, user.id));
    const before = (await packsOf()).length;
    const onePoint = await createPack(test, user.headers, {
      kind: "text",
      text: `Text: Romans 5:1-5\n\n1. Peace with God\n${"We have peace with God through faith. ".repeat(8)}\n`,
    });
    expect(onePoint.statusCode, onePoint.body).toBe(400);
    expect(onePoint.json().error.code).toBe("validation_error");
    expect(onePoint.json().error.fields["outline.points"]).toMatch(/at least 2/);
    expect((await packsOf()).length).toBe(before);
  });

  it("answers a piece of a pack stored with an incomplete outline with 409 naming the field, not 500", async () => {
    const created = await createPack(test, user.headers, { kind: "text", text: manuscript });
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json() as PackView;
    // A pack stored before outlines were checked at creation.
    await test.database.db
      .update(weekPacks)
      .set({ outline: { ...stored.outline, points: ["Only one"] } })
      .where(eq(weekPacks.id, stored.id));
    const piece = await writePiece(test, user.headers, stored.id, "email");
    expect(piece.statusCode, piece.body).toBe(409);
    expect(piece.json().error.fields["outline.points"]).toMatch(/at least 2/);
  });

  it("keeps packs to their owner and to users with access", async () => {
    const other = await userWithAccess(test, "pack-other");
    const read = await test.app.inject({
      method: "GET",
      url: `/api/packs/${pack.id}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    const write = await writePiece(test, other.headers, pack.id, "email");
    expect(write.statusCode).toBe(404);
    const anonymous = await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}` });
    expect(anonymous.statusCode).toBe(401);
    const noAccess = await signedInUser(test, "pack-lapsed");
    const lapsed = await createPack(test, noAccess.headers, { kind: "text", text: manuscript });
    expect(lapsed.statusCode).toBe(403);
  });
});

describe("sermon week pack, generation caps", () => {
  let test: TestApp;
  afterAll(() => test.app.close());

  it("counts one generation per piece, and a refused piece leaves the others", async () => {
    test = await createTestApp({ GENERATION_RATE_PER_MINUTE: "4" });
    const user = await userWithAccess(test, "pack-caps");
    const created = await createPack(test, user.headers, { kind: "text", text: manuscript });
    const pack = created.json() as PackView;
    await withinOneWindow(test, minuteMs, async () => {
      for (const piece of ["devotional-monday", "devotional-tuesday", "small-group", "email"])
        expect((await writePiece(test, user.headers, pack.id, piece)).statusCode).toBe(200);
      const refused = await writePiece(test, user.headers, pack.id, "slides");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/generating quickly/);
      const usage = await test.app.inject({
        method: "GET",
        url: "/api/usage",
        headers: user.headers,
      });
      expect(usage.statusCode).toBe(200);
    });
    const view = (
      await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}`, headers: user.headers })
    ).json() as PackView;
    expect(
      view.pieces.filter((piece) => piece.status === "draft").map((piece) => piece.id),
    ).toEqual(["devotional-monday", "devotional-tuesday", "small-group", "email"]);
  });
});

describe("sermon week pack, with a model", () => {
  let fake: FakeOpenAi;
  let test: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    test = await createTestApp(fakeModelEnv(fake, { GENERATION_RATE_PER_MINUTE: "100" }));
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
  });

  it("asks for each piece with its schema, the outline and the passage's real text, and checks what comes back", async () => {
    const user = await userWithAccess(test, "pack-ai");
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        title: "Small group: The Shepherd Who Provides",
        scripture: "Psalm 23:1-6",
        openingQuestion: "Who looked after you when you were small?",
        passageText: "Yahweh is my shepherd: I shall lack nothing.",
        questions: [
          "What does Psalm 23:1 say the Lord is?",
          "What does the shepherd do in verse 2?",
          "Where does the psalm walk through darkness?",
          "The Lord is our shepherd, so we lack nothing: what does that mean for worry?",
          "Where do you need the Lord to lead you this week?",
          "How can we pray for one another?",
        ],
        prayerFocus: "Trust in the Shepherd.",
        leaderNotes:
          "The Lord is our shepherd, so we lack nothing. Psalm 23:4 says “I will fear no evil”.",
      }),
    });
    const response = await writePiece(test, user.headers, pack.id, "small-group");
    expect(response.statusCode, response.body).toBe(200);
    const piece = response.json() as PackPieceView & {
      scriptureCheck: { references: Array<{ reference: string; valid: boolean }> };
    };
    expect(piece.source).toBe("ai");
    expect(
      piece.scriptureCheck.references.some((reference) =>
        reference.reference.startsWith("Psalm 23:4"),
      ),
    ).toBe(true);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain("The Lord is our shepherd, so we lack nothing");
    expect(sent).toContain("Yahweh is my shepherd");
    expect(sent).toContain("openingQuestion");

    fake.enqueueChat({ kind: "reply", content: JSON.stringify({ title: "Missing everything" }) });
    const bad = await writePiece(test, user.headers, pack.id, "email");
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).not.toBe(500);
    const view = (
      await test.app.inject({ method: "GET", url: `/api/packs/${pack.id}`, headers: user.headers })
    ).json() as PackView;
    expect(view.pieces.find((p) => p.id === "small-group")!.status).toBe("draft");
    expect(view.pieces.find((p) => p.id === "email")!.status).toBe("pending");
  });

  it("puts a model's misquotation in a piece right with the verse's own words, as the tools do", async () => {
    const user = await userWithAccess(test, "pack-ai-misquote");
    const pack = (
      await createPack(test, user.headers, { kind: "text", text: manuscript })
    ).json() as PackView;
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        title: "The Shepherd Who Provides",
        scripture: "Psalm 23:1-6",
        church: "",
        bigIdea: "The Lord shepherds us through every valley.",
        points: [
          "The Lord is our shepherd",
          "He leads us through the valley",
          "He prepares a table",
        ],
        // Philippians 4:13 misquoted, as preachers and models are known to.
        callToAction:
          "Remember “I can do all things through Christ, who makes all my dreams come true.” (Philippians 4:13)",
      }),
    });
    const response = await writePiece(test, user.headers, pack.id, "slides");
    expect(response.statusCode, response.body).toBe(200);
    const piece = response.json() as PackPieceView & { text: string };
    expect(piece.text).toContain("I can do all things through Christ, who strengthens me.");
    expect(piece.text).not.toContain("dreams come true");
  });
});
