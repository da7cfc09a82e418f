import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { CircleAlert, Crown, Lock, LogIn } from "lucide-react";
import type { CreateSubscriptionResponse } from "@shared/billing/billing";
import { refundDays, trialDays, type PlanType } from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { loginHref, useAuth } from "../../lib/use-auth";
import { createSubscription, useBillingConfig } from "../../api/billing";
import { useStartTrial } from "./billing-api";
import { KingdomPromise } from "./kingdom-promise";
import { PaymentForm } from "./payment-form";
import { PlanCards } from "./plan-cards";

function LoginRequired() {
  return (
    <section
      aria-labelledby="login-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <Lock className="size-8 text-royal-800 dark:text-royal-200" aria-hidden="true" />
      <h2 id="login-title" className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
        Login Required
      </h2>
      <p className="max-w-md text-muted-foreground">
        A subscription belongs to your account. Sign in, or create a free account, to choose a plan.
      </p>
      <Button asChild size="lg">
        <a href={loginHref("/subscribe")}>
          <LogIn aria-hidden="true" /> Login/Sign-Up to Continue
        </a>
      </Button>
    </section>
  );
}

function AlreadySubscribed() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <Crown className="size-8 text-gold-700" aria-hidden="true" />
      <h2 className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
        You already have a subscription
      </h2>
      <p className="max-w-md text-muted-foreground">
        Every tool is open to you. You can see your plan, cancel or resume it on your Subscription
        page.
      </p>
      <Button asChild size="lg">
        <Link href="/subscription">Manage my subscription</Link>
      </Button>
    </section>
  );
}

function PaymentsNotConfigured({ trialAvailable }: { trialAvailable: boolean }) {
  const [, navigate] = useLocation();
  const trial = useStartTrial(() => navigate("/tools"));
  return (
    <section
      role="status"
      aria-labelledby="unconfigured-title"
      className="flex flex-col gap-3 rounded-2xl border border-gold-500 bg-gold-100/60 p-6 text-royal-950 sm:p-8 dark:bg-gold-100/10 dark:text-royal-50"
    >
      <h2 id="unconfigured-title" className="flex items-center gap-2 text-xl font-semibold">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        Payments are not configured on this server
      </h2>
      <p>
        This server has no payment provider set up, so subscriptions cannot be bought here yet.
        {trialAvailable
          ? ` You can still try every tool free for ${trialDays} days, no card needed.`
          : " Please contact the people who run this server."}
      </p>
      {trialAvailable ? (
        <Button
          variant="gold"
          size="lg"
          className="self-start"
          disabled={trial.isPending}
          onClick={() => trial.mutate()}
        >
          {trial.isPending ? "Starting..." : `Start ${trialDays}-Day Free Trial`}
        </Button>
      ) : null}
    </section>
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** /subscribe: the plans, the trial, and the payment form with its errors. */
export function SubscribePage() {
  const { user, isLoading } = useAuth();
  const config = useBillingConfig();
  const [checkout, setCheckout] = useState<CreateSubscriptionResponse | null>(null);
  const create = useMutation({
    mutationFn: createSubscription,
    onSuccess: (result) => {
      if (!result.clientSecret) {
        window.alert("Error creating subscription: No payment secret received from server");
        return;
      }
      setCheckout(result);
    },
    onError: (error) => window.alert(`Error creating subscription: ${errorMessage(error)}`),
  });

  let body;
  if (isLoading || (user && config.isPending)) {
    body = <Spinner label="Loading plans..." />;
  } else if (!user) {
    body = <LoginRequired />;
  } else if (user.subscriptionStatus === "active") {
    body = <AlreadySubscribed />;
  } else {
    const configured = config.data?.configured === true && !!config.data.publishableKey;
    body = (
      <>
        <p className="text-center text-sm text-muted-foreground">
          {user.trialStatus === "active"
            ? "On your free trial? "
            : "Want to see where your account stands? "}
          <Link
            href="/subscription"
            className="font-medium text-royal-800 underline underline-offset-2 hover:no-underline dark:text-royal-200"
          >
            {user.trialStatus === "active"
              ? "See when it ends on your Subscription page"
              : "Open your Subscription page"}
          </Link>
          .
        </p>
        {configured ? null : <PaymentsNotConfigured trialAvailable={user.trialStatus === "none"} />}
        {checkout && configured ? (
          <PaymentForm
            key={checkout.clientSecret}
            publishableKey={config.data!.publishableKey!}
            clientSecret={checkout.clientSecret}
            planType={checkout.planType}
            onChangePlan={() => setCheckout(null)}
          />
        ) : (
          <PlanCards
            onChoose={(plan: PlanType) => create.mutate(plan)}
            pendingPlan={create.isPending ? (create.variables ?? null) : null}
            disabled={!configured}
            disabledLabel="Payments unavailable"
          />
        )}
        <KingdomPromise />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="text-center">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Join the Kingdom Tools family
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
          One subscription opens every tool. Cancel anytime; {refundDays}-day refund on your first
          purchase.
        </p>
      </header>
      {body}
    </div>
  );
}
