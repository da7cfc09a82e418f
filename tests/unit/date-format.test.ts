import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay, formatInstant } from "@shared/dates/format";

/**
 * The one place dates are written (shared/dates/format.ts). Expectations are the dates as a
 * US reader writes them, read off a calendar: 24 December 2026 is a Thursday.
 */
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("a calendar day is written as it is named, in any time zone", () => {
  for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])
    it(`in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatDay("2026-12-24", "weekdayDate")).toBe("Thursday, December 24, 2026");
      expect(formatDay("2026-12-24", "date")).toBe("December 24, 2026");
      expect(formatDay("2026-12-24", "monthDay")).toBe("Dec 24");
      expect(formatDay("2026-12-01", "monthYear")).toBe("December 2026");
      expect(formatDay("2027-01-01", "weekday")).toBe("Friday");
    });

  it("a day that does not exist is not written", () => {
    expect(formatDay("2026-02-30", "date")).toBe("");
    expect(formatDay("24/12/2026", "date")).toBe("");
    expect(formatDay("", "date")).toBe("");
  });
});

/** The module loaded again, so its formatters are made in the zone set now. */
async function freshModule() {
  vi.resetModules();
  return import("@shared/dates/format");
}

describe("an instant", () => {
  // 03:30 UTC on 8 March 2026: the evening of 7 March in Los Angeles, the night US clocks
  // go forward.
  const instant = "2026-03-08T03:30:00Z";

  it("is written in UTC where the server writes it for everyone, wherever the server is", async () => {
    process.env.TZ = "America/Los_Angeles";
    const { formatInstant: onServer } = await freshModule();
    expect(onServer(instant, "date", { utc: true })).toBe("March 8, 2026");
    expect(onServer(new Date(instant), "shortDate", { utc: true })).toBe("Mar 8, 2026");
  });

  it("is written in the reader's own zone otherwise, across a change of the clocks", async () => {
    process.env.TZ = "America/Los_Angeles";
    const { formatInstant: inZone } = await freshModule();
    expect(inZone(instant, "date")).toBe("March 7, 2026");
    expect(inZone(instant, "time")).toBe("7:30 PM");
    // Eleven hours later the clocks have gone forward: 14:30 UTC is 7:30 AM PDT.
    expect(inZone("2026-03-08T14:30:00Z", "time")).toBe("7:30 AM");
  });

  it("that is not a time is not written", () => {
    expect(formatInstant("not a date", "date")).toBe("");
  });
});
