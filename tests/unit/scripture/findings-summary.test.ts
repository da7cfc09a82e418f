import { describe, expect, it } from "vitest";
import type {
  CheckedReference,
  QuotationVerdict,
  ScriptureCheck,
} from "@shared/scripture/check-result";
import {
  findingKinds,
  findingsSummary,
  scriptureFindings,
  type FindingKind,
} from "@shared/scripture/findings-summary";
import { wordDiff } from "@shared/scripture/word-diff";

let position = 0;

function reference(overrides: Partial<CheckedReference> = {}): CheckedReference {
  const start = (position += 100);
  return {
    reference: "John 3:16",
    cited: "John 3:16",
    start,
    end: start + 9,
    osis: "John.3.16",
    valid: true,
    text: "For God so loved the world…",
    ...overrides,
  };
}

function quoted(verdict: QuotationVerdict | undefined, matches: boolean): CheckedReference {
  const base = reference();
  return {
    ...base,
    quoted: {
      quote: "For God so loved the world",
      matches,
      ...(verdict ? { verdict } : {}),
      start: base.end + 3,
      end: base.end + 30,
      ...(verdict === "wrong-reference" ? { foundAt: "John 3:17" } : {}),
    },
  };
}

function check(
  references: CheckedReference[],
  extra: Partial<ScriptureCheck> = {},
): ScriptureCheck {
  return {
    translation: "web",
    references,
    invalidCount: references.filter((item) => !item.valid).length,
    misquotedCount: references.filter((item) => item.quoted && !item.quoted.matches).length,
    ...extra,
  };
}

function saying(start = (position += 100)) {
  return { start, end: start + 30, text: "God helps those who help themselves", note: "Not." };
}

/** One text holding exactly one finding of the kind. */
const makers: Record<
  FindingKind,
  () => Partial<ScriptureCheck> & { references: CheckedReference[] }
> = {
  "invalid-reference": () => ({
    references: [reference({ cited: "Ephesians 7:12", valid: false, text: "", reason: "No." })],
  }),
  misquote: () => ({ references: [quoted("misquote", false)] }),
  "wrong-reference": () => ({ references: [quoted("wrong-reference", false)] }),
  "not-in-bible": () => ({ references: [], sayings: [saying()] }),
  "uncertain-reference": () => ({
    references: [reference({ cited: "Jhon 3:16", valid: false, uncertain: true, text: "" })],
  }),
  mislabelled: () => {
    const labelled = quoted("other-wording", false);
    return {
      references: [
        {
          ...labelled,
          citedTranslation: "KJV",
          quoted: { ...labelled.quoted!, translation: "kjv", mislabelled: true },
        },
      ],
    };
  },
};

/** Kinds that ask for a second look rather than say something is wrong. */
const warnings: FindingKind[] = ["uncertain-reference", "mislabelled"];

function combined(kinds: FindingKind[], fine: CheckedReference[] = []): ScriptureCheck {
  const parts = kinds.map((kind) => makers[kind]());
  return check([...fine, ...parts.flatMap((part) => part.references)], {
    sayings: parts.flatMap((part) => part.sayings ?? []),
  });
}

describe("findingsSummary", () => {
  it("says verified only when every reference and quotation is fine", () => {
    const fine = [reference(), quoted("exact", true), quoted("fragment", true)];
    expect(findingsSummary(check(fine))).toMatchObject({
      tone: "success",
      text: "3 references verified",
    });
    expect(findingsSummary(check([reference()])).text).toBe("1 reference verified");
    expect(scriptureFindings(check(fine))).toEqual([]);
  });

  it("counts a quotation in other words apart: not a finding, and not verified", () => {
    const withReworded = [reference(), quoted("exact", true), quoted("other-wording", false)];
    const summary = findingsSummary(check(withReworded));
    expect(summary.tone).toBe("success");
    expect(summary.parts[0]).toBe("2 references verified");
    expect(summary.parts).toHaveLength(2);
    expect(summary.parts[1]).toMatch(/^1 quotation in other words/);
    expect(scriptureFindings(check(withReworded))).toEqual([]);
    const onlyReworded = findingsSummary(check([quoted("other-wording", false)]));
    expect(onlyReworded.tone).toBe("none");
    expect(onlyReworded.text).not.toMatch(/verified/);
  });

  it("says so when there is nothing to check", () => {
    expect(findingsSummary(check([]))).toMatchObject({
      tone: "none",
      text: "No scripture references found",
    });
  });

  it("names each kind of problem in words", () => {
    const expected: Record<FindingKind, string> = {
      "invalid-reference": "1 reference does not exist",
      misquote: "1 quotation differs from the WEB",
      "wrong-reference": "1 quotation is from another passage",
      "not-in-bible": "1 saying is not in the Bible",
      "uncertain-reference": "1 reference is unclear",
      mislabelled: "1 quotation is not in the translation named",
    };
    for (const kind of findingKinds) {
      const summary = findingsSummary(combined([kind], [reference()]));
      expect(summary.text).toBe(expected[kind]);
      expect(summary.tone).toBe(warnings.includes(kind) ? "warning" : "error");
    }
  });

  it("matches the worst finding in every combination of kinds, worst first", () => {
    for (let mask = 1; mask < 1 << findingKinds.length; mask++) {
      const kinds = findingKinds.filter((_, index) => mask & (1 << index));
      const summary = findingsSummary(combined(kinds, [reference(), quoted("exact", true)]));
      expect(summary.parts).toHaveLength(kinds.length);
      expect(summary.parts.map((part) => part.replace(/^1 /, ""))).toEqual(
        kinds.map((kind) => findingsSummary(combined([kind])).text.replace(/^1 /, "")),
      );
      expect(summary.text).toBe(summary.parts.join(" · "));
      const onlyWarnings = kinds.every((kind) => warnings.includes(kind));
      expect(summary.tone).toBe(onlyWarnings ? "warning" : "error");
      expect(summary.text).not.toMatch(/verified/);
    }
  });

  it("counts in plural and names the checked translation", () => {
    const summary = findingsSummary({
      ...combined(["misquote", "misquote", "invalid-reference", "invalid-reference"]),
      translation: "kjv",
    });
    expect(summary.text).toBe("2 references do not exist · 2 quotations differ from the KJV");
  });

  it("marks a misquote on the quotation's words and lists findings in text order", () => {
    const invalid = reference({ cited: "Hezekiah 3:4", valid: false, text: "" });
    const misquote = quoted("misquote", false);
    const findings = scriptureFindings(check([invalid, misquote]));
    expect(findings.map((finding) => finding.kind)).toEqual(["invalid-reference", "misquote"]);
    expect(findings[1]).toMatchObject({
      start: misquote.quoted!.start,
      marked: "For God so loved the world",
    });
  });

  it("treats a known saying quoted as a verse as one problem, not two", () => {
    const misquote = quoted("misquote", false);
    const withSaying = check([misquote], {
      sayings: [saying(misquote.quoted!.start! + 1), saying()],
    });
    const findings = scriptureFindings(withSaying);
    expect(findings.map((finding) => finding.kind)).toEqual(["misquote", "not-in-bible"]);
    expect(findings[0]!.saying).toBeDefined();
    expect(findingsSummary(withSaying).text).toBe(
      "1 quotation differs from the WEB · 1 saying is not in the Bible",
    );
  });

  it("counts a misquoted quotation given without a reference", () => {
    const summary = findingsSummary(
      check([], {
        quotations: [
          {
            quote: "In the beginning was the world",
            start: 0,
            end: 30,
            foundAt: "John 1:1",
            osis: "John.1.1",
            translation: "web",
            verdict: "misquote",
            text: "In the beginning was the Word",
          },
        ],
      }),
    );
    expect(summary).toMatchObject({ tone: "error", text: "1 quotation differs from the WEB" });
  });
});

describe("wordDiff", () => {
  it("marks the changed words on both sides, ignoring case and punctuation", () => {
    const diff = wordDiff(
      "For God so loved the world, that he gave his only Son, that whoever believes in him should not die.",
      "For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.",
    );
    expect(diff.quoted.filter((word) => word.changed).map((word) => word.text)).toEqual(["die."]);
    expect(diff.original.filter((word) => word.changed).map((word) => word.text)).toEqual([
      "one",
      "and",
      "perish,",
    ]);
  });

  it("leaves verse words before and after the quoted part unmarked (the note names an omission)", () => {
    const diff = wordDiff(
      "money is the root of all evil",
      "For the love of money is the root of all evil: which",
    );
    expect(diff.original.some((word) => word.changed)).toBe(false);
    expect(diff.quoted.some((word) => word.changed)).toBe(false);
  });
});
