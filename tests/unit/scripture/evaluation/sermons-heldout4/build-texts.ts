/**
 * Writes texts.json, the fourth held-out sermon set: six of the twenty sermons of Charles
 * Kingsley (1819-1875), "The Water of Life and Other Sermons" (first edition 1867; London:
 * Macmillan, 1890 edition, transcribed by David Price; Project Gutenberg 5687, public domain), as
 * GITenberg keeps the Gutenberg text (GITenberg/The-Water-of-Life-and-Other-Sermons_5687,
 * 5687-0.txt, commit 8bdc0f71911e3c09b5c1a9ef6a7b4bd716727edd; provenance in
 * docs/data-sources.md). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout4/build-texts.ts <path to 5687-0.txt>`.
 * Changes: UTF-8 read as such (its byte-order mark and carriage returns taken out); each sermon
 * from its heading ("SERMON I.") to the next (the title page, contents, the other sermons and the
 * Gutenberg header and licence left out); lines of a paragraph joined; the underscores Gutenberg
 * sets round italics taken out. The sermons' own words, text lines ("REVELATION xxii. 17."),
 * references and quotations are as printed (curly quotes and dashes kept).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 5687-0.txt");
const lines = readFileSync(source, "utf8")
  .replace(/^\uFEFF/, "")
  .replace(/\r/g, "")
  .split("\n");

const sermons = [
  { id: "kingsley-water-of-life", number: "I", title: "The Water of Life" },
  { id: "kingsley-wages-of-sin", number: "IV", title: "The Wages of Sin" },
  { id: "kingsley-shaking", number: "VI", title: "The Shaking of the Heavens and the Earth" },
  { id: "kingsley-free-grace", number: "VIII", title: "Free Grace" },
  { id: "kingsley-faith", number: "XIII", title: "Faith" },
  { id: "kingsley-great-commandment", number: "XIV", title: "The Great Commandment" },
];
const end = lines.findIndex((line) => line.startsWith("***END OF THE PROJECT GUTENBERG"));
// The contents name each sermon indented; a heading is "SERMON I." alone at the line's start.
const heading = (number: string) => {
  const at = lines.indexOf(`SERMON ${number}.`);
  if (at < 0 || at > end) throw new Error(`No heading SERMON ${number}.`);
  return at;
};
const headings = lines.flatMap((line, index) => (/^SERMON [IVXL]+\.$/.test(line) ? [index] : []));
const next = (at: number) => headings.find((index) => index > at) ?? end;

const texts = sermons.map(({ id, number, title }) => {
  const at = heading(number);
  return {
    id,
    title,
    source: "Charles Kingsley, The Water of Life and Other Sermons (1867), Project Gutenberg 5687",
    text: paragraphs(lines, at, next(at))
      .join("\n\n")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
