import { formatDay } from "@shared/dates/format";
/**
 * Calendar dates as "YYYY-MM-DD" strings, computed in UTC so that a date never shifts with
 * the time zone of the machine that reads it.
 */
export const firstSupportedYear = 1900;
export const lastSupportedYear = 2200;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** The UTC midnight of an ISO date, or undefined when it is not a real calendar date. */
export function parseIsoDate(iso: string): Date | undefined {
  const match = isoPattern.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date;
}

export function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / dayMs);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: Date): number {
  return date.getUTCDay();
}

/** The date itself when it is a Sunday, else the next Sunday. */
export function sundayOnOrAfter(date: Date): Date {
  return addDays(date, (7 - weekday(date)) % 7);
}

/** Why an ISO date cannot be used, or undefined when it can. */
export function dateProblem(iso: string): string | undefined {
  const date = parseIsoDate(iso);
  if (!date) return "Use a real date written as YYYY-MM-DD, for example 2026-03-01.";
  const year = date.getUTCFullYear();
  if (year < firstSupportedYear || year > lastSupportedYear) {
    return `The church calendar covers ${firstSupportedYear} to ${lastSupportedYear}; ${iso} is outside it.`;
  }
  return undefined;
}

/** "Sunday, March 1, 2026". */
export function longDate(iso: string): string {
  return parseIsoDate(iso) ? formatDay(iso, "weekdayDate") : iso;
}
