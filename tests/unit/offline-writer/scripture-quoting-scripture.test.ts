import { describe, expect, it } from "vitest";
import { lookup } from "../../../server/scripture/lookup";
import { scanReferences } from "../../../server/scripture/reference-scanner";
import { resolveCitation } from "../../../server/scripture/citation";
import { offlineDraft } from "../draft-quality/offline-engine";
import { words } from "./compared-words";

/**
 * Supporting scripture by sense: a sermon longer than the shortest sets beside a part of its
 * passage the scripture that quotes it or that it quotes, as the BSB's editors mark quotations,
 * each once; no verse is offered because it shares words with the passage.
 */

function textOf(reference: string): string {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return words(found.passage.text);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

async function sermon(scripture: string, length: string): Promise<string> {
  const draft = await offlineDraft("sermon", {
    topic: "What the passage says",
    scripture,
    audience: "general-congregation",
    tone: "teaching",
    length,
  });
  return draft.texts.join("\n");
}

/** The books of every reference the draft cites. */
function citedBooks(text: string): Set<string> {
  return new Set(
    scanReferences(text)
      .map(resolveCitation)
      .filter((citation) => citation.valid)
      .map((citation) => citation.ranges[0]!.start.book),
  );
}

describe("a sermon reads its passage beside the scripture that quotes it", () => {
  it("Joel 2:28-32 for Pentecost: Peter's sermon (Acts 2:17–21) and Romans 10:13, each once", async () => {
    const text = words(await sermon("Joel 2:28-32", "35-45"));
    expect(occurrences(text, textOf("Acts 2:17-21"))).toBe(1);
    expect(occurrences(text, textOf("Romans 10:13"))).toBe(1);
  });

  it("Mark 15:33-39: the psalm Jesus prays from the cross (Psalm 22:1)", async () => {
    expect(words(await sermon("Mark 15:33-39", "25-30"))).toContain(textOf("Psalm 22:1"));
  });

  it("the shortest sermon keeps to its passage's parts", async () => {
    expect(words(await sermon("Joel 2:28-32", "15-20"))).not.toContain(textOf("Acts 2:17-21"));
  });

  it("offers nothing beyond the passage where no scripture quotes it or is quoted by it", async () => {
    // A word-pair index took 1 Samuel 20:14 ("while I yet live") for John 11:25's source.
    for (const passage of ["John 11:25-26", "Luke 24:13-35", "Ruth 1:1-18"]) {
      const book = resolveCitation(scanReferences(passage)[0]!).ranges[0]!.start.book;
      expect([...citedBooks(await sermon(passage, "45-60"))], passage).toEqual([book]);
    }
  });
});
