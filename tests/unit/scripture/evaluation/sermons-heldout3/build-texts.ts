/**
 * Writes texts.json, the third held-out sermon set: the eleven gospel addresses (ten headings,
 * "The Blood" printed as two addresses under one) of D. L. Moody, "Wondrous Love and Other Gospel
 * Addresses", delivered in Moody and Sankey's first British campaign (1873-75) and first issued
 * in 1876 (London and Glasgow: Pickering & Inglis, World-Wide Library reprint; Project Gutenberg
 * 33520, public domain), as GITenberg keeps the Gutenberg text
 * (GITenberg/Wondrous-Love-and-other-Gospel-addresses_33520, 33520-8.txt, commit
 * 8e00a42ea55250e6a43e579e58978503573cdb9e; provenance in docs/data-sources.md).
 * Run `npx tsx tests/unit/scripture/evaluation/sermons-heldout3/build-texts.ts <path to 33520-8.txt>`.
 * Changes: Latin-1 read as such; each address from its heading (a line after three blank lines)
 * to the next (the title page, the publisher's list, the contents, the hymn "Wondrous Love" and
 * the Gutenberg header and licence left out); lines of a paragraph joined; the underscores
 * Gutenberg sets round italics taken out. The addresses' own words, run-in headings in capitals
 * ("THE BIBLE STORIES REAL,"), references ("--Heb. ix. 22.", "Romans v. 9") and quotations are as
 * printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 33520-8.txt");
const lines = gutenbergLines(source);

const addresses = [
  { id: "moody-compassion", title: "CHRIST'S BOUNDLESS COMPASSION" },
  { id: "moody-new-birth", title: "THE NEW BIRTH" },
  { id: "moody-blood", title: "THE BLOOD" },
  { id: "moody-all-in-all", title: "CHRIST ALL IN ALL" },
  { id: "moody-naaman", title: "NAAMAN THE SYRIAN" },
  { id: "moody-gospel", title: 'ONE WORD--"GOSPEL"' },
  { id: "moody-way-of-salvation", title: "THE WAY OF SALVATION" },
  { id: "moody-eight-i-wills", title: 'EIGHT "I WILLS" OF CHRIST' },
  { id: "moody-right-faith", title: "THE RIGHT KIND OF FAITH" },
  { id: "moody-dying-thief", title: "THE DYING THIEF" },
];
const end = lines.findIndex((line) => line.startsWith("End of the Project Gutenberg EBook"));
// The contents name each address too: a heading is the title alone on a line after the hymn.
const hymn = lines.indexOf("_Addresses by_ D. L. Moody");
const starts = addresses.map(({ title }) => {
  const at = lines.findIndex((line, index) => index > hymn && line === title);
  if (at < 0 || at > end) throw new Error(`No heading ${title}`);
  return at;
});

const texts = addresses.map((address, index) => ({
  ...address,
  title: address.title
    .replace(/--/g, " ")
    .replace(/\b([A-Z])([A-Z']+)/g, (_, a, b) => a + b.toLowerCase()),
  source: "D. L. Moody, Wondrous Love and Other Gospel Addresses (1876), Project Gutenberg 33520",
  text: paragraphs(lines, starts[index]!, starts[index + 1] ?? end)
    .join("\n\n")
    .replace(/_([^_]+)_/g, "$1"),
}));
writeTexts(here, texts);
