import * as chrono from "chrono-node";
import nlp from "compromise";
import { resolveCitation } from "../../scripture/citation";
import { scanReferences } from "../../scripture/reference-scanner";
import words from "./words.json";

/**
 * What a pastor's notes and main fields carry, read so a draft can use them instead of leaving
 * "[date]" or "[contact name]": dates and times (chrono-node), people and places (compromise,
 * checked against the words of church life), contact details, an event, the notes' own
 * sentences and any verses they name. Every phrase is kept as the pastor typed it.
 */
export interface DraftDetails {
  /** Date and time phrases as typed: "Saturday, December 5 at 9am", "10:30". */
  when: string[];
  hasDate: boolean;
  hasTime: boolean;
  /** The dates span several days ("January 17-19"): no single start time is needed. */
  multiDay: boolean;
  /** Places as typed, with their article: "the fellowship hall", "Riverside Park". */
  places: string[];
  /** The preposition each place was typed with ("on the church lawn"), where it had one. */
  placePrepositions: Record<string, string>;
  /** People named (never God or a day): "Margaret", "Linda Park". */
  people: string[];
  contact: { name?: string; email?: string; phone?: string };
  /** The event the text is about: "Thanksgiving food drive". */
  event?: string;
  /** The notes, one cleaned sentence each, in the pastor's words. */
  notes: string[];
  /** Valid scripture references named in the notes or fields. */
  verses: string[];
}

const notPeople = new Set(words.notPeople.map((word) => word.toLowerCase()));
const eventPattern = new RegExp(
  `\\b((?:[A-Z][\\w'’-]*\\s){0,2})(${[...words.events]
    .sort((a, b) => b.length - a.length)
    .map((event) => event.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})\\b`,
  "i",
);
const placeNouns = [...words.placeNouns].sort((a, b) => b.length - a.length).join("|");
/** "in the fellowship hall", "at Grace Church", "at Riverside Park", "at the Smiths' home". */
const placePattern = new RegExp(
  `\\b(?:in|at|to|outside|behind|inside|on|by|near|beside)\\s+((?:the\\s+)?(?:(?!(?:in|at|on|to|the)\\b)[A-Za-z'’-]+\\s){0,3}(?:${placeNouns}))\\b`,
  "gi",
);
/** Places named by a leading noun: "at Camp Wildwood", "at Lake Harmony", "at St. Luke's Hospital". */
const leadingPlacePattern =
  /\b(?:in|at|to)\s+((?:Camp|Lake|Mount|Mt\.|Fort|Saint|St\.)\s+(?:[A-Z][\w'’-]*)(?:\s+[A-Z][\w'’-]*){0,2})/g;
/** A proper name goes on with "of" and a name: "First Baptist Church of Millbrook". */
const properName = `[A-Z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*){0,2}`;
const properPlacePattern = new RegExp(
  `\\b(?:in|at)\\s+((?:[A-Z][\\w'’-]*\\s){1,3}(?:${placeNouns.replace(/\b\w/g, (c) => c.toUpperCase())}|Road|Street|Avenue|Lane)(?:\\s+[A-Z0-9](?![\\w'’]))?(?:\\s+of\\s+(?:the\\s+)?${properName})?)\\b`,
  "g",
);
const roomStart = /^(?:Room|Rm\.|Suite)\s/;
/** "Room 204 of the Education Building", "in Room 12". */
const roomPattern = new RegExp(
  `(?:^|[\\s,(])((?:Room|Rm\\.|Suite)\\s+\\d+[A-Z]?(?:\\s+(?:of|in)\\s+(?:the\\s+)?${properName})?)`,
  "g",
);
/** A business by its street: "at Denny's on Main Street". */
const onStreetPattern = new RegExp(
  `\\bat\\s+((?:[A-Z][\\w'’&.-]*\\s){1,3}on\\s+${properName}\\s+(?:Street|St\\.|Road|Rd\\.|Avenue|Ave\\.|Lane|Boulevard|Blvd\\.|Drive|Way))`,
  "g",
);
const titles = words.titles.join("|");
/** A title that leads a name, with or without its period: "Rev. Maria Lopez", "Nurse Patty". */
const titlePattern = new RegExp(`^(${titles})\\.?\\s`);
const contactVerbs = ["contact", "call", "email", "e-mail", "text", "reach", "ask", "see", "rsvp to", "speak to", "speak with", "talk to", "talk with", "sign up with", "register with", "reply to", "questions to", "forms to", "send forms to", "coordinated by", "led by", "organised by", "organized by"]; // prettier-ignore
/** "Contact Linda Park": the verb in any case, the name capitalised. */
const contactPattern = new RegExp(
  `\\b(?:${contactVerbs.map((verb) => verb.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join("|")})\\s+((?:(?:${titles})\\.?\\s+)?[A-Z][a-z]*['’]?[A-Za-z-]+(?:\\s+[A-Z][a-z]*['’]?[A-Za-z-]+)?)`,
);
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const phonePattern = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const holidayBefore = new RegExp(`(?:${words.holidays.join("|")})\\s+$`);
const durationWords = /^(?:for|in|over|about|almost|nearly)\b|\b(?:years?|months?|weeks?)\b/i;

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const mayHoldDate =
  /\d|day\b|tomorrow|tonight|noon|midnight|morning|evening|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
// Case-sensitive on purpose: "the last Sunday of Advent" ends at a capitalised name, never at
// "the last Sunday in the sanctuary"; only a word's first letter may be either case.
const eitherCase = (words: string) =>
  words.replace(/\b([a-z])/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
const weekday = "(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?";
const ordinal = eitherCase("(?:first|second|third|fourth|fifth|last|other)");
/** "every second Saturday", "the last Sunday of the month": when a regular thing meets. */
const recurringPattern = new RegExp(
  `\\b(?:${eitherCase("(?:every|each)")}\\s+(?:${ordinal}\\s+)?${weekday}|${eitherCase("the")}\\s+${ordinal}\\s+${weekday}(?:\\s+(?:of|in)\\s+(?:the\\s+|each\\s+|every\\s+)?(?:month|[A-Z][a-z]+))?)(?:\\s+(?:morning|afternoon|evening|night))?`,
  "g",
);
/** "her first Sunday preaching" and "the Sunday school" name no date. */
const ordinalWeekdayPattern = new RegExp(
  `\\b${ordinal}\\s+${weekday}\\b|\\b${weekday}(?=\\s+(?:school|schedule|bulletin|attendance|sermons?|best)\\b)`,
  "g",
);
const blank = (match: string) => " ".repeat(match.length);
const loneTimeWords = /^(?:noon|midnight|night|morning|evening|afternoon)$/i;

function whenOf(parts: readonly string[], now: Date) {
  // Each field and note is read on its own, so a date never runs across two of them.
  const recurring = parts.flatMap((text) =>
    [...text.matchAll(recurringPattern)].map((match) =>
      match[0].replace(/^(?:Every|Each|The)\b/, (word) => word.toLowerCase()),
    ),
  );
  const dateless = parts.map((text) =>
    text.replace(recurringPattern, blank).replace(ordinalWeekdayPattern, blank),
  );
  const found = dateless.flatMap((text) =>
    // Most fields name no date at all: chrono runs only where one may be.
    (mayHoldDate.test(text) ? chrono.parse(text, now, { forwardDate: true }) : [])
      .filter((result) => {
        const start = result.start;
        const dated = ["day", "weekday", "month"].some((part) => start.isCertain(part as never));
        const timed = start.isCertain("hour");
        // "by June 30" is a deadline, not when the thing happens.
        const deadline = /\b(?:by|before|until)\s*$/i.test(text.slice(0, result.index));
        return (
          (dated || timed) &&
          !deadline &&
          !durationWords.test(result.text) &&
          !loneTimeWords.test(result.text.trim())
        );
      })
      .map((result) => ({ result, text })),
  );
  // "through November 23" is a period that ends then, not a day to come at a time.
  const through = ({ result, text }: (typeof found)[number]) =>
    /\b(?:through|thru)\s*$/i.test(text.slice(0, result.index));
  const starting = ({ result, text }: (typeof found)[number]) =>
    /\b(?:starting|beginning)(?:\s+on)?\s*$/i.exec(text.slice(0, result.index))?.[0].trim();
  const when = found.map((date) => {
    const { result, text } = date;
    const holiday = holidayBefore.exec(text.slice(Math.max(0, result.index - 20), result.index));
    const lead = through(date)
      ? "through "
      : starting(date)
        ? `${starting(date)!.toLowerCase()} `
        : "";
    return clean(`${lead}${holiday?.[0] ?? ""}${result.text}`)
      .replace(/^(?:on|at)\s+/i, "")
      .replace(/[\s,;:]+$/, "");
  });
  // "Sunday" inside "Sunday, June 8 at 10am" is the same date, and so is the holiday "Good
  // Friday" (from "Good Friday service") beside "Friday, April 3 at 7pm".
  const bareDay = new RegExp(`^(?:${words.holidays.join("|")})\\s+(${weekday})$`);
  const distinct = unique([...recurring, ...when]).filter((phrase, _index, all) => {
    const day = bareDay.exec(phrase)?.[1] ?? phrase;
    return !all.some((other) => other !== phrase && other.includes(day));
  });
  return {
    when: distinct,
    multiDay: found.some(
      (date) =>
        through(date) ||
        (date.result.end &&
          date.result.end.date().toDateString() !== date.result.start.date().toDateString()),
    ),
    hasDate:
      recurring.length > 0 ||
      found.some(({ result }) =>
        ["day", "weekday", "month"].some((part) => result.start.isCertain(part as never)),
      ),
    hasTime: found.some(({ result }) => result.start.isCertain("hour")),
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const placePrepositionWords = /^(?:in|at|on|by|near|beside|outside|behind|inside)$/i;

function placesOf(
  text: string,
  people: string[],
): { places: string[]; prepositions: Record<string, string> } {
  const found: string[] = [];
  const prepositions: Record<string, string> = {};
  const add = (match: RegExpMatchArray, place: string) => {
    found.push(place);
    const before = match[0].slice(0, match[0].indexOf(match[1] ?? "")).trim();
    if (placePrepositionWords.test(before)) prepositions[place] ??= before.toLowerCase();
  };
  for (const pattern of [onStreetPattern, roomPattern, leadingPlacePattern, properPlacePattern])
    for (const match of text.matchAll(pattern)) add(match, clean(match[1] ?? ""));
  for (const match of text.matchAll(placePattern)) {
    const place = clean(match[1] ?? "").replace(/^(?:our|my|your)\s+/i, "the ");
    // "at 9am in the hall" style leftovers and bare nouns ("in church") carry no detail.
    if (place.split(" ").length < 2 || /\d/.test(place)) continue;
    add(match, place);
  }
  const named = people.map((person) => person.toLowerCase());
  const listed = unique(found)
    .filter((place) => !named.includes(place.toLowerCase()))
    .filter((place, _index, all) =>
      all.every((other) => other === place || !other.toLowerCase().includes(place.toLowerCase())),
    );
  // "the kiosks by the nursery doors" is one place, as typed.
  const nextTo = (place: string, other: string) =>
    text.match(
      new RegExp(`${escaped(place)} (?:by|near|beside|behind|next to) ${escaped(other)}`),
    )?.[0];
  const besides = new Set<string>();
  const places = listed
    .map((place) => {
      const other = listed.find((candidate) => nextTo(place, candidate));
      if (!other) return place;
      besides.add(other);
      const whole = nextTo(place, other)!;
      if (prepositions[place]) prepositions[whole] = prepositions[place];
      return whole;
    })
    .filter((place) => !besides.has(place));
  // "the Downtown Business Center, Suite 400" is one place, as typed.
  const rooms = places.filter((place) => roomStart.test(place));
  const joined = places.flatMap((place) => {
    if (roomStart.test(place)) return [];
    const room = rooms.find((candidate) => text.includes(`${place}, ${candidate}`));
    if (!room) return [place];
    const whole = `${place}, ${room}`;
    if (prepositions[place]) prepositions[whole] = prepositions[place];
    return [whole];
  });
  const kept = [
    ...joined,
    ...rooms.filter((room) => !joined.some((place) => place.endsWith(`, ${room}`))),
  ];
  return {
    places: kept,
    prepositions: Object.fromEntries(
      kept.filter((place) => prepositions[place]).map((place) => [place, prepositions[place]!]),
    ),
  };
}

/** Places in a sentence that also gives a date or time come first: that is where it happens. */
function placesByRelevance(
  places: string[],
  parts: readonly string[],
  when: readonly string[],
): string[] {
  const timed = (place: string) =>
    parts.some((part) => part.includes(place) && when.some((phrase) => part.includes(phrase)))
      ? 0
      : 1;
  return [...places].sort((a, b) => timed(a) - timed(b));
}

/** "Rev Maria Lopez" read from "Rev. Maria Lopez" gets its period back, as typed. */
function withTitlePeriod(name: string, text: string): string {
  const title = titlePattern.exec(name)?.[1];
  if (!title || !text.includes(`${title}. ${name.slice(title.length).trim().split(" ")[0]}`))
    return name;
  return `${title}. ${name.slice(title.length).trim()}`;
}

/** A capitalised word mid-sentence that is not God, a day or a season may be a name. */
function mayNameSomeone(text: string): boolean {
  return (text.match(/(?<=[^.!?]\s)\p{Lu}[\p{L}'’-]*/gu) ?? []).some(
    (word) => !notPeople.has(word.toLowerCase()),
  );
}

function peopleOf(text: string, contactName: string | undefined): string[] {
  // A name is capitalised mid-sentence; text without such a word names no one.
  const named = (mayNameSomeone(text) ? (nlp(text).people().out("array") as string[]) : []).map(
    (name) =>
      withTitlePeriod(clean(name.replace(/['’]s\b/g, "").replace(/[^\p{L}\s'’-]/gu, "")), text),
  );
  const people = unique([...(contactName ? [contactName] : []), ...named]).filter(
    (name) =>
      name.length > 1 &&
      /^\p{Lu}/u.test(name) &&
      !name.split(" ").some((part) => notPeople.has(part.toLowerCase())),
  );
  // "Margaret" or "Nurse Patty" beside "Margaret Jones" or "Nurse Patty Green" is the same person.
  return people.filter(
    (name) => !people.some((other) => other !== name && ` ${other} `.includes(` ${name} `)),
  );
}

function eventOf(text: string): string | undefined {
  const match = eventPattern.exec(text);
  if (!match) return undefined;
  // Only capitalised words lead an event's name ("Thanksgiving food drive"), not "volunteers for".
  const lead = clean(match[1] ?? "")
    .split(" ")
    .filter((word) => /^\p{Lu}/u.test(word))
    .join(" ");
  const kept = lead.replace(/^(?:the|our|a|an|this|join|come|for|to)\b\s*/i, "");
  const name = match[2] ?? "";
  const atStart = match.index === 0 || /[.!?]\s*$/.test(text.slice(0, match.index));
  // As typed, except a sentence's own capital: "Funeral on Friday" → "funeral".
  if (!kept) return atStart ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return clean(`${kept ? `${kept} ` : ""}${(match[2] ?? "").toLowerCase()}`).replace(
    /\bvbs\b/,
    "VBS",
  );
}

/** Matches any of the references found in the full text, wherever they recur. */
function referencePattern(citations: ReturnType<typeof scanReferences>, full: string): RegExp {
  const cited = citations.map((citation) =>
    full.slice(citation.start, citation.end).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return new RegExp(cited.join("|"), "g");
}

/** A line, a sentence's end (never an abbreviation's period: "Sat. 10/18"), a semicolon or a dash. */
const sentenceBreak = new RegExp(
  `\\n+|(?<=[!?]|(?<!\\b(?:${words.abbreviations.join("|")}))\\.)\\s+(?=[A-Z0-9$£€“"‘'])|\\s*;\\s+|\\s+[–—-]\\s+(?=[A-Z])`,
);

/** The notes as sentences: lines and sentence ends split them; each is capitalised and closed. */
export function noteSentences(notes: string): string[] {
  return (
    notes
      .split(sentenceBreak)
      // Double quotes become single ones, so the pastor's words are never taken for scripture.
      .map((part) =>
        clean(
          part
            .replace(/^[-*•\d.)\s]+(?=\S)/, "")
            .replace(/[“"]/g, "‘")
            .replace(/”/g, "’"),
        ),
      )
      .filter((part) => part.split(" ").length >= 2)
      .map((part) => {
        const capital = part.charAt(0).toUpperCase() + part.slice(1);
        return /[.!?]$/.test(capital) ? capital : `${capital}.`;
      })
  );
}

/**
 * Reads the details from a request's main fields and its notes. `now` anchors phrases like
 * "next Saturday", which are kept as typed in any case.
 */
export function readDetails(
  fields: readonly string[],
  notes: string,
  now = new Date(),
): DraftDetails {
  const full = clean([...fields, notes].filter(Boolean).join(". "));
  const citations = scanReferences(full);
  // References are read once; their numbers are not times and their books are not people.
  const text = citations.reduceRight(
    (rest, citation) => `${rest.slice(0, citation.start)}${rest.slice(citation.end)}`,
    full,
  );
  const contactName = contactPattern.exec(text)?.[1];
  const email = emailPattern.exec(text)?.[0];
  const when = whenOf(
    [...fields, ...noteSentences(notes)].map((part) =>
      citations.length > 0 ? part.replace(referencePattern(citations, full), " ") : part,
    ),
    now,
  );
  const phone = phonePattern.exec(text)?.[0];
  const named = peopleOf(text, contactName);
  const { places, prepositions } = placesOf(text, named);
  // "Denny" in "Denny's on Main Street" or "Mark" in "St. Mark's Church" names a place.
  const people = named.filter((person) => !places.some((place) => place.includes(person)));
  const event = eventOf(text);
  return {
    ...when,
    places: placesByRelevance(places, [...fields, ...noteSentences(notes)], when.when),
    placePrepositions: prepositions,
    people,
    contact: {
      ...(contactName ? { name: contactName } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone: clean(phone) } : {}),
    },
    ...(event ? { event } : {}),
    notes: noteSentences(notes),
    verses: unique(
      citations
        .map(resolveCitation)
        .filter((citation) => citation.valid)
        .map((citation) => citation.reference),
    ),
  };
}
