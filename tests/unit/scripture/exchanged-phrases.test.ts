import { describe, expect, it } from "vitest";
import { judgedQuotation } from "./one-quotation";

/**
 * Two stretches of a verse, each naming one who acts or is acted on, exchanged round the
 * verse's words between them, are a misquote though every word is the verse's (issue 31):
 * "Thou shalt love thyself as thy neighbour" (Leviticus 19:18, Matthew 22:39) turns the
 * command around, and was read as other wording. Items of a list in another order, clauses
 * in another order and the verse as written keep their verdicts.
 */
describe("two phrases of the verse exchanged", () => {
  it.each([
    ["“Thou shalt love thyself as thy neighbour” (Leviticus 19:18).", "thyself as thy neighbour"],
    ["“Thou shalt love thyself as thy neighbour” (Matthew 22:39).", "thyself as thy neighbour"],
    [
      "“that Jesus came from Galilee of Nazareth, and was baptized of John in Jordan” (Mark 1:9).",
      "Galilee of Nazareth",
    ],
  ])("is a misquote: %s", (text, quoted) => {
    const judged = judgedQuotation(text, "kjv");
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.differences?.[0]?.quoted).toBe(quoted);
  });

  it.each([
    // Read as words moved before this class, and still.
    "“Jesus came from Jordan, and was baptized of John in Nazareth of Galilee” (Mark 1:9).",
    "“Jesus came from Galilee of Nazareth” (Mark 1:9).",
  ])("still a misquote: %s", (text) => {
    expect(judgedQuotation(text, "kjv")?.verdict).toBe("misquote");
  });

  it.each([
    "“Thou shalt love thy neighbour as thyself” (Leviticus 19:18).",
    "“Jesus came from Nazareth of Galilee, and was baptized of John in Jordan” (Mark 1:9).",
    // Items of a list in another order.
    "“Earth and heaven shall pass away” (Matthew 24:35).",
    // Clauses in another order.
    "“Jesus was baptized of John in Jordan, and came from Nazareth of Galilee” (Mark 1:9).",
  ])("counter-example, no misquote: %s", (text) => {
    expect(judgedQuotation(text, "kjv")?.verdict).not.toBe("misquote");
  });

  it("counter-example, no misquote: the BSB's “a future and a hope” read against the WEB's “hope and a future”", () => {
    const text =
      "“For I know the thoughts that I think toward you, says Yahweh, thoughts of peace, and not of evil, to give you a future and a hope.” (Jeremiah 29:11)";
    expect(judgedQuotation(text, "web")?.verdict).not.toBe("misquote");
  });
});
