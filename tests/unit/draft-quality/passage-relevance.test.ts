import { describe, expect, it } from "vitest";
import { sermonLength } from "@shared/generation/options";
import type { BookId } from "@shared/scripture/books";
import type { ToolRequest } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { subjectThemes } from "../../../server/generation/offline/phrasing";
import themes from "../../../server/generation/offline/themes.json";
import { lookup } from "../../../server/scripture/lookup";
import { commentaryFor } from "../../../server/scripture/study/study-data";
import { searchWords, stem } from "../../../server/scripture/text-search";
import commonWords from "../../../server/scripture/study/common-words.json";
import { sentencesOf, withoutQuotations } from "./checks";
import { offlineEngine as engine } from "./offline-engine";

/**
 * A sermon on a named passage preaches that passage: its points walk it in order, each citing
 * its own verses (never the whole range), together reaching its end, each saying something
 * about its verses rather than a sentence that would fit any text, and the call follows the
 * passage's own point.
 */

interface Case {
  scripture: string;
  genre: "narrative" | "parable" | "epistle" | "psalm" | "prophecy" | "discourse";
  topic: string;
  /** What the call to respond must say: the passage's own point. */
  call?: RegExp;
  /** What it must not: a point the passage does not make. */
  notCall?: RegExp;
}

const passages: Case[] = [
  { scripture: "Luke 15:11-32", genre: "parable", topic: "The father who runs", call: /come home|return|repent/i, notCall: /rejoice in the Lord even in hard seasons/ }, // prettier-ignore
  { scripture: "Matthew 18:21-35", genre: "parable", topic: "Forgiveness", call: /forgive others/i, notCall: /receive Christ's forgiveness/ }, // prettier-ignore
  { scripture: "Luke 10:25-37", genre: "parable", topic: "Who is my neighbour?" },
  { scripture: "Romans 8:1-39", genre: "epistle", topic: "No condemnation" },
  { scripture: "Philippians 2:1-11", genre: "epistle", topic: "The mind of Christ", call: /lower place|humbl|interests of others/i }, // prettier-ignore
  { scripture: "Ephesians 2:1-10", genre: "epistle", topic: "Saved by grace", notCall: /serve others with the gifts/ }, // prettier-ignore
  { scripture: "Hebrews 11:1-16", genre: "epistle", topic: "Faith", call: /trust/i },
  { scripture: "John 3:1-21", genre: "discourse", topic: "Born again" },
  { scripture: "Acts 2:1-41", genre: "narrative", topic: "Pentecost" },
  { scripture: "1 Samuel 17:1-58", genre: "narrative", topic: "Facing giants", notCall: /invest in the church family/ }, // prettier-ignore
  { scripture: "Genesis 22:1-19", genre: "narrative", topic: "Faith tested", notCall: /invest in the church family/ }, // prettier-ignore
  { scripture: "Mark 4:35-41", genre: "narrative", topic: "Storms" },
  { scripture: "Jonah 1:1-17", genre: "narrative", topic: "Running from God" },
  { scripture: "Psalm 23", genre: "psalm", topic: "The Lord is my shepherd", call: /follow|lead|guid/i }, // prettier-ignore
  { scripture: "Psalm 139", genre: "psalm", topic: "Fully known", call: /search|know/i, notCall: /stand firm in Christ's victory/ }, // prettier-ignore
  { scripture: "Psalm 46", genre: "psalm", topic: "God our refuge" },
  { scripture: "Isaiah 53", genre: "prophecy", topic: "The suffering servant" },
  { scripture: "Isaiah 40:1-31", genre: "prophecy", topic: "Comfort my people" },
];

interface Cited {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

/** Verses as comparable numbers within a book: chapter × 1000 + verse. */
const at = (chapter: number, verse: number) => chapter * 1000 + verse;

const referencePattern =
  /((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (\d+):(\d+)(?:[–-](\d+)(?::(\d+))?)?/g;

function referencesIn(text: string): Cited[] {
  return [...text.matchAll(referencePattern)].map((match) => {
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    const endChapter = match[5] ? Number(match[4]) : chapter;
    const endVerse = match[5] ? Number(match[5]) : match[4] ? Number(match[4]) : verse;
    return {
      book: match[1]!,
      chapter,
      from: at(chapter, verse),
      to: at(endChapter, endVerse),
    };
  });
}

function passageSpan(scripture: string) {
  const found = lookup(scripture, { translation: "web" });
  if (!found.ok) throw new Error(scripture);
  const verses = found.passage.passages.flatMap((passage) => passage.verses);
  const first = verses[0]!;
  const last = verses.at(-1)!;
  const book = found.passage.reference.replace(/ \d+.*$/, "");
  const start = { book: first.book as BookId, chapter: first.chapter, verse: first.verse };
  return {
    book,
    start,
    from: at(first.chapter, first.verse),
    to: at(last.chapter, last.verse),
    verses,
  };
}

const common = new Set(commonWords.words);
const contentStems = (text: string) =>
  new Set(
    searchWords(text)
      .filter((word) => word.length > 3 && !common.has(word))
      .map(stem),
  );

/** Sentences the composer can say of any passage: the theme lexicon's and the subject fallbacks. */
function lexiconSentences(topic: string): Set<string> {
  const said = [
    ...themes.flatMap((theme) => [theme.claim, theme.truth, theme.question]),
    ...subjectThemes(topic).flatMap((theme) => [theme.claim, theme.truth, theme.question]),
  ];
  return new Set(said.flatMap((text) => sentencesOf(text)));
}

const responses = [...themes.map((theme) => theme.response)].map((response) =>
  response.toLowerCase().replace(/[^a-z0-9'’ ]+/g, " "),
);

/**
 * What a point says beyond quoting scripture and the lexicon: its own sentences with the
 * quotations, references, lexicon sentences, application frames (which carry a theme's
 * response), illustration ideas and comparisons set aside.
 */
function ownWords(point: string, topic: string): string {
  const lexicon = lexiconSentences(topic);
  const prose = withoutQuotations(point).replace(referencePattern, " ");
  return sentencesOf(prose)
    .filter((sentence) => !lexicon.has(sentence))
    .filter((sentence) => !responses.some((response) => sentence.includes(response)))
    .filter(
      (sentence) =>
        !/^(illustration idea|compare|ask|read it|hear the|the text says)/.test(sentence),
    )
    .join(" ");
}

async function sermon(entry: Case, length: ToolRequest<"sermon">["length"], variant = 0) {
  const input = toolSchemas.sermon.request.parse({
    topic: entry.topic,
    scripture: entry.scripture,
    length,
    variant,
  });
  return engine.run("sermon", input, {
    signal: new AbortController().signal,
    preferences: defaultPreferences,
  });
}

describe.each(passages)("a sermon on $scripture ($genre)", (entry) => {
  const span = passageSpan(entry.scripture);
  const verseText = (cited: Cited) =>
    span.verses
      .filter((verse) => {
        const point = at(verse.chapter, verse.verse);
        return point >= cited.from && point <= cited.to;
      })
      .map((verse) => verse.text)
      .join(" ");

  const commentaryOn = (cited: Cited) =>
    commentaryFor(
      {
        start: { ...span.start, chapter: Math.floor(cited.from / 1000), verse: cited.from % 1000 },
        end: { ...span.start, chapter: Math.floor(cited.to / 1000), verse: cited.to % 1000 },
      },
      ["mhcc"],
    )
      .filter((note) => !note.introduction || !/Chapter Outline/.test(note.text))
      .map((note) => note.text)
      .join(" ");

  it.each(sermonLength.values)("walks the passage in order at %s minutes", async (length) => {
    const item = await sermon(entry, length);
    const problems: string[] = [];
    // Each point that preaches the passage opens with its own verses.
    const walked = item.mainPoints
      .map((point, index) => ({ point, index, cited: referencesIn(point)[0] }))
      .filter(
        (found) =>
          found.cited &&
          found.cited.book === span.book &&
          found.cited.from >= span.from &&
          found.cited.to <= span.to,
      );
    const expected = Math.min(item.mainPoints.length, span.verses.length);
    if (walked.length < Math.min(3, expected))
      problems.push(`only ${walked.length} of ${item.mainPoints.length} points cite the passage`);
    walked.forEach(({ cited, index }, order) => {
      if (order !== index)
        problems.push(`point ${index + 1} preaches the passage after another text`);
      const previous = walked[order - 1]?.cited;
      if (previous && cited!.from <= previous.to)
        problems.push(`point ${index + 1} does not follow point ${index} in the passage`);
      if (cited!.from === span.from && cited!.to === span.to && span.verses.length > 1)
        problems.push(`point ${index + 1} cites the whole passage`);
    });
    // Together the points reach the passage's final third.
    const last = walked.at(-1)?.cited;
    const finalThird = span.verses[Math.floor((span.verses.length * 2) / 3)]!;
    if (!last || last.to < at(finalThird.chapter, finalThird.verse))
      problems.push(`the points stop at ${last ? last.to : "nothing"}, before the final third`);
    // Each says something about its own verses, not only what would fit any text.
    for (const { point, index, cited } of walked) {
      const own = contentStems(ownWords(point, entry.topic));
      // Its verses, or what the commentary says of them, are what it speaks of.
      const verses = contentStems(`${verseText(cited!)} ${commentaryOn(cited!)}`);
      const shared = [...own].filter((word) => verses.has(word));
      if (shared.length < 2)
        problems.push(`point ${index + 1} says nothing of its own verses: ${point.slice(0, 140)}`);
    }
    // No two points share a sentence of their own.
    const seen = new Map<string, number>();
    item.mainPoints.forEach((point, index) => {
      for (const sentence of sentencesOf(withoutQuotations(point).replace(referencePattern, " "))) {
        if (sentence.split(" ").length < 5) continue;
        const before = seen.get(sentence);
        if (before !== undefined && before !== index)
          problems.push(`points ${before + 1} and ${index + 1} both say “${sentence}”`);
        seen.set(sentence, index);
      }
    });
    // No point is a subject fallback that would fit any topic.
    const fallbacks = subjectThemes(entry.topic).map((theme) => theme.claim);
    for (const [index, point] of item.mainPoints.entries())
      for (const fallback of fallbacks)
        if (point.includes(fallback))
          problems.push(`point ${index + 1} falls back to “${fallback}”`);
    expect(problems).toEqual([]);
  });

  it("calls the church to the passage's own point", async () => {
    const item = await sermon(entry, "35-45");
    if (entry.call) expect(item.callToAction).toMatch(entry.call);
    if (entry.notCall) expect(item.callToAction).not.toMatch(entry.notCall);
    // The title and outline name the passage that was asked for, not a shortened one.
    expect(item.title + item.approach).toContain(
      lookup(entry.scripture, { translation: "web" }).ok
        ? (lookup(entry.scripture, { translation: "web" }) as { passage: { reference: string } })
            .passage.reference
        : entry.scripture,
    );
  });
});

/** The other tools that take a passage read a long one for its point, not its opening only. */
describe.each(passages.filter((entry) => entry.call))("other tools on $scripture", (entry) => {
  const span = passageSpan(entry.scripture);

  it("a devotional invites the response the passage makes", async () => {
    const input = toolSchemas.devotional.request.parse({
      theme: entry.topic,
      focus: entry.topic,
      scripture: entry.scripture,
      length: "medium",
    });
    const item = await engine.run("devotional", input, {
      signal: new AbortController().signal,
      preferences: defaultPreferences,
    });
    expect(item.content).toMatch(entry.call!);
    const cited = referencesIn(item.scripture)[0]!;
    expect(cited.from).toBeGreaterThanOrEqual(span.from);
    expect(cited.to).toBeLessThanOrEqual(span.to);
    expect(cited.from === span.from && cited.to === span.to).toBe(false);
  });

  it("a comprehensive meditation walks the passage in order to its last third", async () => {
    const input = toolSchemas.meditation.request.parse({
      scripture: entry.scripture,
      length: "comprehensive",
    });
    const item = await engine.run("meditation", input, {
      signal: new AbortController().signal,
      preferences: defaultPreferences,
    });
    const cited = referencesIn(item.revelation).filter(
      (found) => found.book === span.book && found.from >= span.from && found.to <= span.to,
    );
    expect(cited.length).toBeGreaterThanOrEqual(3);
    const starts = cited.map((found) => found.from);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const finalThird = span.verses[Math.floor((span.verses.length * 2) / 3)]!;
    expect(Math.max(...cited.map((found) => found.to))).toBeGreaterThanOrEqual(
      at(finalThird.chapter, finalThird.verse),
    );
    expect(item.application).toMatch(entry.call!);
  });
});

describe("a passage of several parts", () => {
  it.each(["Psalm 23; John 10:11-18", "Romans 8:28; 12:1-2"])(
    "“%s” is walked part by part, each point inside one part",
    async (scripture) => {
      const parts = scripture
        .split(";")
        .map((part, index, all) =>
          index > 0 && !/[A-Za-z]/.test(part)
            ? `${all[0]!.replace(/ \d.*$/, "")} ${part.trim()}`
            : part.trim(),
        )
        .map(passageSpan);
      const item = await sermon(
        { scripture, genre: "epistle", topic: "The good shepherd" },
        "25-30",
      );
      expect(item.scriptureCheck.invalidCount).toBe(0);
      const walked = item.mainPoints
        .map((point) => referencesIn(point)[0])
        .map((cited) =>
          parts.findIndex(
            (part) =>
              cited !== undefined &&
              cited.book === part.book &&
              cited.from >= part.from &&
              cited.to <= part.to,
          ),
        )
        .filter((part) => part >= 0);
      expect(new Set(walked)).toEqual(new Set(parts.map((_part, index) => index)));
      expect([...walked].sort()).toEqual(walked);
    },
  );
});
