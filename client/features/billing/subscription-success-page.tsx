import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Check, CircleAlert, Clock, Crown, LogIn } from "lucide-react";
import { activationPollMs, activationWaitMs } from "@shared/billing/billing";
import { refundDays, toolCount } from "@shared/prices";
import type { SubscriptionStatusResponse } from "@shared/subscription";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { loginHref, useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { refreshSubscriptionFacts, statusKey } from "./billing-api";

const benefits = [
  `All ${toolCount} Kingdom tools, unlocked`,
  "Unlimited sermons, prayers, devotionals, emails and posts",
  "Scripture checked in every result",
  "Your personal content library",
  "PDF, Word and email delivery",
  "Priority support",
];

function Benefits() {
  return (
    <ul className="grid gap-3 text-left sm:grid-cols-2">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check
            className="mt-0.5 size-5 shrink-0 text-gold-700 dark:text-gold-300"
            aria-hidden="true"
          />
          {benefit}
        </li>
      ))}
    </ul>
  );
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

/**
 * /subscription-success: Stripe returns here after the card is confirmed. Access comes
 * from the webhook, not from this page, so it waits for the server to report the
 * subscription active, and says so plainly if that takes longer than expected.
 */
export function SubscriptionSuccessPage() {
  const { user, isLoading } = useAuth();
  const [failed] = useState(() => redirectStatus() === "failed");
  const [slow, setSlow] = useState(false);
  const announced = useRef(false);

  const status = useQuery<SubscriptionStatusResponse>({
    queryKey: statusKey,
    enabled: user !== null && !failed,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.subscriptionStatus.type === "active"
        ? false
        : slow
          ? activationPollMs * 5
          : activationPollMs,
  });
  const active = status.data?.subscriptionStatus.type === "active";
  const phase: Phase = active ? "active" : slow ? "slow" : "activating";

  useEffect(() => {
    if (active || failed || !user) return;
    const timer = window.setTimeout(() => setSlow(true), activationWaitMs);
    return () => window.clearTimeout(timer);
  }, [active, failed, user]);

  useEffect(() => {
    if (!active || announced.current) return;
    announced.current = true;
    toast({ title: "Subscription Successful", description: "Every Kingdom tool is now open." });
    void refreshSubscriptionFacts();
  }, [active]);

  let body;
  if (isLoading) {
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
            <h1 className="font-serif text-3xl font-semibold">
              Activation is taking longer than usual
            </h1>
            <p className="max-w-xl text-muted-foreground">
              Stripe has your payment, but we have not yet received its confirmation. This page
              keeps checking. You will not be charged twice: you can leave and look at your{" "}
              <Link href="/subscription" className="underline">
                Subscription page
              </Link>{" "}
              later, or{" "}
              <Link href="/support" className="underline">
                contact support
              </Link>{" "}
              if it still is not active in a few minutes.
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
