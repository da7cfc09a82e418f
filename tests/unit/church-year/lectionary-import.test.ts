import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { suggestDivision } from "@shared/planner/division";
import { readLectionaryCsv } from "../../../server/modules/calendar/lectionary-import";

const header = "year,day,first_reading,psalm,second_reading,gospel";

describe("lectionary CSV import", () => {
  it("reads the example file we ship", async () => {
    const result = await readLectionaryCsv(
      readFileSync("shared/church-year/lectionary-example.csv", "utf8"),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.rows.length).toBeGreaterThanOrEqual(4);
  });

  it("names every bad row and keeps none of the good ones", async () => {
    const result = await readLectionaryCsv(
      [
        header,
        "A,advent-1,Isaiah 2:1-5,Psalm 122,Romans 13:11-14,Matthew 24:36-44",
        "Q,advent-9,Hezekiah 1:1,hello,,John 22:5",
        "A,advent-1,Isaiah 2:1-5,,,",
        "all,christmas-day,,,,",
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "Row 3: year 'Q' should be A, B, C or all; 'advent-9' is not a day we know (see the day keys in the import guide); 'Hezekiah 1:1' is not a book we know; 'hello' is not a Bible reference we can read; 'John 22:5': John has 21 chapters, so John 22 does not exist.",
        "Row 4: advent-1, year A is already on row 2.",
        "Row 5: no readings.",
      ],
    });
  });

  it("explains a wrong header and unreadable CSV", async () => {
    expect(await readLectionaryCsv("year,sunday,gospel\nA,advent-1,John 1:1")).toEqual({
      ok: false,
      errors: [
        "Row 1 (the header) lacks 'day', 'first_reading', 'psalm', 'second_reading'. The columns are: year, day, first_reading, psalm, second_reading, gospel.",
      ],
    });
    const unreadable = await readLectionaryCsv(`${header}\nA,"advent-1,John 1:1`);
    expect(unreadable.ok).toBe(false);
    if (!unreadable.ok) expect(unreadable.errors[0]).toMatch(/^The file is not readable CSV/);
    expect(await readLectionaryCsv(`${header}\n`)).toEqual({
      ok: false,
      errors: ["The file has a header but no rows."],
    });
  });
});

describe("suggested division of a book", () => {
  it("groups whole chapters when there are enough, and never skips or repeats one", () => {
    expect(suggestDivision("Jonah", 4)).toEqual(["Jonah 1", "Jonah 2", "Jonah 3", "Jonah 4"]);
    const romans = suggestDivision("Rom", 12);
    expect(romans).toHaveLength(12);
    expect(romans[0]).toBe("Romans 1");
    expect(romans.at(-1)).toBe("Romans 16");
    expect(suggestDivision("Mark", 1)).toEqual(["Mark 1–16"]);
  });

  it("splits chapters by verses when the series is longer than the book", () => {
    expect(suggestDivision("Eph", 10)).toEqual([
      "Ephesians 1:1–11",
      "Ephesians 1:12–23",
      "Ephesians 2:1–22",
      "Ephesians 3:1–21",
      "Ephesians 4:1–16",
      "Ephesians 4:17–32",
      "Ephesians 5:1–16",
      "Ephesians 5:17–33",
      "Ephesians 6:1–12",
      "Ephesians 6:13–24",
    ]);
  });
});
