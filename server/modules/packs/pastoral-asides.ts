import asides from "./data/pastoral-asides.json";

/**
 * A pastoral aside that names no one (issue 32, item 3): a sentence telling the private
 * situation of a particular person or family of the congregation, here and now ("One of our
 * young mothers just learned her cancer is back", "The widow who sits beneath the left gallery
 * buried her only son on Friday", "A family in our church lost their home this week"). The name
 * test (./people-named.ts) cannot find it and no marker sets it apart, so it is caught as a
 * class: a situation (illness, death, divorce, addiction, job loss, money, the law, mental health,
 * pregnancy loss) told of a particular member of the congregation, or of "someone in our church"
 * with a time the hearers can place ("this week", "on Friday", "just learned"). A general or
 * biblical statement ("The widow of Nain had lost her only son", "Someone in this room is
 * carrying a secret addiction") tells no one's situation and stays public. The phrases are data
 * (data/pastoral-asides.json).
 */

const compile = (sources: readonly string[]) => sources.map((source) => new RegExp(source, "i"));

const particular = compile(asides.particular);
const someone = compile(asides.someone);
const now = compile(asides.now);
const situation = compile(asides.situation);
/** A sentence going on about the person of the one before: "She…", "Their…". */
const goesOn = new RegExp(asides.goesOn, "i");

const any = (patterns: readonly RegExp[], text: string) =>
  patterns.some((pattern) => pattern.test(text));
const straight = (sentence: string) => sentence.replace(/[‘’]/g, "'");

/** True when a sentence tells a particular present-day congregant's private situation. */
export function isPastoralAside(sentence: string): boolean {
  const text = straight(sentence);
  if (!any(situation, text)) return false;
  return any(particular, text) || (any(someone, text) && any(now, text));
}

/**
 * The asides among a paragraph's sentences, in order: each that is one, and each that goes on
 * about the congregant the sentence before spoke of ("A family in our church is struggling.
 * They lost the house on Friday.").
 */
export function pastoralAsidesAmong(sentences: readonly string[]): boolean[] {
  return sentences.map((sentence, i) => {
    if (isPastoralAside(sentence)) return true;
    const before = i > 0 ? straight(sentences[i - 1]!) : "";
    const text = straight(sentence);
    return (
      goesOn.test(text) &&
      any(situation, text) &&
      (any(particular, before) || (any(someone, before) && any(now, `${before} ${text}`)))
    );
  });
}
