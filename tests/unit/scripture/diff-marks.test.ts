import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scriptureFindings } from "@shared/scripture/findings-summary";
import { wordDiff } from "@shared/scripture/word-diff";
import { FindingDetails } from "../../../client/components/scripture/findings-details";
import { checkScripture } from "../../../server/scripture/check-scripture";
import type { InjectedCase } from "./evaluation/injected-inputs";

/**
 * Issue 31, item 1: a cosmetic difference (an archaic pronoun, a compound written the other
 * way) is never marked red in a misquote's card. Only the words the check found changed are.
 */

/** The words a misquote's card marks: red (the quotation's own), green (the verse's there). */
function cardMarks(text: string, translation: "web" | "kjv") {
  const check = checkScripture(text, { translation });
  const finding = scriptureFindings(check).find((each) => each.kind === "misquote");
  if (!finding) return undefined;
  const markup = renderToStaticMarkup(createElement(FindingDetails, { finding, translation }));
  const inner = (tag: string) =>
    [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, "g"))].map((match) =>
      match[1]!.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""),
    );
  return { red: inner("ins"), green: inner("mark") };
}

describe("a misquote with cosmetic differences beside its real change", () => {
  it("marks only the changed word, not the archaic pronouns around it", () => {
    const marks = cardMarks(
      "“Come unto me, all you that labour and are heavy laden, and I will give you money” (Matthew 11:28).",
      "kjv",
    );
    expect(marks).toEqual({ red: ["money"], green: ["rest"] });
  });

  it("marks only the words put in, not a compound written the other way", () => {
    const marks = cardMarks(
      "“O give thanks unto the LORD; for he is good: for his mercy endureth forever and ever for the rich” (Psalm 136:1).",
      "kjv",
    );
    expect(marks?.red).not.toContain("forever");
    expect(marks?.red).toEqual(expect.arrayContaining(["rich"]));
  });
});

/**
 * The frozen injected set's one-word swaps ("believes→darkness"), each given cosmetic
 * differences of the kinds pastors write (the KJV's pronouns for the WEB's, "for ever" for
 * "forever") everywhere but the swapped word: the card marks the swapped word and nothing else.
 */
const injected = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "evaluation/injected.json"), "utf8"),
) as InjectedCase[];
const archaic: Array<[RegExp, string]> = [
  [/\byou\b/g, "ye"],
  [/\bYou\b/g, "Ye"],
  [/\byour\b/g, "thy"],
  [/\bYour\b/g, "Thy"],
  [/\bforever\b/g, "for ever"],
];

describe("one-word swaps from the injected set, written with archaic forms", () => {
  const swaps = injected.flatMap((item) => {
    const swap = /^word-swap (\S+)→(\S+)$/.exec(item.edit);
    if (item.kind !== "misquote" || !swap) return [];
    const put = swap[2]!;
    const start = item.text.indexOf("“");
    const quote = item.text.slice(start);
    let varied = quote;
    for (const [pattern, form] of archaic) varied = varied.replace(pattern, form);
    if (varied === quote || new RegExp(`\\b(?:ye|thy|ever)\\b`, "i").test(put)) return [];
    return [{ text: item.text.slice(0, start) + varied, put }];
  });

  it("marks only the swapped word", () => {
    const wrong: string[] = [];
    let read = 0;
    for (const swap of swaps) {
      const marks = cardMarks(swap.text, "web");
      if (!marks) continue;
      read++;
      const key = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      // The verse's word there may be the other translation's, when the archaic forms bring
      // the quotation nearer to it ("concerning you" in the KJV, "toward you" in the WEB).
      if (marks.red.join(" ") !== key(swap.put) || marks.green.length !== 1)
        wrong.push(`${swap.text}: red ${marks.red.join(" ")}; green ${marks.green.join(" ")}`);
    }
    expect(read).toBeGreaterThanOrEqual(20);
    expect(wrong).toEqual([]);
  });
});

describe("wordDiff given the check's places", () => {
  it("finds a place whose words are written as one token or split by a hyphen", () => {
    const diff = wordDiff(
      "his mercy endureth forever, heavy-laden with gold",
      "his mercy endureth",
      [{ quoted: "heavy laden with gold", original: "" }],
    );
    expect(diff.quoted.filter((word) => word.changed).map((word) => word.text)).toEqual([
      "heavy-laden",
      "with",
      "gold",
    ]);
  });

  it("falls back to the plain comparison when a place cannot be found", () => {
    const diff = wordDiff("I will give you money", "I will give you rest", [
      { quoted: "gold", original: "rest" },
    ]);
    expect(diff.quoted.filter((word) => word.changed).map((word) => word.text)).toEqual(["money"]);
  });
});
