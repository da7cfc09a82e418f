import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { findingsSummary, scriptureFindings } from "@shared/scripture/findings-summary";
import { FindingDetails } from "../../../client/components/scripture/findings-details";
import { FindingsSummary } from "../../../client/components/scripture/findings-summary";
import { FindingsText } from "../../../client/components/scripture/findings-text";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { correctText } from "../../../server/generation/scripture-correction";

/** A model's paragraph: one misquote of a real verse, real words under a passage that does not exist. */
const modelWrote = [
  "Psalm 23:1 promises, “The Lord is my shepherd, I will never be hungry.” He is enough.",
  "Ephesians 7:12 says, “For everything there is a season, and a time for every purpose under heaven.”",
  "And Romans 5:8 shows his love.",
].join("\n\n");
const { text, corrections } = correctText(modelWrote, "body", "web");
const check = checkScripture(text, { translation: "web" });

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replace(/<!-- -->/g, "");
const words = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
/** Each mark in the text: its kinds and its visible words. */
function marks(markup: string): Array<[string, string]> {
  return [...markup.matchAll(/data-finding="([^"]+)"[^>]*>(.*?)<\/span><\/span>/g)].map((match) => [
    match[1]!,
    words(match[2]!.replace(/<span class="sr-only">.*$/, "")),
  ]);
}

describe("a quotation corrected in a model's draft", () => {
  it("is in the draft as the WEB's words, with the model's kept", () => {
    expect(text).toContain("“Yahweh is my shepherd: I shall lack nothing.”");
    expect(corrections.map((one) => one.kind)).toEqual(["corrected", "invalid-reference"]);
  });

  it("is marked where it stands, calmly, beside the problem marks", () => {
    const markup = html(createElement(FindingsText, { text, check, offset: 0, corrections }));
    expect(marks(markup)).toEqual([
      ["corrected", "“Yahweh is my shepherd: I shall lack nothing.”"],
      ["invalid-reference", "Ephesians 7:12"],
    ]);
    expect(markup).toContain("(Corrected to the exact words of the WEB; show details)");
    // Not an alarm: no wavy red underline on the corrected quotation.
    const corrected = /<span[^>]*data-finding="corrected"[^>]*>/.exec(markup)![0];
    expect(corrected).not.toMatch(/red|amber|wavy/);
    expect(corrected).toMatch(/emerald/);
    // Every word is there once.
    expect(words(markup.replace(/<span class="sr-only">.*?<\/span>/g, ""))).toBe(
      text.replace(/\s+/g, " "),
    );
  });

  it("is found by its words in a paragraph of a saved item (no offsets)", () => {
    const paragraph = text.split("\n\n")[0]!;
    const markup = html(createElement(FindingsText, { text: paragraph, check, corrections }));
    expect(marks(markup)).toEqual([
      ["corrected", "“Yahweh is my shepherd: I shall lack nothing.”"],
    ]);
  });

  it("opens a card with the exact words and the model's wording on request", () => {
    const finding = scriptureFindings(check, corrections).find((one) => one.kind === "corrected")!;
    const markup = html(createElement(FindingDetails, { finding, translation: "web" }));
    expect(words(markup)).toContain("Corrected to the exact words of the WEB");
    expect(words(markup)).toContain(
      "Psalm 23:1 (WEB)Yahweh is my shepherd: I shall lack nothing.Show the model’s wording",
    );
    expect(markup).toMatch(/<details[^>]*><summary[^>]*>Show the model’s wording<\/summary>/);
    expect(words(markup)).toContain("The Lord is my shepherd, I will never be hungry.");
  });

  it("gives an invalid reference's right place in its card", () => {
    const finding = scriptureFindings(check, corrections).find(
      (one) => one.kind === "invalid-reference",
    )!;
    const markup = html(createElement(FindingDetails, { finding, translation: "web" }));
    expect(words(markup)).toContain("The quoted words are in Ecclesiastes 3:1");
  });

  it("counts once in the one summary line: corrections are not listed twice", () => {
    const summary = findingsSummary(check, corrections);
    expect(summary.text).toBe("1 reference does not exist · 1 quotation corrected");
    expect(summary.tone).toBe("error");
    expect(scriptureFindings(check, corrections)).toHaveLength(2);

    const clean = correctText(text.split("\n\n")[0]! + " Romans 5:8 too.", "body", "web");
    const fine = correctText(modelWrote.split("\n\n")[0]! + " Romans 5:8 too.", "body", "web");
    expect(clean.corrections).toEqual([]);
    const fineCheck = checkScripture(fine.text, { translation: "web" });
    expect(findingsSummary(fineCheck, fine.corrections)).toMatchObject({
      tone: "success",
      text: "2 references verified · 1 quotation corrected",
    });
    expect(
      words(
        html(createElement(FindingsSummary, { check: fineCheck, corrections: fine.corrections })),
      ),
    ).toBe("Scripture verified: 2 references verified against the WEB · 1 quotation corrected");
  });
});
