import type { ScriptureCheck } from "@shared/scripture/check-result";
import { findingTitle, scriptureFindings, type Finding } from "@shared/scripture/findings-summary";
import { translations } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";
import { SeverityIcon } from "./findings-details";

const itemClass = {
  error: "border-red-200 bg-red-50/60 dark:border-red-900 dark:bg-red-950/40",
  warning: "border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/40",
  info: "border-emerald-200 bg-emerald-50/40 dark:border-emerald-900 dark:bg-emerald-950/30",
} as const;
const titleClass = {
  error: "text-red-800 dark:text-red-300",
  warning: "text-amber-800 dark:text-amber-300",
  info: "text-emerald-800 dark:text-emerald-300",
} as const;

/** The id of a finding's mark in the text, so the list can take the reader there. */
export function findingAnchor(finding: Finding): string {
  return `finding-${finding.start}-${finding.end}`;
}

/** One sentence on what is wrong, for the list (the mark's card has the full story). */
function reasonOf(finding: Finding): string {
  const quoted = finding.reference?.quoted;
  switch (finding.kind) {
    case "invalid-reference":
    case "uncertain-reference":
      return finding.reference?.reason ?? "This reference does not exist in the Bible.";
    case "wrong-reference":
      return quoted?.foundAt
        ? `These words are in ${quoted.foundAt}, not ${finding.reference?.reference}.`
        : "These words are from another passage.";
    case "misquote":
      return (
        quoted?.note ??
        `The words differ from ${finding.reference?.reference ?? finding.quotation?.foundAt ?? "the verse"}.`
      );
    case "not-in-bible":
      return finding.saying?.note ?? "This saying is not in the Bible.";
    case "mislabelled":
      return quoted?.note ?? "The quotation is not in the words of the translation it names.";
    case "corrected":
      return `The model's wording of ${finding.correction?.reference ?? "the verse"} was replaced by the exact words.`;
  }
}

/** Every problem in a checked text, in order, each linking to its mark in the text. */
export function FindingsList({ check }: { check: ScriptureCheck }) {
  const findings = scriptureFindings(check);
  const { abbreviation } = translations[check.translation];
  if (findings.length === 0) return null;
  return (
    <ol className="flex flex-col gap-3" aria-label="Findings">
      {findings.map((finding, index) => {
        return (
          <li
            key={`${finding.start}-${finding.end}-${finding.kind}`}
            className={cn("flex gap-3 rounded-xl border p-3 text-sm", itemClass[finding.severity])}
          >
            <span className="shrink-0 font-semibold tabular-nums text-muted-foreground">{`${index + 1}.`}</span>
            <div className="flex min-w-0 flex-col gap-1">
              <p
                className={cn(
                  "flex items-center gap-1.5 font-semibold",
                  titleClass[finding.severity],
                )}
              >
                <SeverityIcon severity={finding.severity} className="size-4 shrink-0" />
                {findingTitle(finding, abbreviation)}
              </p>
              <p className="break-words font-serif">
                <a
                  href={`#${findingAnchor(finding)}`}
                  className="underline decoration-dotted underline-offset-4 hover:decoration-solid"
                  onClick={(event) => {
                    const mark = document.getElementById(findingAnchor(finding));
                    if (!mark) return;
                    event.preventDefault();
                    mark.scrollIntoView({ block: "center", behavior: "smooth" });
                    mark.focus({ preventScroll: true });
                  }}
                >
                  {finding.reference?.cited === finding.marked
                    ? finding.marked
                    : `“${finding.marked.replace(/^[“"]|[”"]$/g, "")}”`}
                </a>
                {finding.reference && finding.marked !== finding.reference.cited ? (
                  <span className="text-muted-foreground"> ({finding.reference.cited})</span>
                ) : null}
              </p>
              <p className="text-muted-foreground">{reasonOf(finding)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
