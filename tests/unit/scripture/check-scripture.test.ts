import { describe, expect, it } from "vitest";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { loadScripture } from "../../../server/scripture/bible-index";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { quotationMatches } from "../../../server/scripture/quotations";
import { buildSermon, sermonReferences } from "./sermon-fixture";

const index = loadScripture();
const web = { translation: "web" } as const;

describe("checking scripture in a result", () => {
  it("passes a correct quotation and gives the real text", () => {
    const check = checkScripture(
      "God’s love is plain: “For God so loved the world, that he gave his one and only Son” (John 3:16).",
      web,
    );
    expect(check.references).toHaveLength(1);
    const [reference] = check.references;
    expect(reference).toMatchObject({ reference: "John 3:16", osis: "John.3.16", valid: true });
    expect(reference?.text).toBe(index.verseText("web", "John", 3, 16));
    expect(reference?.quoted).toEqual({
      quote: "For God so loved the world, that he gave his one and only Son",
      start: 21,
      end: 84,
      matches: true,
      translation: "web",
      verdict: "fragment",
    });
    expect(check.invalidCount).toBe(0);
    expect(check.misquotedCount).toBe(0);
  });

  it("fails a quotation with one word changed", () => {
    const check = checkScripture(
      "“For God so loved the world, that he gave his only special Son” (John 3:16).",
      web,
    );
    expect(check.references[0]?.quoted?.matches).toBe(false);
    expect(check.misquotedCount).toBe(1);
  });

  it("fails a quotation with one word invented", () => {
    const check = checkScripture(
      "Romans 8:28 says, “We know that all things work together for good for those who truly love God.”",
      web,
    );
    expect(check.references[0]?.quoted).toMatchObject({ matches: false });
  });

  it("is tolerant of punctuation, case, spacing and curly or straight quotes", () => {
    const check = checkScripture(
      'As Micah 6:8 puts it: "He has shown you, O man, what is good. What does YAHWEH require of you, but to act justly"',
      web,
    );
    expect(check.references[0]?.quoted?.matches).toBe(true);
    expect(quotationMatches("Jesus wept", "Jesus wept.")).toBe(true);
    expect(quotationMatches("don't be afraid", "Don’t be afraid!")).toBe(true);
  });

  it("accepts a quotation with ellipses when the parts appear in order", () => {
    const check = checkScripture(
      "“For God so loved the world … that whoever believes in him should not perish” (John 3:16)",
      web,
    );
    expect(check.references[0]?.quoted?.matches).toBe(true);
    expect(
      quotationMatches(
        "should not perish … For God so loved",
        index.verseText("web", "John", 3, 16) ?? "",
      ),
    ).toBe(false);
  });

  it("recognises a KJV quotation while checking against the WEB", () => {
    const check = checkScripture(
      "“For God so loved the world, that he gave his only begotten Son” (John 3:16).",
      web,
    );
    expect(check.references[0]?.quoted).toMatchObject({ matches: true, translation: "kjv" });
  });

  it("compares only with the translation a reference names", () => {
    const check = checkScripture(
      "“I can do all things through Christ which strengtheneth me” (Phil 4:13 KJV)",
      web,
    );
    expect(check.references[0]).toMatchObject({
      citedTranslation: "KJV",
      quoted: { matches: true, translation: "kjv" },
    });
    const wrong = checkScripture(
      "“I can do all things through Christ, who strengthens me” (Phil 4:13 KJV)",
      web,
    );
    expect(wrong.references[0]?.quoted?.matches).toBe(false);
  });

  it("flags invented references and never gives them text", () => {
    const check = checkScripture(
      "Ephesians 7:12 tells us to rejoice, Hezekiah 1:1 says to help ourselves, and John 22:5 ends it.",
      web,
    );
    expect(
      check.references.map((reference) => [reference.reference, reference.valid, reference.text]),
    ).toEqual([
      ["Ephesians 7:12", false, ""],
      ["Hezekiah 1:1", false, ""],
      ["John 22:5", false, ""],
    ]);
    expect(check.references[0]?.reason).toBe(
      "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    );
    expect(check.references[1]?.reason).toBe("“Hezekiah” is not a book of the Bible.");
    expect(check.invalidCount).toBe(3);
  });

  it("marks a quotation given with an invalid reference as not matching", () => {
    const check = checkScripture("“Be still and know that I am God” (Psalm 151:10)", web);
    expect(check.references[0]).toMatchObject({ valid: false, quoted: { matches: false } });
  });

  it("pairs each quotation with its own reference", () => {
    const check = checkScripture(
      "“I am the resurrection and the life.” (John 11:25) Then Paul: Romans 12:12 says, “rejoicing in hope; enduring in troubles; continuing steadfastly in prayer.”",
      web,
    );
    expect(check.references.map((reference) => reference.quoted?.matches)).toEqual([true, true]);
    expect(check.references[1]?.quoted?.quote).toMatch(/^rejoicing in hope/);
  });

  it("leaves emphasis and references without quotations alone", () => {
    const check = checkScripture("The “good news” of Romans 1:16 is for everyone.", web);
    expect(check.references[0]?.quoted).toBeUndefined();
  });

  it("gives the KJV text when asked", () => {
    const check = checkScripture("Psalm 23:1", { translation: "kjv" });
    expect(check.references[0]?.text).toBe("The LORD is my shepherd; I shall not want.");
  });

  it("shortens the text of a long passage", () => {
    const check = checkScripture("Read Psalm 119 slowly.", web);
    expect(check.references[0]).toMatchObject({ reference: "Psalm 119", truncated: true });
  });

  it("gives positions that point at the reference in the text", () => {
    const text = "Start here: Jn 3:16-18; then more.";
    const [reference] = checkScripture(text, web).references;
    expect(text.slice(reference?.start, reference?.end)).toBe("Jn 3:16-18");
    expect(reference?.cited).toBe("Jn 3:16-18");
  });

  it("returns results that match the shared schema", () => {
    const check = checkScripture(buildSermon(index), web);
    expect(scriptureCheckSchema.parse(check)).toEqual(check);
  });

  it("checks a 3,000-word sermon with 40 references (the benchmark's input) correctly", () => {
    const sermon = buildSermon(index);
    expect(sermon.split(" ").length).toBeGreaterThan(3000);
    const check = checkScripture(sermon, web);
    expect(check.references).toHaveLength(sermonReferences.length);
    expect(check.invalidCount).toBe(0);
    expect(check.misquotedCount).toBe(0);
    expect(check.references.filter((reference) => reference.quoted?.matches)).toHaveLength(10);
    expect(checkScripture(sermon, web)).toEqual(check);
  });

  it("never throws on odd input", () => {
    for (const input of [
      "",
      "“",
      '"""',
      "“unclosed John 3:16",
      "(John 3:16)”",
      "\u0000\uffff",
      "x".repeat(100_000),
    ]) {
      expect(() => checkScripture(input, web)).not.toThrow();
    }
  });
});
