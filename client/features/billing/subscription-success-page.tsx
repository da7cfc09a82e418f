import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { CircleAlert, Clock, Crown, LogIn } from "lucide-react";
import { activationPollMs, activationWaitMs } from "@shared/billing/billing";
import { planFeatures, refundDays } from "@shared/prices";
import type { SubscriptionStatusResponse } from "@shared/subscription";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { loginHref, useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import {
  refreshSubscriptionFacts,
  subscriptionStatusQuery,
  useBillingConfig,
} from "../../api/billing";
import { useUsageLimits } from "../../components/account/usage";
import { longDate } from "./billing-api";
import { CheckList } from "../../components/check-list";

function Benefits() {
  const benefits = planFeatures(useUsageLimits());
  return <CheckList items={benefits} layout="grid" />;
}

function NextSteps() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      <Button asChild size="lg">
        <Link href="/">Start Creating Kingdom Content</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/my-content">View My Content Library</Link>
      </Button>
      <Button asChild size="lg" variant="link">
        <Link href="/support">Need help? Contact support</Link>
      </Button>
    </div>
  );
}

/** Stripe appends redirect_status (succeeded, processing or failed) to the return URL. */
function redirectStatus(): string | null {
  return new URLSearchParams(window.location.search).get("redirect_status");
}

type Phase = "activating" | "slow" | "active";

/** No payment came back to this page: opened directly, or payments are not set up here. */
function NothingToActivate({
  paymentsConfigured,
  status,
}: {
  paymentsConfigured: boolean;
  status: SubscriptionStatusResponse["subscriptionStatus"] | undefined;
}) {
  const onTrial = status?.type === "trial" && status.expiresAt;
  return (
    <div role="status" className="flex flex-col items-center gap-4">
      <CircleAlert className="size-10 text-royal-700 dark:text-royal-300" aria-hidden="true" />
      <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
        There is no subscription to activate
      </h1>
      <p className="max-w-xl text-muted-foreground">
        {paymentsConfigured
          ? "No payment came back to this page, so nothing was bought and nothing was charged. To subscribe, choose a plan."
          : "Payments are not set up on this server, so no subscription can be bought here and nothing was charged."}
        {onTrial ? ` Your free trial runs until ${longDate(status.expiresAt!)}.` : null}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {paymentsConfigured ? (
          <Button asChild size="lg">
            <Link href="/subscribe">Choose a plan</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={paymentsConfigured ? "outline" : "default"}>
          <Link href="/subscription">See your subscription</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /subscription-success: Stripe returns here after the card is confirmed. Access comes
 * from the webhook, not from this page, so it waits briefly for the server to report the
 * subscription active, then says plainly that the payment is still being processed and
 * what to do. Opened without a payment (or with payments off) it says there is nothing
 * to activate.
 */
export function SubscriptionSuccessPage() {
  const { user, isLoading } = useAuth();
  const [returned] = useState(() => redirectStatus());
  const failed = returned === "failed";
  const [slow, setSlow] = useState(false);
  const announced = useRef(false);
  const billing = useBillingConfig();
  const paymentsConfigured = billing.data?.configured === true;
  const pending = paymentsConfigured && (returned === "succeeded" || returned === "processing");

  const status = useQuery({
    ...subscriptionStatusQuery,
    enabled: user !== null && !failed,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.subscriptionStatus.type === "active" || !pending
        ? false
        : slow
          ? activationPollMs * 5
          : activationPollMs,
  });
  const active = status.data?.subscriptionStatus.type === "active";
  const phase: Phase = active ? "active" : slow ? "slow" : "activating";

  useEffect(() => {
    if (active || failed || !user || !pending) return;
    const timer = window.setTimeout(() => setSlow(true), activationWaitMs);
    return () => window.clearTimeout(timer);
  }, [active, failed, user, pending]);

  useEffect(() => {
    if (!active || !pending || announced.current) return;
    announced.current = true;
    toast({ title: "Subscription Successful", description: "Every Kingdom tool is now open." });
    void refreshSubscriptionFacts();
  }, [active, pending]);

  let body;
  if (isLoading || (user && !failed && (billing.isPending || status.isPending))) {
    body = <Spinner label="Loading..." />;
  } else if (!user) {
    body = (
      <div className="flex flex-col items-center gap-4">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
          Your Subscription
        </h1>
        <p className="text-muted-foreground">Sign in to see your subscription.</p>
        <Button asChild size="lg">
          <a href={loginHref("/subscription-success")}>
            <LogIn aria-hidden="true" /> Login/Sign-Up
          </a>
        </Button>
      </div>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="font-serif text-3xl font-semibold">Your payment was not completed</h1>
        <p className="max-w-lg text-muted-foreground">
          Your bank or card provider did not approve the payment, and no subscription was started.
          You can try again with another card.
        </p>
        <Button asChild size="lg">
          <Link href="/subscribe">Try again</Link>
        </Button>
      </div>
    );
  } else if (!pending && !active) {
    body = (
      <NothingToActivate
        paymentsConfigured={paymentsConfigured}
        status={status.data?.subscriptionStatus}
      />
    );
  } else if (phase === "active") {
    body = (
      <div className="flex flex-col items-center gap-6">
        <Crown className="size-12 text-gold-700" aria-hidden="true" />
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Welcome to the Kingdom!
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Your subscription is active. Thank you for partnering with us to multiply Kingdom impact.
        </p>
        <Benefits />
        <NextSteps />
        <p className="text-sm text-muted-foreground">
          Changed your mind? You can cancel from your{" "}
          <Link href="/subscription" className="underline">
            Subscription page
          </Link>
          , and ask for a refund within {refundDays} days of this first purchase.
        </p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-6">
        {phase === "slow" ? (
          <div role="alert" className="flex flex-col items-center gap-3">
            <Clock className="size-10 text-gold-700" aria-hidden="true" />
            <h1 className="font-serif text-3xl font-semibold">Your payment is still processing</h1>
            <p className="max-w-xl text-muted-foreground">
              {returned === "processing"
                ? "Your bank is still processing the payment; some take a few minutes, a few take a day or two."
                : "Stripe has your payment, but we have not yet received its confirmation."}{" "}
              This page keeps checking. You will not be charged twice: you can leave and look at
              your{" "}
              <Link href="/subscription" className="underline">
                Subscription page
              </Link>{" "}
              later, or{" "}
              <Link href="/support" className="underline">
                contact support
              </Link>{" "}
              if it is not active within a day.
            </p>
          </div>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
              Thank you!
            </h1>
            <Spinner label="Activating your subscription…" className="py-4" />
          </>
        )}
        <Benefits />
        <NextSteps />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-8 px-4 py-12 text-center sm:py-16">
      {body}
    </div>
  );
}
