import { describe, expect, it } from "vitest";
import { parseClipTime, readOwnClip } from "../../../client/features/recordings/own-clip-times";

describe("a clip of the pastor's own", () => {
  it("reads times as h:mm:ss, m:ss or seconds", () => {
    expect(parseClipTime("12:30")).toBe(750_000);
    expect(parseClipTime(" 1:02:03 ")).toBe(3_723_000);
    expect(parseClipTime("750.5")).toBe(750_500);
    for (const wrong of ["", "12:75", "1:75:00", "ten", "-5", "1::2"])
      expect(parseClipTime(wrong), wrong).toBeNull();
  });

  it("takes 30 to 90 seconds within the recording", () => {
    const tenMinutes = 600_000;
    expect(readOwnClip("1:00", "1:45", tenMinutes)).toEqual({ start: 60_000, end: 105_000 });
    expect(readOwnClip("9:00", "600", tenMinutes)).toEqual({ start: 540_000, end: 600_000 });
  });

  it("says which field is wrong, and why", () => {
    const tenMinutes = 600_000;
    const errors = (start: string, end: string) => {
      const read = readOwnClip(start, end, tenMinutes);
      return "errors" in read ? read.errors : {};
    };
    expect(errors("", "")).toEqual({
      start: expect.stringMatching(/start/),
      end: expect.stringMatching(/end/),
    });
    expect(errors("one minute", "1:40")).toEqual({ start: expect.stringMatching(/12:30/) });
    expect(errors("1:00", "1:10").end).toMatch(/30 to 90 seconds; this one lasts 10/);
    expect(errors("1:00", "3:00").end).toMatch(/this one lasts 120/);
    expect(errors("2:00", "1:00").end).toMatch(/after the start/);
    expect(errors("9:50", "10:40")).toEqual({ end: expect.stringMatching(/ends at 10:00/) });
    expect(errors("10:30", "11:30").start).toMatch(/ends at 10:00/);
  });
});
