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

export function hasEvent(event: EventFields): boolean {
  return Boolean(event.eventName || event.eventDate || event.eventPlace);
}

/** "When: …" */
export function whenLine(event: EventFields): string | undefined {
  const time = event.eventTime
    ? event.eventEndTime
      ? `${spokenTime(event.eventTime)} to ${spokenTime(event.eventEndTime)}`
      : spokenTime(event.eventTime)
    : "";
  const date = event.eventDate ? spokenDate(event.eventDate) : "";
  const when = [date, time].filter(Boolean).join(", ");
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

/** Every field given, one labelled line each, in the order a reader needs them. */
export function eventLines(event: EventFields): string[] {
  return [
    event.eventName && `What: ${event.eventName}`,
    whenLine(event),
    whereLine(event),
    event.eventContact && labelled("Contact", event.eventContact),
    event.eventRsvp && labelled("RSVP", event.eventRsvp),
    event.eventLink && `More: ${event.eventLink}`,
  ].filter((line): line is string => Boolean(line));
}
