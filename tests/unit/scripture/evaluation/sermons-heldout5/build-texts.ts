/**
 * Writes texts.json, the fifth held-out sermon set: two of the fourteen discourses of Stephen
 * Charnock (1628-1680), "Discourses upon the Existence and Attributes of God" (preached in London
 * in the 1670s, first printed 1682; the text of the Robert Carter & Brothers edition, New York,
 * 1853, as Baker Books reprinted it in 1996; Project Gutenberg 53527, public domain), as GITenberg
 * keeps the Gutenberg text (GITenberg/The-Existence-and-Attributes-of-God-Volumes-1-and-2_53527,
 * 53527-0.txt, commit 13e0844ff4b1cc810c4c612e83933cd7623bc869; provenance in
 * docs/data-sources.md). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout5/build-texts.ts <path to 53527-0.txt>`.
 * Changes: UTF-8 read as such (its byte-order mark and carriage returns taken out); each discourse
 * from its heading ("{a176} DISCOURSE III.") to the next (the title page, Symington's life of the
 * author, the contents, the other discourses, the footnotes gathered at the end of the book and
 * the Gutenberg header and licence left out); lines of a paragraph joined; the original page
 * numbers in braces ("{a177}"), the footnote marks ("[312]") and the underscores Gutenberg sets
 * round italics taken out. The discourses' own words, text lines ("JOHN iv. 24――God is a
 * Spirit…"), references, quotations, Greek, Hebrew and Latin are as printed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 53527-0.txt");
const raw = readFileSync(source, "utf8")
  .replace(/^\uFEFF/, "")
  .replace(/\r/g, "")
  .split("\n");
const lines = raw.map((line) => line.replace(/\s*\{[ab]\d+\}\s*/g, " ").replace(/\s*\[\d+\]/g, ""));

const discourses = [
  { id: "charnock-spirit", number: "III", title: "On God's Being a Spirit" },
  { id: "charnock-eternity", number: "V", title: "On the Eternity of God" },
];
const end = lines.findIndex((line) => line.trim() === "FOOTNOTES.");
// The contents list each discourse too; in the body its heading starts with its page ("{a176}").
const headings = raw.flatMap((line, index) =>
  /^\{[ab]\d+\}\s+DISCOURSE [IVX]+\.$/.test(line) && index < end ? [index] : [],
);
const heading = (number: string) => {
  const at = headings.find((index) => lines[index]?.trim() === `DISCOURSE ${number}.`);
  if (at === undefined) throw new Error(`No heading DISCOURSE ${number}.`);
  return at;
};
const next = (at: number) => headings.find((index) => index > at) ?? end;

const texts = discourses.map(({ id, number, title }) => {
  const at = heading(number);
  return {
    id,
    title,
    source:
      "Stephen Charnock, Discourses upon the Existence and Attributes of God (1682), Project Gutenberg 53527",
    text: paragraphs(lines, at, next(at))
      .join("\n\n")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
