import { referenceStatus } from "./reference-status";
import type {
  CheckedReference,
  ScriptureCheck,
  SayingFinding,
  UnreferencedQuotation,
} from "./check-result";
import { translations } from "./translations";
import type { ScriptureCorrection } from "../generation/scripture-corrections";

/** A quotation in a model's draft that was replaced by the translation's exact words. */
export type CorrectedQuotation = Extract<ScriptureCorrection, { kind: "corrected" }>;

/**
 * What a pastor must look at in a checked text, one entry per problem, and the one line that
 * sums them up. Shared so the tools, the library, the manuscript checker and its PDF/Word
 * report all say the same thing.
 */
export type FindingKind =
  | "invalid-reference"
  | "misquote"
  | "wrong-reference"
  | "not-in-bible"
  | "uncertain-reference"
  | "mislabelled";

/** A finding's kind: a problem, or a quotation a model's draft had corrected. */
export type MarkKind = FindingKind | "corrected";

/**
 * error: the text says something untrue about scripture; warning: worth a second look;
 * info: already put right (a model's misquotation replaced by the exact words).
 */
export type FindingSeverity = "error" | "warning" | "info";

export interface Finding {
  kind: MarkKind;
  severity: FindingSeverity;
  /** Where to mark it in the checked text (end exclusive). */
  start: number;
  end: number;
  /** The words marked. */
  marked: string;
  reference?: CheckedReference;
  saying?: SayingFinding;
  quotation?: UnreferencedQuotation;
  correction?: CorrectedQuotation;
}

export type SummaryTone = "success" | "warning" | "error" | "none";

export interface FindingsSummary {
  tone: SummaryTone;
  /** "12 references verified", or "1 reference does not exist · 1 saying is not in the Bible". */
  text: string;
  /** The phrases joined in `text`, worst first. */
  parts: string[];
  counts: Record<FindingKind, number>;
  /** Quotations in a model's draft replaced by the exact words. */
  corrected: number;
  /** References found in the text. */
  referenceCount: number;
}

export const findingKinds: readonly FindingKind[] = [
  "invalid-reference",
  "misquote",
  "wrong-reference",
  "not-in-bible",
  "uncertain-reference",
  "mislabelled",
];

const severityOf: Record<FindingKind, FindingSeverity> = {
  "invalid-reference": "error",
  misquote: "error",
  "wrong-reference": "error",
  "not-in-bible": "error",
  "uncertain-reference": "warning",
  // Named as one translation but in another's words (or a paraphrase): not verified in the
  // translation it names, though it does not change what the verse says.
  mislabelled: "warning",
};

function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The phrase for `n` findings of a kind: "2 quotations differ from the KJV". */
export function findingPhrase(kind: FindingKind, n: number, abbreviation: string): string {
  switch (kind) {
    case "invalid-reference":
      return count(n, "reference does not exist", "references do not exist");
    case "misquote":
      return count(n, "quotation differs", "quotations differ") + ` from the ${abbreviation}`;
    case "wrong-reference":
      return count(n, "quotation is", "quotations are") + " from another passage";
    case "not-in-bible":
      return count(n, "saying is", "sayings are") + " not in the Bible";
    case "uncertain-reference":
      return count(n, "reference is", "references are") + " unclear";
    case "mislabelled":
      return count(n, "quotation is", "quotations are") + " not in the translation named";
  }
}

/** A finding's short title, as its mark in the text names it. */
export function findingTitle(finding: Finding, abbreviation: string): string {
  switch (finding.kind) {
    case "invalid-reference":
      return "Reference does not exist";
    case "misquote":
      return `Quotation differs from the ${abbreviation}`;
    case "wrong-reference":
      return "Quotation is from another passage";
    case "not-in-bible":
      return "Not in the Bible";
    case "uncertain-reference":
      return "Reference is unclear";
    case "mislabelled":
      return `Not the ${finding.reference?.citedTranslation ?? "translation named"}’s wording`;
    case "corrected":
      return `Corrected to the exact words of the ${abbreviation}`;
  }
}

function referenceFindings(reference: CheckedReference): Finding[] {
  const at = { start: reference.start, end: reference.end, marked: reference.cited, reference };
  if (!reference.valid) {
    const kind = reference.uncertain ? "uncertain-reference" : "invalid-reference";
    return [{ kind, severity: severityOf[kind], ...at }];
  }
  const quoted = reference.quoted;
  if (!quoted || quoted.matches) return [];
  // The quotation's own words carry the mark when the check says where they are.
  const onQuote =
    quoted.start !== undefined && quoted.end !== undefined && quoted.end > quoted.start
      ? { start: quoted.start, end: quoted.end, marked: quoted.quote }
      : {};
  if (quoted.mislabelled && quoted.verdict === "other-wording")
    return [{ kind: "mislabelled", severity: severityOf.mislabelled, ...at, ...onQuote }];
  const kind = quoted.verdict === "wrong-reference" ? "wrong-reference" : "misquote";
  if (quoted.verdict !== undefined && quoted.verdict !== kind) return [];
  return [{ kind, severity: severityOf[kind], ...at, ...onQuote }];
}

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Where a corrected quotation stands in the checked text: the checked quotation of its
 * reference with the corrected words. When the check did not pair them, the mark is found by
 * its words (start and end -1).
 */
function correctedFinding(check: ScriptureCheck, correction: CorrectedQuotation): Finding {
  const words = letters(correction.corrected);
  const quoted = check.references.find(
    (reference) =>
      reference.quoted?.start !== undefined &&
      reference.quoted.end !== undefined &&
      letters(reference.quoted.quote) === words,
  )?.quoted;
  const at =
    quoted?.start !== undefined && quoted.end !== undefined
      ? { start: quoted.start, end: quoted.end, marked: quoted.quote }
      : { start: -1, end: -1, marked: correction.corrected };
  return { kind: "corrected", severity: "info", ...at, correction };
}

/**
 * Every problem in a check, in the order it occurs in the text, with the quotations a model's
 * draft had corrected. A correction's flagged references (one that does not exist, words from
 * another passage) are the check's own findings of the corrected draft, so they are not
 * counted twice.
 */
export function scriptureFindings(
  check: ScriptureCheck,
  corrections: readonly ScriptureCorrection[] = [],
): Finding[] {
  const findings = check.references.flatMap(referenceFindings);
  for (const saying of check.sayings ?? []) {
    // "Money is the root of all evil" given as 1 Timothy 6:10 is one problem, not two.
    const quotedWith = findings.find(
      (finding) =>
        finding.kind !== "invalid-reference" &&
        finding.start < saying.end &&
        saying.start < finding.end,
    );
    if (quotedWith) {
      quotedWith.saying = saying;
      continue;
    }
    findings.push({
      kind: "not-in-bible",
      severity: "error",
      start: saying.start,
      end: saying.end,
      marked: saying.text,
      saying,
    });
  }
  for (const quotation of check.quotations ?? []) {
    if (quotation.verdict !== "misquote") continue;
    findings.push({
      kind: "misquote",
      severity: "error",
      start: quotation.start,
      end: quotation.end,
      marked: quotation.quote,
      quotation,
    });
  }
  for (const correction of corrections) {
    if (correction.kind === "corrected") findings.push(correctedFinding(check, correction));
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The one line whose words and tone match the worst finding. */
export function findingsSummary(
  check: ScriptureCheck,
  corrections: readonly ScriptureCorrection[] = [],
): FindingsSummary {
  const { abbreviation } = translations[check.translation];
  const findings = scriptureFindings(check, corrections);
  const counts = Object.fromEntries(findingKinds.map((kind) => [kind, 0])) as Record<
    FindingKind,
    number
  >;
  let corrected = 0;
  for (const finding of findings) {
    if (finding.kind === "corrected") corrected += 1;
    else counts[finding.kind] += 1;
  }
  const parts = findingKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => findingPhrase(kind, counts[kind], abbreviation));
  if (corrected > 0) parts.push(count(corrected, "quotation", "quotations") + " corrected");
  const referenceCount = check.references.length;
  const problems = findings.filter((finding) => finding.severity !== "info");
  if (problems.length > 0) {
    const tone = problems.some((finding) => finding.severity === "error") ? "error" : "warning";
    return { tone, text: parts.join(" · "), parts, counts, corrected, referenceCount };
  }
  if (check.notChecked?.busy) {
    return {
      tone: "warning",
      text: "Scripture not checked yet",
      parts: ["Scripture not checked yet"],
      counts,
      corrected,
      referenceCount,
    };
  }
  if (referenceCount === 0) {
    return {
      tone: "none",
      text: "No scripture references found",
      parts: [],
      counts,
      corrected,
      referenceCount,
    };
  }
  // "8 references verified · 1 quotation corrected": what was put right is said, calmly. A
  // quotation in other words is not a problem, but it is not verified either.
  const reworded = check.references.filter(
    (reference) => referenceStatus(reference) === "reworded",
  ).length;
  const verifiedCount = referenceCount - reworded;
  const inOtherWords = `${count(reworded, "quotation", "quotations")} in other words than the ${abbreviation}`;
  if (verifiedCount === 0) {
    return {
      tone: "none",
      text: inOtherWords,
      parts: [inOtherWords],
      counts,
      corrected,
      referenceCount,
    };
  }
  const all = [
    `${count(verifiedCount, "reference", "references")} verified`,
    ...(reworded > 0 ? [inOtherWords] : []),
    ...parts,
  ];
  return {
    tone: "success",
    text: all.join(" · "),
    parts: all,
    counts,
    corrected,
    referenceCount,
  };
}
