import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { resolveCitation } from "../../../server/scripture/citation";
import { findReferences } from "../../../server/scripture/find-references";
import { findSayings, sayingEntries } from "../../../server/scripture/sayings";

const web = { translation: "web" } as const;
const found = (text: string) =>
  findReferences(text).map((citation) => {
    const resolved = resolveCitation(citation);
    return `${resolved.valid ? "" : "!"}${resolved.osis || resolved.reference}`;
  });

describe("recognising references", () => {
  it.each([
    ["I. John 4:8 says God is love.", ["1John.4.8"]],
    ["III. John 4", ["3John.1.4"]],
    ["1st. John 1:9", ["1John.1.9"]],
    ["Revelation of John 1:8", ["Rev.1.8"]],
    ["turn to john 3:16 today", ["John.3.16"]],
    ["In John chapter 3, verses 16 to 18, we read", ["John.3.16-John.3.18"]],
    ["Romans 5:1, 8; 8:28", ["Rom.5.1,Rom.5.8,Rom.8.28"]],
    ["John 3:16–4:2", ["John.3.16-John.4.2"]],
    ["Mathew 5:3 and mathew 6:33", ["Matt.5.3,Matt.6.33"]],
    ["as did I. John 3:16 says", ["John.3.16"]],
    ["We meet at 8:15 am. It is 5:30 now. Tickets are $3.16; we won 2:1.", []],
    ["Romans 8:39-28", ["!Rom.8.39-Rom.8.28"]],
  ])("%j", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("reports a name it cannot be sure of as uncertain, never as the parser's guess", () => {
    const [reference] = checkScripture("Paralipomenon 7:14 calls us to pray.", web).references;
    expect(reference).toMatchObject({ valid: false, uncertain: true, osis: "", text: "" });
    expect(reference?.reason).toMatch(/cannot be sure which book “Paralipomenon”/);
  });
});

describe("the WEB's own numbering and missing verses", () => {
  it("accepts 3 John 1:15 and Revelation 12:18 in the WEB, with their words", () => {
    const [john, revelation] = checkScripture("3 John 15 and Revelation 12:18", web).references;
    expect(john).toMatchObject({
      valid: true,
      text: "Peace be to you. The friends greet you. Greet the friends by name.",
    });
    expect(revelation).toMatchObject({ valid: true, text: "Then I stood on the sand of the sea." });
    const kjv = checkScripture("3 John 15", { translation: "kjv" }).references[0];
    expect(kjv?.valid).toBe(false);
  });

  it("takes the Romans doxology at 14:24–26 in the WEB", () => {
    const [reference] = checkScripture("Romans 14:24", web).references;
    expect(reference).toMatchObject({ valid: true });
    expect(reference?.text).toMatch(/^Now to him who is able to establish you/);
  });

  it("explains a verse the translation does not have", () => {
    const [reference] = checkScripture("Acts 8:36-38", web).references;
    expect(reference?.notes).toEqual([
      expect.stringMatching(/^Acts 8:37 .* is not in the World English Bible/),
    ]);
  });
});

describe("attributing quotations", () => {
  it("never gives a quotation to a reference in the next sentence", () => {
    const check = checkScripture(
      "Jesus said, “I am the way, the truth, and the life.” Romans 8:28 tells us something else.",
      web,
    );
    expect(check.references[0]?.quoted).toBeUndefined();
    expect(check.quotations).toEqual([expect.objectContaining({ foundAt: "John 14:6" })]);
  });

  it("gives a quotation to the reference in the sentence before", () => {
    const check = checkScripture(
      "In Romans 8, Paul puts it this way. “We know that all things work together for good for those who love God.”",
      web,
    );
    expect(check.references[0]?.quoted).toMatchObject({ verdict: "fragment" });
  });

  it("reads a block quotation under its reference", () => {
    const check = checkScripture(
      "Psalm 23:1:\n\nYahweh is my shepherd: I shall lack nothing.\n\nThat is our text.",
      web,
    );
    expect(check.references[0]?.quoted).toMatchObject({
      verdict: "exact",
      quote: "Yahweh is my shepherd: I shall lack nothing.",
    });
  });
});

describe("verdicts", () => {
  it("marks what a misquote changed", () => {
    const [reference] = checkScripture(
      "Romans 8:28 says, “We know that all things work together for good for those who love money.”",
      web,
    ).references;
    expect(reference?.quoted).toMatchObject({ verdict: "misquote", matches: false });
    expect(reference?.quoted?.differences).toEqual([{ quoted: "money", original: "God" }]);
    expect(reference?.quoted?.comparedText).toMatch(/^We know that all things/);
  });

  it("catches a fragment whose omission changes the verse", () => {
    const [reference] = checkScripture(
      "“Money is the root of all evil” (1 Timothy 6:10 KJV).",
      web,
    ).references;
    expect(reference?.quoted).toMatchObject({ verdict: "misquote" });
    expect(reference?.quoted?.note).toMatch(/the love of/);
  });

  it("restored Selah makes a WEB quotation exact", () => {
    const [reference] = checkScripture(
      "“I cry to Yahweh with my voice, and he answers me out of his holy hill. Selah.” (Psalm 3:4)",
      web,
    ).references;
    expect(reference?.quoted?.verdict).toBe("exact");
  });
});

describe("sayings not in the Bible", () => {
  it("finds them quoted or not, with a note and a source for each", () => {
    const text =
      "Grandma said “God helps those who help themselves.” And cleanliness is next to godliness.";
    const sayings = findSayings(text);
    expect(sayings.map((saying) => text.slice(saying.start, saying.end))).toEqual([
      "God helps those who help themselves",
      "cleanliness is next to godliness",
    ]);
    for (const entry of sayingEntries()) {
      expect(entry.source.length).toBeGreaterThan(5);
      expect(entry.note.length).toBeGreaterThan(20);
    }
  });
});

describe("what is not a quotation", () => {
  it("reads a title or term in single marks as a title, not a misquote of the verse beside it", () => {
    const check = checkScripture(
      "This outline walks through Matthew 18:21–35 on ‘forgiving those who hurt us’ for the youth group.",
      { translation: "web" },
    );
    expect(check.references[0]!.quoted).toBeUndefined();
    expect(check.misquotedCount).toBe(0);
  });

  it("still judges a real quotation in single marks", () => {
    const check = checkScripture(
      "Jesus said, ‘I am the way, the truth, and the life’ (John 14:6).",
      {
        translation: "web",
      },
    );
    expect(check.references[0]!.quoted?.matches).toBe(true);
  });

  it("does not take prose that quotes a verse inside it for a block quotation", () => {
    const text =
      "Scripture: Romans 5:1–5\nFather, we come to you. Your word says, “We rejoice in hope of the glory of God” (Romans 5:2).";
    const check = checkScripture(text, { translation: "web" });
    const quoted = check.references.filter((reference) => reference.quoted);
    expect(quoted.map((reference) => reference.quoted!.quote)).toEqual([
      "We rejoice in hope of the glory of God",
    ]);
  });

  it("does not read the points after a sentence that ends with a reference as a block quotation", () => {
    const text =
      "Peace With God\nAn expository walk through Romans 5.\nMain points\n1. Justified by faith, we have peace with God.\n2. Suffering produces perseverance.";
    const check = checkScripture(text, { translation: "web" });
    expect(check.references.map((reference) => reference.quoted)).toEqual([undefined]);
  });
});
