import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * A writer's own rendering of the Hebrew or Greek, announced as such, is not a claim to quote
 * a translation (issue 31, seen on two sets). Charnock prints the KJV's "from of old, from
 * everlasting", then the Hebrew words and his rendering of them, “from the ways of eternity”
 * (Micah 5:2, set 5); Robertson quotes 1 Corinthians 2:14 in the KJV's words, then "So that we
 * may read just as correctly: “The man under the dominion of the soul receiveth not…”" (set 6).
 * Both were red. A quotation after the Hebrew or Greek words it renders, or after words of its
 * sentence that announce a rendering and end in a colon or comma, is no misquote; the same
 * changed verse after other words, or after a rendering announced a sentence before, is.
 */
function misquotes(text: string): string[] {
  const check = checkScripture(text, { translation: "kjv" });
  return [
    ...check.references
      .filter((each) => each.quoted?.verdict === "misquote")
      .map((each) => each.osis ?? ""),
    ...(check.quotations ?? [])
      .filter((each) => each.verdict === "misquote")
      .map((each) => each.osis),
  ];
}

describe("a rendering of the original, announced as such", () => {
  it.each([
    "Yet plainer: “Out of thee,” i. e. Bethlehem, “shall he come forth to be Ruler in Israel, whose goings forth have been from of old, from everlasting,” מימי עולם “from the ways of eternity” (Mic. v. 2). There are two goings forth of Christ described.",
    'What is there translated "natural" is derived from precisely the same word as that which is here translated "soul." So that we may read just as correctly: "The man under the dominion of the soul receiveth not the things of the Spirit of God; for they are foolishness unto him; neither can he know them because they are spiritually discerned. But he that is spiritual judgeth all things." And again, the apostle writes.',
    "The Greek may be rendered: “In the beginning was the Thought, and the Thought was with God” (John 1:1).",
  ])("is no misquote: %s", (text) => {
    expect(misquotes(text)).toEqual([]);
  });

  it.each([
    // The same verse changed, after other words.
    "As the Bible says: “For God so hated the world, that he gave his only begotten Son” (John 3:16).",
    // The language named, announcing no rendering (the Treasury of David's "when the Hebrew
    // reads," before the KJV's words).
    "Verse 2, when the Hebrew reads, “Though the earth be telephoned” (Psalm 46:2).",
    // "Literally" as an intensifier, not announcing a rendering.
    "Literally hundreds have heard him say, “For God so hated the world, that he gave his only begotten Son” (John 3:16).",
    // A rendering announced a sentence before, not of this quotation.
    "The Greek word is agape. Jesus said, “For God so hated the world, that he gave his only begotten Son” (John 3:16).",
    // Without a reference, the same words after words that announce nothing.
    'What is there translated "natural" is derived from precisely the same word as that which is here translated "soul." So that the apostle says: "The man under the dominion of the soul receiveth not the things of the Spirit of God; for they are foolishness unto him; neither can he know them because they are spiritually discerned. But he that is spiritual judgeth all things." And again, the apostle writes.',
  ])("counter-example, still a misquote: %s", (text) => {
    expect(misquotes(text)).not.toEqual([]);
  });
});
