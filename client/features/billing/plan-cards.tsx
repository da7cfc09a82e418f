import {
  planFeatures,
  planLabel,
  plans,
  planTypes,
  yearlyValueClaim,
  type PlanType,
} from "@shared/prices";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { PlanCard } from "../../components/plan-card";
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
          <PlanCard
            key={id}
            id={id}
            features={features}
            heading="h2"
            featured={featured}
            badge={featured && valueClaim ? <Badge variant="gold">{valueClaim}</Badge> : null}
          >
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
          </PlanCard>
        );
      })}
    </ul>
  );
}
