import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  outlineFromManuscript,
  outlineFromSermon,
  type ExtractedOutline,
} from "../../../server/modules/packs/extract-outline";
import { manuscriptLines } from "../../../server/modules/packs/manuscript-structure";
import { isPrivateSentence } from "../../../server/modules/packs/private-notes";
import { sentencesOf } from "../../../server/text/sentences";
import { resolveCitation } from "../../../server/scripture/citation";
import { findReferences } from "../../../server/scripture/find-references";

/**
 * The evaluation set of issue 32 (tests/unit/week-pack/manuscripts, see PROVENANCE.md): real
 * and realistic manuscripts and saved sermons, each with an outline written by hand before the
 * reader was, private notes planted in it and the lines of the hymns it quotes.
 */

const folder = join(__dirname, "manuscripts");

interface ExpectedPoint {
  phrase: string;
  verses?: string;
}
interface Expected {
  passage: string;
  bigIdea: string[];
  points: ExpectedPoint[];
  call: string[];
  private: string[];
  /** Pastoral asides naming a congregant with no marker, planted before the reader was changed. */
  unmarked?: string[];
  /** One aside naming no one ("The widow who sits beneath the left gallery…"): ./pastoral-asides.ts. */
  unmarkedNameless?: string[];
  /** Sentences directing the hearers ("Please stand as we read it together."): for the room, not the sermon (issue 34). */
  directions?: string[];
  quoted?: string[];
}
interface ManuscriptCase extends Expected {
  file: string;
  structure: string;
}
interface SavedCase {
  name: string;
  item: { title: string; scripture: string; data: unknown };
  expected: Expected;
}

const manuscripts: ManuscriptCase[] = readdirSync(folder)
  .filter((name) => name.endsWith(".expected.json"))
  .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as ManuscriptCase);
const saved = JSON.parse(readFileSync(join(folder, "saved-sermons.json"), "utf8")) as SavedCase[];

const small = new Set(
  "a an the and or of to in on at by for with is are was be as it its that this his her their our your my".split(
    " ",
  ),
);
/** Lower-case words without punctuation, dashes read alike. */
const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const words = (value: string) => plain(value).split(" ").filter(Boolean);
const contentWords = (value: string) => words(value).filter((word) => !small.has(word));
/** The verses a reference names, "Isaiah 66:1, 2" and "Isaiah 66:1-2" alike. */
function versesIn(reference: string): string[] {
  const citation = findReferences(reference)[0];
  if (!citation) return [reference];
  return resolveCitation(citation).ranges.flatMap(({ start, end }) =>
    start.chapter === end.chapter
      ? Array.from(
          { length: end.verse - start.verse + 1 },
          (_, i) => `${start.book} ${start.chapter}:${start.verse + i}`,
        )
      : [`${start.book} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`],
  );
}
const dashes = (value: string) => value.replace(/[–—]/g, "-").replace(/\s+/g, " ").trim();

/**
 * A point found matches the expected phrase when it holds at least three quarters of the
 * phrase's words and is itself a short phrase: at most 100 characters, no "…".
 */
function pointMatches(found: string, expected: string): boolean {
  if (found.length > 100 || found.includes("…")) return false;
  const have = new Set(contentWords(found));
  const want = contentWords(expected);
  return want.filter((word) => have.has(word)).length >= 0.75 * want.length;
}

/** The sentence taken is one of the preacher's own acceptable sentences, or within one. */
function sentenceMatches(found: string, acceptable: string[]): boolean {
  const have = plain(found);
  return acceptable.some((sentence) => {
    const want = plain(sentence);
    return have.includes(want) || (want.includes(have) && have.split(" ").length >= 5);
  });
}

/** Runs of four words of a private note: none may appear anywhere in what was extracted. */
function leaks(extracted: ExtractedOutline, notes: string[]): string[] {
  const everything = ` ${plain(JSON.stringify(extracted))} `;
  const found: string[] = [];
  for (const note of notes) {
    const noteWords = words(note);
    for (let i = 0; i + 4 <= Math.max(noteWords.length, 4); i++) {
      const run = noteWords.slice(i, i + 4).join(" ");
      if (run && everything.includes(` ${run} `)) found.push(`${note} → "${run}"`);
    }
  }
  return found;
}

function pointsFound(extracted: ExtractedOutline, expected: Expected) {
  const { points } = extracted.outline;
  const matched = expected.points.map(
    (want, index) => points[index] !== undefined && pointMatches(points[index], want.phrase),
  );
  return {
    all: matched.every(Boolean) && points.length === expected.points.length,
    matched: matched.filter(Boolean).length,
  };
}

function read(test: ManuscriptCase): ExtractedOutline {
  return outlineFromManuscript(readFileSync(join(folder, test.file), "utf8"), test.file);
}

describe("the evaluation set", () => {
  it("holds at least 8 manuscripts of different structures and 4 saved sermons", () => {
    expect(manuscripts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(manuscripts.map((test) => test.structure)).size).toBe(manuscripts.length);
    expect(saved.length).toBeGreaterThanOrEqual(4);
    expect(manuscripts.filter((test) => (test.quoted ?? []).length > 0).length).toBeGreaterThan(2);
  });

  it("has every planted note and quoted line in its manuscript", () => {
    for (const test of manuscripts) {
      const text = readFileSync(join(folder, test.file), "utf8");
      for (const line of [...test.private, ...(test.quoted ?? [])])
        expect(text, test.file).toContain(line);
    }
  });
});

describe("manuscripts read as the preacher wrote them", () => {
  const withDivisions = manuscripts.filter((test) => test.points.length > 0);

  it("finds the preacher's own divisions in at least 9 of 10 manuscripts that have them", () => {
    const results = withDivisions.map((test) => {
      const extracted = read(test);
      return { file: test.file, found: extracted.outline.points, ...pointsFound(extracted, test) };
    });
    const all = results.filter((result) => result.all).length;
    console.info(
      `Divisions found in ${all} of ${results.length} manuscripts that have them:\n${results
        .map((r) => `  ${r.all ? "✓" : "✗"} ${r.file}: ${JSON.stringify(r.found)}`)
        .join("\n")}`,
    );
    expect(withDivisions.length).toBeGreaterThanOrEqual(10);
    expect(all / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(manuscripts.map((test) => [test.file, test] as const))(
    "%s: the passage the preacher announced",
    (_file, test) => {
      expect(versesIn(read(test).outline.passage)).toEqual(versesIn(test.passage));
    },
  );

  it("takes the big idea from the preacher's own sentences in 4 of 5 manuscripts, the call in 3 of 5", () => {
    const misses: string[] = [];
    let bigIdeas = 0;
    let calls = 0;
    for (const test of manuscripts) {
      const { outline } = read(test);
      if (sentenceMatches(outline.bigIdea, test.bigIdea)) bigIdeas++;
      else misses.push(`  big idea ${test.file}: ${outline.bigIdea}`);
      if (sentenceMatches(outline.callToAction, test.call)) calls++;
      else misses.push(`  call ${test.file}: ${outline.callToAction}`);
    }
    console.info(
      `Big idea in ${bigIdeas}, call in ${calls} of ${manuscripts.length} manuscripts:\n${misses.join("\n")}`,
    );
    // Floors at the level measured (12 and 9 of 15): Spurgeon's long closing exhortations
    // are where the call most often differs from the sentences written down as acceptable. A
    // sentence naming someone the passage does not is never taken (./people-named.ts): the
    // lament's call "…bring it to God honestly, as David did" is lost so (10 of 15 before), since
    // no translation here carries Psalm 13's superscription.
    expect(bigIdeas / manuscripts.length).toBeGreaterThanOrEqual(4 / 5);
    expect(calls / manuscripts.length).toBeGreaterThanOrEqual(9 / 15);
  });

  it.each(manuscripts.map((test) => [test.file, test] as const))(
    "%s: the verses each point expounds, and its paragraphs",
    (_file, test) => {
      const extracted = read(test);
      if (!pointsFound(extracted, test).all) return; // counted by the divisions test above
      for (const [index, want] of test.points.entries()) {
        const section = extracted.sections[index]!;
        expect(section.point).toBe(extracted.outline.points[index]);
        expect(section.paragraphs.length, want.phrase).toBeGreaterThan(0);
        if (want.verses) expect(dashes(section.verses ?? ""), want.phrase).toBe(want.verses);
      }
    },
  );

  it("asks for the points of a manuscript without divisions instead of inventing them", () => {
    for (const test of manuscripts.filter((t) => t.points.length === 0)) {
      const { outline, notes } = read(test);
      expect(outline.points).toEqual([]);
      expect(notes.join(" ")).toMatch(/write the sermon's points/);
    }
  });

  it("marks exactly the planted notes as private, and no sentence of the sermons", () => {
    let sentences = 0;
    for (const test of manuscripts) {
      const lines = manuscriptLines(readFileSync(join(folder, test.file), "utf8"));
      // The aside naming no one, planted unmarked, is private too (./pastoral-asides.ts), and so
      // is a direction to the hearers, an instruction for the room (preacher-instructions.json).
      const nameless = new Set([...(test.unmarkedNameless ?? []), ...(test.directions ?? [])]);
      const marked = lines
        .filter((line) => line.kind === "private" && !nameless.has(line.text))
        .map((line) => line.text);
      expect(marked.sort(), test.file).toEqual([...test.private].sort());
      const prose = lines
        .filter((line) => line.kind === "prose")
        .flatMap((line) => sentencesOf(line.text))
        .filter((sentence) => !nameless.has(sentence));
      sentences += prose.length;
      expect(prose.filter(isPrivateSentence), test.file).toEqual([]);
    }
    expect(sentences).toBeGreaterThan(1000);
  });

  it("reads each manuscript the same pasted without blank lines between paragraphs", () => {
    for (const test of manuscripts) {
      const text = readFileSync(join(folder, test.file), "utf8");
      const pasted = outlineFromManuscript(text, test.file).outline;
      const close = outlineFromManuscript(text.replace(/\n\s*\n/g, "\n"), test.file).outline;
      expect(close.points, test.file).toEqual(pasted.points);
      expect(close.callToAction, test.file).toBe(pasted.callToAction);
    }
  });

  it("reads each manuscript the same when its paragraphs are hard-wrapped at 72 columns", () => {
    /** A .txt saved with line breaks: each long line broken at the last space before column 72. */
    const wrap = (text: string) =>
      text
        .split("\n")
        .flatMap((line) => {
          const out: string[] = [];
          let rest = line;
          while (rest.length > 72) {
            const cut = rest.lastIndexOf(" ", 72);
            if (cut <= 0) break;
            out.push(rest.slice(0, cut));
            rest = rest.slice(cut + 1);
          }
          return [...out, rest];
        })
        .join("\n");
    for (const test of manuscripts) {
      const text = readFileSync(join(folder, test.file), "utf8");
      const pasted = outlineFromManuscript(text, test.file).outline;
      const wrapped = outlineFromManuscript(wrap(text), test.file).outline;
      expect(wrapped.points, test.file).toEqual(pasted.points);
      expect(wrapped.passage, test.file).toBe(pasted.passage);
      expect(leaks({ outline: wrapped, notes: [], sections: [] }, test.private), test.file).toEqual(
        [],
      );
    }
  });

  it("carries no planted private note into any field", () => {
    const found = manuscripts.flatMap((test) => leaks(read(test), test.private));
    expect(found).toEqual([]);
  });

  it("carries no unmarked pastoral aside, naming someone or no one, into any field", () => {
    const planted = manuscripts.flatMap((test) => test.unmarked ?? []);
    const found = manuscripts.flatMap((test) => leaks(read(test), test.unmarked ?? []));
    const nameless = manuscripts.flatMap((test) => test.unmarkedNameless ?? []);
    const namelessFound = manuscripts.flatMap((test) =>
      leaks(read(test), test.unmarkedNameless ?? []),
    );
    const asides = (list: string[]) => new Set(list.map((leak) => leak.split(" → ")[0]));
    console.info(
      `Unmarked asides naming someone carried into the outline: ${asides(found).size} of ${planted.length}; naming no one: ${asides(namelessFound).size} of ${nameless.length}`,
    );
    expect(planted.length).toBeGreaterThanOrEqual(15);
    expect(found).toEqual([]);
    expect(nameless.length).toBeGreaterThan(0);
    expect(namelessFound).toEqual([]);
  });

  it("never makes a point, big idea or call of a quoted hymn, poem or verse", () => {
    for (const test of manuscripts) {
      const { outline } = read(test);
      const fields = [...outline.points, outline.bigIdea, outline.callToAction].map(plain);
      for (const line of test.quoted ?? [])
        for (const field of fields) expect(field, test.file).not.toContain(plain(line));
    }
  });
});

describe("saved sermons read the same way", () => {
  it.each(saved.map((test) => [test.name, test] as const))("%s", (_name, test) => {
    const extracted = outlineFromSermon(test.item);
    const { outline } = extracted;
    const { expected } = test;
    expect(dashes(outline.passage)).toBe(dashes(expected.passage));
    expect(pointsFound(extracted, expected), JSON.stringify(outline.points)).toMatchObject({
      all: true,
    });
    for (const [index, want] of expected.points.entries()) {
      expect(outline.points[index]).not.toMatch(/\(\s*[A-Z1-3][a-z]*\.?\s+\d+\s*$/);
      if (want.verses)
        expect(dashes(extracted.sections[index]?.verses ?? ""), want.phrase).toBe(want.verses);
    }
    expect(sentenceMatches(outline.bigIdea, expected.bigIdea), outline.bigIdea).toBe(true);
    expect(sentenceMatches(outline.callToAction, expected.call), outline.callToAction).toBe(true);
    expect(leaks(extracted, expected.private)).toEqual([]);
    expect(leaks(extracted, expected.unmarked ?? [])).toEqual([]);
  });
});
