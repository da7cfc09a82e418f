import { referenceStatus } from "@shared/scripture/reference-status";
import type { ItemDocument } from "@shared/library/document";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { notCheckedNote } from "@shared/scripture/check-wire";
import {
  findingTitle,
  findingsSummary,
  scriptureFindings,
  type Finding,
} from "@shared/scripture/findings-summary";
import { translations } from "@shared/scripture/translations";
import { formatInstant } from "@shared/dates/format";

/**
 * A scripture check as a printable report: the summary, each finding with its reason and the
 * real text, the references that were verified, and the text itself with each finding's
 * number at the place it occurs. Rendered by the same PDF and Word helpers as saved items.
 */

function quote(words: string): string {
  return `“${words.trim()}”`;
}

/** What a pastor needs to fix one finding, as plain sentences. */
export function findingExplanation(finding: Finding, abbreviation: string): string {
  const lines: string[] = [];
  const reference = finding.reference;
  const quoted = reference?.quoted;
  switch (finding.kind) {
    case "invalid-reference":
    case "uncertain-reference":
      lines.push(reference?.reason ?? "This reference does not exist in the Bible.");
      break;
    case "wrong-reference":
      if (quoted?.foundAt) lines.push(`These words are in ${quoted.foundAt}.`);
      if (quoted?.comparedText)
        lines.push(`${quoted.foundAt ?? "The verse"}: ${quote(quoted.comparedText)}`);
      break;
    case "misquote": {
      const compared = quoted?.translation ?? finding.quotation?.translation;
      const label = translations[compared ?? "web"].abbreviation;
      if (quoted?.note) lines.push(quoted.note);
      for (const { quoted: written, original } of quoted?.differences ?? []) {
        // A word left out has nothing written, a word added nothing in the verse: said so.
        lines.push(
          !written
            ? `The ${label} has ${quote(original)}, which the quotation leaves out.`
            : !original
              ? `Written: ${quote(written)}, which the ${label} does not have.`
              : `Written: ${quote(written)}; the ${label} has ${quote(original)}.`,
        );
      }
      const real = quoted?.comparedText ?? reference?.text ?? finding.quotation?.text;
      const where = reference?.reference ?? finding.quotation?.foundAt ?? "";
      if (real) lines.push(`${where} (${label}): ${quote(real)}`);
      break;
    }
    case "mislabelled": {
      if (quoted?.note) lines.push(quoted.note);
      const named = quoted?.translation ? translations[quoted.translation].abbreviation : "";
      if (quoted?.comparedText)
        lines.push(`${reference?.reference ?? ""} (${named}): ${quote(quoted.comparedText)}`);
      break;
    }
    case "not-in-bible":
    case "corrected":
      break;
  }
  if (finding.saying) lines.push(finding.saying.note);
  if (lines.length === 0) lines.push(`Compare with the ${abbreviation} text.`);
  return lines.join("\n");
}

function findingLine(finding: Finding, abbreviation: string): string {
  const where =
    finding.reference && finding.marked !== finding.reference.cited
      ? ` (${finding.reference.cited})`
      : "";
  return `${findingTitle(finding, abbreviation)}: ${quote(finding.marked)}${where}\n${findingExplanation(finding, abbreviation)}`;
}

/** The text with "[1]", "[2]"… after each finding's words. */
function markedText(text: string, findings: Finding[]): string {
  const marks = findings
    .map((finding, index) => ({ at: finding.end, label: ` [${index + 1}]` }))
    .filter((mark) => mark.at <= text.length)
    .sort((a, b) => a.at - b.at);
  let result = "";
  let cursor = 0;
  for (const mark of marks) {
    result += text.slice(cursor, mark.at) + mark.label;
    cursor = mark.at;
  }
  return result + text.slice(cursor);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function scriptureReport(
  text: string,
  check: ScriptureCheck,
  options: { title?: string | undefined; now: Date },
): ItemDocument {
  const { name, abbreviation } = translations[check.translation];
  const summary = findingsSummary(check);
  const findings = scriptureFindings(check);
  const wordCount = (part: string) => part.split(/\s+/).filter(Boolean).length;
  const words = wordCount(text);
  // A text past what one check reads was checked from its start only: said so.
  const unchecked = notCheckedNote(check);
  const checkedWords = check.notChecked ? wordCount(text.slice(0, check.notChecked.from)) : words;
  // A passage with a finding anywhere in the text is not listed as verified, even where it
  // is cited correctly elsewhere (or misquoted without a reference): the list names only what
  // checked out every time.
  const withFindings = new Set(
    findings.flatMap((finding) =>
      finding.reference
        ? [finding.reference.reference]
        : finding.quotation
          ? [finding.quotation.foundAt]
          : [],
    ),
  );
  const verified = [
    ...new Set(
      check.references
        .filter((reference) => !findings.some((finding) => finding.reference === reference))
        .filter(
          (reference) =>
            referenceStatus(reference) === "verified" && !withFindings.has(reference.reference),
        )
        .map((reference) => reference.reference),
    ),
  ];
  const sections: ItemDocument["sections"] = [
    {
      heading: "Summary",
      paragraphs: [
        summary.text,
        unchecked
          ? `${summary.referenceCount} ${summary.referenceCount === 1 ? "reference" : "references"} and the quotations in the first ${checkedWords.toLocaleString("en-US")} of ${words.toLocaleString("en-US")} words checked against the ${name} (${abbreviation}).`
          : `${summary.referenceCount} ${summary.referenceCount === 1 ? "reference" : "references"} and every quotation in ${words.toLocaleString("en-US")} words checked against the ${name} (${abbreviation}).`,
        ...(unchecked ? [unchecked] : []),
      ],
    },
  ];
  if (findings.length > 0) {
    sections.push({
      heading: "Findings",
      // Paragraphs, not a numbered list: each finding runs over several lines.
      paragraphs: findings.map(
        (finding, index) => `[${index + 1}] ${findingLine(finding, abbreviation)}`,
      ),
    });
  }
  if (verified.length > 0) {
    sections.push({ heading: "Verified references", paragraphs: [], tags: verified });
  }
  // Quotations in other words: not findings, and not verified. Each is listed with its words,
  // so the pastor compares them with the verse before preaching them.
  const wordingNotes = [
    ...new Set(
      check.references.flatMap((reference) =>
        referenceStatus(reference) === "reworded" && reference.quoted
          ? [
              `${reference.reference}: “${reference.quoted.quote}” — ${reference.quoted.note ?? `Not word for word in the ${abbreviation}: another translation’s wording or a paraphrase. Compare it with the verse.`}`,
            ]
          : [],
      ),
    ),
  ];
  if (wordingNotes.length > 0) {
    sections.push({ heading: "Quoted in other words", paragraphs: wordingNotes });
  }
  sections.push({
    heading: findings.length > 0 ? "Your text, with each finding numbered" : "Your text",
    paragraphs: paragraphs(markedText(text, findings)),
  });
  return {
    title: options.title ? `Scripture check: ${options.title}` : "Scripture check report",
    kind: "Scripture check",
    createdAt: options.now.toISOString(),
    scripture: [],
    scriptureLine: "",
    sections,
    // The pastor's own manuscript: not a draft to review, so not the drafts' footer.
    footer: `Scripture check by Kingdom Tools — ${formatInstant(options.now, "date", { utc: true })}`,
  };
}
