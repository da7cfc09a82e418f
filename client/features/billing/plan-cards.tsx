import { Check } from "lucide-react";
import {
  formatPrice,
  planFeatures,
  planLabel,
  planNotes,
  plans,
  planTypes,
  yearlyValueClaim,
  type PlanType,
} from "@shared/prices";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useUsageLimits } from "../../components/account/usage";

/** The two plans, every figure from shared/prices.ts and the limits from the server. */
export function PlanCards({
  onChoose,
  pendingPlan,
  disabled,
  disabledLabel,
}: {
  onChoose: (plan: PlanType) => void;
  pendingPlan: PlanType | null;
  disabled: boolean;
  disabledLabel?: string;
}) {
  const features = planFeatures(useUsageLimits());
  const valueClaim = yearlyValueClaim();
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Plans">
      {planTypes.map((id) => {
        const plan = plans[id];
        const featured = id === "yearly";
        return (
          <li
            key={id}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
              featured ? "border-gold-500 ring-1 ring-gold-300" : "border-border",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold text-royal-900 dark:text-royal-100">
                {plan.name}
              </h2>
              {featured && valueClaim ? <Badge variant="gold">{valueClaim}</Badge> : null}
            </div>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="font-serif text-4xl font-semibold">
                {formatPrice(plan.amountCents)}
              </span>
              <span className="text-muted-foreground">/ {plan.interval}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{planNotes[id]}</p>
            <ul className="mt-6 flex flex-1 flex-col gap-3">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-gold-700 dark:text-gold-300"
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              variant={featured ? "default" : "outline"}
              size="lg"
              className="mt-8 w-full whitespace-normal"
              disabled={disabled || pendingPlan !== null}
              aria-label={`Choose ${plan.name}, ${planLabel(plan)}`}
              onClick={() => onChoose(id)}
            >
              {pendingPlan === id
                ? "Preparing secure payment..."
                : disabled && disabledLabel
                  ? disabledLabel
                  : `Choose ${plan.name}`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
