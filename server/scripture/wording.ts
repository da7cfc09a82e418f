import { readDataJson } from "./data-files";
import { stem } from "./text-search";

/**
 * Words as a quotation is compared with a verse across translations: archaic forms read as
 * modern ones ("hath" = "has"), endings stemmed ("believeth" = "believes"), and the word lists
 * that tell a change of wording from a change of meaning (data/wording.json, and the KJV/WEB
 * word pairs in data/word-variants.json, built by scripts/build-word-variants.ts).
 */
interface WordingData {
  archaic: Record<string, string>;
  cosmetic: { archaic: string[]; more: Record<string, string> };
  functionWords: string[];
  negations: string[];
  quantifiers: string[];
  meaningHeads: string[];
  opposites: Array<[string, string]>;
  phrasePrepositions: string[];
  participants: string[];
  persons: { speaker: string[]; addressee: string[]; other: string[] };
  namedPronouns: string[];
  pronounReferents: string[];
  governingVerbs: { thinking: string[]; saying: string[]; speakers: string[] };
  variants: Array<[string, string]>;
}

const data = readDataJson<WordingData>("wording.json");
const derived = readDataJson<{ pairs: Array<[string, string, number]> }>("word-variants.json");
const renderings = readDataJson<{
  renderings: Record<string, string>;
  cognates: Record<string, string>;
}>("kjv-renderings.json");
const wordnet = readDataJson<{ synonyms: Record<string, string[]> }>("wordnet-synonyms.json");

const functionWords = new Set(data.functionWords);
const negations = new Set(data.negations);
const quantifiers = new Set(data.quantifiers);

/** How many words say "all", "every" or "whole" ("all things", "with all your heart"). */
export function quantifierCount(words: readonly string[]): number {
  return words.filter((word) => quantifiers.has(modernWord(word))).length;
}
export const meaningHeads = new Set(data.meaningHeads);

/** A word in its modern form ("thee" → "you"), otherwise as written. */
export function modernWord(word: string): string {
  return archaicForm(word) ?? word;
}

/** A KJV form's modern equivalent ("hath" → "has"), never an Object property ("constructor"). */
function archaicForm(word: string): string | undefined {
  return Object.hasOwn(data.archaic, word) ? data.archaic[word] : undefined;
}

/** Function words as stemmed ("have" is "hav"). */
const functionStems = new Set(data.functionWords.map((word) => stem(archaicForm(word) ?? word)));
/** Forms of function words whose stem is theirs ("having", "yours", "beholdeth"). */
const functionForms = new Set([
  "having",
  "being",
  "yours",
  "theirs",
  "ours",
  "hers",
  "beholding",
  "beholdeth",
  "beholdest",
  "beholds",
]);

/**
 * The form a word is compared in. A word of substance whose stem is a function word's
 * ("evening" → "even", "waste" → "wast", "willing" → "will") keeps a mark of its own, so it is
 * not read as that function word (nor "evening" as "even").
 */
export function normalWord(word: string): string {
  const modern = archaicForm(word) ?? word;
  const stemmed = stem(modern);
  if (
    stemmed !== modern &&
    !functionWords.has(modern) &&
    !functionForms.has(modern) &&
    (functionStems.has(stemmed) || functionWords.has(archaicForm(stemmed) ?? ""))
  )
    return `${stemmed}+`;
  return stemmed;
}

/** The archaic words whose modern form changes nothing, with that form ("thou" → "you"). */
const cosmeticWords: ReadonlyMap<string, string> = new Map([
  ...data.cosmetic.archaic.map((word): [string, string] => [word, data.archaic[word]!]),
  ...Object.entries(data.cosmetic.more),
]);

/** A word as a modern reader spells it, where the change is cosmetic ("thou" → "you"). */
function cosmeticForm(word: string): string {
  const modern = cosmeticWords.get(word) ?? word;
  // British spellings of five letters or more before the ending ("honour", "labour"), not
  // "your", "four" or "pour".
  return modern.length >= 6 && modern.endsWith("our") ? `${modern.slice(0, -3)}or` : modern;
}

/** The modern forms an archaic verb ending stands for ("loveth" → "loves", "knowest" → "know"). */
function modernEndings(word: string): string[] {
  if (word.length < 5) return [];
  const stem = word.slice(0, -3);
  if (word.endsWith("eth")) return [`${stem}s`, `${stem}es`];
  if (word.endsWith("est")) return [stem, `${stem}e`];
  return [];
}

/**
 * Whether a quoted word is the verse's word but for its spelling: an archaic pronoun or verb
 * form ("ye"/"you", "hath"/"has", "believeth"/"believes") or a British spelling. Such a
 * difference never changes what a verse says.
 */
export function cosmeticallySame(quoted: string, verse: string): boolean {
  if (quoted === verse) return true;
  const a = cosmeticForm(quoted);
  const b = cosmeticForm(verse);
  return a === b || modernEndings(b).includes(a) || modernEndings(a).includes(b);
}

/** Each (normalised) word's opposites, both ways round. */
const oppositesOf = new Map<string, Set<string>>();
for (const [a, b] of data.opposites) {
  const x = normalWord(a);
  const y = normalWord(b);
  for (const [from, to] of [
    [x, y],
    [y, x],
  ] as const) {
    let set = oppositesOf.get(from);
    if (!set) oppositesOf.set(from, (set = new Set()));
    set.add(to);
  }
}

/** Whether a (normalised) word says the opposite of one of `others` (“against” and “with”). */
export function opposesAny(word: string, others: readonly string[]): boolean {
  const opposite = oppositesOf.get(word);
  return opposite !== undefined && others.some((other) => opposite.has(other));
}

/** Each normalised word's variants, both ways round (a lookup without building a key). */
const variantsByWord = new Map<string, Set<string>>();
function addVariant(from: string, to: string): void {
  let variants = variantsByWord.get(from);
  if (!variants) variantsByWord.set(from, (variants = new Set()));
  variants.add(to);
}
function addPair(a: string, b: string): void {
  const x = normalWord(a);
  const y = normalWord(b);
  addVariant(x, y);
  addVariant(y, x);
}
for (const [a, b] of data.variants) addPair(a, b);
for (const [a, b] of derived.pairs) addPair(a, b);
/** The hand list's pairs only (both ways round), as normalised. */
const handVariants = new Map<string, Set<string>>();
/** The KJV/WEB pairs one way round: the WEB's words for each KJV word. */
const webForKjv = new Map<string, Set<string>>();
function addTo(map: Map<string, Set<string>>, from: string, to: string): void {
  let set = map.get(from);
  if (!set) map.set(from, (set = new Set()));
  set.add(to);
}
for (const [a, b] of data.variants) {
  addTo(handVariants, normalWord(a), normalWord(b));
  addTo(handVariants, normalWord(b), normalWord(a));
}
for (const [kjv, web] of derived.pairs) {
  addTo(webForKjv, normalWord(kjv), normalWord(web));
}
/** The (normalised) words the KJV renders each Hebrew or Greek word (Strong's number) with. */
const renderingsOf = new Map<string, ReadonlySet<string>>(
  Object.entries(renderings.renderings).map(([id, words]) => [id, new Set(words.split(" "))]),
);

/** Whether the KJV renders any of these Hebrew or Greek words (Strong's numbers) in more than one way. */
export function renderedVariously(ids: readonly string[]): boolean {
  return ids.some((id) => renderingsOf.has(id));
}

/**
 * Whether the KJV renders one of these Hebrew or Greek words (Strong's numbers, those at a
 * place of a verse), or a word of its root, with a (normalised) word somewhere: “enough” where
 * a verse's “satisfied” renders H7646. A word it renders only other original words with is not
 * a translator's choice there (“day” for Lamentations 3:23's “morning”, H1242).
 */
export function rendersOriginalWith(ids: readonly string[], word: string): boolean {
  const rendered = (id: string) => renderingsOf.get(id)?.has(word) === true;
  return ids.some(
    (id) =>
      rendered(id) ||
      (Object.hasOwn(renderings.cognates, id) &&
        renderings.cognates[id]!.split(" ").some(rendered)),
  );
}

/** Each (normalised) word's fellow renderings of any Hebrew or Greek word in the KJV. */
const renderedBy = new Map<string, Set<string>>();
for (const words of renderingsOf.values()) {
  for (const word of words) {
    let others = renderedBy.get(word);
    if (!others) renderedBy.set(word, (others = new Set()));
    for (const other of words) if (other !== word) others.add(other);
  }
}

/**
 * Whether the KJV renders some Hebrew or Greek word with both (normalised) words, anywhere:
 * read only where the verse's word cannot be tied to its original word (another translation's
 * word the KJV does not have there).
 */
export function renderedAlike(a: string, b: string): boolean {
  return renderedBy.get(a)?.has(b) === true;
}

/** Whether WordNet gives two (normalised) words one of their first senses (“consoled”, “comforted”). */
export function synonymous(a: string, b: string): boolean {
  return Object.hasOwn(wordnet.synonyms, a) && wordnet.synonyms[a]!.includes(b);
}

/** Whether two (normalised) words are ones translations use for each other. */
export function areVariants(a: string, b: string): boolean {
  return a === b || variantsByWord.get(a)?.has(b) === true;
}

/**
 * Whether a quoted word stands for a verse's word as translations write it (both normalised).
 * Against the KJV the KJV/WEB pairs are read the way they were found: the WEB's word for the
 * KJV's is modern wording ("anger" for "wrath", "proclaim" for "preach"), but that the WEB
 * writes "mind" where the KJV has "heart" says nothing of "heart" where the KJV itself has
 * "mind" ("a sound heart", 2 Timothy 1:7). Against another translation, already modern, a
 * pair reads both ways, as do the hand list's pairs.
 */
export function standsFor(quoted: string, verse: string, translation?: string): boolean {
  if (quoted === verse || handVariants.get(quoted)?.has(verse) === true) return true;
  if (translation === "kjv") return webForKjv.get(verse)?.has(quoted) === true;
  return areVariants(quoted, verse);
}

/** The words translations use for a (normalised) word, not counting itself. */
export function variantsOf(word: string): ReadonlySet<string> | undefined {
  return variantsByWord.get(word);
}

const referents = new Set(data.pronounReferents.map(normalWord));
const pronouns = new Set(data.namedPronouns.map(normalWord));

/**
 * Whether `word` names whom one of `omitted` points to: a writer's “dwelleth in God” for the
 * verse's “dwelleth in him” (both normalised).
 */
export function namesPronoun(word: string, omitted: readonly string[]): boolean {
  return referents.has(word) && omitted.some((other) => pronouns.has(other));
}

const phrasePrepositions = new Set(data.phrasePrepositions.map(normalWord));

/** Whether a word (as compared) opens a phrase of place or time ("beyond Jordan"). */
export function opensPhrase(word: string): boolean {
  return phrasePrepositions.has(word);
}

const participants = new Set(data.participants.map(normalWord));

/**
 * Whether a word (as compared) names one who acts or is acted on: a word of substance, or a
 * pronoun for a person ("thyself" in "love thy neighbour as thyself").
 */
export function namesParticipant(word: string): boolean {
  return participants.has(word) || !isFunctionWord(word);
}

const personPronouns = new Set(data.persons.other.map(normalWord));

const speaker = new Set(data.persons.speaker.map(normalWord));
const addressee = new Set(data.persons.addressee.map(normalWord));

/** Whether a word (as compared) is a pronoun of the one who speaks, of the one spoken to, or neither. */
export function personOf(word: string): "speaker" | "addressee" | undefined {
  return speaker.has(word) ? "speaker" : addressee.has(word) ? "addressee" : undefined;
}

/**
 * Whether `word` (as compared), put where the verse has `omitted`, gives the verse's speaker
 * as the one it speaks to, or that one as the speaker, where the verse (`verse`, as compared)
 * speaks to someone too: "Surely the isles shall wait for thee" for Isaiah 60:9's "wait for
 * me", whose "thee" is Zion. Not a person turned to fit a sentence ("work out his own
 * salvation" for "your own"; "The LORD is your shepherd", where the verse speaks to no one).
 */
export function speakerExchanged(
  word: string,
  omitted: readonly string[],
  verse: readonly string[],
  quote: readonly string[],
): boolean {
  // The verse said again in another voice ("He will never leave me" for "I will never leave
  // thee", Hebrews 13:5): a person of its own, so the speaker is no longer the verse's.
  if (quote.some((each) => personPronouns.has(each) && !verse.includes(each))) return false;
  const [own, other] = speaker.has(word)
    ? [speaker, addressee]
    : addressee.has(word)
      ? [addressee, speaker]
      : [undefined, undefined];
  if (!own || !other) return false;
  return (
    omitted.some((each) => other.has(each)) &&
    !omitted.some((each) => own.has(each)) &&
    verse.some((each) => own.has(each)) &&
    verse.some((each) => other.has(each))
  );
}

/**
 * Whether `word` (as compared; `printed` as the quotation prints it) is a name put for one of
 * `omitted`, a pronoun for a person, where `names` are the names the verse and its neighbours
 * print: "reproved by John" for Luke 3:19's "reproved by him", John named in 3:20. A name
 * the verse's context does not have ("reproved by Peter") is another person.
 */
export function namesPersonInContext(
  word: string,
  printed: string,
  omitted: readonly string[],
  names: () => ReadonlySet<string>,
  /**
   * The verse's words there open it and are function words only ("And hath made of one
   * blood", Acts 17:26, whose subject is verse 24's "God that made the world"): the subject
   * it leaves to its context, which a name may supply as a pronoun's person is named.
   */
  subjectLeftOut = false,
): boolean {
  return (
    /^\p{Lu}/u.test(printed) &&
    !isFunctionWord(word) &&
    (omitted.some((other) => personPronouns.has(other)) ||
      (subjectLeftOut && omitted.every(isFunctionWord))) &&
    names().has(word)
  );
}

/** Function words as compared (normalised: "have" is "hav"), so a stem is one too. */
const normalFunctionWords = new Set(data.functionWords.map(normalWord));

export function isFunctionWord(word: string): boolean {
  return (
    functionWords.has(word) ||
    functionWords.has(archaicForm(word) ?? "") ||
    normalFunctionWords.has(word)
  );
}

const thinking = new Set(data.governingVerbs.thinking.map(normalWord));
const saying = new Set(data.governingVerbs.saying.map(normalWord));
const speakers = new Set(data.governingVerbs.speakers.map(normalWord));

/** Whether a word (as compared) is a verb of thinking or seeming, or of saying, or neither. */
export function governingVerb(word: string): "thinking" | "saying" | undefined {
  return thinking.has(word) ? "thinking" : saying.has(word) ? "saying" : undefined;
}

/** Whether a word (as compared) makes a saying the speaker's own ("I say unto you"). */
export function isSpeakerWord(word: string): boolean {
  return speakers.has(word);
}

/** Negations in a list of comparable words ("doesnt" and "not" each count once). */
export function negationCount(words: readonly string[]): number {
  let count = 0;
  for (const word of words)
    if (negations.has(word) || (archaicForm(word) === "not" && word !== "not")) count++;
  return count;
}
