import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { packContext } from "../../server/generation/offline/week-pack/context";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import {
  outlineFromManuscript,
  outlineFromSermon,
} from "../../server/modules/packs/extract-outline";
import { createPieceWriter } from "../../server/modules/packs/piece-writer";
import { sermonWords } from "../../server/modules/packs/preacher-words";
import { fakeModelEnv, startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server";

/**
 * Issue 32, item 5: on the model path, a piece that repeats something private from the
 * pastor's notes or the manuscript's asides (marked or not) is caught before it is shown or
 * saved — the sentence taken out, or the piece refused with a message — through the real
 * client library against the fake OpenAI-compatible server.
 */

const manuscripts = join(__dirname, "../unit/week-pack/manuscripts");
const dorothy = "Pray with Dorothy after the service; her husband's suicide is still raw.";
const mark =
  "Remember to tell the story of Mark, a former addict who came home to his family last year (he gave permission).";

describe("a model's week pack pieces checked for private notes", () => {
  let fake: FakeOpenAi;
  let writer: ReturnType<typeof createPieceWriter>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/tmp/kt-private-guard",
      PUBLIC_URL: "http://localhost:5000",
      ...fakeModelEnv(fake, { AI_MAX_RETRIES: "0" }),
    });
    writer = createPieceWriter(config.ai);
  });
  afterAll(() => fake.close());

  function prodigalContext() {
    const text = readFileSync(join(manuscripts, "prodigal-headings.txt"), "utf8");
    const extracted = outlineFromManuscript(text, "prodigal-headings.txt");
    const outline = {
      ...extracted.outline,
      sermon: sermonWords(extracted.sections, extracted.outline.passage),
    };
    return packContext(outline, "web")!;
  }
  const email = (title: string, body: string) =>
    JSON.stringify({ title, scripture: "Luke 15:11-32", body });

  it("sends the model none of the manuscript's private sentences", async () => {
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: email("This week", "Dear church, Luke 15:20.") });
    await writer.write(
      "email",
      prodigalContext(),
      defaultPreferences,
      new AbortController().signal,
    );
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).not.toContain("Dorothy");
    expect(sent).not.toContain("former addict");
    expect(sent).not.toContain("Hendersons");
  });

  it("takes out of the piece a sentence repeating an unmarked aside or a marked note", async () => {
    fake.reset();
    const body = [
      "Dear church family,",
      "On Sunday we heard Luke 15:11-32 together.",
      `${dorothy} ${mark}`,
      "The Father runs to meet us before our speech is finished.",
      "Dorothy asked us to pray this week.",
    ].join("\n\n");
    fake.enqueueChat({ kind: "reply", content: email("This week: the Father who runs", body) });
    const written = await writer.write(
      "email",
      prodigalContext(),
      defaultPreferences,
      new AbortController().signal,
    );
    expect(written.source).toBe("ai");
    expect(written.text).not.toMatch(/Dorothy|suicide|former addict/);
    expect(written.text).toContain("The Father runs to meet us before our speech is finished.");
    expect(written.text).toContain("On Sunday we heard Luke 15:11-32 together.");
  });

  it("checks what streams before it is shown: no partial holds the aside, even half a name", async () => {
    fake.reset();
    const body = `Dear church family,\n\n${dorothy}\n\nThe Father runs to meet us (Luke 15:20).`;
    fake.enqueueChat({
      kind: "stream",
      content: email("This week: the Father who runs", body),
      chunkSize: 3,
    });
    const partials: string[] = [];
    const written = await writer.write(
      "email",
      prodigalContext(),
      defaultPreferences,
      new AbortController().signal,
      undefined,
      { onPartial: (partial) => partials.push(JSON.stringify(partial)) },
    );
    expect(partials.length).toBeGreaterThan(10);
    for (const partial of partials) expect(partial).not.toMatch(/Dor|suicide/);
    expect(partials.at(-1)).toContain("The Father runs to meet us");
    expect(written.text).not.toMatch(/Dorothy/);
  });

  it("refuses, with a message, a piece that is not whole without it", async () => {
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: email("Pray with Dorothy", "Dear church, the Father runs to meet us (Luke 15:20)."),
    });
    await expect(
      writer.write("email", prodigalContext(), defaultPreferences, new AbortController().signal),
    ).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/repeated something private .* not shown or saved/),
    });
  });

  it("guards a saved sermon's notes field the same way", async () => {
    const saved = outlineFromSermon({
      title: "Jesus Wept",
      scripture: "John 11:17-44",
      data: {
        request: {
          topic: "Jesus meets us in grief",
          scripture: "John 11:17-44",
          notes: "Many students are angry at the school board since Caleb Morrow's accident.",
        },
        result: {
          title: "Jesus Wept",
          mainPoints: [
            "Jesus lets Martha be honest (John 11:21).",
            "Jesus weeps with Mary at the tomb (John 11:33-35).",
          ],
          callToAction: "Bring your grief to Jesus this week.",
        },
      },
    });
    const context = packContext({ ...saved.outline, notes: "" }, "web")!;
    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        title: "Monday: honest grief",
        scripture: "John 11:21",
        day: "Monday",
        point: "Jesus lets Martha be honest",
        reading:
          "Martha tells Jesus the truth. Many students are angry at the school board this week. Jesus answers her with himself.",
        reflection: "1. What would you say to Jesus today?",
        prayer: "Lord Jesus, meet us in our grief. Amen.",
      }),
    });
    const written = await writer.write(
      "devotional-monday",
      context,
      defaultPreferences,
      new AbortController().signal,
    );
    expect(written.text).not.toMatch(/school board|Caleb/);
    expect(written.text).toContain("Jesus answers her with himself.");
  });
});
