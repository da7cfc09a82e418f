/**
 * Writes texts.json, the eighth held-out sermon set: sermons of _The World's Great Sermons_, vol.
 * VII, "Hale to Farrar", compiled by Grenville Kleiser (New York: Funk & Wagnalls, 1908; Project
 * Gutenberg 44441, public domain), as GITenberg keeps the Gutenberg text
 * (GITenberg/The-World-s-Great-Sermons-Volume-7--Hale-to-Farrar_44441, 44441-8.txt, commit
 * 4a8f28a2e76e77e0579c2a4304f5af10e492e950; provenance in docs/data-sources.md): eight whole sermons,
 * each by a preacher in no other set (the ones with a text at the head and the most quotation marks;
 * Hale's, Magee's, Dale's, Hall's and Bacon's are left out to keep the set near 30,000 words). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout8/build-texts.ts <path to 44441-8.txt>`.
 * Changes: read as Latin-1, carriage returns taken out; each sermon from its title over its text
 * to the next preacher's heading (the title page, contents, the compiler's biographical notes, the
 * preacher's name and years above each sermon, the publisher's notices and the Gutenberg header
 * and licence left out); the compiler's footnote saying where a sermon was first printed and its
 * mark ("[2]") taken out; lines of a paragraph joined; the underscores Gutenberg sets round
 * italics taken out. The sermons' own words, the text at each head with its reference
 * ("He touched his tongue; ...--Mark vii., 33, 34."), quotations ("--" for a dash) as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 44441-8.txt");
const lines = gutenbergLines(source);

const sermons = [
  { id: "seiss-wonderful-testimonies", title: "THE WONDERFUL TESTIMONIES", preacher: "Joseph A. Seiss (1823-1904)" },
  { id: "maclaren-pattern-of-service", title: "THE PATTERN OF SERVICE", preacher: "Alexander Maclaren (1826-1910)" },
  { id: "crosby-prepared-worm", title: "THE PREPARED WORM", preacher: "Howard Crosby (1826-1891)" },
  { id: "liddon-influences-of-the-spirit", title: "INFLUENCES OF THE HOLY SPIRIT", preacher: "H. P. Liddon (1829-1890)" },
  { id: "taylor-christ-before-pilate", title: "CHRIST BEFORE PILATE--PILATE BEFORE CHRIST", preacher: "William M. Taylor (1829-1895)" },
  { id: "parker-word-to-the-weary", title: "A WORD TO THE WEARY", preacher: "Joseph Parker (1830-1902)" },
  { id: "mckenzie-royal-bounty", title: "THE ROYAL BOUNTY", preacher: "Alexander McKenzie (1830-1914)" },
  { id: "farrar-groaning-creation", title: "WORK IN THE GROANING CREATION", preacher: "F. W. Farrar (1831-1903)" },
]; // prettier-ignore

const notes = lines.flatMap((line, index) => (line.trim() === "BIOGRAPHICAL NOTE" ? [index] : []));
if (notes.length !== 13) throw new Error(`${notes.length} biographical notes, not 13`);
// The publisher's notices after the last sermon begin with a review of Dr. Burrell's book.
const notices = lines.findIndex((line, index) => index > notes[12]! && /Dr\. Burrell/.test(line));
if (notices < 0) throw new Error("No publisher's notices after the last sermon");
// Each preacher's heading before the note is his name and the sermon's title, one a line.
const headingBefore = (note: number) => {
  let at = note;
  for (let seen = 0; seen < 2; at--) if (lines[at - 1]?.trim()) seen++;
  return at;
};

const texts = sermons.map(({ id, title, preacher }) => {
  // The title stands above the biographical note and again over the sermon: the second is taken.
  const from = lines.findLastIndex((line) => line.trim().replace(/\[\d+\]$/, "") === title);
  if (from < 0 || from < notes[0]!) throw new Error(`No sermon titled ${title}`);
  const note = notes.findIndex((at) => at > from);
  const to = note < 0 ? notices : headingBefore(notes[note]!);
  const body = paragraphs(lines, from, to).filter((paragraph) => !/^\[\d+\] /.test(paragraph));
  return {
    id,
    title: body[0]!.replace(/\[\d+\]$/, ""),
    source: `${preacher}, in The World's Great Sermons, vol. VII (1908), Project Gutenberg 44441`,
    text: [body[0]!.replace(/\[\d+\]$/, ""), ...body.slice(1)]
      .join("\n\n")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
