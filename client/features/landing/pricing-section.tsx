import { Link } from "wouter";
import { RefreshCcw, Sparkles } from "lucide-react";
import { planFeatures, planTypes, refundDays, trialDays } from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { usePublicConfig } from "../../api/public-config";
import { PlanCard } from "../../components/plan-card";
import { useHydrated } from "../../lib/use-hydrated";

export function PricingSection() {
  // Until this section is live it draws what the prerendered HTML shows (no caps known yet),
  // even when the configuration has already arrived: it may be adopted after the rest of the
  // page (landing-page.tsx), and its first render must match that HTML.
  const hydrated = useHydrated();
  const config = usePublicConfig().data;
  const limits = hydrated ? config?.usageLimits : undefined;
  const features = planFeatures(limits);
  return (
    <section
      aria-labelledby="pricing-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-700 dark:text-gold-300">
          Pricing
        </p>
        <h2
          id="pricing-title"
          className="mt-2 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
        >
          One plan, every tool
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Pay monthly or once a year. Start with a {trialDays}-day free trial, no card needed.
        </p>
      </div>

      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {planTypes.map((id) => {
          const featured = id === "yearly";
          return (
            <PlanCard
              key={id}
              id={id}
              features={features}
              featured={featured}
              badge={featured ? <Badge variant="gold">Pay once a year</Badge> : null}
            >
              <Button asChild variant={featured ? "default" : "outline"} size="lg" className="mt-8">
                <Link href="/subscribe">Subscribe {id === "yearly" ? "yearly" : "monthly"}</Link>
              </Button>
            </PlanCard>
          );
        })}
      </ul>

      <div className="mx-auto mt-8 flex max-w-4xl flex-col gap-4 rounded-2xl border border-border bg-muted p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex items-start gap-2">
            <Sparkles
              className="mt-0.5 size-4 shrink-0 text-gold-700 dark:text-gold-300"
              aria-hidden="true"
            />
            <span>
              <strong className="font-semibold">{trialDays}-day free trial</strong> of every tool,
              once per account, with no card.
            </span>
          </p>
          <p className="flex items-start gap-2">
            <RefreshCcw
              className="mt-0.5 size-4 shrink-0 text-gold-700 dark:text-gold-300"
              aria-hidden="true"
            />
            <span>
              <strong className="font-semibold">{refundDays}-day refund</strong> on your first
              purchase if the tools are not right for your ministry.
            </span>
          </p>
        </div>
        <Button asChild variant="gold" className="shrink-0">
          <Link href="/subscription">Start your free trial</Link>
        </Button>
      </div>
    </section>
  );
}
