/**
 * The one source of truth for plans and prices. Every price label in the product is
 * derived from here; the server reports these tiers in GET /api/subscription/status.
 * The landing page draws its pricing from this module, so it imports no zod schema (only
 * the caps' type): a value imported from ./usage-limits would put zod on that page's
 * first load (about 25 KB gzipped).
 */
import type { UsageLimits } from "./usage-limits";

export const planTypes = ["monthly", "yearly"] as const;
export type PlanType = (typeof planTypes)[number];

export const currency = "USD";
export const trialDays = 3;
export const refundDays = 30;

export const toolCount = 7;

/** The plan line about limits, true for this server's caps. */
export function allowanceLine(limits: UsageLimits | undefined): string {
  if (!limits) return "A daily allowance of generations and images";
  return `Up to ${limits.generations.perDay} writing generations and ${limits.images.perDay} images a day`;
}

/** What every plan includes; the line on limits comes from the server's caps. */
export function planFeatures(limits: UsageLimits | undefined): string[] {
  return [
    `All ${toolCount} Kingdom tools`,
    allowanceLine(limits),
    "Scripture checked in every result",
    "Personal content library",
    "PDF, Word and email delivery",
    "Priority support",
  ];
}

export interface Plan {
  id: PlanType;
  name: string;
  /** Price in cents, so sums never drift. */
  amountCents: number;
  interval: "month" | "year";
}

export const plans: Record<PlanType, Plan> = {
  monthly: { id: "monthly", name: "Monthly Kingdom", amountCents: 999, interval: "month" },
  yearly: { id: "yearly", name: "Yearly Kingdom", amountCents: 11988, interval: "year" },
};

/**
 * "$9.99", "$1,199.00". Written out rather than with Intl.NumberFormat: loading the
 * currency data for a new format took a phone about 150 ms, on the landing page's path.
 */
export function formatPrice(amountCents: number): string {
  const sign = amountCents < 0 ? "-" : "";
  const cents = Math.abs(Math.round(amountCents));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

/** The line under each plan's price. */
export const planNotes: Record<PlanType, string> = {
  monthly: "Billed every month. Cancel anytime.",
  yearly: `Works out to ${yearlyPerMonth()} a month, billed once a year.`,
};

/** The yearly plan's price spread over twelve months, e.g. "$9.99". */
export function yearlyPerMonth(): string {
  return formatPrice(Math.round(plans.yearly.amountCents / 12));
}

/** What a year on the monthly plan costs more than the yearly plan, in cents (0 today). */
export function yearlySavingsCents(): number {
  return plans.monthly.amountCents * 12 - plans.yearly.amountCents;
}

/**
 * The yearly plan's value badge, e.g. "Save $19.89 a year", only when the prices make it
 * true; null when a year costs the same as twelve months (or more).
 */
export function yearlyValueClaim(): string | null {
  const saving = yearlySavingsCents();
  return saving > 0 ? `Best Value! Save ${formatPrice(saving)} a year` : null;
}

export function planLabel(plan: Plan): string {
  return `${formatPrice(plan.amountCents)}/${plan.interval}`;
}
