/**
 * Every date and time the product writes for people, in US English: one place, so a date is
 * written one way everywhere (the linter keeps others from formatting their own).
 *
 * Two kinds of value:
 * - a calendar day, "2026-12-24" (an event's date, a Sunday, a policy's date): a day in no time
 *   zone, written as it is named (`formatDay`);
 * - an instant (a saved item's time, a renewal, a deadline): written in the reader's time zone,
 *   or in UTC with `utc` where the server writes it for everyone (`formatInstant`).
 */
const styles = {
  /** December 24, 2026 */
  date: { month: "long", day: "numeric", year: "numeric" },
  /** Thursday, December 24, 2026 */
  weekdayDate: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** Dec 24, 2026 */
  shortDate: { month: "short", day: "numeric", year: "numeric" },
  /** Dec 24 */
  monthDay: { month: "short", day: "numeric" },
  /** December 2026 */
  monthYear: { month: "long", year: "numeric" },
  /** Thursday */
  weekday: { weekday: "long" },
  /** 7:00 PM */
  time: { hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, timeZone: "UTC" | undefined): Intl.DateTimeFormat {
  const key = `${style}:${timeZone ?? "local"}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { ...styles[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** An instant as `style` ("" when it is not a time). */
export function formatInstant(
  value: Date | string,
  style: DateStyle,
  options: { utc?: boolean } = {},
): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return formatter(style, options.utc ? "UTC" : undefined).format(date);
}

/** A calendar day, "2026-12-24", as `style` ("" when it is not a day). */
export function formatDay(iso: string, style: DateStyle): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "";
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return "";
  return formatter(style, "UTC").format(date);
}
