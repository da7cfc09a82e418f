/**
 * Writes texts.json, the seventh held-out sermon set: eight of the twenty-seven sermons of T. De
 * Witt Talmage (1832-1902), "New Tabernacle Sermons", vol. I (delivered in the Brooklyn Tabernacle;
 * New York: George Munro, 1886; Project Gutenberg 14139, public domain), as GITenberg keeps the
 * Gutenberg text (GITenberg/New-Tabernacle-Sermons_14139, 14139-8.txt, commit
 * 87d5c9fdd1bd8e9f94b4ab2ec905e255e71405b5; provenance in docs/data-sources.md). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout7/build-texts.ts <path to 14139-8.txt>`.
 * The sermons: the three whose text at the head names a numbered book ("I KINGS x: 7", "I COR. xvi:
 * 22", "I. SAM. xxxi: 8"), the one whose body cites a verse ("(Hosea ii: 19.)"), and the four of
 * the rest with the most quotation marks. Changes: read as Latin-1 (accented letters as printed),
 * carriage returns taken out; each sermon from its title alone on a line ("THE QUEEN'S VISIT.") to
 * the next title (the title page, the contents, the other sermons and the Gutenberg header and
 * licence left out); lines of a paragraph joined; the underscores Gutenberg sets round italics
 * taken out. The sermons' own words, the text quoted at each head with its reference
 * ('"Behold, the half was not told me."--I KINGS x: 7.'), quotations (straight quotes, "--" for a
 * dash) are as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 14139-8.txt");
const lines = gutenbergLines(source);

const sermons = [
  { id: "talmage-queens-visit", heading: "THE QUEEN'S VISIT", title: "The Queen's Visit" },
  { id: "talmage-all-the-world-akin", heading: "ALL THE WORLD AKIN", title: "All the World Akin" },
  { id: "talmage-momentous-quest", heading: "A MOMENTOUS QUEST", title: "A Momentous Quest" },
  { id: "talmage-ransomless", heading: "THE RANSOMLESS", title: "The Ransomless" },
  { id: "talmage-three-rings", heading: "THE THREE RINGS", title: "The Three Rings" },
  {
    id: "talmage-how-he-came-to-say-it",
    heading: "HOW HE CAME TO SAY IT",
    title: "How He Came to Say It",
  },
  {
    id: "talmage-stripping-the-slain",
    heading: "STRIPPING THE SLAIN",
    title: "Stripping the Slain",
  },
  { id: "talmage-sold-out", heading: "SOLD OUT", title: "Sold Out" },
];
const contents = lines.findIndex((line) => line.trim() === "CONTENTS.");
const end = lines.findIndex((line) => line.startsWith("End of Project Gutenberg"));
if (contents < 0 || end < 0) throw new Error("No contents or no end of the book");
// The contents list every sermon's title with its page, one a line after "PAGE"; in the body a
// sermon starts with its title alone on a line, with a full stop.
const page = lines.findIndex((line, index) => index > contents && line.trim() === "PAGE");
const listed = lines.slice(page + 1);
const titles = listed
  .slice(
    0,
    listed.findIndex((line) => !/\s\d+$/.test(line)),
  )
  .map((line) => line.trim().replace(/\s+\d+$/, ""));
if (titles.length !== 27) throw new Error(`${titles.length} titles in the contents, not 27`);
const headings = lines.flatMap((line, index) =>
  index > page + titles.length && index < end && titles.includes(line.trim().replace(/\.$/, ""))
    ? [index]
    : [],
);
if (headings.length !== titles.length) throw new Error(`${headings.length} sermon headings found`);
const heading = (title: string) => {
  const at = headings.find((index) => lines[index]?.trim() === `${title}.`);
  if (at === undefined) throw new Error(`No heading ${title}.`);
  return at;
};
const next = (at: number) => headings.find((index) => index > at) ?? end;

const texts = sermons.map(({ id, heading: name, title }) => {
  const at = heading(name);
  return {
    id,
    title,
    source: "T. De Witt Talmage, New Tabernacle Sermons, vol. I (1886), Project Gutenberg 14139",
    text: paragraphs(lines, at, next(at))
      .join("\n\n")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
