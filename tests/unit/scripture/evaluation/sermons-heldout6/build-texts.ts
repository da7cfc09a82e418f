/**
 * Writes texts.json, the sixth held-out sermon set: four of the twenty-one sermons of Frederick W.
 * Robertson (1816-1853), "Sermons Preached at Brighton, Third Series" (preached at Trinity Chapel,
 * Brighton, 1850-1853, printed after his death; the London edition of Kegan Paul, Trench & Co.,
 * 1884; Project Gutenberg 16645, public domain), as GITenberg keeps the Gutenberg text
 * (GITenberg/Sermons-Preached-at-BrightonThird-Series_16645, 16645.txt, commit
 * b6a9c18139013082c56606f9017ffc761ec3e852; provenance in docs/data-sources.md). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout6/build-texts.ts <path to 16645.txt>`.
 * Changes: read as Latin-1 (the file is ASCII), carriage returns taken out; each sermon from its
 * number alone on a line (" IV.") to the next, the last to "THE END." (the title page, the
 * contents, the other sermons, the publisher's notices after the book and the Gutenberg header
 * and licence left out); lines of a paragraph joined; the underscores Gutenberg sets round
 * italics taken out. The sermons' own words, the text quoted at each head with its reference
 * ('"…"--1 Thess. v. 23.'), quotations (straight quotes, "--" for a dash) are as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 16645.txt");
const lines = gutenbergLines(source);

const sermons = [
  { id: "robertson-tongue", number: "I", title: "The Tongue" },
  { id: "robertson-trinity", number: "IV", title: "The Trinity" },
  { id: "robertson-christian-aim", number: "XII", title: "The Christian Aim and Motive" },
  { id: "robertson-rebuke-of-herod", number: "XXI", title: "John's Rebuke of Herod" },
];
const end = lines.findIndex((line) => line.trim() === "THE END.");
if (end < 0) throw new Error("No line THE END.");
// The contents name each sermon "SERMON I."; in the body a sermon starts with its number alone.
const headings = lines.flatMap((line, index) =>
  /^ [IVXL]+\.$/.test(line) && index < end ? [index] : [],
);
const heading = (number: string) => {
  const at = headings.find((index) => lines[index]?.trim() === `${number}.`);
  if (at === undefined) throw new Error(`No heading ${number}.`);
  return at;
};
const next = (at: number) => headings.find((index) => index > at) ?? end;

const texts = sermons.map(({ id, number, title }) => {
  const at = heading(number);
  return {
    id,
    title,
    source:
      "Frederick W. Robertson, Sermons Preached at Brighton, Third Series (1884), Project Gutenberg 16645",
    text: paragraphs(lines, at, next(at))
      .join("\n\n")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
