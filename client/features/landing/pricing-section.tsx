import { Link } from "wouter";
import { Check, RefreshCcw, Sparkles } from "lucide-react";
import {
  formatPrice,
  planFeatures,
  planNotes,
  plans,
  planTypes,
  refundDays,
  trialDays,
} from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { usePublicConfig } from "../../api/public-config";

export function PricingSection() {
  const limits = usePublicConfig().data?.usageLimits;
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
          const plan = plans[id];
          const featured = id === "yearly";
          return (
            <li
              key={id}
              className={cn(
                "flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
                featured ? "border-gold-500 ring-1 ring-gold-300" : "border-border",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold text-royal-900 dark:text-royal-100">
                  {plan.name}
                </h3>
                {featured ? <Badge variant="gold">Pay once a year</Badge> : null}
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
              <Button asChild variant={featured ? "default" : "outline"} size="lg" className="mt-8">
                <Link href="/subscribe">Subscribe {id === "yearly" ? "yearly" : "monthly"}</Link>
              </Button>
            </li>
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
