import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { kjvStatus } from "./one-quotation";

/**
 * Issue 31, set 9's class: a verse that opens on its verb leaves its subject to the verse before
 * (1 Corinthians 13:5, "Doth not behave itself unseemly", whose subject is verse 4's "Charity").
 * A preacher who quotes it names that subject ("Love doth not behave itself unseemly", Drummond):
 * the verse's words, not a misquote. Another subject put there ("Hate", or "Envy", a word of the
 * verse before that is not its subject) changes what the verse says and is still a misquote.
 */
const unreferencedVerdicts = (text: string) =>
  (checkScripture(text, { translation: "kjv" }).quotations ?? []).map(
    (quotation) => quotation.verdict,
  );

describe("a verse's subject, left to the verse before, named at its head", () => {
  it.each([
    "“Love doth not behave itself unseemly” (1 Corinthians 13:5).",
    "“Charity rejoiceth not in iniquity, but rejoiceth in the truth” (1 Corinthians 13:6).",
    "“Love beareth all things, believeth all things, hopeth all things, endureth all things” (1 Corinthians 13:7).",
  ])("is not a misquote: %s", (text) => {
    expect(kjvStatus(text)).not.toBe("misquoted");
  });

  it("is not red where no reference is given", () => {
    expect(
      unreferencedVerdicts(
        "This is love in society, love in relation to etiquette. “Love doth not behave itself unseemly.” Politeness has been defined as love in trifles.",
      ),
    ).not.toContain("misquote");
  });

  it.each([
    // Another subject, the verse before's word that is not its subject, the opposite.
    "“Hate doth not behave itself unseemly” (1 Corinthians 13:5).",
    "“Envy doth not behave itself unseemly” (1 Corinthians 13:5).",
    "“Pride rejoiceth not in iniquity, but rejoiceth in the truth” (1 Corinthians 13:6).",
  ])("counter-example: another subject is still a misquote: %s", (text) => {
    expect(kjvStatus(text)).toBe("misquoted");
  });
});
