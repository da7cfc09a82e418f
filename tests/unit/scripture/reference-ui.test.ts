import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { placeReferences } from "../../../client/components/scripture/place-references";
import { ScriptureCheckSummary } from "../../../client/components/scripture/scripture-check-summary";
import { FindingsText } from "../../../client/components/scripture/findings-text";
import {
  ScriptureReference,
  ScriptureReferenceDetails,
} from "../../../client/components/scripture/scripture-reference";
import { referenceStatus } from "@shared/scripture/reference-status";
import { checkScripture } from "../../../server/scripture/check-scripture";

/** A result as a tool would return it, checked by the real checker. */
const result = [
  "God so loved us: “For God so loved the world, that he gave his one and only Son” (John 3:16).",
  "Paul adds “all things work together for good for those who truly love God” (Romans 8:28).",
  "Ephesians 7:12 tells us to rejoice, and 1 John 4:8 that God is love; John 4:8 has the disciples in town.",
].join("\n");
const check = checkScripture(result, { translation: "web" });
const byReference = new Map(check.references.map((reference) => [reference.reference, reference]));

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replace(/<!-- -->/g, "");
/** The visible words of some markup, without the text kept for screen readers. */
const visibleText = (markup: string) =>
  markup
    .replace(/<span class="sr-only">.*?<\/span>/g, "")
    .replace(/<\/?(?:div|p|blockquote)\b[^>]*>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("reference status", () => {
  it("is verified, misquoted or invalid as checking found", () => {
    expect(
      check.references.map((reference) => [reference.cited, referenceStatus(reference)]),
    ).toEqual([
      ["John 3:16", "verified"],
      ["Romans 8:28", "misquoted"],
      ["Ephesians 7:12", "invalid"],
      ["1 John 4:8", "verified"],
      ["John 4:8", "verified"],
    ]);
  });
});

describe("ScriptureReferenceDetails (the card shown on hover or tap)", () => {
  it("shows the verse text with a “Verified in WEB” mark", () => {
    const markup = html(
      createElement(ScriptureReferenceDetails, {
        reference: byReference.get("John 3:16")!,
        translation: "web",
      }),
    );
    expect(visibleText(markup)).toContain("Verified in WEB");
    expect(visibleText(markup)).toContain(
      "For God so loved the world, that he gave his one and only Son",
    );
    expect(visibleText(markup)).not.toMatch(/not found|differs/);
  });

  it("warns of a reference that does not exist, says why, and shows no text as real", () => {
    const text = visibleText(
      html(
        createElement(ScriptureReferenceDetails, {
          reference: byReference.get("Ephesians 7:12")!,
          translation: "web",
        }),
      ),
    );
    expect(text).toBe(
      "Ephesians 7:12 Reference not found Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    );
  });

  it("warns of a misquotation and shows the quotation beside the real text", () => {
    const text = visibleText(
      html(
        createElement(ScriptureReferenceDetails, {
          reference: byReference.get("Romans 8:28")!,
          translation: "web",
        }),
      ),
    );
    expect(text).toContain("Quotation differs from the WEB text");
    expect(text).toContain(
      "Quoted: all things work together for good for those who truly love God",
    );
    expect(text).toContain("WEB text We know that all things work together for good");
    expect(text).not.toContain("Verified in WEB");
  });

  it("says when a quotation follows the other translation", () => {
    const [kjvQuote] = checkScripture(
      "“For God so loved the world, that he gave his only begotten Son” (John 3:16)",
      { translation: "web" },
    ).references;
    const text = visibleText(
      html(createElement(ScriptureReferenceDetails, { reference: kjvQuote!, translation: "web" })),
    );
    expect(text).toContain("Verified in WEB");
    expect(text).toContain("The quotation follows the KJV wording.");
  });
});

describe("ScriptureReference (the trigger)", () => {
  it("marks a problem with an icon and words, not colour alone", () => {
    const invalid = html(
      createElement(ScriptureReference, { reference: byReference.get("Ephesians 7:12")! }),
    );
    expect(invalid).toContain('data-reference-status="invalid"');
    expect(invalid).toContain("lucide-triangle-alert");
    expect(invalid).toContain("(warning: reference not found)");
    const verified = html(
      createElement(ScriptureReference, {
        reference: byReference.get("John 3:16")!,
        translation: "kjv",
      }),
    );
    expect(verified).toContain('data-reference-status="verified"');
    expect(verified).not.toContain("lucide-triangle-alert");
    expect(verified).toContain("(verified in KJV, show verse text)");
  });
});

describe("placing checked references in text", () => {
  it("uses the check's offsets, so each occurrence keeps what was found about it", () => {
    const placed = placeReferences(result, check.references, 0);
    expect(placed.map((item) => result.slice(item.start, item.end))).toEqual([
      "John 3:16",
      "Romans 8:28",
      "Ephesians 7:12",
      "1 John 4:8",
      "John 4:8",
    ]);
    const line = result.split("\n")[2]!;
    const offset = result.indexOf(line);
    expect(
      placeReferences(line, check.references, offset).map((item) => item.reference.cited),
    ).toEqual(["Ephesians 7:12", "1 John 4:8", "John 4:8"]);
  });

  it("without offsets, finds whole cited forms, longest first", () => {
    const text = "See 1 John 4:8, then John 4:8, not xJohn 4:8y.";
    const placed = placeReferences(text, check.references);
    expect(placed.map((item) => [item.start, item.reference.reference])).toEqual([
      [4, "1 John 4:8"],
      [21, "John 4:8"],
    ]);
  });

  it("renders a checked text with every reference or problem marked and all the words kept", () => {
    const markup = html(createElement(FindingsText, { text: result, check, offset: 0 }));
    // The invalid reference is a problem's mark; every other reference opens its verse.
    expect(markup.match(/data-reference-status="[a-z]+"/g)).toEqual([
      'data-reference-status="verified"',
      'data-reference-status="misquoted"',
      'data-reference-status="verified"',
      'data-reference-status="verified"',
    ]);
    expect(markup.match(/data-finding="[a-z -]+"/g)).toEqual([
      'data-finding="misquote"',
      'data-finding="invalid-reference"',
    ]);
    expect(visibleText(markup)).toBe(result.replace(/\s+/g, " "));
    // Without offsets (a saved item), the words are all kept too.
    for (const line of result.split("\n")) {
      const alone = html(createElement(FindingsText, { text: line, check }));
      expect(visibleText(alone)).toBe(line);
    }
  });

  it("keeps the brackets and punctuation touching a reference on its line", () => {
    const markup = html(createElement(FindingsText, { text: result, check, offset: 0 }));
    const unbroken = [
      ...markup.matchAll(/<span class="whitespace-nowrap">(.*?)<\/button>(.*?)<\/span>/g),
    ];
    expect(unbroken.map((match) => visibleText(`${match[1]}</button>${match[2]}`))).toEqual([
      "(John 3:16).",
      "(Romans 8:28).",
      "1 John 4:8",
      "John 4:8",
    ]);
  });
});

describe("the check summary", () => {
  it("says what was checked and what went wrong, worst first", () => {
    expect(visibleText(html(createElement(ScriptureCheckSummary, { check })))).toBe(
      "1 reference does not exist · 1 quotation differs from the WEB",
    );
    const clean = checkScripture("Romans 5:8 and John 3:16.", { translation: "kjv" });
    expect(visibleText(html(createElement(ScriptureCheckSummary, { check: clean })))).toBe(
      "2 references verified against the KJV",
    );
    const none: ScriptureCheck = { ...clean, references: [] };
    expect(visibleText(html(createElement(ScriptureCheckSummary, { check: none })))).toBe(
      "No scripture references found",
    );
  });
});
