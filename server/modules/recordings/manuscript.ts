import type { TranscriptManuscript, TranscriptSegment } from "@shared/recordings/api";
import { findReferences } from "../../scripture/find-references";
import { isInstructionToPreacher } from "../packs/preacher-instructions";
import { sentencesOf } from "../../text/sentences";
import { isPrivateSentence } from "../packs/private-notes";
import { opensDivision, spokenDivision } from "./spoken-signposts";
import { paragraphsOf, writtenReferences } from "./spoken-text";

const ordinals = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"];
/** The fewest words a pause closes a paragraph after. */
const paragraphWords = 25;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Asides a preacher says that are for the room, not for print: a story told with permission,
 * a name held back, a word to the livestream or the sound desk. Each is marked like a
 * manuscript's bracketed note, so the week pack's private-notes reading leaves it out.
 */
const toldWithPermission =
  /\b(?:\w+\s+(?:gave\s+me|has\s+given\s+me)\s+permission|with\s+(?:his|her|their)\s+permission|\w+\s+(?:said|told\s+me)\s+(?:I|that\s+I)\s+could\s+(?:share|tell))\b/i;
const spokenAside =
  /\b(?:I\s+won[’']?t\s+(?:say|tell\s+you|mention)\s+(?:who|which|her\s+name|his\s+name|their\s+names?)|I[’']?m\s+not\s+going\s+to\s+(?:name|say)\s+(?:names|who)|between\s+you\s+and\s+me|(?:if\s+you[’']?re|for\s+those(?:\s+of\s+you)?)\s+(?:watching|listening|joining\s+us)\s+(?:online|on\s+the\s+livestream|at\s+home)|can\s+(?:the\s+sound|the\s+tech|someone\s+in\s+the\s+booth)|(?:prayer|hospital|counseling|counselling)\s+(?:list|visit|session)\s+(?:this|last)\s+week)\b/i;

/**
 * Which of a paragraph's sentences are for the room only: an aside, or a story told with
 * permission (from the sentence that says so to the paragraph's end, or to a division said
 * aloud before it).
 */
export function privateSentences(sentences: readonly string[]): boolean[] {
  let story = false;
  return sentences.map((said) => {
    // The story ends where the sermon moves on to its next division.
    if (opensDivision(said)) story = false;
    story ||= toldWithPermission.test(said);
    return story || spokenAside.test(said) || isPrivateSentence(said);
  });
}

/** True when a sentence opens a new division aloud ("The second thing is…"). */
export function isSignpost(sentence: string): boolean {
  return opensDivision(sentence);
}

/** "turn with me to", "open your Bibles to", "our text this morning is": the passage named. */
const announcesText =
  /\b(?:turn\s+(?:with\s+me\s+)?(?:in\s+your\s+bibles?\s+)?to|open\s+(?:your\s+bibles?\s+)?to|our\s+(?:text|passage|reading)\s+(?:this\s+morning\s+|today\s+)?(?:is|comes\s+from)|we[’']?re\s+reading\s+from|reading\s+today\s+is)\s+$/i;

/** "This morning we're looking at…": the subject, said as a written sermon says it. */
const spokenSubject =
  /^(?:so\s+)?(today|tonight|this morning|this evening),?\s+(?:we\s+are|we[’']re|I\s+am|I[’']m)\s+(?:going\s+to\s+be\s+)?(?:looking|talking|thinking)\s+(?:at|about)\s+/i;

/** The passage the preacher announces ("turn with me to John 3"), as written. */
function announcedPassage(text: string): string | undefined {
  for (const citation of findReferences(text)) {
    const before = text.slice(Math.max(0, citation.start - 60), citation.start);
    if (announcesText.test(before)) return citation.cited;
  }
  return undefined;
}

/**
 * Paragraphs that end inside a sentence (a long stretch cut at its word limit) give the
 * sentence's start to the next paragraph, so no sentence is read in two halves.
 */
function wholeSentences(paragraphs: string[]): string[] {
  const out: string[] = [];
  let carried = "";
  for (const paragraph of paragraphs) {
    const text = `${carried} ${paragraph}`.trim();
    const cut = afterLastSentence(text);
    carried = text.slice(cut).trim();
    if (cut > 0) out.push(text.slice(0, cut).trim());
  }
  if (carried) out.push(carried);
  return out;
}

/** Where the last whole sentence of a text ends (after its stop and closing quotes), or 0. */
function afterLastSentence(text: string): number {
  const stop = Math.max(text.lastIndexOf("."), text.lastIndexOf("!"), text.lastIndexOf("?"));
  if (stop < 0) return 0;
  let end = stop + 1;
  while (end < text.length && "\"'”’)".includes(text[end]!)) end++;
  return end;
}

/**
 * A transcript as the week pack's manuscript: paragraphs with references written as numbers,
 * a new paragraph at each spoken signpost, opening "First, …", "Second, …" as a written
 * manuscript's do, the passage the preacher announces labelled "Text:", and spoken asides
 * marked as notes for the pulpit. The pack reads it through its own manuscript path.
 */
export function transcriptManuscript(
  segments: TranscriptSegment[],
  title: string,
): TranscriptManuscript {
  // Every sentence said, with where its paragraph (a pause, or a long stretch) begins: a
  // signpost saying nothing of its own announces the sentence after it, even past a pause.
  const said: { text: string; opens: boolean; timed: boolean; hidden: boolean }[] = [];
  const paragraphs = paragraphsOf(segments);
  const timed = paragraphs.map((paragraph) => paragraph.start !== null);
  for (const [at, paragraph] of wholeSentences(paragraphs.map((each) => each.text)).entries()) {
    const sentences = sentencesOf(writtenReferences(paragraph));
    // A story told with permission is the pulpit's: the rest of its paragraph goes with it.
    const hidden = privateSentences(sentences);
    sentences.forEach((text, position) =>
      said.push({
        text,
        opens: position === 0,
        timed: timed[at] ?? true,
        hidden: hidden[position]!,
      }),
    );
  }
  const written: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length) written.push(current.join(" "));
    current = [];
  };
  let signposts = 0;
  let asides = 0;
  for (let index = 0; index < said.length; index++) {
    const { text, opens, timed: paused, hidden } = said[index]!;
    // A pause after a few words is breath, not a paragraph: short lines in a row would read as
    // a poem's, and one sentence alone as the sermon's statement of its subject. Untimed
    // paragraphs (a transcript file's) are the file's own.
    if (opens && (!paused || wordCount(current.join(" ")) >= paragraphWords)) close();
    if (hidden) {
      // A word to the room ("Turn with me to…", "Let us pray.") is left out too, not counted as an aside.
      if (!isInstructionToPreacher(text)) asides += 1;
      current.push(`[${text.replace(/[[\]]/g, "")}]`);
      continue;
    }
    const sentence = text.replace(
      spokenSubject,
      (_all, when: string) => `${when.charAt(0).toUpperCase()}${when.slice(1)} we look at `,
    );
    const following = said[index + 1];
    const division = spokenDivision(
      sentence,
      following && !following.hidden ? following.text : undefined,
    );
    if (division) {
      const at =
        division.ordinal === undefined
          ? Math.min(signposts, ordinals.length - 1)
          : Math.min(division.ordinal, ordinals.length - 1);
      // The preacher's words before a signpost said inside his sentence end the paragraph before.
      if (division.before) current.push(division.before);
      close();
      current.push(`${at < 0 ? "Finally" : ordinals[at]}, ${division.content}`);
      signposts += 1;
      if (division.tookNext) index += 1;
      continue;
    }
    current.push(sentence);
  }
  close();
  const body = written.join("\n\n");
  const passage = announcedPassage(body);
  return {
    text: passage ? `${title}\n\nText: ${passage}\n\n${body}` : `${title}\n\n${body}`,
    filename: `${title}.txt`,
    signposts,
    asides,
  };
}
