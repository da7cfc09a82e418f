import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scriptureFindings } from "@shared/scripture/findings-summary";
import { FindingDetails } from "../../../client/components/scripture/findings-details";
import { scriptureReport } from "../../../server/modules/documents/report-document";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31: a quotation that starts just after the verse's negation, in its clause, says the
 * opposite (“Be conformed to this world” for “Don’t be conformed…”): red, and its note names
 * the word left out. Counter-examples: a quotation that starts after the negated clause, and a
 * KJV “not” that belongs to the word before it (“loveth not knoweth not God”).
 */
const quotedIn = (text: string, translation: "web" | "kjv") =>
  checkScripture(text, { translation }).references[0]?.quoted;

describe("a negation left out before the quoted words", () => {
  it.each([
    ["“Be conformed to this world” (Romans 12:2).", "web", "Don’t", "be conformed to"],
    ["“Let your heart be troubled” (John 14:1).", "web", "Don’t", "let your heart"],
    ["“Be afraid, for I am with you” (Isaiah 41:10).", "web", "Don’t", "be afraid"],
    ["“Of works, lest any man should boast” (Ephesians 2:9).", "kjv", "Not", "of works"],
    [
      "“Be anxious, but in everything, by prayer” (Philippians 4:6).",
      "web",
      "nothing",
      "be anxious",
    ],
  ] as const)("%s is a misquote that says so", (text, translation, negation, quoted) => {
    const judged = quotedIn(text, translation);
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toBe(
      `It leaves out the verse’s “${negation}” before “${quoted}”, so it says the opposite.`,
    );
    // The card's comparison shows the verse's words from the negation (“Don’t you be afraid”).
    expect(judged?.differences?.[0]?.original).toMatch(new RegExp(`^${negation} .*${quoted}$`));
  });

  it.each([
    ["“Be afraid, for I am with thee” (Isaiah 41:10).", "kjv", "Don’t"],
    ["“Be anxious about tomorrow” (Matthew 6:34).", "web", "don’t"],
    ["“Forsake the assembling of ourselves together” (Hebrews 10:25).", "kjv", "Not"],
  ] as const)("%s, reworded, is a misquote that says so", (text, translation, negation) => {
    const judged = quotedIn(text, translation);
    expect(judged?.verdict).toBe("misquote");
    expect(judged?.note).toMatch(new RegExp(`^It leaves out the verse’s “${negation}” before “`));
  });

  it.each([
    ["“Do not be anxious about tomorrow” (Matthew 6:34).", "web"],
    ["“Fear not, for I am with you” (Isaiah 41:10).", "web"],
    ["“Be transformed by the renewing of your mind” (Romans 12:2).", "web"],
    ["“Believe in God. Believe also in me” (John 14:1).", "web"],
    ["“Knoweth not God; for God is love” (1 John 4:8).", "kjv"],
    [
      "“Little flock; for it is your Father's good pleasure to give you the kingdom” (Luke 12:32).",
      "kjv",
    ],
    ["“Don’t be afraid, for I am with you” (Isaiah 41:10).", "web"],
  ] as const)("%s is not", (text, translation) => {
    expect(quotedIn(text, translation)?.verdict).not.toBe("misquote");
  });

  it("is reported as the word the quotation leaves out, not as empty words written", () => {
    const text =
      "“And be conformed to this world: but be ye transformed by the renewing of your mind” (Romans 12:2).";
    const check = checkScripture(text, { translation: "kjv" });
    const report = scriptureReport(text, check, { now: new Date("2026-11-28T12:00:00Z") });
    const findings = report.sections.find((section) => section.heading === "Findings");
    const finding = findings?.paragraphs.join("\n") ?? "";
    expect(finding).toContain("The KJV has “not”, which the quotation leaves out.");
    expect(finding).not.toContain("“”");
  });

  it("is marked in the card on the verse's negation, and nothing of the quotation", () => {
    const check = checkScripture(
      "“Be conformed to this world, but be transformed by the renewing of your mind” (Romans 12:2).",
      { translation: "web" },
    );
    const finding = scriptureFindings(check).find((each) => each.kind === "misquote")!;
    const markup = renderToStaticMarkup(
      createElement(FindingDetails, { finding, translation: "web" }),
    );
    const marked = (tag: string) =>
      [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, "g"))].map((m) => m[1]);
    expect(marked("mark")).toEqual(["Don’t"]);
    expect(marked("ins")).toEqual([]);
  });
});
