import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * A proper name spelt otherwise (a letter doubled or single, as older printings and hurried
 * writers have it: "Jerrubbaal", "Issac", "Phillip") is the verse's name, not a misquote;
 * another name, or an ordinary word spelt with a letter doubled, still is (issue 31; the
 * held-out Edwards set's one false alarm was Judges 8:35 with "Jerrubbaal" and "namely, Gideon"
 * left out).
 */
describe("a name spelt otherwise", () => {
  it.each([
    // Edwards's quotation, as printed: the apposition left out too.
    'Judges viii. 35, "Neither showed they kindness to the house of Jerrubbaal, according to all the good which he had showed unto Israel."',
    'Judges 8:35, "Neither shewed they kindness to the house of Jerrubbaal, namely, Gideon, according to all the goodness which he had shewed unto Israel."',
    'Genesis 22:2 says, "Take now thy son, thine only son Issac, whom thou lovest"',
    'John 14:9, "Have I been so long time with you, and yet hast thou not known me, Phillip?"',
  ])("is not a misquote: %s", (text) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBeDefined();
    expect(quoted?.verdict).not.toBe("misquote");
  });

  it("word for word but for the name's spelling is the verse's words", () => {
    const quoted = judgedQuotation(
      'Judges 8:35, "Neither shewed they kindness to the house of Jerrubbaal, namely, Gideon, according to all the goodness which he had shewed unto Israel."',
      "kjv",
    );
    expect(["exact", "fragment"]).toContain(quoted?.verdict);
  });

  it.each([
    // Another name, even one letter apart.
    'Acts 16:25, "And at midnight Peter and Silas prayed, and sang praises unto God"',
    'Acts 16:25, "And at midnight Saul and Silas prayed, and sang praises unto God"',
    'Judges 8:35, "Neither shewed they kindness to the house of Jeroboam, according to all the goodness which he had shewed unto Israel."',
    // An ordinary word with a letter doubled is another word.
    '1 Peter 1:16, "Be ye holly; for I am holy."',
  ])("is still a misquote: %s", (text) => {
    expect(judgedQuotation(text, "kjv")?.verdict).toBe("misquote");
  });
});
