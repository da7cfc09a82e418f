import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { judgedQuotation } from "./one-quotation";

/**
 * A pronoun of the verse given as the person it means, where the verse or the verses near it
 * in its chapter name that person, is the verse in other words (issue 31, set 6). Robertson's
 * "Herod being reproved by John for Herodias" (Luke 3:19, "reproved by him"; 3:20 names John)
 * was red, "It has “John” where the verse has “him”": true as stated, but not a change of
 * what the verse says. A name the verse's context does not have is another person, and a word
 * that is no name put for the pronoun is a change: both stay misquotes.
 */
describe("a pronoun given as the person the verse's context names", () => {
  it.each([
    "It is written, “Herod being reproved by John for Herodias.” (Luke 3:19).",
    // John 11:43 names him: "Lazarus, come forth."
    "“And Lazarus that was dead came forth, bound hand and foot with graveclothes” (John 11:44).",
  ])("is not a misquote: %s", (text) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.differences ?? []).toEqual([]);
  });

  it("with no reference beside it, as Robertson printed it, is no finding", () => {
    const text =
      "The Baptist was not silent. It is written, “Herod being reproved by John for Herodias.” And he shut up John in prison.";
    const check = checkScripture(text, { translation: "kjv" });
    const quotation = check.quotations?.find((each) => each.osis === "Luke.3.19");
    expect(quotation).toBeDefined();
    expect(quotation?.verdict).not.toBe("misquote");
  });

  it.each([
    // A name no verse near it has: another person.
    ["“Herod being reproved by Peter for Herodias” (Luke 3:19).", "Peter"],
    [
      "“And Martha that was dead came forth, bound hand and foot with graveclothes” (John 11:44).",
      "Martha",
    ],
    // No name put for the pronoun.
    ["“Herod being reproved by men for Herodias” (Luke 3:19).", "men"],
    // A name put for a name, not for a pronoun.
    ["“Herod being reproved by John for Salome” (Luke 3:19).", "Salome"],
  ])("counter-example, still a misquote: %s", (text, named) => {
    const quoted = judgedQuotation(text, "kjv");
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note).toContain(`“${named}”`);
  });
});
