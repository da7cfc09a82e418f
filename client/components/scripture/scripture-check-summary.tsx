import type { ScriptureCheck } from "@shared/scripture/check-result";
import { FindingsSummary } from "./findings-summary";

/**
 * A result's one line about its scripture, whose words and colour match the worst finding
 * (see FindingsSummary): "4 references verified against the WEB", or
 * "1 reference does not exist · 1 quotation differs from the WEB".
 */
export function ScriptureCheckSummary({
  check,
  className,
}: {
  check: ScriptureCheck | undefined;
  className?: string;
}) {
  if (!check) return null;
  return (
    <div data-testid="scripture-summary" className={className}>
      <FindingsSummary check={check} />
    </div>
  );
}
