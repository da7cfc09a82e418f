/**
 * Writes texts.json, the held-out sermon set: the seven sermons of "Selected Sermons of Jonathan
 * Edwards" (ed. H. N. Gardiner, 1904; Project Gutenberg 34632, public domain), as GITenberg keeps
 * the Gutenberg text (GITenberg/Selected-Sermons-of-Jonathan-Edwards_34632, 34632-8.txt, commit
 * 9e83695cc69acfd3b95d7380db605068f2e466ba; provenance in docs/data-sources.md). Run
 * `npx tsx tests/unit/scripture/evaluation/sermons-heldout/build-texts.ts <path to 34632-8.txt>`.
 * Changes: Latin-1 read as such; each sermon from its heading to the next (the editor's
 * introduction, notes and captions of illustrations left out); lines of a paragraph joined; the
 * editor's note marks ("°", "[15]") and the underscores Gutenberg sets round italics taken out. The sermons' own words, references ("1 COR. i. 29-31") and quotations are as printed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergLines, paragraphs, writeTexts } from "../sermon-texts";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error("Give the path of 34632-8.txt");
const lines = gutenbergLines(source);

const sermons = [
  { id: "edwards-glorified", title: "GOD GLORIFIED IN MAN'S DEPENDENCE", year: 1731 },
  { id: "edwards-spiritual-light", title: "A DIVINE AND SUPERNATURAL LIGHT", year: 1733 },
  { id: "edwards-ruth", title: "RUTH'S RESOLUTION", year: 1735 },
  { id: "edwards-mansions", title: "THE MANY MANSIONS", year: 1737 },
  { id: "edwards-sinners", title: "SINNERS IN THE HANDS OF AN ANGRY GOD", year: 1741 },
  { id: "edwards-strong-rod", title: "GOD'S AWFUL JUDGMENT IN THE BREAKING", year: 1748 },
  { id: "edwards-farewell", title: "A FAREWELL SERMON", year: 1750 },
];
// The title stands at the head of the book and again at the head of its sermons.
const firstBody = lines.indexOf(
  "SELECTED SERMONS OF JONATHAN EDWARDS",
  lines.indexOf("SELECTED SERMONS OF JONATHAN EDWARDS") + 1,
);
const notes = lines.indexOf("NOTES", firstBody);
const starts = sermons.map(({ title }) => {
  const at = lines.findIndex((line, index) => index > firstBody && line.startsWith(title));
  if (at < 0 || at > notes) throw new Error(`No heading ${title}`);
  return at;
});

function sermonText(from: number, to: number): string {
  const out = paragraphs(lines, from, to);
  // A sermon's number ("II") stands alone before the next heading.
  while (out.length && /^[IVX]+$/.test(out[out.length - 1]!)) out.pop();
  return out
    .filter((paragraph) => !paragraph.startsWith("[Illustration:"))
    .join("\n\n")
    .replace(/°|\[\d+\]/g, "")
    .replace(/_([^_]+)_/g, "$1");
}

const texts = sermons.map((sermon, index) => ({
  ...sermon,
  source: "Jonathan Edwards, ed. H. N. Gardiner, Selected Sermons (1904), Project Gutenberg 34632",
  text: sermonText(starts[index]!, starts[index + 1] ?? notes),
}));
writeTexts(here, texts);
