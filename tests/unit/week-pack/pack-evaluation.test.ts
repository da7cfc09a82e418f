import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import { packPieces, pieceById, weekDays } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceScripture, pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import {
  outlineFromManuscript,
  outlineFromSermon,
  type ExtractedOutline,
} from "../../../server/modules/packs/extract-outline";
import { pointVerses } from "../../../server/modules/packs/point-verses";
import { sermonWords } from "../../../server/modules/packs/preacher-words";
import { lookup } from "../../../server/scripture/lookup";
import { readings } from "./readings/readings";

/**
 * The tests over the whole evaluation set (issue 32, "How it is judged"): every
 * manuscript with points, every saved sermon and the three readings made into packs offline,
 * with an event typed in "This week's details". The event reaches the email and the posts;
 * each post is within its platform's limit; each day's reading lies within its own point's
 * verses (as the preacher named them or, where not, as written by hand below) and inside the
 * passage, never the whole passage for a point of a longer passage; the five devotionals share
 * no paragraph; no planted note reaches a piece.
 */

/** An event as a pastor types it, with the writing tools' event fields: date, time, place, contact, link. */
const details =
  "Christmas Eve candlelight service: Thursday, December 24, at 6:00 pm in the sanctuary. Questions to Dana Price at office@gracechurch.org; details at https://gracechurch.org/christmas";
const eventFacts = [
  "Thursday, December 24",
  "6:00 pm",
  "sanctuary",
  "office@gracechurch.org",
  "https://gracechurch.org/christmas",
];

interface Expected {
  points: Array<{ phrase: string; verses?: string }>;
  private: string[];
  unmarked?: string[];
}
interface Case {
  name: string;
  extracted: ExtractedOutline;
  expected: Expected;
  /** Where the preacher named no verses for a point: the verses it expounds, read by hand. */
  byHand?: Record<number, string>;
}

const folder = join(__dirname, "manuscripts");
const manuscripts: Case[] = readdirSync(folder)
  .filter((name) => name.endsWith(".expected.json"))
  .map(
    (name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as Expected & { file: string },
  )
  .filter((expected) => expected.points.length > 0)
  .map((expected) => ({
    name: expected.file,
    expected,
    extracted: outlineFromManuscript(readFileSync(join(folder, expected.file), "utf8")),
  }));
const saved: Case[] = (
  JSON.parse(readFileSync(join(folder, "saved-sermons.json"), "utf8")) as Array<{
    name: string;
    item: { title: string; scripture: string; data: unknown };
    expected: Expected;
  }>
).map((sermon) => ({
  name: `saved: ${sermon.name}`,
  expected: sermon.expected,
  extracted: outlineFromSermon(sermon.item),
}));
/**
 * Readings whose points name no verses, read by hand. Isaiah's signposts: 40:27-28 answers the
 * complaint, 40:28-30 is the God who does not faint and the youths who do, 40:29-31 the strength.
 */
const readingVerses: Record<string, Record<number, string>> = {
  "eagles-isaiah-40.txt": { 0: "Isaiah 40:27-28", 1: "Isaiah 40:28-30", 2: "Isaiah 40:29-31" },
  // Spurgeon's "complete character" is "I am the good Shepherd", his "complete knowledge" the
  // knowing of 14b-15a, his "complete sacrifice" "I lay down My life for the sheep".
  "spurgeon-good-shepherd.txt": { 0: "John 10:14", 1: "John 10:14-15", 2: "John 10:15" },
};
const readingCases: Case[] = readings.map((reading) => ({
  name: reading.file,
  expected: { points: [], private: reading.private },
  extracted: outlineFromManuscript(readFileSync(join(__dirname, "readings", reading.file), "utf8")),
  ...(readingVerses[reading.file] ? { byHand: readingVerses[reading.file] } : {}),
}));
const cases = [...manuscripts, ...saved, ...readingCases].filter(
  (test) => test.extracted.outline.points.length >= 2,
);

/** The verses a reference covers, one reference each ("Luke 15:20"). */
function versesOf(reference: string): Set<string> {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return new Set(found.passage.passages.flatMap((part) => part.verses.map((v) => v.reference)));
}
const within = (inner: Set<string>, outer: Set<string>) => [...inner].every((v) => outer.has(v));

const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ");

function pack({ extracted }: Case) {
  const outline = {
    ...extracted.outline,
    notes: details,
    sermon: sermonWords(extracted.sections, extracted.outline.passage),
  };
  const context = packContext(outline, "web")!;
  const pieces = packPieces.map(({ id }) => {
    const { type } = pieceById(id)!;
    const result = pieceResultSchemas[type].parse(composePackPiece(id, context));
    return { id, type, result, text: pieceToText(type, result) };
  });
  return { outline, pieces };
}

const packs = cases.map((test) => ({ test, ...pack(test) }));

describe("the evaluation set made into packs", () => {
  it(`holds at least 8 manuscripts and 4 saved sermons with points (${manuscripts.length} and ${saved.length})`, () => {
    expect(
      manuscripts.filter((test) => test.extracted.outline.points.length >= 2).length,
    ).toBeGreaterThanOrEqual(8);
    expect(saved.length).toBeGreaterThanOrEqual(4);
  });

  it.each(packs.map((one) => [one.test.name, one] as const))(
    "%s: the typed event in the email and the posts",
    (_name, { pieces }) => {
      const email = pieces.find((piece) => piece.id === "email")!.text;
      const posts = pieces.find((piece) => piece.id === "social")!.text;
      for (const fact of eventFacts) {
        expect(email, fact).toContain(fact);
        expect(posts, fact).toContain(fact);
      }
    },
  );

  it.each(packs.map((one) => [one.test.name, one] as const))(
    "%s: every post within its platform's limit",
    (_name, { pieces }) => {
      const { posts } = pieces.find((piece) => piece.id === "social")!.result as {
        posts: Array<{ platform: keyof typeof platformCharacterLimits; content: string }>;
      };
      expect(posts.length).toBeGreaterThanOrEqual(5);
      for (const post of posts)
        expect([...post.content].length, post.content).toBeLessThanOrEqual(
          platformCharacterLimits[post.platform],
        );
    },
  );

  it.each(packs.map((one) => [one.test.name, one] as const))(
    "%s: each day reads verses of its own point, inside the passage",
    (_name, { test, outline, pieces }) => {
      const passage = versesOf(outline.passage);
      const points = outline.points.length;
      for (const [index, day] of weekDays.entries()) {
        const piece = pieces.find((one) => one.id === `devotional-${day.toLowerCase()}`)!;
        const reading = versesOf(pieceScripture(piece.result));
        const at = index % points;
        const own = outline.sermon[at]?.verses;
        expect(own, `${day}: the point's verses`).toBeTruthy();
        const pointVerses = versesOf(own!);
        expect(within(pointVerses, passage), `${own} in ${outline.passage}`).toBe(true);
        expect(
          within(reading, pointVerses),
          `${day} reads ${pieceScripture(piece.result)} for ${own}`,
        ).toBe(true);
        const named = test.expected.points[at]?.verses ?? test.byHand?.[at];
        if (named)
          expect(
            within(reading, versesOf(named)),
            `${day}: ${pieceScripture(piece.result)} in ${named}`,
          ).toBe(true);
        // A point of a longer passage never reads it all.
        if (passage.size >= 2 * points)
          expect(reading.size, `${day}: ${pieceScripture(piece.result)}`).toBeLessThan(
            passage.size,
          );
      }
    },
  );

  it.each(packs.map((one) => [one.test.name, one] as const))(
    "%s: the five devotionals share no paragraph",
    (_name, { pieces }) => {
      const seen = new Map<string, string>();
      for (const piece of pieces.filter((one) => one.type === "daily-devotional")) {
        const { reading } = piece.result as { reading: string };
        for (const paragraph of reading.split(/\n\s*\n/)) {
          const key = plain(paragraph).trim();
          if (key.split(" ").length < 8) continue;
          expect(
            seen.get(key),
            `${piece.id} repeats ${seen.get(key)}: ${paragraph}`,
          ).toBeUndefined();
          seen.set(key, piece.id);
        }
      }
    },
  );

  it.each(packs.map((one) => [one.test.name, one] as const))(
    "%s: no planted note in any piece",
    (_name, { test, pieces }) => {
      for (const piece of pieces)
        for (const note of [...test.expected.private, ...(test.expected.unmarked ?? [])]) {
          const words = plain(note).trim().split(" ");
          for (let at = 0; at + 4 <= words.length; at++)
            expect(plain(piece.text), `${piece.id}: ${note}`).not.toContain(
              ` ${words.slice(at, at + 4).join(" ")} `,
            );
        }
    },
  );
});

describe("a point's verses when the preacher named none", () => {
  const section = (paragraphs: string[]) => ({ point: "A point", paragraphs });

  it("are those its paragraphs cite, else echo, else its share of the passage, in order", () => {
    const verses = pointVerses(
      [
        section(["Look at verse 3: he restores the soul, and leads in the right paths."]),
        section(["Even in the valley of the shadow of death, his rod and his staff comfort us."]),
        section(["We will come back to this another week."]),
      ],
      "Psalm 23:1-6",
    );
    expect(verses).toEqual(["Psalm 23:3", "Psalm 23:4", "Psalm 23:5–6"]);
  });

  it("stop before the next point's verses begin", () => {
    const verses = pointVerses(
      [
        section(["Verses 1 to 4 walk from green pastures into the valley."]),
        section(["Verse 4 is the turn of the whole psalm."]),
      ],
      "Psalm 23:1-6",
    );
    expect(verses).toEqual(["Psalm 23:1–3", "Psalm 23:4"]);
  });
});
