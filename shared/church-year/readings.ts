import type { LectionaryRow } from "./api";
import { readingKeysOf } from "./day-keys";

/**
 * A day's row in the church's imported lectionary: its own key before the Sunday's, its
 * lectionary year before "all". The calendar API and the planner's calendar both use it.
 */
export function readingsFor(
  rows: readonly LectionaryRow[],
  day: {
    sunday?: { key: string; proper?: number };
    principalDay?: { key: string };
    churchYear: { lectionaryYear: string };
  },
): LectionaryRow | null {
  const year = day.churchYear.lectionaryYear;
  for (const key of readingKeysOf(day)) {
    const row =
      rows.find((candidate) => candidate.day === key && candidate.year === year) ??
      rows.find((candidate) => candidate.day === key && candidate.year === "all");
    if (row) return row;
  }
  return null;
}
