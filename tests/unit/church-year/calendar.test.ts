import { readFileSync } from "node:fs";
import lectionary from "../../support/lectionary/index.js";
import { describe, expect, it } from "vitest";
import { churchDay, churchYearDays, comingSunday } from "@shared/church-year/calendar";
import { dateProblem } from "@shared/church-year/dates";

interface PublishedYear {
  year: number;
  ashWednesday: string;
  palmSunday: string;
  goodFriday: string;
  easterDay: string;
  ascensionDay: string;
  pentecost: string;
  trinitySunday: string;
  christTheKing: string;
  adventSunday: string;
  lectionaryYearFromAdvent: string;
}

const published = JSON.parse(
  readFileSync(new URL("./published-dates.json", import.meta.url), "utf8"),
) as { source: string; years: PublishedYear[] };

describe("church calendar against published dates, 2025–2030", () => {
  it.each(published.years)("$year", (year) => {
    expect(churchDay(year.easterDay).sunday?.key).toBe("easter-day");
    expect(churchDay(year.easterDay).season.key).toBe("easter");
    expect(churchDay(year.ashWednesday).principalDay?.key).toBe("ash-wednesday");
    expect(churchDay(year.ashWednesday).season.key).toBe("lent");
    expect(churchDay(year.palmSunday).title).toBe("Palm Sunday");
    expect(churchDay(year.palmSunday).season.key).toBe("holy-week");
    expect(churchDay(year.goodFriday).title).toBe("Good Friday");
    expect(churchDay(year.ascensionDay).title).toBe("Ascension of the Lord");
    expect(churchDay(year.pentecost).title).toBe("Day of Pentecost");
    expect(churchDay(year.trinitySunday).title).toBe("Trinity Sunday");
    expect(churchDay(year.trinitySunday).season.key).toBe("after-pentecost");
    expect(churchDay(year.christTheKing).title).toBe("Christ the King");
    expect(churchDay(year.adventSunday).title).toBe("First Sunday of Advent");
    expect(churchDay(year.adventSunday).churchYear.lectionaryYear).toBe(
      year.lectionaryYearFromAdvent,
    );
    // The day before Advent still belongs to the old year.
    const saturday = new Date(`${year.adventSunday}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() - 1);
    expect(churchDay(saturday.toISOString().slice(0, 10)).season.key).toBe("after-pentecost");
  });

  it("names Sundays and seasons as a pastor reads them", () => {
    expect(churchDay("2025-12-14").title).toBe("Third Sunday of Advent");
    expect(churchDay("2025-12-14").churchYear.label).toBe("Year A, 2025–26");
    expect(churchDay("2025-12-25").season.key).toBe("christmas");
    expect(churchDay("2026-01-11").title).toBe("Baptism of the Lord");
    expect(churchDay("2026-02-15").title).toBe("Transfiguration Sunday");
    expect(churchDay("2026-03-01").title).toBe("Second Sunday in Lent");
    expect(churchDay("2026-04-02").title).toBe("Maundy Thursday");
    expect(churchDay("2026-07-26").sunday).toEqual({
      key: "proper-12",
      name: "Ninth Sunday after Pentecost",
      proper: 12,
    });
    expect(churchDay("2026-07-28").title).toBe("A weekday in Ordinary Time");
    expect(churchDay("2026-03-03").title).toBe("A weekday in Lent");
    // Christmas Day on a Sunday: the next Sunday is the first after Christmas.
    expect(churchDay("2022-12-25").sunday?.key).toBe("christmas-day");
    expect(churchDay("2023-01-01").title).toBe("First Sunday after Christmas Day");
    expect(comingSunday("2026-03-04")).toBe("2026-03-08");
    expect(comingSunday("2026-03-08")).toBe("2026-03-08");
  });

  it("covers 1900 to 2200 and explains dates outside it", () => {
    expect(dateProblem("1900-01-01")).toBeUndefined();
    expect(churchDay("1900-01-01").season.key).toBe("christmas");
    expect(dateProblem("2200-12-31")).toBeUndefined();
    expect(churchDay("2200-12-31").churchYear.start).toBe("2200-11-30");
    expect(dateProblem("1899-12-31")).toMatch(/covers 1900 to 2200/);
    expect(dateProblem("2201-01-01")).toMatch(/outside it/);
    expect(dateProblem("2026-02-30")).toMatch(/real date/);
    expect(dateProblem("next sunday")).toMatch(/YYYY-MM-DD/);
  });
});

/** The lectionary package's short names, as our day keys. */
function packageKey(shortName: string): string {
  const numbered = /^(Advent|Christmas|Epiphany|Lent|Easter|Proper) (\d+)$/.exec(shortName);
  if (numbered) return `${numbered[1]!.toLowerCase()}-${numbered[2]}`;
  const named: Record<string, string> = {
    Baptism: "epiphany-1",
    Transfiguration: "transfiguration",
    Palms: "palm-sunday",
    Passion: "palm-sunday",
    "Easter Day": "easter-day",
    "Pentecost Day": "pentecost",
    Trinity: "trinity",
    "Epiphany Day": "epiphany",
    "Christmas Day": "christmas-day",
  };
  return named[shortName] ?? shortName;
}

describe("the lectionary package as a second opinion", () => {
  // It calls Christ the King "Proper 29" and moves Epiphany to the Second Sunday after
  // Christmas; in leap years it numbers every Proper one too high (Proper 7 is the Sunday
  // from June 19 to 25, and June 18, 2028 is not in it), so we compute our own.
  it("agrees on every Sunday but its Epiphany transfer and its leap-year Propers", () => {
    const disagreements: string[] = [];
    for (let year = 2025; year <= 2030; year++) {
      for (const entry of lectionary(year)) {
        const date = new Date(entry.date);
        if (date.getDay() !== 0) continue;
        const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
        const day = churchDay(iso);
        const ours = day.sunday?.key === "christ-the-king" ? "proper-29" : day.sunday?.key;
        const theirs = packageKey(entry.lectionaryShortName);
        if (["All Saints", "Christmas Eve"].includes(entry.lectionaryShortName)) continue;
        const epiphanyTransfer = ours?.startsWith("christmas-") && theirs === "epiphany";
        const leapYearSlip =
          year === 2028 &&
          ours?.startsWith("proper-") &&
          theirs === `proper-${Number(ours.slice(7)) + 1}`;
        if (ours !== theirs && !epiphanyTransfer && !leapYearSlip)
          disagreements.push(`${iso}: ours ${ours}, package ${theirs}`);
        if (
          !entry.lectionaryYear.includes("-") &&
          entry.lectionaryYear !== day.churchYear.lectionaryYear
        ) {
          disagreements.push(
            `${iso}: year ${day.churchYear.lectionaryYear} vs ${entry.lectionaryYear}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(churchDay("2028-06-18").sunday?.proper).toBe(6);
    expect(churchDay("2028-06-25").sunday?.proper).toBe(7);
  });

  it("lists a church year's Sundays and principal days in order", () => {
    const days = churchYearDays("2026-06-01");
    expect(days[0]!.date).toBe("2025-11-30");
    expect(days.at(-1)!.title).toBe("Christ the King");
    expect(days.filter((day) => day.isSunday)).toHaveLength(52);
  });
});
