import { churchYearDays } from "@shared/church-year/calendar";
import { addDays, isoOf, parseIsoDate } from "@shared/church-year/dates";

/**
 * The date whose church year the planner's calendar opens on. Between Christ the King and
 * Advent the year just ending has no Sunday left to plan, so the calendar opens on the
 * coming year (which begins on Advent Sunday) rather than a year behind.
 */
export function openingDate(date: string): string {
  const days = churchYearDays(date);
  const year = days[0]!.churchYear;
  const last = days.at(-1)!.date;
  if (date <= last) return date;
  return isoOf(addDays(parseIsoDate(year.end)!, 1));
}
