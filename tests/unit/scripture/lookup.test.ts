import { describe, expect, it } from "vitest";
import { passageResponseSchema } from "@shared/scripture/api";
import { lookup } from "../../../server/scripture/lookup";

const web = { translation: "web" } as const;

describe("looking up a reference", () => {
  it("returns the passage with each verse", () => {
    const outcome = lookup("Jn 3:16-17", web);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(passageResponseSchema.parse(outcome.passage)).toEqual(outcome.passage);
    expect(outcome.passage).toMatchObject({
      reference: "John 3:16–17",
      osis: "John.3.16-John.3.17",
      translation: "web",
    });
    expect(outcome.passage.passages[0]?.verses.map((verse) => verse.reference)).toEqual([
      "John 3:16",
      "John 3:17",
    ]);
    expect(outcome.passage.text).toMatch(/^For God so loved the world.*saved through him\.$/);
  });

  it("handles lists, whole chapters and single-chapter books", () => {
    const list = lookup("Romans 8:28; 12:1–2", { translation: "kjv" });
    expect(list.ok && list.passage.passages.map((passage) => passage.reference)).toEqual([
      "Romans 8:28",
      "Romans 12:1–2",
    ]);
    const chapter = lookup("Psalm 23", web);
    expect(chapter.ok && chapter.passage.passages[0]?.verses).toHaveLength(6);
    const jude = lookup("Jude", web);
    expect(jude.ok && jude.passage.passages[0]?.verses).toHaveLength(25);
  });

  it("explains what is wrong with a bad reference", () => {
    expect(lookup("Ephesians 7:12", web)).toEqual({
      ok: false,
      problem: "does_not_exist",
      message: "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    });
    expect(lookup("John 3:99", web)).toMatchObject({
      ok: false,
      message: "John 3 has 36 verses, so John 3:99 does not exist.",
    });
    expect(lookup("Hezekiah 1:1", web)).toMatchObject({ ok: false, problem: "does_not_exist" });
    expect(lookup("hello world", web)).toMatchObject({ ok: false, problem: "not_a_reference" });
    expect(lookup("", web)).toMatchObject({ ok: false, problem: "not_a_reference" });
    expect(lookup("Genesis", web)).toMatchObject({ ok: false, problem: "too_long" });
  });

  it("notes a verse the translation does not have", () => {
    const outcome = lookup("Luke 17:35-37", web);
    expect(outcome.ok && outcome.passage.notes).toEqual([
      "Luke 17:36 (“Two will be in the field…”) is not in the World English Bible: most Greek manuscripts, including the Majority Text the WEB follows, do not have it. The KJV has it from a few later manuscripts.",
    ]);
    const kjv = lookup("Luke 17:36", { translation: "kjv" });
    expect(kjv.ok && kjv.passage.notes).toBeUndefined();
  });
});
