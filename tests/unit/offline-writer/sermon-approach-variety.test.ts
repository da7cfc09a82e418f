import { describe, expect, it } from "vitest";
import { findReferences } from "../../../server/scripture/find-references";
import { voiceFor } from "../../../server/generation/offline/spelling";
import { offlineDraft, pastorPreferences } from "../draft-quality/offline-engine";

/**
 * Issue 30, held-out 29b and 29c: the sermon's Approach was one paragraph in every sermon (S1 and
 * S2 of both sets), its passage's reference aside. Its own sentences (what the outline does, where
 * the notes are) are several, one chosen per request, so none stands in more than half of a
 * pastor's sermons. The church's Settings lines (its tradition, how its people respond) are the
 * church's own and stay.
 */
const requests: Array<[topic: string, scripture: string]> = [
  ["Advent hope: God will raise up what has fallen", "Amos 9:11-15"],
  ["Even the dogs: a hard saying, honestly", "Mark 7:24-30"],
  ["The cost of following Jesus", "Luke 14:25-33"],
  ["Joseph's quiet obedience", "Matthew 1:18-25"],
  ["God meant it for good", "Genesis 50:15-21"],
  ["The Lord rejoices over you", "Zephaniah 3:17"],
  ["Jesus is never too late", "Mark 5:21-43"],
  ["Elijah under the broom tree", "1 Kings 19:1-18"],
  ["The shepherd who restores", "Psalm 23"],
  ["Abide in the vine", "John 15:1-11"],
  ["The lost found", "Luke 15:1-32"],
  ["Pentecost: the promise poured out", "Acts 2:1-21"],
];

/** The Settings lines: the tradition's emphasis, its close and the line naming the church. */
function fromSettings(sentence: string): boolean {
  const voice = voiceFor(pastorPreferences);
  return (
    sentence.includes(voice.tradition.adjective) ||
    voice.tradition.emphasis.includes(sentence) ||
    sentence.includes(voice.fill(voice.invitation.close))
  );
}

/** The Approach's sentences, each reference in them set aside. */
function sentencesOf(approach: string): string[] {
  let text = approach;
  for (const citation of findReferences(approach).reverse())
    text = `${text.slice(0, citation.start)}§${text.slice(citation.end)}`;
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => !fromSettings(sentence));
}

describe("the sermon's Approach", () => {
  it("has none of its own sentences in more than half of the sermons", async () => {
    const counts = new Map<string, number>();
    for (const [topic, scripture] of requests) {
      const { item } = await offlineDraft("sermon", { topic, scripture, length: "25-30" });
      for (const sentence of new Set(sentencesOf((item as { approach: string }).approach)))
        counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
    // Several sentences to choose from: more than half as many as there are sermons (a part
    // named by its own verses needs no sentence naming it for the preacher, so there are fewer).
    expect(counts.size).toBeGreaterThan(requests.length / 2);
    const common = [...counts].filter(([, count]) => count > requests.length / 2);
    expect(common).toEqual([]);
  }, 120_000);
});
