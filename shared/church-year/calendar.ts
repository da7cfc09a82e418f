import { gregorianEaster } from "date-easter";
import ordinals from "./ordinals.json";
import seasons from "./seasons.json";
import {
  addDays,
  daysBetween,
  isoOf,
  parseIsoDate,
  sundayOnOrAfter,
  utcDate,
  weekday,
} from "./dates";

export type SeasonKey = keyof typeof seasons;
export type LectionaryYear = "A" | "B" | "C";

export interface Season {
  key: SeasonKey;
  label: string;
  /** The liturgical colour most Protestant and Anglican churches use. */
  colour: string;
  hex: string;
}

/** A named day: its key (the lectionary import's `day` column) and its name. */
export interface NamedDay {
  key: string;
  name: string;
}

export interface ChurchDay {
  date: string;
  isSunday: boolean;
  season: Season;
  /** The Sunday's name, on Sundays. */
  sunday?: NamedDay & {
    /** The Revised Common Lectionary's Proper number, in the season after Pentecost. */
    proper?: number;
  };
  /** A principal feast or holy day (Ash Wednesday, Good Friday, Christmas Day…). */
  principalDay?: NamedDay;
  /** What the day is called: the principal day, else the Sunday, else "A weekday in Lent". */
  title: string;
  churchYear: ChurchYear;
}

export interface ChurchYear {
  /** The First Sunday of Advent that begins it. */
  start: string;
  /** The Saturday before the next Advent. */
  end: string;
  /** The Revised Common Lectionary's year: A (Matthew), B (Mark), C (Luke). */
  lectionaryYear: LectionaryYear;
  /** "Year A, 2025–26". */
  label: string;
}

/** The dates a church year hangs on, for the year whose Easter falls in `easterYear`. */
export interface KeyDates {
  adventSunday: Date;
  christmasDay: Date;
  epiphany: Date;
  baptismOfTheLord: Date;
  ashWednesday: Date;
  palmSunday: Date;
  maundyThursday: Date;
  goodFriday: Date;
  holySaturday: Date;
  easterDay: Date;
  ascensionDay: Date;
  pentecost: Date;
  trinitySunday: Date;
  christTheKing: Date;
  nextAdventSunday: Date;
}

/** The First Sunday of Advent of a calendar year: the Sunday from November 27 to December 3. */
export function adventSunday(year: number): Date {
  return sundayOnOrAfter(utcDate(year, 11, 27));
}

export function easterDay(year: number): Date {
  const easter = gregorianEaster(year);
  return utcDate(easter.year, easter.month, easter.day);
}

/** Key dates of the church year that begins at Advent in `easterYear - 1`. */
export function keyDates(easterYear: number): KeyDates {
  const easter = easterDay(easterYear);
  const epiphany = utcDate(easterYear, 1, 6);
  const nextAdventSunday = adventSunday(easterYear);
  return {
    adventSunday: adventSunday(easterYear - 1),
    christmasDay: utcDate(easterYear - 1, 12, 25),
    epiphany,
    baptismOfTheLord: sundayOnOrAfter(addDays(epiphany, 1)),
    ashWednesday: addDays(easter, -46),
    palmSunday: addDays(easter, -7),
    maundyThursday: addDays(easter, -3),
    goodFriday: addDays(easter, -2),
    holySaturday: addDays(easter, -1),
    easterDay: easter,
    ascensionDay: addDays(easter, 39),
    pentecost: addDays(easter, 49),
    trinitySunday: addDays(easter, 56),
    christTheKing: addDays(nextAdventSunday, -7),
    nextAdventSunday,
  };
}

const lectionaryYears: readonly LectionaryYear[] = ["A", "B", "C"];

/** Year A is the church year whose Easter falls in 2026 (it began at Advent 2025), and so on in threes. */
export function lectionaryYearOf(easterYear: number): LectionaryYear {
  return lectionaryYears[(((easterYear - 2026) % 3) + 3) % 3]!;
}

/** The church year a date belongs to, named by the calendar year of its Easter. */
export function easterYearOf(date: Date): number {
  const year = date.getUTCFullYear();
  return date >= adventSunday(year) ? year + 1 : year;
}

function churchYearOf(easterYear: number, dates: KeyDates): ChurchYear {
  const lectionaryYear = lectionaryYearOf(easterYear);
  return {
    start: isoOf(dates.adventSunday),
    end: isoOf(addDays(dates.nextAdventSunday, -1)),
    lectionaryYear,
    label: `Year ${lectionaryYear}, ${easterYear - 1}–${String(easterYear).slice(-2)}`,
  };
}

function seasonOf(date: Date, dates: KeyDates): Season {
  const key: SeasonKey =
    date < dates.christmasDay
      ? "advent"
      : date < dates.epiphany
        ? "christmas"
        : date < dates.ashWednesday
          ? "epiphany"
          : date < dates.palmSunday
            ? "lent"
            : date < dates.easterDay
              ? "holy-week"
              : date <= dates.pentecost
                ? "easter"
                : "after-pentecost";
  return { key, ...seasons[key] };
}

const ordinal = (n: number) => ordinals[n] ?? `${n}th`;
const same = (a: Date, b: Date) => a.getTime() === b.getTime();
const weeksFrom = (from: Date, to: Date) => Math.floor(daysBetween(from, to) / 7);

/** The Revised Common Lectionary's Proper: Proper 1 is the Sunday from May 8 to 14. */
function properOf(date: Date, easterYear: number): number {
  return 1 + weeksFrom(utcDate(easterYear, 5, 8), date);
}

function sundayOf(date: Date, dates: KeyDates, easterYear: number): ChurchDay["sunday"] {
  if (date < dates.christmasDay) {
    const n = weeksFrom(dates.adventSunday, date) + 1;
    return { key: `advent-${n}`, name: `${ordinal(n)} Sunday of Advent` };
  }
  if (date < dates.epiphany) {
    if (same(date, dates.christmasDay)) return { key: "christmas-day", name: "Christmas Day" };
    const n = Math.floor((daysBetween(dates.christmasDay, date) - 1) / 7) + 1;
    return { key: `christmas-${n}`, name: `${ordinal(n)} Sunday after Christmas Day` };
  }
  if (same(date, dates.epiphany)) return { key: "epiphany", name: "Epiphany of the Lord" };
  if (date < dates.ashWednesday) {
    if (same(date, addDays(dates.ashWednesday, -3))) {
      return { key: "transfiguration", name: "Transfiguration Sunday" };
    }
    const n = weeksFrom(dates.baptismOfTheLord, date) + 1;
    if (n === 1) return { key: "epiphany-1", name: "Baptism of the Lord" };
    return { key: `epiphany-${n}`, name: `${ordinal(n)} Sunday after the Epiphany` };
  }
  if (date < dates.palmSunday) {
    const n = weeksFrom(dates.ashWednesday, date) + 1;
    return { key: `lent-${n}`, name: `${ordinal(n)} Sunday in Lent` };
  }
  if (same(date, dates.palmSunday)) return { key: "palm-sunday", name: "Palm Sunday" };
  if (same(date, dates.easterDay)) return { key: "easter-day", name: "Easter Day" };
  if (date < dates.pentecost) {
    const n = weeksFrom(dates.easterDay, date) + 1;
    return { key: `easter-${n}`, name: `${ordinal(n)} Sunday of Easter` };
  }
  if (same(date, dates.pentecost)) return { key: "pentecost", name: "Day of Pentecost" };
  if (same(date, dates.trinitySunday)) return { key: "trinity", name: "Trinity Sunday" };
  const proper = properOf(date, easterYear);
  if (same(date, dates.christTheKing)) {
    return { key: "christ-the-king", name: "Christ the King", proper };
  }
  const n = weeksFrom(dates.pentecost, date);
  return { key: `proper-${proper}`, name: `${ordinal(n)} Sunday after Pentecost`, proper };
}

function principalDayOf(date: Date, dates: KeyDates): NamedDay | undefined {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if (month === 12 && day === 24) return { key: "christmas-eve", name: "Christmas Eve" };
  if (same(date, dates.christmasDay)) return { key: "christmas-day", name: "Christmas Day" };
  if (same(date, dates.epiphany)) return { key: "epiphany", name: "Epiphany of the Lord" };
  if (same(date, dates.ashWednesday)) return { key: "ash-wednesday", name: "Ash Wednesday" };
  if (same(date, dates.maundyThursday)) return { key: "maundy-thursday", name: "Maundy Thursday" };
  if (same(date, dates.goodFriday)) return { key: "good-friday", name: "Good Friday" };
  if (same(date, dates.holySaturday)) return { key: "holy-saturday", name: "Holy Saturday" };
  if (same(date, dates.ascensionDay)) return { key: "ascension", name: "Ascension of the Lord" };
  if (month === 11 && day === 1) return { key: "all-saints", name: "All Saints' Day" };
  return undefined;
}

/**
 * The church calendar for one date (YYYY-MM-DD): season, Sunday name, principal day and
 * lectionary year, computed from Easter. Throws for a string that is not a real date;
 * callers check the supported range with dateProblem first.
 */
export function churchDay(iso: string): ChurchDay {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  const easterYear = easterYearOf(date);
  const dates = keyDates(easterYear);
  const season = seasonOf(date, dates);
  const isSunday = weekday(date) === 0;
  const sunday = isSunday ? sundayOf(date, dates, easterYear) : undefined;
  const principalDay = principalDayOf(date, dates);
  const title =
    principalDay?.name ??
    sunday?.name ??
    (season.key === "after-pentecost"
      ? "A weekday in Ordinary Time"
      : `A weekday in ${season.label}`);
  return {
    date: iso,
    isSunday,
    season,
    ...(sunday ? { sunday } : {}),
    ...(principalDay ? { principalDay } : {}),
    title,
    churchYear: churchYearOf(easterYear, dates),
  };
}

/** The Sunday a date looks ahead to: the date itself on a Sunday, else the coming Sunday. */
export function comingSunday(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return isoOf(sundayOnOrAfter(date));
}

/** Every Sunday and principal day of the church year that contains `iso`, in order. */
export function churchYearDays(iso: string): ChurchDay[] {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  const dates = keyDates(easterYearOf(date));
  const days: ChurchDay[] = [];
  for (let day = dates.adventSunday; day < dates.nextAdventSunday; day = addDays(day, 1)) {
    const churchDayOf = churchDay(isoOf(day));
    if (churchDayOf.isSunday || churchDayOf.principalDay) days.push(churchDayOf);
  }
  return days;
}
