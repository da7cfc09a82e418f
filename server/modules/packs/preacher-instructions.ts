import instructions from "./data/preacher-instructions.json";

/**
 * Instructions a preacher writes to himself, as a class (issue 32, item 3): delivery notes
 * ("slow down here", "pause for effect", "(pause)"), reminders ("don't forget the retreat",
 * "make sure to thank the band"), what to do with the room ("tell them about my trip", "have
 * everyone stand"), conditions on time ("if short on time, skip this"), slide and media cues,
 * and short stage directions in brackets ("[hold up the bread]"). None names anyone, so the
 * name test (./people-named.ts) cannot find them; none is ever read into a public piece. The
 * phrases are data (data/preacher-instructions.json); a sermon's own imperatives to its hearers
 * ("Come home to the Father this week", "Tell your neighbour") do not match them.
 */

const compile = (sources: readonly string[]) => sources.map((source) => new RegExp(source, "i"));

/** Opening of a sentence or line: any bracket, asterisk or dash before the instruction. */
const lead = /^[\s[({*<•–—-]*/;
const openings = compile(instructions.openings.map((source) => `^(?:${source})`));
const anywhere = compile(instructions.anywhere);

const stageVerbs = new RegExp(
  `^(?:${instructions.stageVerbs.map((verb) => verb.replace(/\s+/g, "\\s+")).join("|")})\\b`,
  "i",
);
/** A chapter and verse ("John 3:16", "5:8"): a bracket holding one is a citation. */
const reference = /\d+\s*[:.]\s*\d+/;
/** A stage direction is a few words; a longer bracket is prose in parentheses. */
const stageDirectionWords = 12;

/** True when a sentence or line is an instruction to the preacher (a note for the pulpit only). */
export function isInstructionToPreacher(sentence: string): boolean {
  const opening = sentence.replace(lead, "");
  return (
    openings.some((pattern) => pattern.test(opening)) ||
    anywhere.some((pattern) => pattern.test(sentence))
  );
}

/**
 * True when the inside of a bracket or a pair of asterisks is a stage direction: a few words
 * opening with what the preacher does ("pause", "hold up the bread", "slide 4"), or an
 * instruction of any other kind. A bracket holding a reference is a citation, never one.
 */
export function isStageDirection(inside: string): boolean {
  const text = inside.replace(/^[\s[({*]+|[\s\])}*.!]+$/g, "");
  if (!text || reference.test(text)) return false;
  const words = text.split(/\s+/).length;
  return (words <= stageDirectionWords && stageVerbs.test(text)) || isInstructionToPreacher(text);
}
