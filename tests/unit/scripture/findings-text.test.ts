import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scriptureFindings } from "@shared/scripture/findings-summary";
import { FindingDetails } from "../../../client/components/scripture/findings-details";
import { FindingsText } from "../../../client/components/scripture/findings-text";
import { checkScripture } from "../../../server/scripture/check-scripture";

const text = [
  "John 3:16 says, “For God so loved the world, that he gave his one and only Son, that whoever believes in him should not die.”",
  "Ephesians 7:12 tells us to rejoice. God helps those who help themselves!",
  "Romans 8:20 says, “We know that all things work together for good for those who love God.” And Romans 5:8 is true.",
].join("\n\n");
const check = checkScripture(text, { translation: "web" });
const findings = scriptureFindings(check);
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replace(/<!-- -->/g, "");
const text$ = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Each marked passage: its finding kinds and its words (without the screen-reader text). */
function marks(markup: string): Array<[string, string]> {
  return [...markup.matchAll(/data-finding="([^"]+)"[^>]*>(.*?)<\/span><\/span>/g)].map((match) => [
    match[1]!,
    text$(match[2]!.replace(/<span class="sr-only">.*$/, "")),
  ]);
}

describe("FindingsText", () => {
  it("marks each problem where it occurs, as a control, with its reason for screen readers", () => {
    const markup = html(createElement(FindingsText, { text, check, offset: 0 }));
    expect(marks(markup)).toEqual([
      [
        "misquote",
        "“For God so loved the world, that he gave his one and only Son, that whoever believes in him should not die.”",
      ],
      ["invalid-reference", "Ephesians 7:12"],
      ["not-in-bible", "God helps those who help themselves"],
      [
        "wrong-reference",
        "“We know that all things work together for good for those who love God.”",
      ],
    ]);
    expect(markup).toContain("(problem: Reference does not exist; show details)");
    // Every other reference still opens its verse; the text is all there, once.
    expect(markup.match(/data-reference-status=/g)).toHaveLength(3);
    expect(text$(markup.replace(/<span class="sr-only">.*?<\/span>/g, ""))).toBe(
      text.replace(/\s+/g, " "),
    );
  });

  it("finds the problems by their words when the offsets are unknown (a saved item)", () => {
    const paragraph = text.split("\n\n")[1]!;
    const markup = html(createElement(FindingsText, { text: paragraph, check }));
    expect(marks(markup).map(([kind]) => kind)).toEqual(["invalid-reference", "not-in-bible"]);
  });
});

describe("FindingDetails", () => {
  const translation = "web" as const;
  const details = (kind: string) =>
    html(
      createElement(FindingDetails, {
        finding: findings.find((finding) => finding.kind === kind)!,
        translation,
      }),
    );

  it("shows a misquote beside the real text, the changed words marked", () => {
    const markup = details("misquote");
    expect(markup).toMatch(/<ins[^>]*>die\.”?<\/ins>/);
    expect(markup).toMatch(/<mark[^>]*>perish,<\/mark>/);
    expect(text$(markup)).toContain("John 3:16 (WEB)");
  });

  it("names where the words of a wrong reference are", () => {
    expect(text$(details("wrong-reference"))).toContain(
      "These words are in Romans 8:28, not Romans 8:20.",
    );
  });

  it("gives the reason for an invalid reference and the source of a saying", () => {
    expect(text$(details("invalid-reference"))).toContain(
      "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    );
    expect(text$(details("not-in-bible"))).toMatch(/Algernon Sidney/);
  });
});
