import { ShieldCheck, TriangleAlert } from "lucide-react";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { translations } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";

function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The summary's sentences: how many references were checked, and what went wrong. */
export function scriptureCheckLines(check: ScriptureCheck): {
  ok: string | null;
  warnings: string[];
} {
  const { abbreviation } = translations[check.translation];
  const total = check.references.length;
  const warnings: string[] = [];
  if (check.invalidCount > 0)
    warnings.push(`${count(check.invalidCount, "reference", "references")} could not be found`);
  if (check.misquotedCount > 0)
    warnings.push(
      `${count(check.misquotedCount, "quotation differs", "quotations differ")} from the ${abbreviation} text`,
    );
  if (warnings.length > 0) return { ok: null, warnings };
  if (total === 0) return { ok: null, warnings: [] };
  return {
    ok: `${count(total, "reference", "references")} checked against the ${abbreviation}`,
    warnings,
  };
}

/**
 * One line about a result's scripture: "4 references checked against the WEB", or a
 * warning such as "1 reference could not be found". Icons and words, not colour alone.
 */
export function ScriptureCheckSummary({
  check,
  className,
}: {
  check: ScriptureCheck | undefined;
  className?: string;
}) {
  if (!check) return null;
  const { ok, warnings } = scriptureCheckLines(check);
  if (ok) {
    return (
      <p
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300",
          className,
        )}
        data-testid="scripture-summary"
      >
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {ok}
      </p>
    );
  }
  if (warnings.length === 0) {
    return (
      <p className={cn("text-sm text-muted-foreground", className)} data-testid="scripture-summary">
        No scripture references to check
      </p>
    );
  }
  const checked = check.references.length;
  return (
    <div
      className={cn(
        "flex items-start gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300",
        className,
      )}
      data-testid="scripture-summary"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="sr-only">Scripture warning: </span>
        {warnings.join("; ")}
        <span className="font-normal text-muted-foreground">
          {" "}
          ({count(checked, "reference", "references")} checked)
        </span>
      </p>
    </div>
  );
}
