import { CircleAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import { notCheckedNote } from "@shared/scripture/check-wire";
import { findingsSummary, type SummaryTone } from "@shared/scripture/findings-summary";
import { translations } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";

const toneClass: Record<SummaryTone, string> = {
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  error:
    "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  none: "border-border bg-muted/40 text-muted-foreground",
};

/** Words for assistive technology before the line, so the tone is never in colour alone. */
const toneLabel: Record<SummaryTone, string> = {
  success: "Scripture verified: ",
  warning: "Scripture needs a second look: ",
  error: "Scripture problems found: ",
  none: "",
};

function ToneIcon({ tone }: { tone: SummaryTone }) {
  const className = "mt-0.5 size-4 shrink-0";
  if (tone === "success") return <ShieldCheck className={className} aria-hidden="true" />;
  if (tone === "error") return <CircleAlert className={className} aria-hidden="true" />;
  if (tone === "warning") return <TriangleAlert className={className} aria-hidden="true" />;
  return null;
}

/**
 * One line about a checked text whose words and colour match its worst finding:
 * "12 references verified", "8 references verified · 1 quotation corrected" (a model's draft),
 * or "1 reference does not exist · 1 quotation differs from the WEB".
 */
export function FindingsSummary({
  check,
  corrections,
  className,
}: {
  check: ScriptureCheck | undefined;
  corrections?: readonly ScriptureCorrection[] | undefined;
  className?: string;
}) {
  if (!check) return null;
  const summary = findingsSummary(check, corrections);
  const { abbreviation } = translations[check.translation];
  const unchecked = notCheckedNote(check);
  return (
    <>
      <p
        role="status"
        data-testid="findings-summary"
        data-tone={summary.tone}
        className={cn(
          "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium",
          toneClass[summary.tone],
          className,
        )}
      >
        <ToneIcon tone={summary.tone} />
        <span>
          <span className="sr-only">{toneLabel[summary.tone]}</span>
          {summary.tone === "success" ? (
            <>
              {summary.parts[0]}
              <span className="font-normal opacity-80"> against the {abbreviation}</span>
              {summary.parts.slice(1).map((part) => ` · ${part}`)}
            </>
          ) : (
            summary.text
          )}
        </span>
      </p>
      {unchecked ? (
        <p
          role="status"
          data-testid="not-checked"
          className={cn(
            "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
            toneClass.warning,
            className,
          )}
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{unchecked}</span>
        </p>
      ) : null}
    </>
  );
}
