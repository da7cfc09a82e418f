import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import type { EvaluationCase } from "./evaluation/inputs";

/**
 * The scripture evaluation set (evaluation/cases.json, built by evaluation/build-cases.ts):
 * every case is checked as the API checks text, the rates are printed, and the targets held.
 */
const cases = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "evaluation/cases.json"), "utf8"),
) as EvaluationCase[];

interface Tally {
  total: number;
  passed: number;
  failures: string[];
}

const tallies = new Map<string, Tally>();
function record(measure: string, passed: boolean, detail: string): void {
  const tally = tallies.get(measure) ?? { total: 0, passed: 0, failures: [] };
  tally.total++;
  if (passed) tally.passed++;
  else tally.failures.push(detail);
  tallies.set(measure, tally);
}

for (const item of cases) {
  const check = checkScripture(item.text, { translation: item.translation ?? "web" });
  const valid = check.references.filter((reference) => reference.valid);
  const expected = Array.isArray(item.osis) ? item.osis : item.osis ? [item.osis] : [];
  const describe = () =>
    `${JSON.stringify(item.text)} → ${JSON.stringify(
      check.references.map((reference) => ({
        osis: reference.osis,
        valid: reference.valid,
        verdict: reference.quoted?.verdict,
        foundAt: reference.quoted?.foundAt,
      })),
    )}`;
  const quotedAt = (osis: string) =>
    check.references.find((reference) => reference.osis === osis)?.quoted;
  switch (item.kind) {
    case "reference": {
      record(
        "valid references recognised",
        expected.every((osis) => valid.some((reference) => reference.osis === osis)),
        describe(),
      );
      record(
        "references resolved to the right passage",
        valid.every((reference) => expected.includes(reference.osis)),
        describe(),
      );
      break;
    }
    case "invalid":
      record(
        "invalid references flagged",
        check.references.length > 0 && valid.length === 0,
        describe(),
      );
      record("references resolved to the right passage", valid.length === 0, describe());
      break;
    case "not-reference":
      record("times, prices and scores left alone", check.references.length === 0, describe());
      break;
    case "exact": {
      const quoted = quotedAt(expected[0]!);
      record("exact quotations attributed", quoted !== undefined, describe());
      record(
        "exact quotations without a false alarm",
        quoted?.verdict !== "misquote" &&
          quoted?.verdict !== "wrong-reference" &&
          check.misquotedCount === 0,
        describe(),
      );
      break;
    }
    case "other-wording": {
      const verdict = quotedAt(expected[0]!)?.verdict;
      // Wording a WEB edition shares word for word is exact; the point is no misquote alarm.
      record(
        "other wording reported as other wording",
        verdict === "other-wording" || verdict === "exact" || verdict === "fragment",
        describe(),
      );
      break;
    }
    case "misquote": {
      const verdict = quotedAt(expected[0]!)?.verdict;
      record(
        "misquotes caught",
        verdict === "misquote" || verdict === "wrong-reference",
        describe(),
      );
      break;
    }
    case "wrong-reference": {
      const quoted = quotedAt(expected[0]!);
      const [book, chapter, verse] = (item.foundAt ?? "").split(".");
      record(
        "wrong references named",
        quoted?.verdict === "wrong-reference" &&
          quoted.foundAt !== undefined &&
          quoted.foundAt.endsWith(` ${chapter}:${verse}`) &&
          book !== undefined,
        describe(),
      );
      break;
    }
    case "unreferenced":
      record(
        "quotations without a reference found",
        (check.quotations ?? []).some((quotation) => quotation.osis === item.foundAt),
        `${describe()} ${JSON.stringify(check.quotations)}`,
      );
      break;
    case "saying":
      record("sayings not in the Bible pointed out", (check.sayings ?? []).length > 0, describe());
      break;
  }
}

const targets: Record<string, number> = {
  "valid references recognised": 0.99,
  "references resolved to the right passage": 1,
  "invalid references flagged": 1,
  "times, prices and scores left alone": 1,
  "exact quotations attributed": 0.95,
  "exact quotations without a false alarm": 1,
  "other wording reported as other wording": 0.9,
  "misquotes caught": 0.95,
  "wrong references named": 0.9,
  "quotations without a reference found": 0.9,
  "sayings not in the Bible pointed out": 1,
};

describe(`the scripture evaluation set (${cases.length} cases)`, () => {
  it("has at least 400 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(400);
  });

  const rows = [...tallies].map(([measure, tally]) => ({
    measure,
    rate: `${((100 * tally.passed) / tally.total).toFixed(1)}%`,
    passed: `${tally.passed}/${tally.total}`,
    target: `${(100 * (targets[measure] ?? 0)).toFixed(0)}%`,
  }));
  console.table(rows);

  it.each([...tallies])("%s meets its target", (measure, tally) => {
    const rate = tally.passed / tally.total;
    if (rate < (targets[measure] ?? 1))
      console.log(measure, tally.failures.slice(0, 15).join("\n"));
    expect(rate).toBeGreaterThanOrEqual(targets[measure] ?? 1);
  });
});
