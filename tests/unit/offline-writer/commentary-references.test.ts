import { describe, expect, it } from "vitest";
import { bookById } from "@shared/scripture/books";
import { formatCitation } from "@shared/scripture/reference";
import { henryBookIntroduction } from "../../../server/scripture/study/henry-outline";
import { findReferences } from "../../../server/scripture/find-references";
import { withReaderReferences } from "../../../server/generation/offline/reader-references";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Issue 30, held-out 29b M2: a commentary's words were printed with its own short references
 * (Matthew Henry on Mark: “Mark was a sister's son to Barnabas, Col 4:10; and Ac 12:12 shows…
 * From Peter's styling him his son, 1Pe 5:13…”). A reader meets every reference in a draft
 * written as the product writes them, full book names, and the commentary's words otherwise as
 * he wrote them.
 */

/** The books' short forms, each a reference's name in no draft: "Ac", "1Pe", "Col", "2Ki". */
function abbreviated(text: string): string[] {
  return findReferences(text).flatMap((citation) => {
    if (citation.ranges.length === 0) return [];
    const book = bookById(citation.ranges[0]!.start.book);
    // The name as written, without its ordinal ("1Pe" is "Pe", "1 Peter" is "Peter").
    const name = (written: string) =>
      written
        .replace(/^\s*[1-3]\.?\s*/, "")
        .replace(/\s*\d[\s\S]*$/, "")
        .trim();
    const written = name(citation.cited);
    return written === name(book.name) || /^Psalms?$|^Song of (Songs|Solomon)$/.test(written)
      ? []
      : [citation.cited];
  });
}

// Passages that open the books whose introductions cite other scripture (Mark, Jonah, John),
// and a spread of others, in every tool.
const passages = ["Mark 1:1-8", "Jonah 1:1-10", "John 1:1-14", "Mark 14:32-42", "Psalm 22:1-11"];
const requests = (scripture: string) =>
  [
    ["sermon", { topic: "Sunday's message", scripture, length: "45-60" }],
    ["meditation", { scripture, length: "comprehensive" }],
    [
      "devotional",
      { theme: "Daily reading", focus: "The week ahead", scripture, length: "extended" },
    ],
    ["prayer", { prayerType: "intercession", focus: "Sunday worship", scripture }],
    ["email", { emailType: "teaching", purpose: "This week's reading", scripture }],
    ["social", { platform: "facebook", topic: "This week's reading", scripture }],
  ] as const;

describe("references inside a commentary's words", () => {
  it("are printed with full book names, the rest verbatim", () => {
    const henry = "Mark was a sister's son to Barnabas, Col 4:10; and Ac 12:12 shows it.";
    expect(withReaderReferences(henry)).toBe(
      "Mark was a sister's son to Barnabas, Colossians 4:10; and Acts 12:12 shows it.",
    );
    expect(withReaderReferences("his son, 1Pe 5:13, the evangelist")).toBe(
      "his son, 1 Peter 5:13, the evangelist",
    );
    const plain = "Gospel hope is our anchor in the storms of this world.";
    expect(withReaderReferences(plain)).toBe(plain);
  });

  it.each(passages)(
    "use no short book name in any tool's draft on %s",
    async (scripture) => {
      const found: string[] = [];
      for (const [tool, request] of requests(scripture)) {
        const { texts } = await offlineDraft(tool, request);
        for (const reference of abbreviated(texts.join("\n"))) found.push(`${tool}: ${reference}`);
      }
      expect(found).toEqual([]);
    },
    120_000,
  );

  it("leave Henry's introduction to Mark as he wrote it but for its references", async () => {
    const { item } = await offlineDraft("meditation", { scripture: "Mark 1:1-8" });
    const context = (item as { context: string }).context;
    const printed = /Matthew Henry's introduction to Mark: “([^”]+)”/.exec(context)?.[1];
    expect(printed).toBeDefined();
    const own = henryBookIntroduction("Mark").join(" ");
    // Each reference, in either form, set aside: what is left is the same words.
    const without = (text: string) => {
      let out = text;
      for (const citation of findReferences(text).reverse())
        out = `${out.slice(0, citation.start)}§${out.slice(citation.end)}`;
      return out;
    };
    expect(without(printed!)).toBe(without(own));
    expect(findReferences(printed!).map((citation) => formatCitation(citation.ranges))).toEqual(
      findReferences(own).map((citation) => formatCitation(citation.ranges)),
    );
    expect(findReferences(printed!).length).toBeGreaterThan(0);
  });
});
