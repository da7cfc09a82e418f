import type { TranscriptManuscript, TranscriptSegment } from "@shared/recordings/api";
import { findReferences } from "../../scripture/find-references";
import { isPrivateSentence, sentencesOf } from "../packs/private-notes";
import { paragraphsOf, writtenReferences } from "./spoken-text";

const ordinals = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"];
const ordinalIndex: Record<string, number> = {
  first: 0,
  firstly: 0,
  one: 0,
  second: 1,
  secondly: 1,
  two: 1,
  third: 2,
  thirdly: 2,
  three: 2,
  fourth: 3,
  four: 3,
  fifth: 4,
  five: 4,
};

/**
 * A division said aloud: "The first thing I want you to see is that…", "the second thing is…",
 * "my next point is…", "point number two:", "first of all,", "secondly,". The rest of the
 * sentence is the point.
 */
const spokenSignpost =
  /^(?:(?:so|now|and|well|okay|ok|all right|alright)[,\s]+)*(?:(?:the|my|our)\s+)?(?:(first|second|third|fourth|fifth|next|last|final)\s+(?:thing|point|truth|lesson|mark|word|reason|way|principle|step|observation)\b(?:\s+(?:I\s+want\s+(?:you|us)\s+to\s+(?:see|notice|know|understand|remember|grasp)|(?:that\s+)?we\s+(?:see|learn|notice)|(?:that\s+)?(?:this|the)\s+(?:text|passage|verse)\s+(?:teaches|tells|shows)(?:\s+us)?)(?:\s+(?:here|today|this morning))?)?\s+(?:is|was)(?:\s+this)?[,:]?\s+(?:that\s+)?|(?:point\s+)?number\s+(one|two|three|four|five)[,.:]\s*|(first(?:ly)?|second(?:ly)?|third(?:ly)?)(?:\s+of\s+all)?,\s+)(\S.*)$/i;

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
 * permission (from the sentence that says so to the paragraph's end).
 */
export function privateSentences(sentences: readonly string[]): boolean[] {
  let story = false;
  return sentences.map((said) => {
    story ||= toldWithPermission.test(said);
    return story || spokenAside.test(said) || isPrivateSentence(said);
  });
}

/** True when a sentence opens a new division aloud ("The second thing is…"). */
export function isSignpost(sentence: string): boolean {
  return spokenSignpost.test(sentence);
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
 * A transcript as the week pack's manuscript: paragraphs with references written as numbers,
 * a new paragraph at each spoken signpost, opening "First, …", "Second, …" as a written
 * manuscript's do, the passage the preacher announces labelled "Text:", and spoken asides
 * marked as notes for the pulpit. The pack reads it through its own manuscript path.
 */
export function transcriptManuscript(
  segments: TranscriptSegment[],
  title: string,
): TranscriptManuscript {
  const paragraphs: string[] = [];
  let signposts = 0;
  let asides = 0;
  for (const paragraph of paragraphsOf(segments)) {
    let current: string[] = [];
    const close = () => {
      if (current.length) paragraphs.push(current.join(" "));
      current = [];
    };
    // A story told with permission is the pulpit's: the rest of its paragraph goes with it.
    const said = sentencesOf(writtenReferences(paragraph.text));
    const hidden = privateSentences(said);
    for (const [position, spoken] of said.entries()) {
      if (hidden[position]) {
        asides += 1;
        current.push(`[${spoken.replace(/[[\]]/g, "")}]`);
        continue;
      }
      const sentence = spoken.replace(
        spokenSubject,
        (_all, when: string) => `${when.charAt(0).toUpperCase()}${when.slice(1)} we look at `,
      );
      const signpost = spokenSignpost.exec(sentence);
      if (signpost) {
        const said = (signpost[1] ?? signpost[2] ?? signpost[3] ?? "").toLowerCase();
        const at =
          said === "next"
            ? Math.min(signposts, ordinals.length - 1)
            : said === "last" || said === "final"
              ? -1
              : (ordinalIndex[said] ?? signposts);
        close();
        current.push(`${at < 0 ? "Finally" : ordinals[at]}, ${signpost[4]}`);
        signposts += 1;
        continue;
      }
      current.push(sentence);
    }
    close();
  }
  const body = paragraphs.join("\n\n");
  const passage = announcedPassage(body);
  return {
    text: passage ? `${title}\n\nText: ${passage}\n\n${body}` : `${title}\n\n${body}`,
    filename: `${title}.txt`,
    signposts,
    asides,
  };
}
