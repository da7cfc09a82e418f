import { parse } from "csv-parse/sync";
import { lectionaryLimits, type LectionaryRow } from "@shared/church-year/api";
import { isDayKey } from "@shared/church-year/day-keys";
import { checkPassage } from "./passage-check";

/** The CSV's columns, in docs/lectionary-import.md. */
const readingColumns = {
  first_reading: "firstReading",
  psalm: "psalm",
  second_reading: "secondReading",
  gospel: "gospel",
} as const;
const requiredColumns = ["year", "day", ...Object.keys(readingColumns)];

export type ImportResult = { ok: true; rows: LectionaryRow[] } | { ok: false; errors: string[] };

const mostErrorsShown = 50;

function parseCsv(csv: string): string[][] | string {
  try {
    return parse(csv, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: lectionaryLimits.cellChars * 8,
    }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `The file is not readable CSV: ${message.replace(/^Invalid Record Length: /, "")}`;
  }
}

function yearOf(value: string): LectionaryRow["year"] | undefined {
  const upper = value.toUpperCase();
  if (upper === "A" || upper === "B" || upper === "C") return upper;
  if (upper === "ALL" || upper === "ABC") return "all";
  return undefined;
}

/**
 * Reads a church's lectionary CSV. Either every row is valid and all come back, or none do
 * and each problem is named by its row ("Row 7: 'Hezekiah 1:1' is not a book we know"). Row
 * numbers count the header as row 1, as a spreadsheet shows them.
 */
export async function readLectionaryCsv(csv: string): Promise<ImportResult> {
  const records = parseCsv(csv);
  if (typeof records === "string") return { ok: false, errors: [records] };
  const [header, ...body] = records;
  if (!header) return { ok: false, errors: ["The file is empty."] };
  const columns = header.map((name) => name.toLowerCase().replace(/\s+/g, "_"));
  const missing = requiredColumns.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [
        `Row 1 (the header) lacks ${missing.map((name) => `'${name}'`).join(", ")}. ` +
          `The columns are: ${requiredColumns.join(", ")}.`,
      ],
    };
  }
  if (body.length === 0) return { ok: false, errors: ["The file has a header but no rows."] };
  if (body.length > lectionaryLimits.rows) {
    return {
      ok: false,
      errors: [`The file has ${body.length} rows; a table holds up to ${lectionaryLimits.rows}.`],
    };
  }
  const errors: string[] = [];
  const rows: LectionaryRow[] = [];
  const seen = new Map<string, number>();
  for (const [index, record] of body.entries()) {
    // Checking a reference takes a few milliseconds: let other requests run between rows.
    if (index % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
    const rowNumber = index + 2;
    const cell = (name: string) => record[columns.indexOf(name)] ?? "";
    const problems: string[] = [];
    const year = yearOf(cell("year"));
    if (!year) problems.push(`year '${cell("year")}' should be A, B, C or all`);
    const day = cell("day").toLowerCase();
    if (!isDayKey(day)) {
      problems.push(`'${cell("day")}' is not a day we know (see the day keys in the import guide)`);
    }
    const readings = { firstReading: "", psalm: "", secondReading: "", gospel: "" };
    for (const [column, field] of Object.entries(readingColumns)) {
      const value = cell(column);
      if (!value) continue;
      if (value.length > lectionaryLimits.cellChars) {
        problems.push(`${column} is longer than ${lectionaryLimits.cellChars} characters`);
        continue;
      }
      const check = checkPassage(value);
      if (check.ok) readings[field] = value;
      else problems.push(check.problem.replace(/\.$/, ""));
    }
    if (Object.values(readings).every((value) => !value) && problems.length === 0) {
      problems.push("no readings");
    }
    if (year && isDayKey(day)) {
      const key = `${year}/${day}`;
      const earlier = seen.get(key);
      if (earlier) problems.push(`${day}, year ${year} is already on row ${earlier}`);
      else seen.set(key, rowNumber);
    }
    if (problems.length > 0) errors.push(`Row ${rowNumber}: ${problems.join("; ")}.`);
    else rows.push({ year: year!, day, ...readings });
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, mostErrorsShown);
    if (errors.length > shown.length) shown.push(`…and ${errors.length - shown.length} more rows.`);
    return { ok: false, errors: shown };
  }
  return { ok: true, rows };
}
