import type { DraftDetails } from "./extract";

/**
 * Sentences built from a request's details, with a bracketed placeholder only for a detail
 * that was not given. The engine lists every placeholder left in a draft as a detail to fill in.
 */

export const placeholders = {
  date: "[date]",
  time: "[time]",
  place: "[place]",
  contact: "[contact name]",
  name: "[Your name]",
  church: "[Church name]",
} as const;

const datedWord =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|\b\d{1,2}\/\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\btoday|\btomorrow|\btonight|\bnext\b|\bthis\b/i;

/** "on Saturday, December 5 at 9am", "on Easter Sunday at 10:30", or placeholders for what is missing. */
export function whenPhrase(
  details: DraftDetails,
  needed: { date: boolean; time: boolean },
): string {
  const dated = details.when.filter((phrase) => datedWord.test(phrase));
  const timed = details.when.filter((phrase) => !datedWord.test(phrase));
  // "every Wednesday starting Jan. 8th": a start or an end qualifies the date before it.
  const joined = dated.reduce(
    (text, phrase) =>
      !text
        ? phrase
        : /^(?:starting|beginning|through)\b/.test(phrase)
          ? `${text} ${phrase}`
          : `${text} and ${phrase}`,
    "",
  );
  const datePart = joined || (needed.date ? placeholders.date : "");
  const hasTime = details.hasTime;
  const timePart =
    timed.length > 0 && !dated.some((phrase) => /\d(?::\d\d)?\s*(?:am|pm)|\d:\d\d/i.test(phrase))
      ? timed.join(" and ")
      : !hasTime && !details.multiDay && needed.time
        ? placeholders.time
        : "";
  const on =
    datePart &&
    !/^(?:today|tomorrow|tonight|next|this|every|each|through|starting|beginning)\b/i.test(datePart)
      ? "on "
      : "";
  return [datePart && `${on}${datePart}`, timePart && `at ${timePart}`].filter(Boolean).join(" ");
}

/** "in the fellowship hall", "at Riverside Park", or the place placeholder. */
export function wherePhrase(details: DraftDetails, needed: boolean): string {
  const place = details.places[0];
  if (!place) return needed ? `at ${placeholders.place}` : "";
  const typed = details.placePrepositions[place];
  if (typed) return `${typed} ${place}`;
  return /^(?:the|room|rm\.|suite)\b/i.test(place) ? `in ${place}` : `at ${place}`;
}

/** "Linda Park (linda@grace.org, 555-201-3344)", or undefined when no contact was given. */
export function contactPhrase(details: DraftDetails): string | undefined {
  const { name, email, phone } = details.contact;
  const ways = [email, phone].filter(Boolean).join(" or ");
  if (name) return ways ? `${name} (${ways})` : name;
  return ways || undefined;
}

/** The name a prayer or a greeting uses: "Margaret" for "Margaret Jones", titles kept. */
export function callName(person: string): string {
  const [first, ...rest] = person.split(" ");
  return /^(?:pastor|mr|mrs|ms|dr|rev|brother|sister|aunt|uncle|grandma|grandpa)\.?$/i.test(
    first ?? "",
  )
    ? person
    : (first ?? person) +
        (rest.length > 0 && (first ?? "").length <= 2 ? ` ${rest.join(" ")}` : "");
}

const stopWords = new Set(
  "a an the and or of in on for to with at by from as our your my we us is are be will this that it its after before".split(
    " ",
  ),
);

/**
 * Note sentences that say more than the logistics a draft already states: a sentence made only
 * of a date, a place and a contact ("Contact Linda Park (linda@…)") would repeat them; a note
 * with none of those ("Bring a basket!") is always kept.
 */
export function notesBeyondLogistics(details: DraftDetails): string[] {
  const anchors = [
    ...details.places,
    ...Object.values(details.contact).filter((value): value is string => Boolean(value)),
  ];
  const known = [...details.when, ...anchors];
  const eventWords = (details.event ?? "").toLowerCase().split(" ");
  return details.notes.filter((note) => {
    // Only a note that names a date ("January 4", not "Sunday's sermon"), a place or a contact
    // is restated by the logistics sentence.
    const lower = note.toLowerCase();
    const restated = [...details.when.filter((phrase) => /\d/.test(phrase)), ...anchors];
    if (!restated.some((phrase) => lower.includes(phrase.toLowerCase()))) return true;
    let rest = note.toLowerCase();
    for (const phrase of known) rest = rest.split(phrase.toLowerCase()).join(" ");
    const words = rest
      .toLowerCase()
      .split(/[^a-z'’]+/)
      .filter((word) => word.length > 2 && !stopWords.has(word) && !eventWords.includes(word));
    return words.length >= 3;
  });
}

/** Every bracketed placeholder left in a draft, once each, in order: the details to fill in. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([^\]\n]{2,80})\]/g)].map((match) => match[0]))];
}

const instructionVerbs =
  /^(?:use|include|mention|announce|keep|add|remember|avoid|focus|quote|highlight|tell|end|start|close|open|speak|talk|welcome|thank|invite|please)\b/i;
const occasionOpeners = /^(?:for|written for|part of|from)\b/i;

/**
 * The notes sorted by what they are: instructions to the writer ("Use John 11:35", "Announce
 * the prayer night"), the occasion ("For the women's retreat"), and the situation itself.
 */
export function notesByKind(details: DraftDetails): {
  instructions: string[];
  occasion: string[];
  situation: string[];
  announcements: string[];
} {
  const instructions = details.notes.filter((note) => instructionVerbs.test(note));
  const occasion = details.notes.filter(
    (note) => !instructionVerbs.test(note) && occasionOpeners.test(note),
  );
  const rest = details.notes.filter(
    (note) => !instructions.includes(note) && !occasion.includes(note),
  );
  const announcements = rest.filter((note) => announcesSomething(note, details));
  const situation = rest.filter((note) => !announcements.includes(note));
  return { instructions, occasion, situation, announcements };
}

/**
 * "Community potluck Sunday at noon in the gym": a note giving a time, or a date and a place,
 * tells of something coming up rather than the situation a draft speaks to.
 */
function announcesSomething(note: string, details: DraftDetails): boolean {
  const lower = note.toLowerCase();
  const when = details.when.filter((phrase) => lower.includes(phrase.toLowerCase()));
  if (when.length === 0) return false;
  const timed = when.some((phrase) => /\d|noon|midnight/i.test(phrase));
  return timed || details.places.some((place) => lower.includes(place.toLowerCase()));
}
