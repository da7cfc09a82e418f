import { describe, expect, it } from "vitest";
import {
  asQuotation,
  balanceQuotes,
  nestedWithin,
  withoutEnclosingMarks,
} from "@shared/scripture/balance-quotes";
import { itemDocument } from "@shared/library/document";

const jeremiah2911 =
  "For I know the thoughts that I think toward you,” says Yahweh, “thoughts of peace, and not of evil, to give you hope and a future.";

describe("balanceQuotes", () => {
  it("opens a quotation the verse starts inside, and closes the one it ends inside", () => {
    expect(balanceQuotes(jeremiah2911)).toBe(
      "“For I know the thoughts that I think toward you,” says Yahweh, “thoughts of peace, and not of evil, to give you hope and a future.”",
    );
  });

  it("closes a quotation the verse ends inside (John 14:6)", () => {
    expect(
      balanceQuotes(
        "Jesus said to him, “I am the way, the truth, and the life. No one comes to the Father, except through me.",
      ),
    ).toBe(
      "Jesus said to him, “I am the way, the truth, and the life. No one comes to the Father, except through me.”",
    );
  });

  it("opens a quotation a verse only closes (Joshua 1:9)", () => {
    expect(
      balanceQuotes("Don’t be dismayed, for Yahweh your God is with you wherever you go.”"),
    ).toBe("“Don’t be dismayed, for Yahweh your God is with you wherever you go.”");
  });

  it("leaves balanced text, apostrophes and nested quotations as they are", () => {
    for (const text of [
      "God said, “Let there be light,” and there was light.",
      "Don’t you be afraid, for I am with you.",
      "Blessed are those who have been persecuted for righteousness’ sake.",
      "He said, “You shall tell the children of Israel this: ‘I AM has sent me to you.’ ”",
      "For God so loved the world",
      "",
    ]) {
      expect(balanceQuotes(text)).toBe(text);
    }
  });

  it("treats a second opening mark inside a quotation as a new paragraph of it", () => {
    expect(
      balanceQuotes("“Blessed are the poor in spirit. “Blessed are you when people reproach you."),
    ).toBe("“Blessed are the poor in spirit. “Blessed are you when people reproach you.”");
  });

  it("opens a quotation within a quotation that a verse only closes (Acts 2:21, Luke 15:19)", () => {
    expect(
      balanceQuotes("It will be that whoever will call on the name of the Lord will be saved.’"),
    ).toBe("‘It will be that whoever will call on the name of the Lord will be saved.’");
    // The rehearsed words close first, then the thought around them: opened outermost first.
    expect(balanceQuotes("Make me as one of your hired servants.” ’")).toBe(
      "‘“Make me as one of your hired servants.” ’",
    );
  });

  it("closes an open single quotation before the double one", () => {
    expect(balanceQuotes("He said, “Tell them, ‘Yahweh’s word stands")).toBe(
      "He said, “Tell them, ‘Yahweh’s word stands’”",
    );
  });
});

describe("asQuotation", () => {
  it("wraps plain verse text, and never nests a verse's own quotation marks", () => {
    expect(asQuotation("The Lord is my shepherd")).toBe("“The Lord is my shepherd”");
    expect(asQuotation(jeremiah2911)).toBe(balanceQuotes(jeremiah2911));
  });
});

describe("verse text in saved documents (PDF, Word, email, Markdown, the library page)", () => {
  it("is balanced", () => {
    const doc = itemDocument({
      type: "prayer",
      title: "Hope",
      scripture: "Jeremiah 29:11",
      content: "Father, thank you.",
      createdAt: "2026-01-01T00:00:00.000Z",
      data: {
        result: { content: "Father, thank you." },
        scriptureCheck: {
          references: [{ reference: "Jeremiah 29:11", valid: true, text: jeremiah2911 }],
        },
      },
    });
    expect(doc.scripture[0]!.text).toBe(balanceQuotes(jeremiah2911));
  });
});

describe("nestedWithin", () => {
  it("nests a speech within a speech in double marks inside single ones (Luke 15:31)", () => {
    expect(
      nestedWithin(
        "“He said to him, ‘Son, you are always with me, and all that is mine is yours.’”",
      ),
    ).toBe("‘He said to him, “Son, you are always with me, and all that is mine is yours.”’");
  });

  it("leaves out the mark that reopens a new paragraph of a speech still open (Matthew 13:44-45)", () => {
    expect(
      nestedWithin(
        "“Again, the Kingdom is like treasure. “Again, the Kingdom is like a merchant.”",
      ),
    ).toBe("‘Again, the Kingdom is like treasure. Again, the Kingdom is like a merchant.’");
  });

  it("keeps apostrophes as they are", () => {
    const text = "Blessed are those who have been persecuted for righteousness’ sake. Don’t fear.";
    expect(nestedWithin(text)).toBe(text);
  });
});

describe("withoutEnclosingMarks", () => {
  // Held-out set 29a: Isaiah 60:1 and 2 Chronicles 20:12 are each one speech in the WEB, and
  // quoted in our marks they read “‘Arise, shine; …’”.
  it("takes off the marks of a speech that is the whole text", () => {
    const isaiah601 = balanceQuotes(
      "“Arise, shine; for your light has come, and Yahweh’s glory has risen on you.",
    );
    expect(withoutEnclosingMarks(isaiah601)).toBe(
      "Arise, shine; for your light has come, and Yahweh’s glory has risen on you.",
    );
  });

  it.each([
    // Two speeches with the narrator between them: the first and last marks are no pair.
    "“Come,” he said, “and see.”",
    // A speech that ends before the text does.
    "“I am the way.” Then he went out.",
    // No speech at all, and a verse inside a speech that closes within it.
    "For God so loved the world.",
    balanceQuotes(jeremiah2911),
  ])("leaves %s as it is", (text) => {
    expect(withoutEnclosingMarks(text)).toBe(text);
  });
});
