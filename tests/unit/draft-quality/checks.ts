import { retext } from "retext";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";

/**
 * What a pastor would notice on reading a draft, as checks: doubled words and phrases, a
 * sentence frame used twice, wrong articles, cut titles, hashtags that are not words, and how
 * much of a "different" draft is the same.
 */

/** Quotations of scripture are the Bible's words, not the draft's: checks look past them. */
export function withoutQuotations(text: string): string {
  return text.replace(/“[^“”]*”/g, "“…”");
}

/** The draft's sentences, scripture quotations set aside, normalised for comparison. */
export function sentencesOf(text: string): string[] {
  return withoutQuotations(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((line) => !line.trim().startsWith("#"))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/^\d+\.\s*/, "")
        .replace(/[^a-z0-9'’ ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((sentence) => sentence.split(" ").length >= 4);
}

/**
 * The share of `next`'s sentences that also appear in `previous`. Sentences carrying the
 * pastor's own notes or the details given are set aside: those belong in every draft.
 */
export function sharedSentenceShare(
  previous: string,
  next: string,
  notes = "",
  details: readonly string[] = [],
): number {
  const own = [
    ...sentencesOf(notes).map((note) => note.split(" ").slice(0, 4).join(" ")),
    ...details.map((detail) => sentencesOf(`${detail} x x x`)[0]?.replace(/( x){3}$/, "") ?? ""),
  ].filter(Boolean);
  const composed = (text: string) =>
    sentencesOf(text).filter((sentence) => !own.some((note) => sentence.includes(note)));
  const before = new Set(composed(previous));
  const after = composed(next);
  if (after.length === 0) return 0;
  return after.filter((sentence) => before.has(sentence)).length / after.length;
}

/**
 * Sentences built on one frame: the same first three and last three words around a
 * different middle ("Ask gently where … at school, online and with friends" twice), or the
 * same sentence twice.
 */
export function repeatedFrames(text: string): string[] {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const words = sentence.split(" ");
    if (words.length < 7) continue;
    const frame = `${words.slice(0, 3).join(" ")} … ${words.slice(-3).join(" ")}`;
    if (seen.has(frame)) repeated.push(`${seen.get(frame)} | ${sentence}`);
    else seen.set(frame, sentence);
  }
  return repeated;
}

const joiners = "for|of|to|and|in|into|with|on";
const smallWords = new Set(
  "the and for with from into about this that these those them they their there have has had will would your ours what when where which while than then".split(
    " ",
  ),
);
const idioms =
  /\b(again and again|more and more|over and over|through and through|one to one|face to face|day to day|side by side)\b/gi;

/** "wisdom for wisdom", "healing and restoration to healing": a phrase of one to three words doubled across a small word. */
export function doubledPhrases(text: string): string[] {
  const prose = withoutQuotations(text).replace(idioms, "");
  const found: string[] = [];
  const pattern = new RegExp(
    `\\b((?:[A-Za-z']+\\s+){0,2}[A-Za-z']{3,})\\s+(?:(?:[A-Za-z']+\\s+){0,3}?(?:${joiners})\\s+)\\1\\b`,
    "gi",
  );
  for (const match of prose.matchAll(pattern)) {
    const words = match[0].split(/\s+/);
    const phrase = (match[1] ?? "").toLowerCase().split(/\s+/);
    // A doubled "the" or "his" is ordinary English; a doubled content word is not.
    const content = phrase.some((word) => word.length >= 4 && !smallWords.has(word));
    // Only a short gap counts: "bring healing and restoration to healing" is five words.
    if (content && words.length <= 7) found.push(match[0]);
  }
  return found;
}

const linter = retext().use(retextRepeatedWords).use(retextIndefiniteArticle);

/** The prose linter's findings (repeated words, "a" before a vowel sound and the like). */
export async function lint(text: string): Promise<string[]> {
  const file = await linter.process(withoutQuotations(text));
  return file.messages.map((message) => `${message.reason} (${message.ruleId})`);
}

const functionWords = new Set(
  "a an the and or but of in on for to with at by from as is are be was our your my we us you it this that every join come all".split(
    " ",
  ),
);
/** Established tags that are not plain words but are used as they are. */
const establishedTags = new Set(["HeIsRisen", "PrayTogether", "GodIsFaithful", "LoveYourNeighbor", "BibleVerse", "ServeTogether", "ChurchFamily"]); // prettier-ignore

/** A hashtag that is a word (or words run together), never a fragment, number or function word. */
export function hashtagProblem(tag: string): string | undefined {
  if (!/^#[A-Za-z]+$/.test(tag)) return `${tag} is not letters only`;
  const body = tag.slice(1);
  if (establishedTags.has(body)) return undefined;
  if (functionWords.has(body.toLowerCase())) return `${tag} is a function word`;
  const parts = body.match(/[A-Z][a-z]*|[a-z]+/g) ?? [];
  if (parts.some((part) => part.length < 3 || functionWords.has(part.toLowerCase())))
    return `${tag} has a fragment`;
  return undefined;
}

const danglingEnd = /\b(a|an|the|and|or|but|of|in|on|for|to|with|at|by|from|our|your|my)$/i;

/** A title or subject that reads whole: within its limit, no ellipsis, no dangling small word. */
export function incompleteTitle(title: string, max: number): string | undefined {
  if (Array.from(title).length > max) return `longer than ${max} characters`;
  if (/…|\.\.\.$/.test(title)) return "cut with an ellipsis";
  if (danglingEnd.test(title.trim())) return "ends on a small word";
  if (/[:,;—–-]$/.test(title.trim())) return "ends on punctuation";
  return undefined;
}

/** Placeholders in a draft. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\[[^\]\n]+\]/g)].map((match) => match[0]);
}

export type TypedShape = "noun" | "gerund" | "clause" | "question";

/**
 * Words that a gerund phrase cannot follow ("centre of forgiving others", "learn to forgiving",
 * "Understanding Forgiving Others"); "when it comes to forgiving others" is good English.
 */
const beforeGerund =
  /\b(?:of|(?<!comes )to|carry|carrying|by|into|understanding|included|entrust|leave|bring|lift)\s*$/i;
/** What may stand right before a typed statement or question: a sentence start, a colon, "that". */
const beforeStatement = /(?:^|[.!?:]\s*|\bthat\s)$/i;

/**
 * Places where the pastor's typed phrase sits in a frame its shape does not fit: a gerund
 * phrase after "of", "to" or "carry"; a statement or question mid-sentence without "that";
 * any phrase followed by "included" ("Every part of life, forgiving included"). The phrase
 * quoted as the pastor's own words (‘…’) always fits; scripture quotations are set aside.
 */
export function jammedPhrase(text: string, typed: string, shape: TypedShape): string[] {
  const phrase = typed
    .trim()
    .replace(/[.!?;:,]+$/, "")
    .toLowerCase();
  const prose = withoutQuotations(text).replace(/‘[^‘’]*’/g, "‘…’");
  const found: string[] = [];
  const lower = prose.toLowerCase();
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    const line = prose.slice(0, at).split("\n").pop() ?? "";
    // A heading or title line carries the phrase by itself ("Joy: Forgiving Others").
    const before = line.slice(-40);
    const after = prose.slice(at + phrase.length, at + phrase.length + 12);
    const context = `${before}[${prose.slice(at, at + phrase.length)}]${after}`;
    if (/^\s*included\b/i.test(after)) found.push(context);
    else if (shape === "gerund" && beforeGerund.test(before)) found.push(context);
    else if ((shape === "clause" || shape === "question") && !beforeStatement.test(before))
      found.push(context);
  }
  return found;
}
