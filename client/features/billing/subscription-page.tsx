import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { CalendarClock, Crown, Lock, LogIn, Sparkles } from "lucide-react";
import type { CurrentUser } from "@shared/account";
import { planFeatures, planTypes, refundDays, toolCount, trialDays } from "@shared/prices";
import {
  statusBadges,
  type SubscriptionStatusResponse,
  type SubscriptionType,
} from "@shared/subscription";
import { loginHref, useAuth } from "../../lib/use-auth";
import { cn } from "../../lib/cn";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { subscriptionStatusQuery, useBillingSubscription } from "../../api/billing";
import { useStartTrial } from "./billing-api";
import { ManageSubscriptionCard } from "./manage-subscription-card";
import { PlanCard } from "../../components/plan-card";
import { CheckList } from "../../components/check-list";
import { UsageNotice, useUsageLimits } from "../../components/account/usage";
import { formatInstant } from "@shared/dates/format";

const badgeVariant: Record<SubscriptionType, "success" | "gold" | "destructive" | "muted"> = {
  active: "success",
  trial: "gold",
  expired: "destructive",
  none: "muted",
};

type Status = SubscriptionStatusResponse["subscriptionStatus"];

function formatDate(iso: string): string {
  return formatInstant(iso, "date");
}

/** When the status call fails (reported in the console only), the page still reads the user's own summary. */
function statusFromUser(user: CurrentUser): Status {
  const type: SubscriptionType =
    user.subscriptionStatus === "active"
      ? "active"
      : user.trialStatus === "active"
        ? "trial"
        : user.trialStatus === "expired"
          ? "expired"
          : "none";
  const expiresAt =
    type === "active" ? user.subscriptionEndsAt : type === "none" ? null : user.trialEndsAt;
  const msLeft = expiresAt ? new Date(expiresAt).getTime() - Date.now() : 0;
  return {
    type,
    hasAccess: user.hasAccess,
    expiresAt,
    daysLeft: user.hasAccess && msLeft > 0 ? Math.ceil(msLeft / 86_400_000) : 0,
  };
}

function expiryLine(status: Status): string | null {
  if (!status.expiresAt) return null;
  const date = formatDate(status.expiresAt);
  if (status.type === "trial") return `Your free trial ends on ${date}.`;
  if (status.type === "active") return `Your current period runs until ${date}.`;
  if (status.type === "expired") return `Your access ended on ${date}.`;
  return null;
}

function StatusCard({ status }: { status: Status }) {
  const expiry = expiryLine(status);
  return (
    <section
      aria-labelledby="status-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
          Current status
        </h2>
        <Badge variant={badgeVariant[status.type]} size="lg">
          {statusBadges[status.type]}
        </Badge>
      </div>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full",
            status.hasAccess ? "bg-gold-100 text-gold-700" : "bg-muted text-muted-foreground",
          )}
        >
          {status.hasAccess ? <Crown className="size-6" /> : <Lock className="size-6" />}
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">
            {status.hasAccess ? "Premium access" : "Limited Access"}
          </p>
          <p className="text-sm text-muted-foreground">
            {status.hasAccess
              ? "Every tool is open to you."
              : "Start a free trial or subscribe to open every tool."}
          </p>
        </div>
      </div>
      {expiry || status.hasAccess ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-muted px-4 py-3 text-sm">
          {expiry ? (
            <span className="flex items-center gap-2">
              <CalendarClock
                className="size-4 text-royal-700 dark:text-royal-300"
                aria-hidden="true"
              />
              {expiry}
            </span>
          ) : null}
          {status.hasAccess && status.expiresAt ? (
            <span className="font-semibold">
              {status.daysLeft} {status.daysLeft === 1 ? "day" : "days"} left
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Benefits() {
  const benefits = planFeatures(useUsageLimits());
  return (
    <section
      aria-labelledby="benefits-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="benefits-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
        Your benefits
      </h2>
      <CheckList items={benefits} layout="grid" />
      <Button asChild className="self-start">
        <Link href="/tools">Go to the tools</Link>
      </Button>
    </section>
  );
}

function UnlockCard({ trialUsed }: { trialUsed: boolean }) {
  const trial = useStartTrial();

  return (
    <section
      aria-labelledby="unlock-title"
      className="relative overflow-hidden rounded-2xl bg-linear-to-br from-royal-950 via-royal-900 to-royal-800 p-6 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 -top-20 size-64 rounded-full bg-gold-300/10 blur-3xl"
      />
      <div className="relative flex flex-col gap-4">
        <Sparkles className="size-7 text-gold-300" aria-hidden="true" />
        <h2 id="unlock-title" className="font-serif text-2xl font-semibold sm:text-3xl">
          Unlock every Kingdom tool
        </h2>
        <p className="max-w-2xl text-royal-100">
          {trialUsed
            ? "You have already used your free trial. Subscribe to keep writing sermons, prayers, devotionals and more with scripture you can check."
            : `Try all ${toolCount} tools free for ${trialDays} days. No card needed, and nothing renews by itself: when the trial ends you choose whether to subscribe.`}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {trialUsed ? null : (
            <Button
              variant="gold"
              size="lg"
              disabled={trial.isPending}
              onClick={() => trial.mutate()}
            >
              {trial.isPending ? "Starting..." : `Start ${trialDays}-Day Free Trial`}
            </Button>
          )}
          <Button asChild size="lg" variant={trialUsed ? "gold" : "outline-on-dark"}>
            <Link href="/subscribe">Subscribe Now</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function PlanGrid() {
  const benefits = planFeatures(useUsageLimits());
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <div>
        <h2 id="plans-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
          Plans
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Cancel anytime. {refundDays}-day refund on your first purchase.
        </p>
      </div>
      <ul className="grid gap-5 md:grid-cols-2">
        {planTypes.map((id) => (
          <PlanCard key={id} id={id} features={benefits} compact />
        ))}
      </ul>
    </section>
  );
}

function SignInPrompt() {
  return (
    <section
      aria-labelledby="signin-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <Lock className="size-8 text-royal-800 dark:text-royal-200" aria-hidden="true" />
      <h2 id="signin-title" className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
        Sign in to see your subscription
      </h2>
      <p className="max-w-md text-muted-foreground">
        Your subscription and free trial belong to your account. Sign in, or create an account to
        start a {trialDays}-day free trial.
      </p>
      <Button asChild size="lg">
        <a href={loginHref("/subscription")}>
          <LogIn aria-hidden="true" /> Login/Sign-Up
        </a>
      </Button>
    </section>
  );
}

/** /subscription, with self-serve management. */
export function SubscriptionPage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  const statusQuery = useQuery({
    ...subscriptionStatusQuery,
    enabled: isAuthenticated,
  });
  const billing = useBillingSubscription(isAuthenticated);

  useEffect(() => {
    if (statusQuery.error)
      console.error("Could not load the subscription status", statusQuery.error);
  }, [statusQuery.error]);

  let body;
  if (isLoading) body = <Spinner label="Loading your subscription..." />;
  else if (!user) body = <SignInPrompt />;
  else if (statusQuery.isPending && !statusQuery.isError)
    body = <Spinner label="Loading your subscription..." />;
  else {
    const status = statusQuery.data?.subscriptionStatus ?? statusFromUser(user);
    const trialUsed = user.trialStatus !== "none";
    body = (
      <>
        <StatusCard status={status} />
        <UsageNotice enabled={status.hasAccess} />
        {status.hasAccess ? <Benefits /> : <UnlockCard trialUsed={trialUsed} />}
        {billing.data?.subscription ? (
          <ManageSubscriptionCard subscription={billing.data.subscription} />
        ) : null}
        {statusQuery.data ? <PlanGrid /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Your subscription
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Your access to the Kingdom Tools, your free trial and the plans.
        </p>
      </header>
      {body}
    </div>
  );
}
