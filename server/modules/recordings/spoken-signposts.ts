/**
 * A division said aloud (issue 34, the outline step reading a spoken sermon's signposts): the
 * words that announce it ("The first thing I want you to see is that…", "Now, secondly,", "In
 * the second place,", "My third point is this.", "A few words upon a fourth point:") and the
 * division itself, which is the rest of the sentence said, through its end. A signpost that
 * says nothing of its own ("The second thing is this.") announces the sentence after it, which
 * is then the division whole: a title is never a bare "this".
 */

export interface SpokenDivision {
  /** 0 for the first, 1 for the second…; -1 for the last; undefined for "next". */
  ordinal: number | undefined;
  /** The division in the preacher's words: the sentence said after the signpost, whole. */
  content: string;
  /** The division was the sentence after the signpost, so that sentence is used up. */
  tookNext: boolean;
  /** The preacher's words before a signpost said inside the sentence, kept in his paragraph. */
  before?: string;
}

const ordinalWords = "first|second|third|fourth|fifth|sixth|seventh|next|last|final|concluding";
const positions: Record<string, number> = {
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
  fourthly: 3,
  four: 3,
  fifth: 4,
  fifthly: 4,
  five: 4,
  sixth: 5,
  sixthly: 5,
  six: 5,
  seventh: 6,
  last: -1,
  lastly: -1,
  final: -1,
  finally: -1,
  concluding: -1,
  close: -1,
  conclude: -1,
};
/** What a preacher calls a division: "the second thing", "my third point", "the next head". */
const divisionNouns =
  "things?|points?|heads?|truths?|lessons?|marks?|words?|reasons?|ways?|principles?|steps?|observations?|thoughts?|divisions?|parts?|subjects?|suggestions?|matters?|topics?|questions?|characteristics?|signs?|features?|pictures?|promises?|facts?";
/**
 * The signposts' patterns read a sentence whose spaces are single (as `sentencesOf` gives it),
 * so each is a plain run of words matched from the sentence's start; the division is the rest.
 */
/** "so,", "and now", "well,": words a preacher says before the signpost. */
const lead = String.raw`^(?:(?:and|so|now|then|well|okay|ok|all right|alright|but),? )*`;
/** "I want you to see", "we learn", "of the text": words between the noun and its verb. */
const filler = String.raw`(?: (?:that )?(?:I want (?:you|us) to (?:see|notice|know|understand|remember|grasp|consider)|we (?:see|learn|notice|find|have)|to (?:notice|see|consider|observe)|(?:this|the) (?:text|passage|verse|psalm|chapter) (?:teaches|tells|shows|says)(?: us)?|(?:of|in) (?:the|our|this) (?:text|passage|verse|sermon))(?: (?:here|today|this morning|tonight|this evening))?)?`;
const verb = String.raw` (?:was to be|will be|shall be|would be|is|was)\b(?: (?:this|simply|just)\b)?`;
const adverbs = String.raw`(first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|sixth(?:ly)?|last(?:ly)?|finally)`;

const forms: RegExp[] = [
  // "The second thing I want you to see is that…", "My third point is this.", "The second head was to be,"
  new RegExp(
    String.raw`${lead}(?:(?:the|my|our|a) )?(${ordinalWords}) (?:${divisionNouns})\b${filler}${verb}`,
    "i",
  ),
  // "The first is sins which are left…", "The second was…": the ordinal standing for its noun.
  new RegExp(String.raw`${lead}the (${ordinalWords})${verb}`, "i"),
  // "I shall ask your attention, first, to…", "We will look, secondly, at…"
  new RegExp(
    String.raw`${lead}(?:I|we|let us|let['’]s) (?:(?:shall|will|want to|would|must|are going to|am going to) )?(?:ask your attention|call your attention|direct your attention|speak|talk|look|think|consider|notice|see|show you),? ${adverbs}(?: of all)?,?(?: (?:to|of|about|upon|on|at)\b)?`,
    "i",
  ),
  // "Now I come to my third and last point, and that is,", "We turn now to the second head:"
  new RegExp(
    String.raw`${lead}(?:I|we|let us|let['’]s) (?:(?:now|have now to|must now|shall now|will now) )?(?:come|turn|pass|move|go|get) (?:now )?to (?:the|my|our|a) (${ordinalWords})(?: and last)? (?:${divisionNouns})\b`,
    "i",
  ),
  // "And now I have to close by observing that we have here…": the last division, said as the close.
  new RegExp(
    String.raw`${lead}I (?:have to|will|shall|must|am about to|want to) (close|conclude) by (?:observing|noticing|noting|showing|saying|considering|speaking of|looking at)(?: that)?(?: we have here| there is here)?\b`,
    "i",
  ),
  // "In the second place,"
  new RegExp(String.raw`${lead}in the (${ordinalWords}) place\b`, "i"),
  // "A few words upon a fourth point:", "A word on my last point,"
  new RegExp(
    String.raw`${lead}(?:a few words|a word|one word|a little) (?:up)?on (?:a|the|my|our) (${ordinalWords}) (?:${divisionNouns})[,:;.—–-]`,
    "i",
  ),
  // "Point number two:", "Number three,"
  new RegExp(String.raw`${lead}(?:point )?number (one|two|three|four|five|six)[,.:]`, "i"),
  // "First of all,", "Now, secondly,", "And then, thirdly,", "Consider first,", "Finally,"
  new RegExp(
    String.raw`${lead}(?:(?:consider|notice|observe|note|mark) )?${adverbs}(?: of all)?[,:]`,
    "i",
  ),
];

/**
 * A clause looking back at the division just closed ("And now, having contrasted the two
 * principles, …", "Having given utterance to these few words upon his power in itself, …"), a
 * verb of speaking or considering and three words or more ("Having said that," is no such
 * clause): taken off before the signpost is read, as the words a preacher says before it.
 */
const lookingBack =
  /^(?:(?:and|so|now|but),? )*having (?:now |thus |briefly |already )?(?:spoken|said|considered|contrasted|given utterance|noticed|shown|dwelt|treated|looked|seen|discussed|handled|described|explained|spent)\b(?: [^ ,.;:!?]+){2,20}, /i;

/**
 * A signpost with no ordinal, said only after a clause looking back: "…, I shall direct your
 * attention to the manifestations of this power". Alone, "I shall direct your attention to…"
 * may lead to anything; after "having…", to the next division.
 */
const afterLookingBack = new RegExp(
  String.raw`^(?:I|we) (?:(?:shall|will|must|would|am about to|am going to|now|shall now|will now) )?(?:direct|call|turn|ask|invite) your attention,?(?: now,?)? (?:to|unto)\b`,
  "i",
);

/**
 * A signpost said inside a sentence, named with its ordinal and "namely": "…, and this shall
 * furnish us with the third point, namely, the lessons from the whole."
 */
const namedInside = new RegExp(
  String.raw`,? (?:and )?(?:this|that|these|which) (?:shall|will|may|must) (?:furnish|give|bring|lead) (?:us|you) (?:with|to) (?:the|my|our|a) (${ordinalWords}) (?:${divisionNouns}),? namely\b`,
  "i",
);

/**
 * Words that only lead from the signpost into the division: its punctuation, "that", "and that
 * is", "namely", "then,", "dear Friends,", "Beloved,". Taken off one at a time.
 */
const leadIns = [
  /^[ ,:;.—–-]+/,
  /^(?:and )?(?:that|this|it) is\b/i,
  /^(?:which is|namely)\b/i,
  /^that (?=\S)/i,
  /^(?:then|now|here|again),/i,
  /^(?:(?:my )?dear |my )?(?:friends|brethren|brothers and sisters|brothers|hearers|beloved|church),/i,
];

/** The division said after a signpost, its lead-in words taken off. */
function divisionAfter(rest: string): string {
  let division = rest;
  for (let changed = true; changed;) {
    changed = false;
    for (const leadIn of leadIns) {
      const next = division.replace(leadIn, "");
      if (next !== division) [division, changed] = [next, true];
    }
  }
  return division.trim();
}

/** A signpost that says nothing of its own: "…is this.", "…is as follows:". */
const nothingOfItsOwn = /^(?:this|that|it|these|as follows|here it is)?[.:!;,—–-]*$/i;

/** Words that open a sentence with a capital only because they open it. */
const commonOpening =
  /^(?:The|A|An|That|This|These|Those|There|Here|He|She|It|We|You|They|What|How|Why|When|Where|Let|In|On|At|Our|My|His|Her|Its|Their|Your|To|Upon|Of|For|With|And|But|So|Some|All|Every|No|Not|If|As)\b/;

/** The division as it goes on after "First, ": a common word in lower case, a name as said. */
function asSaid(content: string): string {
  return commonOpening.test(content) ? content.charAt(0).toLowerCase() + content.slice(1) : content;
}

/**
 * The division a sentence announces, or undefined when it announces none. `next` is the
 * sentence said after it, the division when the signpost says nothing of its own.
 */
export function spokenDivision(sentence: string, next?: string): SpokenDivision | undefined {
  const whole = sentence.replace(/\s+/g, " ").trim();
  const back = lookingBack.exec(whole);
  const said = back ? whole.slice(back[0].length) : whole;
  for (const form of forms) {
    const match = form.exec(said);
    if (!match) continue;
    const word = match[1]!.toLowerCase();
    const ordinal = word === "next" ? undefined : positions[word];
    const rest = divisionAfter(said.slice(match[0].length));
    if (!nothingOfItsOwn.test(rest)) return { ordinal, content: asSaid(rest), tookNext: false };
    if (!next) return undefined;
    return { ordinal, content: asSaid(next.trim()), tookNext: true };
  }
  const looked = back && afterLookingBack.exec(said);
  if (looked) {
    const rest = divisionAfter(said.slice(looked[0].length));
    if (!nothingOfItsOwn.test(rest))
      return { ordinal: undefined, content: asSaid(rest), tookNext: false };
  }
  const inside = namedInside.exec(whole);
  if (inside) {
    const rest = divisionAfter(whole.slice(inside.index + inside[0].length));
    const word = inside[1]!.toLowerCase();
    if (!nothingOfItsOwn.test(rest))
      return {
        ordinal: word === "next" ? undefined : positions[word],
        content: asSaid(rest),
        tookNext: false,
        before: `${whole.slice(0, inside.index).replace(/[,;:\s]+$/, "")}.`,
      };
  }
  return undefined;
}

/** True when a sentence opens a division aloud, whether or not it says the division itself. */
export function opensDivision(sentence: string): boolean {
  const whole = sentence.replace(/\s+/g, " ").trim();
  const back = lookingBack.exec(whole);
  const said = back ? whole.slice(back[0].length) : whole;
  return (
    forms.some((form) => form.test(said)) ||
    (back !== null && afterLookingBack.test(said)) ||
    namedInside.test(whole)
  );
}
