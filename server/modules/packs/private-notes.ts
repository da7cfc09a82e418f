import { isPastoralAside, pastoralAsidesAmong } from "./pastoral-asides";
import { isInstructionToPreacher, isStageDirection } from "./preacher-instructions";
import { sentencesOf } from "../../text/sentences";

/**
 * What a preacher marks for the pulpit only: notes to self ("Remember to…", "Note to self:",
 * "Pulpit only:", "Don't mention…"), bracketed asides and anything naming people in a pastoral
 * situation that asked for discretion. None of it is ever a candidate for the outline, and none
 * of it is carried into any field of a week pack (issue 32, item 3).
 */

/** A line or sentence that opens as a note to self. */
const privateOpening =
  /^\s*(?:[[({*<]+\s*)?(?:remember\s+to\b|remember\s*:|reminder\s*:|note\s+to\s+self\b|notes?\s*(?:(?:to\s+me|for\s+me)\s*)?:|pulpit\s+only\b|private\s*(?:note\s*)?:|confidential\s*:|not\s+for\s+(?:print|publication|the\s+(?:email|slides|bulletin))\b|do\s*n[o'’]t\s+(?:mention|name|share|print)\b|do\s+not\s+(?:mention|name|share|print)\b|never\s+(?:mention|name)\b|to\s*do\s*:|todo\b|pause\s+here\b|(?:pastor|preacher)(?:'s|’s|s)?\s+notes?\b|for\s+(?:the\s+)?pulpit\b|for\s+my\s+eyes\b|off\s+the\s+record\b)/i;

/** Words that mark a note as private wherever they stand in it. */
const privateWords =
  /\b(?:pulpit\s+only|note\s+to\s+self|(?:he|she|they)\s+gave\s+(?:me\s+)?permission|asked\s+(?:me|us)\s+not\s+to|without\s+naming|do\s*n[o'’]t\s+(?:mention|name)|do\s+not\s+(?:mention|name)|not\s+publicly|confidential|keep\s+(?:this|it)\s+(?:private|quiet|confidential|between\s+us)|not\s+for\s+(?:print|publication|the\s+(?:email|slides|bulletin|website)|social\s+media)|do\s*n[o'’]t\s+(?:print|publish|post|share)|do\s+not\s+(?:print|publish|post|share)|off\s+the\s+record|pulpit\s+use|for\s+my\s+eyes\s+only|names?\s+withheld|(?:used\s+)?with\s+(?:his|her|their)\s+permission)\b/i;

/** A whole line in brackets: an aside to the preacher (a line in bold is a heading). */
const bracketed = /^\s*(?:\(.*\)|\[.*\]|\{.*\}|<<.*>>)\s*(?:\.\s*)?$/;

/**
 * A bracketed aside inside a line, such as "[pulpit only: …]", "(don't name them)" or a stage
 * direction between asterisks ("*pause*").
 */
const privateAside =
  /\s*(?:\[[^\]]{0,400}\]|\((?:[^()]{0,400})\)|\{[^}]{0,400}\}|(?<!\*)\*[^*\n]{1,80}\*(?!\*))/g;

/** True when a whole line of a manuscript is a note for the pulpit only. */
export function isPrivateLine(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed) return false;
  if (privateOpening.test(trimmed) || privateWords.test(trimmed)) return true;
  // A heading carrying a cue ("## The Father runs (slide 7)") is the heading without it.
  const unbracketed = trimmed.replace(privateAside, (aside) =>
    isStageDirection(aside) ? "" : aside,
  );
  if (!unbracketed.trim()) return true;
  // An instruction to the preacher or a pastoral aside makes a line private when it is the whole
  // line; inside a paragraph of the sermon only its own sentence is taken out (splitPrivate).
  if (
    sentencesOf(unbracketed).length === 1 &&
    (isInstructionToPreacher(unbracketed) || isPastoralAside(unbracketed))
  )
    return true;
  // A stage direction standing alone between asterisks ("*pause*"; a line in bold is a heading).
  if (/^\*[^*](?:.*[^*])?\*$/.test(trimmed) && isStageDirection(trimmed)) return true;
  // A bracketed line that is not a scripture reference or a stage direction of the text itself.
  return bracketed.test(trimmed) && !/^\(\s*(?:[1-3]\s*)?[A-Z][a-z]+\.?\s+\d/.test(trimmed);
}

/**
 * True when one sentence of prose is a note for the pulpit only: marked as one, an instruction to
 * the preacher, or a pastoral aside telling a congregant's situation (./pastoral-asides.ts).
 */
export function isPrivateSentence(sentence: string): boolean {
  return (
    privateOpening.test(sentence) ||
    privateWords.test(sentence) ||
    isInstructionToPreacher(sentence) ||
    isPastoralAside(sentence)
  );
}

/** Who a sentence names that the sermon's passage does not (./people-named.ts). */
type PeopleTest = (sentence: string) => readonly string[];

/** A bracketed aside that is a note to self. */
const privateBracket = (aside: string) =>
  isPrivateSentence(aside.replace(/^\s*[[({*]|[\])}*]\s*$/g, "")) ||
  privateWords.test(aside) ||
  isStageDirection(aside);

/**
 * Prose split into what the pack may use and what it never may: the bracketed notes a preacher
 * leaves inside a paragraph ("[pulpit only: …]"), the sentences that are notes to self or
 * pastoral asides (with the sentence going on about the same congregant), and,
 * given `people`, every sentence naming someone the passage does not (a pastoral aside, marked
 * or not: in `named` when only its names give it away). A bracket holding a reference or
 * ordinary words of the sermon stays.
 */
export function splitPrivate(
  value: string,
  people?: PeopleTest,
): { kept: string; removed: string[]; named: string[] } {
  const removed: string[] = [];
  const named: string[] = [];
  const asides = value.replace(privateAside, (aside) => {
    if (!privateBracket(aside)) return aside;
    removed.push(aside.trim());
    return "";
  });
  const sentences = sentencesOf(asides);
  // A sentence going on about the congregant of an aside ("They lost the house on Friday.").
  const pastoral = pastoralAsidesAmong(sentences);
  const kept = sentences.filter((sentence, i) => {
    if (pastoral[i] || isPrivateSentence(sentence)) removed.push(sentence);
    else if ((people?.(sentence).length ?? 0) > 0) named.push(sentence);
    else return true;
    return false;
  });
  return {
    kept: kept
      .join(" ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .trim(),
    removed,
    named,
  };
}

/** Prose with every private aside and sentence taken out (see splitPrivate). */
export function withoutPrivate(value: string, people?: PeopleTest): string {
  return splitPrivate(value, people).kept;
}
