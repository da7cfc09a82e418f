/**
 * Writes texts.json, the second held-out sermon set: the thirty sermons (XXXV-LXIV, Trinity to
 * Advent) of H. J. Wilmot-Buxton, "The Life of Duty: A Year's Plain Sermons on the Gospels or
 * Epistles", vol. II (6th ed., London: Skeffington, 1898; Project Gutenberg 22075, public domain),
 * as GITenberg keeps the Gutenberg text (GITenberg/The-Life-of-Duty-v.-2A-year-s-plain-sermons-on-the-Gospels-or-Epistles_22075,
 * 22075-8.txt, commit 3571a347a0c1e6b0add2fe19f6db211175d0f0a1; provenance in docs/data-sources.md).
 * Run `npx tsx tests/unit/scripture/evaluation/sermons-heldout2/build-texts.ts <path to 22075-8.txt>`.
 * Changes: Latin-1 read as such; each sermon from its title (the line after "SERMON XXXV.") to
 * the next sermon's number (the contents, dedication and Gutenberg header and licence left out);
 * lines of a paragraph joined; Gutenberg's transcriber's notes ("[Transcriber's note:
 * thoroughly?]"), the one footnote mark ("[1]") and its footnote, and the underscores Gutenberg
 * sets round italics taken out. The sermons' own words, references ("S. LUKE xvi. 19, 20.",
 * "MALACHI III.  17.") and quotations are as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 22075-8.txt");
const lines = gutenbergLines(source);

const end = lines.indexOf("THE END.");
const numbers = lines
  .map((line, index) => (/^SERMON [LXVI]+\.$/.test(line) && index < end ? index : -1))
  .filter((index) => index >= 0);
if (numbers.length !== 30) throw new Error(`Expected 30 sermons, found ${numbers.length}`);

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join("-");

const texts = numbers.map((at, index) => {
  const body = paragraphs(lines, at + 1, numbers[index + 1] ?? end)
    // A footnote ("[1] Hugh Macmillan's Bible Teachings in Nature, …") is the author's aside.
    .filter((paragraph) => !/^\[\d+\]/.test(paragraph))
    .join("\n\n")
    .replace(/ ?\[Transcriber's note: [^\]]*\]/g, "")
    .replace(/ ?\[\d+\]/g, "")
    .replace(/_([^_]+)_/g, "$1");
  const title = body.split("\n")[0]!.replace(/[.,]$/, "");
  return {
    id: `buxton-${slug(title)}`,
    sermon: lines[at]!.replace(/\.$/, ""),
    title,
    source:
      "H. J. Wilmot-Buxton, The Life of Duty, vol. II (6th ed., 1898), Project Gutenberg 22075",
    text: body,
  };
});
writeTexts(here, texts);
