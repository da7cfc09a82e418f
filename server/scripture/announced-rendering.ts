import { readDataJson } from "./data-files";

/**
 * The phrases that announce a writer's own rendering of the Hebrew or Greek ("So that we may read
 * just as correctly:", "which is literally,"), as data (data/rendering-lead-ins.json).
 */
const leadIns = readDataJson<{ phrases: string[] }>("rendering-lead-ins.json").phrases;
const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const announces = new RegExp(
  `(?:^|[^\\p{L}])(?:${leadIns.map(escaped).join("|")})(?=$|[^\\p{L}])`,
  "iu",
);
/** Hebrew or Greek letters (“מימי עולם”), then at most spaces and punctuation, at the end. */
const originalWordsBefore = /[\u0590-\u05ff\u0370-\u03ff\u1f00-\u1fff][\s\p{P}]*$/u;

/**
 * Whether the quotation at `start` (its opening mark) is the writer's rendering of the original,
 * announced as such, not a claim to quote a translation: it follows the Hebrew or Greek words it
 * renders (Charnock's “מימי עולם “from the ways of eternity” (Mic. v. 2)”), or its sentence's
 * words before it announce a rendering and end in a colon or comma (Robertson's “So that we may
 * read just as correctly: “The man under the dominion of the soul…””, 1 Corinthians 2:14).
 */
export function announcedRendering(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 300), start);
  if (originalWordsBefore.test(before)) return true;
  // The lead-in: from the last sentence's end (or line) to the quotation, ending in ":" or ",".
  const sentenceStart = Math.max(
    before.lastIndexOf("\n"),
    ...[". ", "? ", "! ", ".” ", '." '].map((end) => before.lastIndexOf(end)),
  );
  const leadIn = before.slice(sentenceStart + 1);
  if (!/[:,][\s—–-]*$/.test(leadIn)) return false;
  return announces.test(leadIn);
}
