import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packPieces, pieceById } from "@shared/tools/week-pack/definition";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import {
  outlineFromManuscript,
  outlineFromSermon,
  type ExtractedOutline,
} from "../../../server/modules/packs/extract-outline";
import { sermonWords } from "../../../server/modules/packs/preacher-words";
import { withoutGuarded } from "../../../server/modules/packs/private-guard";
import { isPrivateSentence, withoutPrivate } from "../../../server/modules/packs/private-notes";

/**
 * Instructions to the preacher that name no one (issue 32, item 3: "remember to slow down
 * here", "tell them about my trip", "(pause)"): planted in every manuscript and saved sermon of
 * the evaluation set, none reaches the outline or any of the ten public pieces (devotionals,
 * small-group questions, children's lesson, email, posts, slides), and a model repeating one
 * loses it to the guard. The sermon's own imperatives to its hearers are left alone.
 */

/** Sentences a preacher writes to himself; none names anyone, so the name test cannot find them. */
const instructions = [
  "Remember to slow down here and let the silence do its work.",
  "Tell them about my trip to the coast last summer and the lighthouse keeper.",
  "Don't forget the offering for the food bank before the closing hymn.",
  "Make sure to thank the band for the new arrangement of the opening song.",
  "If short on time, skip the second illustration and go straight to the application.",
  "Next slide: the photograph of the empty tomb at sunrise.",
  "Have everyone stand for the reading of the last verses.",
  "Ask the congregation to turn to the person beside them and say the verse.",
  "Insert the lighthouse story here from the old file on the laptop.",
  "Pause for effect after the question and wait for a response from the room.",
  "I need to remember to mention the building fund at the end.",
  "Keep this short because the baptism afterwards always runs long.",
  "Check the clock before starting the final section of the message.",
];
/** Stage directions in brackets or asterisks, inside the preacher's own paragraphs. */
const directions = [
  "(pause)",
  "[hold up the empty cup from the table]",
  "*look slowly across the back rows*",
  "(slide 7)",
  "[long pause]",
  "(walk down to the front and lower the voice)",
];

/** What the sermon says to its hearers: imperatives and reminders that are the sermon itself. */
const sermonSentences = [
  "Come home to the Father this week and tell him the truth in prayer.",
  "Tell your neighbour what God has done for you.",
  "Do not be anxious about anything, but in everything by prayer make your requests known.",
  "Slow down this week and make room for prayer before the day begins.",
  "Remember the Sabbath day, to keep it holy.",
  "Wait for the Lord; be strong and let your heart take courage.",
  "Look up, for your redemption is drawing near.",
  "Pause for a moment and consider what your forgiveness cost him.",
  "Invite them to the carol service on Christmas Eve; most people are waiting to be asked.",
  "Call a friend who is grieving and ask them how they are really doing.",
  "Make sure your heart is right with God before you bring your gift.",
  "Give thanks in all circumstances, for this is God's will for you in Christ Jesus.",
  "Take a breath; God is not in a hurry with you.",
  "If we confess our sins, he is faithful and just to forgive us.",
  "Stop trying to earn what he has already given.",
  "Skip the excuses and go to him as you are.",
  "Show mercy the way you have been shown mercy.",
];

const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Runs of four words of each instruction found in a text; a short direction, its words in brackets. */
function leaks(text: string): string[] {
  const everything = ` ${plain(text)} `;
  const runs = instructions.flatMap((note) => {
    const words = plain(note).split(" ");
    return Array.from({ length: words.length - 3 }, (_, i) => words.slice(i, i + 4).join(" "));
  });
  const found = runs.filter((run) => everything.includes(` ${run} `));
  const bracketed = directions.filter((direction) => {
    const inside = plain(direction);
    return inside.split(" ").length >= 3
      ? everything.includes(` ${inside} `)
      : new RegExp(`[[(*]\\s*${inside}\\s*[\\])*]`, "i").test(text);
  });
  return [...found, ...bracketed];
}

/** The paragraphs of prose (long enough not to be a heading), by their place in the text. */
function proseAt(paragraphs: string[], share: number): number {
  const prose = paragraphs
    .map((paragraph, index) => ({ paragraph, index }))
    .filter(({ paragraph }) => paragraph.length > 200 && !/^\s*[>#]/.test(paragraph));
  return prose[Math.min(prose.length - 1, Math.floor(share * prose.length))]!.index;
}

/**
 * The manuscript with every instruction planted: as paragraphs of their own, at the end of the
 * preacher's paragraphs (the last ones too, where the call is read) and stage directions inside
 * them, mid-sentence.
 */
function planted(text: string): string {
  const paragraphs = text.split(/\n\s*\n/);
  const after = new Map<number, string[]>();
  const plant = (at: number, note: string) => after.set(at, [...(after.get(at) ?? []), note]);
  instructions.forEach((note, i) => {
    const at = proseAt(paragraphs, i / instructions.length);
    if (i % 2 === 0) plant(at, note);
    else paragraphs[at] = `${paragraphs[at]!.trimEnd()} ${note}`;
  });
  // Each direction in a paragraph of its own (never a heading's), in the middle of its longest line.
  const open = paragraphs
    .map((paragraph, index) => ({ paragraph, index }))
    .filter(({ paragraph }) => paragraph.length > 200 && !/^\s*[>#]/m.test(paragraph));
  directions.forEach((direction, i) => {
    const at = open[Math.floor((i * open.length) / directions.length)]!.index;
    const lines = paragraphs[at]!.split("\n");
    const longest = lines.reduce(
      (best, line, n) => (line.length > lines[best]!.length ? n : best),
      0,
    );
    const words = lines[longest]!.split(" ");
    const middle = Math.floor(words.length / 2);
    lines[longest] = [...words.slice(0, middle), direction, ...words.slice(middle)].join(" ");
    paragraphs[at] = lines.join("\n");
  });
  // The last paragraph of prose, where the call is read, ends with an instruction too.
  const last = proseAt(paragraphs, 1);
  paragraphs[last] = `${paragraphs[last]!.trimEnd()} ${instructions[0]}`;
  return paragraphs.flatMap((paragraph, at) => [paragraph, ...(after.get(at) ?? [])]).join("\n\n");
}

/** The ten pieces of a pack made offline, as the text the pastor reads and exports. */
function pieces(extracted: ExtractedOutline) {
  const outline = {
    ...extracted.outline,
    sermon: sermonWords(extracted.sections, extracted.outline.passage),
  };
  const context = packContext(outline, "web")!;
  return packPieces.map(({ id }) => {
    const { type } = pieceById(id)!;
    const result = pieceResultSchemas[type].parse(composePackPiece(id, context));
    return { id, result, text: pieceToText(type, result) };
  });
}

const folder = join(__dirname, "manuscripts");
const manuscripts = readdirSync(folder)
  .filter((name) => name.endsWith(".expected.json"))
  .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as { file: string })
  .map(({ file }) => ({ file, text: readFileSync(join(folder, file), "utf8") }))
  .map((manuscript) => ({ ...manuscript, extracted: outlineFromManuscript(manuscript.text) }))
  .filter(({ extracted }) => extracted.outline.points.length >= 2);

interface SavedCase {
  name: string;
  item: {
    title: string;
    scripture: string;
    data: { request: Record<string, string>; result: Record<string, unknown> };
  };
}
const saved = JSON.parse(readFileSync(join(folder, "saved-sermons.json"), "utf8")) as SavedCase[];

describe("instructions to the preacher, as a class", () => {
  it.each(instructions)("a sentence of its own is private: %s", (sentence) => {
    expect(isPrivateSentence(sentence)).toBe(true);
  });

  it.each(sermonSentences)("a sentence to the hearers is not: %s", (sentence) => {
    expect(isPrivateSentence(sentence)).toBe(false);
  });

  it("takes stage directions out of a paragraph and leaves its sentences whole", () => {
    expect(
      withoutPrivate(
        "He was still a long way off (pause) when his father saw him. The father ran [hold up the empty cup] and *look at the back row* kissed him (Luke 15:20).",
      ),
    ).toBe(
      "He was still a long way off when his father saw him. The father ran and kissed him (Luke 15:20).",
    );
  });
});

describe("instructions planted in the evaluation set never reach a public piece", () => {
  it(`holds enough manuscripts to say so (${manuscripts.length})`, () => {
    expect(manuscripts.length).toBeGreaterThanOrEqual(12);
  });

  it.each(manuscripts.map((manuscript) => [manuscript.file, manuscript] as const))(
    "%s: the same points, and none in the outline or the ten pieces",
    (_file, { text, extracted: before }) => {
      const extracted = outlineFromManuscript(planted(text));
      expect(extracted.outline.points).toEqual(before.outline.points);
      expect(leaks(JSON.stringify(extracted.outline)), "outline").toEqual([]);
      for (const piece of pieces(extracted)) expect(leaks(piece.text), piece.id).toEqual([]);
    },
  );

  it.each(saved.map((sermon) => [sermon.name, sermon] as const))(
    "saved sermon %s: none in the outline or the ten pieces",
    (_name, { item }) => {
      const result = item.data.result as { mainPoints: string[]; callToAction: string };
      const withInstructions = {
        ...item,
        data: {
          ...item.data,
          result: {
            ...result,
            mainPoints: result.mainPoints.map(
              (point, i) =>
                `${point} ${directions[i % directions.length]} ${instructions[(i * 3) % instructions.length]}`,
            ),
            callToAction: `${result.callToAction} ${instructions[1]} ${instructions[6]}`,
          },
        },
      };
      const extracted = outlineFromSermon(withInstructions);
      expect(extracted.outline.points.length).toBeGreaterThanOrEqual(2);
      expect(leaks(JSON.stringify(extracted.outline)), "outline").toEqual([]);
      for (const piece of pieces(extracted)) expect(leaks(piece.text), piece.id).toEqual([]);
    },
  );

  it("guards them: a model's piece repeating an instruction loses that sentence", () => {
    const { extracted } = manuscripts[0]!;
    const guarded = outlineFromManuscript(planted(manuscripts[0]!.text));
    expect(guarded.outline.guard?.length).toBeGreaterThan(extracted.outline.guard?.length ?? 0);
    for (const note of instructions) {
      const draft = { body: `Dear church, read the passage again. ${note} See you Sunday.` };
      const { result } = withoutGuarded(draft, guarded.outline.guard);
      expect(leaks(result.body), note).toEqual([]);
      expect(result.body).toContain("Dear church, read the passage again.");
    }
  });
});
