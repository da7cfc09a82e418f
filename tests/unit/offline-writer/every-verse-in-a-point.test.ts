import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import {
  shapePassage,
  type DivisionSource,
} from "../../../server/generation/offline/passage-shape";
import literaryHeadings from "../../../server/generation/offline/data/literary-headings.json";
import { offlineDraft } from "../draft-quality/offline-engine";
import { sampledChapters, sampledRanges } from "./sampled-passages";

const literary = new Set(literaryHeadings.headings);

/**
 * Held-out 29e S2 (1 Samuel 7:3–13): the points followed Matthew Henry's divisions, his first
 * (7:1–4) started before the passage and was dropped, and 7:3–4, Samuel's call to put away the
 * foreign gods, were in no point. Property: every verse of the requested passage belongs to
 * exactly one section, whatever the sections came from (the BSB's headings, Henry's outline,
 * runs the writer cut), and every section to one of the sermon's points, however few the
 * length allows. Checked over passages sampled across the whole Bible.
 */

function referencesOf(reference: string): string[] {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages.flatMap((passage) =>
    passage.verses.filter((verse) => verse.text.trim()).map((verse) => verse.reference),
  );
}

const sample = [...sampledRanges(300), ...sampledChapters(60)];
// Passages whose first division (Henry's) starts before them, as 29e's did, and chapters with
// more BSB sections than the shortest sermon has points.
const chosen = [
  "1 Samuel 7:3-13",
  "Acts 1:1-11",
  "Ephesians 3:14-21",
  "Luke 15",
  "Romans 16",
  "Acts 2",
];

describe("every verse of the passage is in exactly one section", () => {
  it(`over ${sample.length} ranges and chapters sampled across the Bible and ${chosen.length} chosen`, () => {
    const sources = new Set<DivisionSource>();
    const wrong: string[] = [];
    for (const reference of [...chosen, ...sample]) {
      const shape = shapePassage(reference, "web");
      if (!shape) continue;
      sources.add(shape.divisions);
      const inSections = shape.sections.flatMap((section) => referencesOf(section.reference));
      if (inSections.join("|") !== referencesOf(reference).join("|"))
        wrong.push(
          `${reference} (${shape.divisions}): ${shape.sections.map((s) => s.reference).join(", ")}`,
        );
    }
    expect(wrong).toEqual([]);
    // The sample reaches every kind of division.
    expect([...sources].sort()).toEqual(["commentary", "headings", "runs"]);
  }, 600_000);
});

describe("every section is in one of the sermon's points", () => {
  const many = [...chosen, ...sample]
    .filter((reference) => (shapePassage(reference, "web")?.sections.length ?? 0) > 3)
    .slice(0, 24);
  it(`the shortest sermon on ${many.length} passages of more sections than it has points`, async () => {
    expect(many.length).toBeGreaterThanOrEqual(15);
    const missing: string[] = [];
    for (const scripture of many) {
      const shape = shapePassage(scripture, "web")!;
      const { item } = await offlineDraft("sermon", {
        topic: "Sunday's message",
        scripture,
        length: "15-20",
      });
      const { mainPoints } = item as { mainPoints: string[] };
      const points = mainPoints.join("\n");
      for (const section of shape.sections) {
        // A section's point opens with its heading, its name (a sentence of its verses) or its
        // reference.
        const opening = section.heading
          ? `${section.heading} (${section.reference}).`
          : section.name
            ? section.name.text.replace(/\.$/, "")
            : `${section.reference}.`;
        if (!points.includes(opening)) missing.push(`${scripture}: ${opening}`);
      }
    }
    expect(missing).toEqual([]);
  }, 600_000);
});

/**
 * Held-out 29e S1 and S2: points named "Prologue (Acts 1:1–5)." (a BSB heading naming the book's
 * opening, not what it says) and "1 Samuel 7:13." (a part of Henry's 7:13–17, whose name speaks
 * of verses the passage does not hold). A part whose division's name cannot stand over it is
 * named as a run is, by a whole sentence of its own verses; no point or title is a literary
 * label (data/literary-headings.json, read from the BSB's headings).
 */
describe("every point has a name that says something of its verses", () => {
  const plain = (text: string) => text.replace(/[“”‘’"']/g, "").replace(/\s+/g, " ");
  it("no section or title is named by a literary label, over the sample", () => {
    const labelled: string[] = [];
    for (const reference of [...chosen, ...sample]) {
      const shape = shapePassage(reference, "web");
      if (!shape) continue;
      for (const heading of [shape.heading, ...shape.sections.map((s) => s.heading)])
        if (heading && literary.has(heading)) labelled.push(`${reference}: ${heading}`);
    }
    expect(labelled).toEqual([]);
  }, 600_000);

  it("a part of the BSB's or Henry's divisions without a heading is named by its own verses", () => {
    let parts = 0;
    const named: string[] = [];
    for (const reference of [...chosen, ...sample]) {
      const shape = shapePassage(reference, "web");
      if (!shape || shape.divisions === "runs" || shape.divisions === "verse") continue;
      for (const section of shape.sections.filter((found) => !found.heading)) {
        parts++;
        if (!section.name) continue;
        // The name is scripture's own words, from the part's own verses.
        const inside = lookup(section.reference, { translation: "web" });
        if (!inside.ok) throw new Error(section.reference);
        const text = plain(
          inside.passage.passages.flatMap((p) => p.verses.map((v) => v.text)).join(" "),
        );
        expect(text, section.reference).toContain(plain(section.name.text).replace(/\.$/, ""));
        named.push(section.reference);
      }
    }
    // Most such parts have a key verse with a sentence short enough to name them.
    expect(parts).toBeGreaterThanOrEqual(20);
    expect(named.length * 2, `${named.length} of ${parts}`).toBeGreaterThanOrEqual(parts);
    expect(named).toEqual(expect.arrayContaining(["1 Samuel 7:13", "Acts 1:1–5"]));
  }, 600_000);
});
