import hymnCues from "./data/hymn-cues.json";
import { sentencesOf } from "../../text/sentences";

/**
 * A hymn or poem said aloud (issue 34, class B). A transcript keeps neither a stanza's line
 * breaks nor its quotation marks, so its lines read as the preacher's sentences: Frost and
 * Thaw's call was a stanza of Anne Steele's ("The sun withdraws his vital beams, And light and
 * warmth depart."). No hymn database is needed for what a preacher says of it: a cue
 * (data/hymn-cues.json: "as the hymn says", "in the words of the hymn", "we sing", "the poet",
 * "Miss Steele's verses") followed by a comma or colon and words opening as a quotation, or
 * ending its sentence. The sentence holding the cue and what follows it while it still reads as
 * lines (a capital opening a line after a comma, as a stanza printed as prose keeps it, or a
 * line of five words or fewer), or while a quotation opened after the cue is still open, are
 * someone else's words: never the big idea, a point, the call or the sermon's words.
 */

const notLineStarts = new Set(hymnCues.notLineStarts);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A cue is whole words: none begins inside a word, but "’s verses" follows a name.
const cue = new RegExp(
  hymnCues.cues
    .map(
      (phrase) =>
        `${/^['’]/.test(phrase) ? "" : "(?<![\\p{L}'’])"}${escape(phrase).replace(/\s+/g, "\\s+")}(?![\\p{L}])`,
    )
    .join("|"),
  "iu",
);
/**
 * After the cue, within ten words: a comma or colon, then a quotation mark or a capital that
 * opens a line ("…your mournful, yet hopeful state, Stern winter throws…").
 */
function cueOpens(after: string): boolean {
  const near = after.split(/\s+/).slice(0, 12).join(" ");
  if (/[,:]\s*["“]/.test(near)) return true;
  for (const match of near.matchAll(/[,:;]\s+([A-Z][a-z]*)/g))
    if (!notLineStarts.has(match[1]!)) return true;
  return false;
}
/** A cue ending its sentence ("As the hymn writer put it:"), the stanza in the next. */
const cueEnds =
  /^(?:(?:\s+\S+){0,3}\s*:|(?:\s+(?:put it|puts it|says|said|wrote|has it|sings|sang))?\s*[.:])\s*$/i;
/** A stanza's line opening after a comma or semicolon ("…his vital beams, And light…"). */
const lineOpening = /[,;:!]\s+["“‘']?([A-Z][a-z]*)/g;
/** Lines read on after a cue, at most: a long hymn is quoted a verse at a time. */
const mostLines = 12;

function readsAsLines(sentence: string): boolean {
  if (sentence.split(/\s+/).length <= 5) return true;
  for (const match of sentence.matchAll(lineOpening))
    if (!notLineStarts.has(match[1]!)) return true;
  return false;
}

/** Quotation marks left open at the end of a text (“ opened and not closed). */
const openQuotes = (text: string) =>
  (text.match(/“/g)?.length ?? 0) - (text.match(/”/g)?.length ?? 0);

/**
 * The sentences of some paragraphs, in order, that are a hymn's or poem's said aloud (the
 * cue's sentence and the lines after it), as a set of the sentences' text.
 */
export function hymnSentences(paragraphs: readonly string[]): Set<string> {
  const found = new Set<string>();
  const sentences = paragraphs.flatMap((paragraph) => sentencesOf(paragraph));
  for (let at = 0; at < sentences.length; at++) {
    const sentence = sentences[at]!;
    const match = cue.exec(sentence);
    if (!match) continue;
    const after = sentence.slice(match.index + match[0].length);
    const opens = cueOpens(after);
    const ends = cueEnds.test(after);
    if (!opens && !ends) continue;
    found.add(sentence);
    let open = openQuotes(after);
    // A cue ending its sentence: the next sentence is the first line, whatever it reads as.
    let next = at + 1;
    if (ends && !opens && next < sentences.length) {
      found.add(sentences[next]!);
      open += openQuotes(sentences[next]!);
      next++;
    }
    for (let lines = 0; next < sentences.length && lines < mostLines; next++, lines++) {
      const line = sentences[next]!;
      if (!(open > 0 || readsAsLines(line))) break;
      found.add(line);
      open = Math.max(0, open + openQuotes(line));
    }
    at = next - 1;
  }
  return found;
}
