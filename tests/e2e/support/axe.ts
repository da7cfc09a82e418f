import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set: levels A and AA of WCAG 2.0, 2.1 and 2.2. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * axe's WCAG 2.2 AA violations on the page as it is now. Legacy mode runs `axe.run` in the
 * page itself; the default mode finishes each run in a new blank page, which costs more than
 * the check on most of our pages. What legacy mode gives up, cross-origin frames, our pages
 * under test do not have (Stripe's frames appear only with payments configured).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations;
}

/** One line per violation: the rule, its impact and up to three of the elements. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
