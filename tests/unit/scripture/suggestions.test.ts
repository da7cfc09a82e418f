import { describe, expect, it } from "vitest";
import { checkScripture, locateQuotation } from "../../../server/scripture/check-scripture";

/**
 * Issue 31, item 4: a suggested reference for misplaced words is given only when the words are
 * there, ranked by how much of the quotation it covers, and otherwise none is given.
 */
describe("suggested references for misplaced words", () => {
  it("suggests John 21 for “Feed my sheep” cited as John 22:5, never Ezekiel 34:8", () => {
    const check = checkScripture("Jesus told Peter, “Feed my sheep” (John 22:5).", {
      translation: "web",
    });
    const [reference] = check.references;
    expect(reference?.valid).toBe(false);
    expect(reference?.quoted?.verdict).toBe("wrong-reference");
    expect(reference?.quoted?.foundAt).toMatch(/^John 21:1[5-7]$/);
    expect(reference?.quoted?.note).not.toMatch(/Ezekiel/);
  });

  it("among places that hold all the words, prefers the book the text names", () => {
    // Both Ezekiel 34:8 (WEB) and John 21:16-17 have “feed my sheep” word for word.
    const inJohn = locateQuotation("Feed my sheep", ["web", "kjv"], { book: "John" });
    expect(inJohn?.judgement.coverage).toBe(1);
    expect(inJohn?.osis).toMatch(/^John\.21\.1[5-7]$/);
    // The book decides only among equals: words the named book lacks are found elsewhere.
    const elsewhere = locateQuotation("To every thing there is a season", ["web", "kjv"], {
      book: "John",
    });
    expect(elsewhere?.osis).toBe("Eccl.3.1");
  });

  it("ties a few words found in verses far apart to none of them when no book is named", () => {
    expect(locateQuotation("It is finished", ["web", "kjv"])).toBeUndefined();
  });

  it("does not find words where the verse negates them (“didn’t feed my sheep”, Ezekiel 34:8)", () => {
    expect(locateQuotation("Feed my sheep", ["web", "kjv"])?.osis).toMatch(/^John\.21\./);
  });

  it("ranks by how much of the quotation a place covers", () => {
    const found = locateQuotation("The Lord is my shepherd; I shall not want", ["kjv", "web"]);
    expect(found?.osis).toBe("Ps.23.1");
    expect(found?.judgement.coverage).toBe(1);
  });

  it("gives no suggestion when the words are nowhere", () => {
    const check = checkScripture("“Feed my goats with barley cakes and honey” (John 22:5).", {
      translation: "web",
    });
    const [reference] = check.references;
    expect(reference?.valid).toBe(false);
    expect(reference?.quoted?.foundAt).toBeUndefined();
  });
});

describe("words found in no one verse", () => {
  // Charnock (held-out set 5): Isaiah 40:15's "drop of a bucket" with 40:17's "less than
  // nothing, and vanity", one word changed. The note said the words were found nowhere else in
  // the Bible; the search shows only that no verse has them as they stand.
  it("are not said to be nowhere in the Bible", () => {
    const check = checkScripture(
      "The nations are as a “drop of a bucket, worse than nothing, than vanity” (Isa. xl. 15).",
      { translation: "kjv" },
    );
    const quoted = check.references[0]?.quoted;
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain("Isaiah 40:15");
    expect(quoted?.note).not.toMatch(/elsewhere|anywhere|nowhere/);
  });
});
