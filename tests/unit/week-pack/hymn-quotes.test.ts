import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { hymnSentences } from "../../../server/modules/packs/hymn-quotes";
import { strongestSentences } from "../../../server/modules/packs/preacher-words";
import { readTranscriptFile } from "../../../server/modules/recordings/captions";
import { transcriptManuscript } from "../../../server/modules/recordings/manuscript";
import { walkingInTheDark } from "./walking-in-the-dark";

/**
 * A hymn said aloud (issue 34, class B): a transcript has no line breaks or quotation marks, so a
 * stanza read aloud is prose, and Frost and Thaw's call was a stanza of Anne Steele's. What a
 * preacher introduces as a hymn or poem ("Miss Steele's verses…", "as the hymn says") is someone
 * else's words: never the big idea, a point, the call or the sermon's words.
 */

/** Runs of the stanza's own words, as Spurgeon read them (from the sermon's printed text). */
const steele = [
  "icy chains",
  "bright verdure",
  "vital beams",
  "light and warmth depart",
  "emblem of my heart",
  "mental winter",
  "desolate and sad",
  "soul-reviving ray",
];

const written = (closing: string) =>
  walkingInTheDark(["Faith is the way a Christian walks through every ordinary day."], closing);

describe("a hymn said aloud is someone else's words", () => {
  it("is not the call of Frost and Thaw, whose close reads a stanza of Anne Steele's", () => {
    const folder = join(import.meta.dirname, "../recordings/spoken");
    const segments = readTranscriptFile(
      readFileSync(join(folder, "spurgeon-frost-and-thaw.vtt"), "utf8"),
      "vtt",
    );
    const manuscript = transcriptManuscript(segments, "Frost and Thaw");
    const { outline } = outlineFromManuscript(manuscript.text, manuscript.filename);
    const fields = [outline.bigIdea, ...outline.points, outline.callToAction].join(" ");
    for (const words of steele) expect(fields).not.toContain(words);
  });

  it.each([
    [
      "cued with a comma, in quotation marks",
      "As the hymn says, “Be thou my vision, O Lord of my heart. Naught be all else to me, save that thou art.” So this week, ask him each morning to be your vision.",
      "So this week, ask him each morning",
    ],
    [
      "cued at the sentence's end, lines capitalised",
      "As the hymn writer put it: When I survey the wondrous cross, On which the Prince of glory died, My richest gain I count but loss, And pour contempt on all my pride. So this week, count one thing loss for his sake.",
      "So this week, count one thing loss",
    ],
    [
      "sung just now",
      "Sing to the Lord in your hearts as you sang with your lips just now, Come, thou fount of every blessing, Tune my heart to sing thy grace. Let us trust him with the road we cannot see.",
      "Let us trust him with the road",
    ],
  ])("never gives a hymn's lines as the call (%s)", (_, closing, call) => {
    const { outline } = outlineFromManuscript(written(closing));
    expect(outline.callToAction.startsWith(call)).toBe(true);
  });

  it.each([
    "We sing because he first loved us. So this week, sing to him when you are afraid.",
    "In the hymn book there are many songs of the night, but the Psalms came first. Let us read one each evening this week.",
    "The poet Cowper knew depression, and he still wrote of a God who moves in a mysterious way. You are not the first to walk in this dark.",
    "When we sing on Sunday, we are not performing. We are telling each other the truth.",
  ])("leaves the preacher's own sentences that speak of singing or poets: %s", (closing) => {
    expect([...hymnSentences([closing])]).toEqual([]);
  });

  it("does not give a hymn's lines as the sermon's words of a point", () => {
    const chosen = strongestSentences([
      "Faith rests on his promise when every feeling fails. Miss Steele's verses suit this hour, Stern winter throws his icy chains, Encircling nature round. The sun withdraws his vital beams, And light and warmth depart. Return, O blissful sun, and bring Your soul-reviving ray, This mental winter shall be spring. The promise of God does not change when the clouds come over.",
    ]);
    expect(chosen.length).toBeGreaterThan(0);
    for (const sentence of chosen)
      for (const words of steele) expect(sentence).not.toContain(words);
  });
});
