import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * A chapter followed by a full stop and a comma before its verse, as the 1908 compilation of
 * sermons in held-out set 8 prints every text at a sermon's head ("--Mark vii., 33, 34.",
 * "--Psalms, cxix., 129.", and once a chapter in figures, "--Isaiah 1., 4."): the reference is
 * the verse, not the chapter alone nor a list of two chapters (issue 31).
 */
const read = (text: string) =>
  checkScripture(text, { translation: "kjv" }).references.map((reference) => ({
    cited: text.slice(reference.start, reference.end),
    osis: reference.osis,
    valid: reference.valid,
  }));

describe("a chapter, a full stop and a comma, then the verse", () => {
  it.each([
    [
      "He sighed, and saith, Ephphatha.--Mark vii., 33, 34.",
      "Mark vii., 33, 34",
      "Mark.7.33,Mark.7.34",
    ],
    ["Thy testimonies are wonderful.--Psalms, cxix., 129.", "Psalms, cxix., 129", "Ps.119.129"],
    ["But God prepared a worm.--Jonah iv., 7.", "Jonah iv., 7", "Jonah.4.7"],
    [
      "And King Solomon gave to the Queen of Sheba all her desire.--1 Kings x., 13.",
      "1 Kings x., 13",
      "1Kgs.10.13",
    ],
    ["And there shall be no more curse.--Rev. xxii., 3.", "Rev. xxii., 3", "Rev.22.3"],
    ["Ah sinful nation.--Isaiah 1., 4.", "Isaiah 1., 4", "Isa.1.4"],
    [
      "As Paul says (Rom. v., 1; viii., 28), we have peace.",
      "Rom. v., 1; viii., 28",
      "Rom.5.1,Rom.8.28",
    ],
  ])("reads %s as the verse", (text, cited, osis) => {
    expect(read(text)).toEqual([{ cited, osis, valid: true }]);
  });

  it("keeps a chapter alone where words, not a verse, follow the comma", () => {
    expect(read("Read Rev. xii., at the beginning.").map((each) => each.osis)).toEqual(["Rev.12"]);
    expect(read("Read Isaiah 53., and then pray.").map((each) => each.osis)).toEqual(["Isa.53"]);
    expect(read("Read Mark vii., then Mark viii.").map((each) => each.osis)).toEqual([
      "Mark.7",
      "Mark.8",
    ]);
  });
});
