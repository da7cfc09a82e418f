import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import { FindingsSummary } from "./findings-summary";

/**
 * A result's one line about its scripture, whose words and colour match the worst finding
 * (see FindingsSummary): "4 references verified against the WEB", or
 * "1 reference does not exist · 1 quotation differs from the WEB". A model's draft counts the
 * quotations corrected in it: "8 references verified against the WEB · 1 quotation corrected".
 */
export function ScriptureCheckSummary({
  check,
  corrections,
  className,
}: {
  check: ScriptureCheck | undefined;
  corrections?: readonly ScriptureCorrection[] | undefined;
  className?: string;
}) {
  if (!check) return null;
  return (
    <div data-testid="scripture-summary" className={className}>
      <FindingsSummary check={check} corrections={corrections} />
    </div>
  );
}
