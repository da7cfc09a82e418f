/**
 * Writes texts.json, the ninth held-out sermon set: sermons of _The World's Great Sermons_, vol. X,
 * "Drummond to Jowett", compiled by Grenville Kleiser (New York: Funk & Wagnalls, 1908; Project
 * Gutenberg 11760, public domain), as GITenberg keeps the Gutenberg text
 * (GITenberg/The-World-s-Great-Sermons-Volume-10--13-Drummond-to-Jowett-and-General-Index_11760,
 * 11760-8.txt, commit f796907c804fa11030c9fbf67a2e95efcdd354fc; provenance in
 * docs/data-sources.md): eight whole sermons, each by a preacher in no other set (the ones with the
 * most quotation marks; Wagner's, translated from the French and quoting a French Bible, Gordon's
 * and Hillis's are left out to keep the set near 35,000 words). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout9/build-texts.ts <path to 11760-8.txt>`.
 * Changes: read as Latin-1, carriage returns taken out; each sermon from its title over its text
 * to the next preacher's heading (the title page, contents, the compiler's biographical notes, the
 * preacher's name and years above each sermon, the general index and the Gutenberg header and
 * licence left out); the compiler's footnotes (where a sermon was first printed, by whose
 * permission) and their marks ("[1]") taken out; lines of a paragraph joined; the underscores
 * Gutenberg sets round italics taken out. The sermons' own words, the text at each head with its
 * reference, quotations ("--" for a dash) and verse as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 11760-8.txt");
const lines = gutenbergLines(source);

const sermons = [
  { id: "drummond-greatest-thing", title: "THE GREATEST THING IN THE WORLD", preacher: "Henry Drummond (1851-1897)" },
  { id: "dawson-common-things", title: "CHRIST AMONG THE COMMON THINGS OF LIFE", preacher: "W. J. Dawson (1854-1928)" },
  { id: "smith-assurance-in-god", title: "ASSURANCE IN GOD", preacher: "George Adam Smith (1856-1942)" },
  { id: "gunsaulus-bible-vs-infidelity", title: "THE BIBLE VS. INFIDELITY", preacher: "Frank W. Gunsaulus (1856-1921)" },
  { id: "jefferson-reconciliation", title: "THE RECONCILIATION", preacher: "Charles E. Jefferson (1860-1937)" },
  { id: "morgan-perfect-ideal", title: "THE PERFECT IDEAL OF LIFE", preacher: "G. Campbell Morgan (1863-1945)" },
  { id: "cadman-new-day-for-missions", title: "A NEW DAY FOR MISSIONS", preacher: "S. Parkes Cadman (1864-1936)" },
  { id: "jowett-apostolic-optimism", title: "APOSTOLIC OPTIMISM", preacher: "J. H. Jowett (1864-1923)" },
]; // prettier-ignore

const notes = lines.flatMap((line, index) => (line.trim() === "BIOGRAPHICAL NOTE" ? [index] : []));
if (notes.length !== 11) throw new Error(`${notes.length} biographical notes, not 11`);
const index = lines.findIndex((line) => line.trim() === "GENERAL INDEX");
if (index < notes[10]!) throw new Error("No general index after the last sermon");
// Each preacher's heading before the note is his name and the sermon's title, one a line.
const headingBefore = (note: number) => {
  let at = note;
  for (let seen = 0; seen < 2; at--) if (lines[at - 1]?.trim()) seen++;
  return at;
};
const title = (line: string) => line.trim().replace(/\[\d+\]$/, "");

const texts = sermons.map(({ id, title: heading, preacher }) => {
  // The title stands above the biographical note and again over the sermon: the second is taken.
  const from = lines.findLastIndex((line, at) => at < index && title(line) === heading);
  if (from < 0 || from < notes[0]!) throw new Error(`No sermon titled ${heading}`);
  const note = notes.findIndex((at) => at > from);
  const to = note < 0 ? index : headingBefore(notes[note]!);
  const body = paragraphs(lines, from, to).filter(
    (paragraph) => !/^\[Footnote \d+:/.test(paragraph),
  );
  return {
    id,
    title: title(body[0]!),
    source: `${preacher}, in The World's Great Sermons, vol. X (1908), Project Gutenberg 11760`,
    text: [title(body[0]!), ...body.slice(1)]
      .join("\n\n")
      .replace(/\[\d+\]/g, "")
      .replace(/_([^_]+)_/g, "$1"),
  };
});
writeTexts(here, texts);
