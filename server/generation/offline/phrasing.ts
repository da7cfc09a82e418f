import nlp from "compromise";
import type { ToolRequest } from "@shared/tools";
import { z } from "zod";
import themeData from "./themes.json";
import burdenData from "./burdens.json";
import { translations } from "@shared/scripture/translations";
import { lookup } from "../../scripture/lookup";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { traditionVoice, type FormalityKey, type TraditionVoice } from "@shared/traditions";

const defaultVoice = traditionVoice();

/**
 * Shared phrasing for the offline composer: deterministic choices, sentence helpers, quoting
 * scripture from the grounding (never from anywhere else), and the small theological lexicon
 * the six tools draw on when they say what a verse is about.
 */

export interface Verse {
  reference: string;
  text: string;
  /** The range verse by verse, so a quotation of its opening cites only the verses it quotes. */
  verses?: Array<{ reference: string; text: string }>;
}

// ---------------------------------------------------------------------------------------------
// Deterministic choice

export type Choose = <T>(key: string, options: readonly T[]) => T;

function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks among phrasings by a hash of the request, so the same request always gives the same
 * draft while different requests read differently. Each choice is keyed, so adding a choice
 * in one place does not reshuffle the others.
 */
export function chooser(request: unknown, variant = 0): Choose {
  const seed = fnv1a(JSON.stringify(request));
  // Each later variant takes the next option of every choice, so an alternative draft differs
  // wherever there is more than one way to say it.
  return <T>(key: string, options: readonly T[]): T =>
    options[(fnv1a(key, seed) + variant) % options.length] as T;
}

/** Options taken in turn from a chosen starting place, so neighbouring parts differ. */
export function inTurn<T>(options: readonly T[], index: number, choose: Choose, key: string): T {
  const start = choose(key, [...options.keys()]);
  return options[(start + index) % options.length] as T;
}

// ---------------------------------------------------------------------------------------------
// Sentences

const properFirstWords = new Set([
  "god", "jesus", "christ", "lord", "holy", "spirit", "father", "bible", "scripture", "easter",
  "christmas", "advent", "lent", "pentecost", "sunday", "good", "palm", "i", "i'm", "i’m",
  "christian", "christians",
]); // prettier-ignore

/**
 * A user's phrase ("Hope in suffering", "Sarah's recovery") placed mid-sentence: trailing
 * punctuation goes, and the first letter is lowered unless the word looks like a name. Double
 * quotes become single ones, so the user's words are never taken for a scripture quotation.
 */
export function inSentence(phrase: string): string {
  const text = phrase
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[“"]/g, "‘")
    .replace(/”/g, "’")
    .replace(/[.!?;:,]+$/, "");
  const first = text.split(" ")[0] ?? "";
  const looksLikeName =
    properFirstWords.has(first.toLowerCase()) ||
    /['’]s$/.test(first) ||
    first.slice(1) !== first.slice(1).toLowerCase();
  return looksLikeName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether a phrase is a whole statement ("God is faithful in every season") rather than a noun phrase. */
const clauseMemo = new Map<string, boolean>();

export function isClause(phrase: string): boolean {
  const known = clauseMemo.get(phrase);
  if (known !== undefined) return known;
  const found = readsAsClause(phrase);
  if (clauseMemo.size > 500) clauseMemo.clear();
  clauseMemo.set(phrase, found);
  return found;
}

// compromise does not match an optional group at the start of a pattern, so each opening is
// its own pattern.
const finiteVerb = "#Adverb? (#Copula|#PresentTense|#PastTense|#Modal|#Auxiliary)";
const clausePatterns = [
  `^(#Noun|#Pronoun)+ ${finiteVerb}`,
  `^(#Determiner|#Possessive) (#Noun|#Pronoun)+ ${finiteVerb}`,
  `^(#Determiner|#Possessive) #Adjective+ (#Noun|#Pronoun)+ ${finiteVerb}`,
];

function readsAsClause(phrase: string): boolean {
  // A subject, then a finite verb: "God is faithful", "We need volunteers"; not "Families
  // affected by the flooding" (a participle) or "Work for those who have lost their jobs".
  const doc = nlp(phrase);
  if (doc.has("^#Determiner? #Noun+ #PastTense (by|in|with|for|from|after)")) return false;
  return clausePatterns.some((pattern) => doc.has(pattern));
}

/**
 * What kind of phrase the pastor typed, so it goes only into frames it fits: a noun phrase
 * ("grief", "the prodigal son"), a gerund phrase ("forgiving others"), a clause ("God is
 * faithful in every season"), a question ("why does God allow suffering?") or an instruction
 * ("Invite families to our egg hunt").
 */
/** Words ending in -ing that name a thing rather than an action: "healing for Margaret". */
const nominalIngWords = new Set([
  "healing", "suffering", "wedding", "blessing", "gathering", "meeting", "building", "offering",
  "teaching", "understanding", "feeling", "beginning", "ending", "morning", "evening",
  "thanksgiving", "calling", "longing", "warning", "evening", "wellbeing", "well-being",
]); // prettier-ignore

export type PhraseShape = "noun" | "gerund" | "clause" | "question" | "instruction";

const questionStart =
  /^(?:why|how|what|where|when|who|whom|which|whose)\s+(?:does|do|did|is|are|was|were|can|could|should|shall|will|would|has|have|had|must|might|may)\b|^(?:is|are|does|do|did|can|could|should|will|would|has|have)\s+(?:god|jesus|christ|the lord|he|she|it|we|you|i|they|there|my|our|your)\b/i;

export function phraseShape(phrase: string): PhraseShape {
  const text = phrase.trim();
  if (/\?\s*$/.test(text) || questionStart.test(text)) return "question";
  if (isClause(text)) return "clause";
  const first = text.split(/\s+/)[0] ?? "";
  if (nominalIngWords.has(first.toLowerCase())) return "noun";
  const doc = nlp(text);
  if (
    /ing$/i.test(first) &&
    doc.has("^#Gerund") &&
    !doc.has("^#Gerund #Noun+$") &&
    !/^[A-Z]/.test(first.slice(1))
  )
    return text.split(/\s+/).length > 1 &&
      !properFirstWords.has(first.toLowerCase()) &&
      !/^thanksgiving$/i.test(first)
      ? "gerund"
      : "noun";
  if (
    /^(?:forgiving|loving|serving|praying|waiting|trusting|following|sharing|giving|living|walking|caring|being|letting|learning|finding|growing|seeking|praising|resting)\b/i.test(
      first,
    ) &&
    text.split(/\s+/).length > 1
  )
    return "gerund";
  // "Invite families to…", "Love your neighbour": a verb with its object; "Hope" or "Hope in
  // suffering" stays a noun.
  if (
    doc.has("^(#Imperative|#Infinitive) (#Determiner|#Possessive|#Noun|#Pronoun)") &&
    !doc.has("^#Noun")
  )
    return "instruction";
  return "noun";
}

/** A gerund phrase that carries a clause of its own ("forgiving as we have been forgiven"). */
const innerClause =
  /\b(?:as|that|when|because|while|if|since|until|so)\s+(?:we|you|i|they|he|she|it|god|jesus|christ|the lord)\b/i;

/**
 * A typed phrase without its quotation marks, for placing it in a draft: marks the pastor
 * typed would open a quotation of their own, which readers and the checker take for scripture.
 */
export function withoutQuotationMarks(phrase: string): string {
  return phrase.replace(/["“”‘’]/g, "").trim() || phrase;
}

/** The pastor's words, quoted as typed (first letter lowered unless a name), question mark kept. */
export function pastorsWords(phrase: string): string {
  const bare = withoutQuotationMarks(phrase);
  const question = /\?\s*$/.test(bare);
  const text = inSentence(bare);
  return `‘${question ? capitalised(text) : text}${question ? "?" : ""}’`;
}

/**
 * A user's subject fitted to stand after "on", "about" or "for" (and as a sentence's subject):
 * a noun phrase or short gerund phrase as it is; a statement as "the conviction that God is
 * faithful in every season"; a question as "the question ‘Why does God allow suffering?’";
 * anything longer or instruction-like quoted as the pastor's own words. With `called`, the
 * quotation reads "what you called ‘…’" (for text addressed to the pastor).
 */
export function topicPhrase(phrase: string, options: { called?: boolean } = {}): string {
  const text = inSentence(phrase);
  const quoted = () =>
    options.called ? `what you called ${pastorsWords(phrase)}` : pastorsWords(phrase);
  switch (phraseShape(phrase)) {
    case "question":
      return `the question ${pastorsWords(phrase)}`;
    case "clause":
      return /^(god|jesus|christ|the lord|he|his)\b/i.test(text)
        ? `the conviction that ${text}`
        : `the fact that ${text}`;
    case "gerund":
      return innerClause.test(text) || text.split(" ").length > 5 ? quoted() : text;
    case "instruction":
      return quoted();
    default:
      return text.split(" ").length > 8 || innerClause.test(text) ? quoted() : text;
  }
}

const burdenWords = new Set(burdenData.words);

/**
 * Whether a typed noun phrase names something carried ("grief", "anxiety about the layoffs",
 * "the flooding in our town"): only such a phrase fits "carry …", "everyone touched by …" or
 * "we entrust … to you". A person, event, place, story or virtue ("the prodigal son", "Easter",
 * "hope") is prayed about instead.
 */
export function namesABurden(phrase: string): boolean {
  if (phraseShape(phrase) !== "noun") return false;
  return phrase
    .toLowerCase()
    .split(/[^a-z’'-]+/)
    .some((word) => burdenWords.has(word));
}

/** An option's label mid-sentence: "Identity in Christ" → "identity in Christ", "&" → "and". */
export function labelInSentence(label: string): string {
  return label
    .toLowerCase()
    .replace(/\bchrist\b/g, "Christ")
    .replace(/\s*&\s*/g, " and ");
}

const smallWords = new Set(["a", "an", "the", "and", "or", "but", "of", "in", "on", "for", "to", "with", "at", "by", "from", "as"]); // prettier-ignore

export function titleCase(phrase: string): string {
  // A typed question keeps its question mark: "Why Does God Allow Suffering?".
  const asked = /\?\s*$/.test(phrase.trim()) ? "?" : "";
  return `${inSentence(phrase)
    .split(" ")
    .map((word, index) =>
      index > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : capitalised(word),
    )
    .join(" ")}${asked}`;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Capitalised and ending with a full stop (or the punctuation it already has). */
export function sentence(text: string): string {
  const capital = capitalised(text.trim());
  return /[.!?…”’)]$/.test(capital) ? capital : `${capital}.`;
}

/** "a pastoral", "an evangelistic". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function characterCount(text: string): number {
  return Array.from(text).length;
}

const trailingFunctionWords =
  /\s+(?:a|an|the|and|or|but|of|in|on|for|to|with|at|by|from|as|our|your|my|its|their|this|that)$/i;

/**
 * A complete phrase of at most `max` characters, never cut mid-phrase: the longest leading
 * clause (ending at a colon, semicolon, comma or dash) that fits, else whole words up to the
 * limit without a dangling "and", "for" or "the". No ellipsis: a title or subject reads whole.
 */
export function completePhrase(text: string, max: number): string {
  const whole = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.;:,]+$/, "");
  if (characterCount(whole) <= max) return whole;
  const clauses = whole.split(/(?<=[:;,])\s+|\s+[—–-]\s+|\s+\(/);
  let kept = "";
  for (const clause of clauses) {
    const next = kept ? `${kept} ${clause}` : clause;
    if (characterCount(next.replace(/[:;,]$/, "")) > max) break;
    kept = next;
  }
  let phrase = kept.replace(/[:;,]$/, "");
  if (!phrase || characterCount(phrase) < max / 3) {
    phrase = "";
    for (const word of whole.split(" ")) {
      if (characterCount(phrase ? `${phrase} ${word}` : word) > max) break;
      phrase = phrase ? `${phrase} ${word}` : word;
    }
  }
  while (trailingFunctionWords.test(phrase)) phrase = phrase.replace(trailingFunctionWords, "");
  return phrase.replace(/[\s,;:—–-]+$/, "");
}

/** At most `max` characters as a complete phrase (kept for callers that shorten free text). */
export function clip(text: string, max: number): string {
  return completePhrase(text, max);
}

/**
 * A sentence ending: no second mark after a quoted question ("the question ‘Why…?’" needs no
 * "?" or "." of its own).
 */
export function ending(text: string, mark: "." | "?" | ":" = "."): string {
  return /[?!]’$/.test(text) ? text : `${text}${mark}`;
}

/** Punctuation doubled after a quoted question or exclamation, tidied. */
export function tidyMarks(text: string): string {
  return text.replace(/([?!])’[.?]/g, "$1’");
}

/** Non-empty parts, one paragraph each. */
export function paragraphs(parts: ReadonlyArray<string | false | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .join("\n\n")
    .replace(/([?!])’[.?]/g, "$1’");
}

// ---------------------------------------------------------------------------------------------
// Scripture from the grounding

export function translationName(grounding: Grounding): string {
  return translations[grounding.translation].name;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words only, space-delimited, for checking whether one text contains another. */
function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/**
 * The requested passage, then the topical verses it (or an earlier one) does not already
 * contain. A later variant starts the topical verses further along, so an alternative draft
 * rests on other verses.
 */
export function groundingVerses(grounding: Grounding, variant = 0): Verse[] {
  const kept: Array<{ verse: Verse; words: string }> = [];
  const candidates = grounding.passage
    ? [grounding.passage, ...grounding.topical]
    : grounding.topical;
  for (const verse of candidates) {
    const words = wordsOf(verse.text);
    const repeated = kept.some(
      (seen) => seen.verse.reference === verse.reference || seen.words.includes(words),
    );
    if (!repeated && words.trim()) kept.push({ verse, words });
  }
  const verses = kept.map((entry) => withVerses(entry.verse, grounding.translation));
  const fixed = grounding.passage ? verses.slice(0, 1) : [];
  const topical = verses.slice(fixed.length);
  const shift = topical.length > 0 ? variant % topical.length : 0;
  return [...fixed, ...topical.slice(shift), ...topical.slice(0, shift)];
}

/** A range with its single verses attached (a single verse needs none). */
const versesMemo = new Map<string, Verse["verses"]>();

export function withVerses(verse: Verse, translation: Grounding["translation"]): Verse {
  if (!/[–-]|:\d+,/.test(verse.reference) || verse.verses) return verse;
  const key = `${translation} ${verse.reference}`;
  let single = versesMemo.get(key);
  if (!single) {
    const found = lookup(verse.reference, { translation });
    single = found.ok
      ? found.passage.passages
          .flatMap((passage) => passage.verses)
          .filter((entry) => entry.text)
          .map((entry) => ({ reference: entry.reference, text: entry.text }))
      : [];
    if (versesMemo.size > 2000) versesMemo.clear();
    versesMemo.set(key, single);
  }
  return single.length > 1 ? { ...verse, verses: single } : verse;
}

/** "Matthew 28:1" and "Matthew 28:2" → "Matthew 28:1–2"; across chapters "John 3:36–4:2". */
function rangeOf(first: string, last: string): string {
  if (first === last) return first;
  const [, firstChapter] = first.match(/(\d+):\d+$/) ?? [];
  const [, lastChapter, lastVerse] = last.match(/(\d+):(\d+)$/) ?? [];
  if (!lastVerse) return first;
  return firstChapter === lastChapter
    ? `${first}–${lastVerse}`
    : `${first}–${lastChapter}:${lastVerse}`;
}

/** The reference a quotation of about `maxWords` from this verse cites. */
export function quotedReference(verse: Verse, maxWords = 45): string {
  const cited = quotedSpan(verse, maxWords);
  return spanQuoted(verse, cited, excerpt(cited.text, maxWords).replace(/\.$/, ""));
}

/** The leading whole verses a quotation of about `maxWords` holds, cited as exactly those. */
/** A verse that only introduces speech ("Now Yahweh's word came to me, saying,") says nothing alone. */
const speechIntroduction = /(?:\b(?:saying|said|says|answered|spoke|cried|declared)|:)[\s,:;]*$/i;

function quotedSpan(verse: Verse, maxWords: number): Verse {
  const all = verse.verses;
  if (!all || all.length < 2) return verse;
  let start = 0;
  while (
    start < all.length - 1 &&
    speechIntroduction.test(all[start]!.text.replace(/[“”"‘’]/g, "").trim())
  )
    start++;
  const single = all.slice(start);
  const kept: typeof single = [];
  let words = 0;
  for (const entry of single) {
    const count = wordCount(entry.text);
    if (kept.length > 0 && words + count > maxWords * 1.2) break;
    kept.push(entry);
    words += count;
  }
  if (kept.length === all.length) return verse;
  return {
    reference: rangeOf(kept[0]!.reference, kept[kept.length - 1]!.reference),
    text: kept.map((entry) => entry.text).join(" "),
    verses: kept,
  };
}

/**
 * Scripture text ready to sit inside “…”: the translation's own speech marks are dropped (a
 * quotation inside a quotation would end it early; apostrophes stay) and a dangling comma or
 * colon is cut. The scripture check compares words and ignores punctuation, so the quotation
 * stays verbatim.
 */
export function quotable(text: string): string {
  return text
    .replace(/[“”"‘]/g, "")
    .replace(/’(?![A-Za-z])/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:—–-]+$/, "");
}

/** Clauses of a passage: the places a quotation can stop naturally. */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:][”’"]?)\s+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The opening clauses of a passage, up to about `maxWords` words, quoted exactly. */
export function excerpt(text: string, maxWords: number): string {
  const chosen: string[] = [];
  let words = 0;
  for (const clause of clausesOf(quotable(text))) {
    const count = wordCount(clause);
    if (chosen.length > 0 && words + count > maxWords) break;
    chosen.push(clause);
    words += count;
  }
  const joined = chosen.join(" ");
  // A clause a little over the limit is kept whole rather than cut a few words from its end.
  if (words <= maxWords * 1.2) return quotable(joined);
  // Too long even for one clause: stop at a comma past its first third, else after maxWords.
  const kept = joined.split(" ").slice(0, maxWords);
  const comma = kept.findLastIndex((word, index) => index >= maxWords / 3 && word.endsWith(","));
  const cut = kept.slice(0, comma >= 0 ? comma + 1 : maxWords).join(" ");
  return `${cut.replace(/[\s,;:.!?—–-]+$/, "")}…`;
}

/** “Words of the verse” (Reference): the one form every tool quotes scripture in. */
export function quote(verse: Verse, maxWords = 45): string {
  const cited = quotedSpan(verse, maxWords);
  const words = excerpt(cited.text, maxWords).replace(/\.$/, "");
  const opening = /^[a-z]/.test(words) ? "…" : "";
  return `“${opening}${words}” (${spanQuoted(verse, cited, words)})`;
}

/**
 * The verses a quotation actually holds: an excerpt that stops at the end of its first verse
 * cites that verse alone ("Luke 15:17", not "Luke 15:17–18").
 */
function spanQuoted(verse: Verse, cited: Verse, words: string): string {
  const single = cited.verses ?? verse.verses;
  if (!single || single.length < 2 || cited.reference === single[0]!.reference)
    return cited.reference;
  const quoted = wordCount(words.replace(/…$/, ""));
  let total = 0;
  for (const [index, entry] of single.entries()) {
    total += wordCount(quotable(entry.text));
    if (total >= quoted) return rangeOf(single[0]!.reference, single[index]!.reference);
  }
  return cited.reference;
}

/**
 * A passage cut into at most `count` consecutive parts of similar length, each keeping the
 * passage's reference, so an outline can walk through it in order.
 */
export function segmentsOf(verse: Verse, count: number): Verse[] {
  const clauses = clausesOf(verse.text);
  const total = Math.max(1, wordCount(verse.text));
  const parts: string[][] = [];
  let words = 0;
  for (const clause of clauses) {
    const index = Math.min(count - 1, Math.floor((words * count) / total));
    (parts[index] ??= []).push(clause);
    words += wordCount(clause);
  }
  return parts
    .filter((part) => part && part.length > 0)
    .map((part) => ({ reference: verse.reference, text: part.join(" ") }));
}

/** What a draft says when the grounding held no scripture at all. */
export function choosePassageNote(subject: string): string {
  return `No scripture passage was found for ${topicPhrase(subject)}, so nothing is quoted here: choose a passage that speaks to it and let it shape this draft as you revise.`;
}

// ---------------------------------------------------------------------------------------------
// Themes: what a verse speaks of, and careful things to say about it

export interface Theme {
  key: string;
  /** A noun for titles: "Hope". */
  name: string;
  /** A short heading-like statement. */
  claim: string;
  /** A sentence of Christ-centred explanation. */
  truth: string;
  /** An infinitive phrase without "to" and without pronouns: "fix hope on Christ". */
  response: string;
  /** A reflection question in the second person. */
  question: string;
}

type ThemeEntry = Theme & {
  pattern: RegExp;
  /** The broader theme this one narrows: where both match, this one is meant. */
  narrows?: string;
};

const themeFileSchema = z.array(
  z.object({
    key: z.string(),
    /** What a verse's text says when it speaks of the theme (case-insensitive unless marked). */
    pattern: z.string(),
    caseSensitive: z.literal(true).optional(),
    name: z.string(),
    claim: z.string(),
    truth: z.string(),
    response: z.string(),
    question: z.string(),
    narrows: z.string().optional(),
  }),
);

// The list lives in themes.json. Order matters: the first matching theme is the one a verse
// is "about", so narrower themes (reverence before fear, rest before service) come first.
const themes: ThemeEntry[] = themeFileSchema
  .parse(themeData)
  .map(({ pattern, caseSensitive, ...theme }) => ({
    ...theme,
    pattern: new RegExp(pattern, caseSensitive ? "" : "i"),
  }));

/**
 * The first theme the quoted part of a verse (not the rest of a long passage) speaks of that
 * this draft has not used yet; a theme the subject also names wins over the list's order.
 */
export function quotedTheme(
  verse: Verse,
  used: Set<string>,
  subject = "",
  variant = 0,
): Theme | undefined {
  const text = excerpt(verse.text, 45);
  const found = themes.filter((theme) => !used.has(theme.key) && theme.pattern.test(text));
  const bySubject = found.find((candidate) => candidate.pattern.test(subject));
  const narrower = bySubject && found.find((candidate) => candidate.narrows === bySubject.key);
  const theme = narrower ?? bySubject ?? found[variant % (found.length || 1)];
  if (theme) used.add(theme.key);
  return theme;
}

/**
 * The theme a whole passage is mostly about: the one its words speak of most often (the first
 * in the list on a tie), so a sermon's call follows the passage's own main point.
 */
export function passageTheme(text: string): Theme | undefined {
  const words = text.split(/\s+/);
  const ending = words.slice(-40).join(" ");
  let best: { theme: ThemeEntry; score: number } | undefined;
  for (const theme of themes) {
    const count = text.match(new RegExp(theme.pattern.source, "gi"))?.length ?? 0;
    // A passage's closing words usually carry its point (a parable's last line, a psalm's end).
    const score = count + (theme.pattern.test(ending) ? 3 : 0);
    if (score > (best?.score ?? 0)) best = { theme, score };
  }
  const narrower =
    best && themes.find((theme) => theme.narrows === best.theme.key && theme.pattern.test(text));
  return narrower ?? best?.theme;
}

/** Whether a text speaks of a theme in its own words. */
export function speaksOf(theme: Theme, text: string): boolean {
  return themes.find((entry) => entry.key === theme.key)?.pattern.test(text) ?? false;
}

/**
 * The theme a passage's words speak of most, weighing each source (its text, a commentary
 * sentence on it, its Nave's topics) by how much it says about the passage; a theme already
 * used is skipped, and a narrower theme is meant where its broader one wins.
 */
export function themeFor(
  sources: ReadonlyArray<readonly [string, number]>,
  used: ReadonlySet<string> = new Set(),
): Theme | undefined {
  let best: { theme: ThemeEntry; score: number } | undefined;
  for (const theme of themes) {
    if (used.has(theme.key)) continue;
    const pattern = new RegExp(
      theme.pattern.source,
      theme.pattern.flags.includes("i") ? "gi" : "g",
    );
    // A word repeated through a long story ("brothers", "together") counts at most three times.
    const score = sources.reduce(
      (sum, [text, weight]) => sum + Math.sqrt(text.match(pattern)?.length ?? 0) * weight,
      0,
    );
    if (score > (best?.score ?? 0)) best = { theme, score };
  }
  const all = sources.map(([text]) => text).join(" ");
  const narrower =
    best &&
    themes.find(
      (theme) =>
        theme.narrows === best.theme.key && !used.has(theme.key) && theme.pattern.test(all),
    );
  return narrower ?? best?.theme;
}

/**
 * Themes drawn from the request's subject itself, for when the grounding runs out: each is a
 * true, general statement of the gospel applied to the subject, not a claim about a verse.
 */
export function subjectThemes(subject: string): Theme[] {
  // The subject appears only after "about", where a noun, gerund, statement or question (each
  // fitted by topicPhrase) all read naturally; claims and responses never carry it, because
  // application frames embed responses after "to" and "learn to".
  const about = topicPhrase(subject);
  return [
    {
      key: "subject-god",
      name: titleCase(subject),
      claim: "Before anything else, scripture turns our eyes to God himself.",
      truth: `Whatever we bring when we think about ${about}, God's character, his promises and his purposes come first, and they are steadier than our feelings.`,
      response: "turn first to God's character and promises",
      question: `What do you believe about God when you think about ${ending(about, "?")}`,
    },
    {
      key: "subject-christ",
      name: "Christ at the Centre",
      claim: "Jesus Christ is the one in whose light we see all of this rightly.",
      truth:
        "In his life, death and resurrection God's promises find their yes, and every part of life is seen rightly in his light.",
      response: "see all of this in the light of the cross and the empty tomb",
      question: `How do the cross and resurrection of Jesus change the way you think about ${ending(about, "?")}`,
    },
    {
      key: "subject-spirit",
      name: "The Spirit's Help",
      claim: "The Holy Spirit makes this livable.",
      truth:
        "We are not left to live the Christian life in our own strength: the Spirit applies Christ's work to us and shapes us to be like him.",
      response: "ask the Holy Spirit for help, one day at a time",
      question: "Where do you most need the Holy Spirit's help this week?",
    },
    {
      key: "subject-church",
      name: "Together",
      claim: "We do not walk this road alone.",
      truth:
        "God places his people in the church so that we can carry one another's burdens and grow together in Christ.",
      response: "talk and pray it through with others in the church",
      question: `Who could you talk and pray with about ${ending(about, "?")}`,
    },
    {
      key: "subject-mission",
      name: "Sent",
      claim: "What God does in us, he means to send through us.",
      truth:
        "The good news that reaches us is meant for our neighbours too, and ordinary faithfulness is one of the ways Christ is made known.",
      response: "show and share the love of Christ with someone nearby",
      question:
        "How might God use what you are learning to make Christ known to someone around you?",
    },
  ];
}

/**
 * A theme for each verse, in order (a fresh one where the verse speaks of one, else one drawn
 * from the subject), then subject themes to fill up to `count`.
 */
export function themesFor(
  verses: readonly Verse[],
  subject: string,
  count: number,
  variant = 0,
): Theme[] {
  const used = new Set<string>();
  const all = subjectThemes(subject);
  const shift = variant % all.length;
  const fallbacks = [...all.slice(shift), ...all.slice(0, shift)];
  const next = () => fallbacks.shift() as Theme;
  const chosen = verses
    .slice(0, count)
    .map((verse) => quotedTheme(verse, used, subject, variant) ?? next());
  while (chosen.length < count && fallbacks.length > 0) chosen.push(next());
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Audiences

type AudienceKey =
  | ToolRequest<"sermon">["audience"]
  | ToolRequest<"devotional">["audience"]
  | ToolRequest<"email">["audience"];

export interface Audience {
  /** Who they are, as a plural noun phrase: "young people". */
  who: string;
  /** Where the application lands: "at school, online and with friends". */
  where: string;
  /** How an email or post greets them: "church family". */
  greeting: string;
}

const audiences = (words: TraditionVoice["vocabulary"]): Record<AudienceKey, Audience> => ({
  "general-congregation": {
    who: words.people,
    where: "at home, at work and among friends",
    greeting: words.greeting,
  },
  general: {
    who: "believers",
    where: "at home, at work and among friends",
    greeting: "friends",
  },
  youth: {
    who: "young people",
    where: "at school, online and with friends",
    greeting: "everyone",
  },
  seniors: {
    who: "older members",
    where: "in this season of life, with its losses and its gifts",
    greeting: "friends",
  },
  "new-believers": {
    who: "new believers",
    where: "in their first steps of following Jesus",
    greeting: "friends",
  },
  leadership: {
    who: "leaders",
    where: "in the decisions they make and the people entrusted to them",
    greeting: "fellow leaders",
  },
  leaders: {
    who: "leaders",
    where: "in the decisions they make and the people entrusted to them",
    greeting: "fellow leaders",
  },
  evangelistic: {
    who: "guests and seekers",
    where: "wherever they are in their questions about Jesus",
    greeting: "friends",
  },
  volunteers: {
    who: "volunteers",
    where: "in the service they give week by week",
    greeting: "team",
  },
  "new-members": {
    who: "new members",
    where: `as they settle into the life of ${thisOne(words.community)}`,
    greeting: "friends",
  },
});

/** "the parish" as "this parish". */
export function thisOne(phrase: string): string {
  return phrase.replace(/^the /, "this ");
}

/** An audience in the words of the church's tradition. */
export function audienceOf(key: AudienceKey, voice: TraditionVoice = defaultVoice): Audience {
  return audiences(voice.vocabulary)[key];
}

// ---------------------------------------------------------------------------------------------
// Prayer

const addresses: Record<GenerationPreferences["languageStyle"], readonly string[]> = {
  traditional: ["Almighty God, our heavenly Father", "Eternal God and Father"],
  modern: ["Heavenly Father", "Gracious Father"],
  contemporary: ["Father", "Father God"],
};

/** Set liturgies address God as a collect does, whatever the everyday register. */
const liturgicalAddresses = [
  "Almighty God",
  "Almighty and everlasting God",
  "Eternal God, our heavenly Father",
];

/** How a prayer addresses God, in the user's chosen register and the church's formality. */
export function addressFather(
  style: GenerationPreferences["languageStyle"],
  choose: Choose,
  formality: FormalityKey = "free",
) {
  return choose("address", formality === "liturgical" ? liturgicalAddresses : addresses[style]);
}

/** A phrase about God turned to address him in prayer: "hand each worry to you". */
export function addressedToGod(phrase: string): string {
  return phrase
    .replace(
      /\b(God|the Lord)( in Christ)? (has|is)\b/g,
      (_, _name, inChrist: string | undefined, verb: string) =>
        `you${inChrist ?? ""} ${verb === "has" ? "have" : "are"}`,
    )
    .replace(/\b(God's|the Lord's)/g, "your")
    .replace(/\b(God|the Lord)\b/g, "you");
}

/** Each prayer ends with exactly one of these closing formulas. */
const prayerClosings = [
  "We ask this in the name of Jesus Christ our Lord. Amen.",
  "In Jesus' name we pray. Amen.",
  "Through Jesus Christ our Lord, in the power of the Holy Spirit. Amen.",
  "We pray in the name of Jesus, our Saviour and Lord. Amen.",
] as const;

/** A collect's Trinitarian ending, for churches with a set liturgy. */
const liturgicalClosings = [
  "Through Jesus Christ our Lord, who lives and reigns with you and the Holy Spirit, one God, now and for ever. Amen.",
  "We ask this through Jesus Christ our Lord, to whom with you and the Holy Spirit be all honour and glory, now and for ever. Amen.",
] as const;

export function prayerClosing(choose: Choose, formality: FormalityKey = "free"): string {
  return choose("closing", formality === "liturgical" ? liturgicalClosings : prayerClosings);
}

/** The church's tradition with the pastor's positions; the non-denominational preset by default. */
export function voiceOf(preferences: GenerationPreferences): TraditionVoice {
  return preferences.tradition ? traditionVoice(preferences.tradition) : defaultVoice;
}

/** A short closing prayer built on the draft's themes, for the devotional and meditation. */
export function shortPrayer(
  themesToPray: readonly Theme[],
  subject: string,
  style: GenerationPreferences["languageStyle"],
  choose: Choose,
  formality: FormalityKey = "free",
): string {
  const [first, ...rest] = themesToPray;
  const thanks = first
    ? `we thank you for this truth: ${inSentence(first.claim)}`
    : "we thank you that in Jesus Christ you have shown us your love";
  const help = first
    ? [first, ...rest.slice(0, 2)].map((theme) => addressedToGod(theme.response))
    : ["trust you with all of it"];
  return [
    `${addressFather(style, choose, formality)}, ${thanks}.`,
    `As we think about ${topicPhrase(subject)}, help us to ${joinList(help)}.`,
    prayerClosing(choose, formality),
  ].join(" ");
}
