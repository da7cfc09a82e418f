import { formatDay } from "@shared/dates/format";
/** An event's fields as a request carries them (empty strings where not given). */
export interface EventFields {
  eventName: string;
  eventDate: string;
  eventTime: string;
  eventEndTime: string;
  eventPlace: string;
  eventAddress: string;
  eventContact: string;
  eventRsvp: string;
  eventLink: string;
}

/** "2026-12-24" → "Thursday, December 24, 2026". */
export function spokenDate(date: string): string {
  return formatDay(date, "weekdayDate");
}

/** "18:30" → "6:30 pm"; "12:00" → "12:00 noon". */
export function spokenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (hours === 12 && minutes === 0) return "12:00 noon";
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/**
 * Whether the pastor gave any of an event's own facts (its name, day, times, place or address):
 * a piece with any of them announces the event and prints every one (a time and an address with
 * no name were dropped from an email). A contact, reply details or a link alone are printed
 * where the piece prints them, without an event block.
 */
export function hasEvent(event: EventFields): boolean {
  return Boolean(
    event.eventName ||
    event.eventDate ||
    event.eventTime ||
    event.eventEndTime ||
    event.eventPlace ||
    event.eventAddress,
  );
}

/**
 * The day after a calendar day, "2027-01-22" → "2027-01-23" ("" when it is not a day).
 */
function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return "";
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * "7:00 pm to 9:00 pm"; an end at or before the start is the next day's ("7:00 pm to 7:00 am
 * Saturday", an overnight lock-in), said so the reader does not take it for the same evening.
 */
function timeSpan(event: EventFields): string {
  if (!event.eventTime) return "";
  const start = spokenTime(event.eventTime);
  if (!event.eventEndTime) return start;
  const end = spokenTime(event.eventEndTime);
  if (event.eventEndTime > event.eventTime) return `${start} to ${end}`;
  const weekday = event.eventDate ? formatDay(nextDay(event.eventDate), "weekday") : "";
  return `${start} to ${end} ${weekday || "the next day"}`;
}

/** "When: …" */
export function whenLine(event: EventFields): string | undefined {
  const date = event.eventDate ? spokenDate(event.eventDate) : "";
  const when = [date, timeSpan(event)].filter(Boolean).join(", ");
  return when ? `When: ${when}` : undefined;
}

/** "Where: Fellowship Hall, 120 Main Street" */
export function whereLine(event: EventFields): string | undefined {
  const where = [event.eventPlace, event.eventAddress].filter(Boolean).join(", ");
  return where ? `Where: ${where}` : undefined;
}

/**
 * A field's value under its label ("RSVP: by December 10"), or alone when the value already says
 * what it is ("RSVP by December 10", "No RSVP needed"): "RSVP: No RSVP needed" says it twice.
 */
export function labelled(label: string, value: string): string {
  return value
    .toLowerCase()
    .split(/[^a-z]+/)
    .includes(label.toLowerCase())
    ? value
    : `${label}: ${value}`;
}

/**
 * Every field given, one line each, in the order a reader needs them: under a label where the
 * field's use is fixed by its input (a date, a time, a place), the details as typed.
 */
export function eventLines(event: EventFields): string[] {
  return [
    event.eventName && `What: ${event.eventName}`,
    whenLine(event),
    whereLine(event),
    event.eventContact && labelled("Contact", event.eventContact),
    // As typed: the form's "RSVP and other details" holds childcare, cost and replies alike.
    event.eventRsvp,
    event.eventLink && `More: ${event.eventLink}`,
  ].filter((line): line is string => Boolean(line));
}
