import type { ReactNode } from "react";
import { formatPrice, planNotes, plans, type PlanType } from "@shared/prices";
import { cn } from "../lib/cn";
import { CheckList } from "./check-list";

/**
 * One plan as a list item: its name, price, note and what it includes, every figure from
 * shared/prices.ts. The pricing section, the subscribe page and the subscription page show
 * the same card; `compact` is the smaller one beside an account's status.
 */
export function PlanCard({
  id,
  features,
  heading: Heading = "h3",
  featured = false,
  badge,
  compact = false,
  children,
}: {
  id: PlanType;
  features: readonly string[];
  heading?: "h2" | "h3";
  featured?: boolean;
  badge?: ReactNode;
  compact?: boolean;
  /** The card's action, such as a button to choose the plan. */
  children?: ReactNode;
}) {
  const plan = plans[id];
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
        !compact && "sm:p-8",
        featured ? "border-gold-500 ring-1 ring-gold-300" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          className={cn(
            "font-semibold text-royal-900 dark:text-royal-100",
            compact ? "text-lg" : "text-xl",
          )}
        >
          {plan.name}
        </Heading>
        {badge}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className={cn("font-serif font-semibold", compact ? "text-3xl" : "text-4xl")}>
          {formatPrice(plan.amountCents)}
        </span>
        <span className="text-muted-foreground">/ {plan.interval}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{planNotes[id]}</p>
      <CheckList items={features} layout={compact ? "card-compact" : "card"} />
      {children}
    </li>
  );
}
