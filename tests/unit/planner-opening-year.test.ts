import { describe, expect, it } from "vitest";
import { churchYearDays } from "@shared/church-year/calendar";
import { openingDate } from "../../client/features/planner/opening-year";

const yearStartOf = (date: string) => churchYearDays(openingDate(date))[0]!.churchYear.start;

describe("the church year the planner opens on", () => {
  // Advent Sunday: 30 November 2025, 29 November 2026, 28 November 2027.
  it("is the coming year between Christ the King and Advent", () => {
    expect(yearStartOf("2026-11-23")).toBe("2026-11-29");
    expect(yearStartOf("2026-11-27")).toBe("2026-11-29");
    expect(yearStartOf("2026-11-28")).toBe("2026-11-29");
    expect(yearStartOf("2027-11-27")).toBe("2027-11-28");
  });

  it("is the present year up to and on Christ the King, and from Advent Sunday on", () => {
    expect(yearStartOf("2026-11-22")).toBe("2025-11-30");
    expect(yearStartOf("2026-06-10")).toBe("2025-11-30");
    expect(yearStartOf("2025-12-01")).toBe("2025-11-30");
    expect(yearStartOf("2026-11-29")).toBe("2026-11-29");
    expect(openingDate("2026-06-10")).toBe("2026-06-10");
  });
});
