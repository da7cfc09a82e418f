import { useEffect, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { AlertTriangle, Lock } from "lucide-react";
import { planLabel, plans, type PlanType } from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/use-toast";

type LoadState =
  { kind: "loading" } | { kind: "ready"; stripe: Stripe } | { kind: "failed"; message: string };

const loadFailure =
  "The secure card form from Stripe could not load. Check your internet connection, allow js.stripe.com if a blocker is on, and try again.";

/**
 * Stripe's Payment Element for one client secret. The page gives it a new `key` for each
 * secret, so a new subscription attempt always mounts a fresh form. Stripe.js comes from
 * js.stripe.com (Stripe requires it; the server's CSP allows it only when payments are
 * configured), loaded when this form first shows.
 */
export function PaymentForm({
  publishableKey,
  clientSecret,
  planType,
  onChangePlan,
}: {
  publishableKey: string;
  clientSecret: string;
  planType: PlanType;
  onChangePlan: () => void;
}) {
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: "loading" });
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        setState(stripe ? { kind: "ready", stripe } : { kind: "failed", message: loadFailure });
      })
      .catch(() => {
        if (!cancelled) setState({ kind: "failed", message: loadFailure });
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, attempt]);

  return (
    <Elements
      key={attempt}
      stripe={state.kind === "ready" ? state.stripe : null}
      options={{
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#2a2f7a" } },
      }}
    >
      <CheckoutForm
        planType={planType}
        failure={state.kind === "failed" ? state.message : null}
        onLoadError={(message) => setState({ kind: "failed", message })}
        onRetry={() => setAttempt((value) => value + 1)}
        onChangePlan={onChangePlan}
      />
    </Elements>
  );
}

function CheckoutForm({
  planType,
  failure,
  onLoadError,
  onRetry,
  onChangePlan,
}: {
  planType: PlanType;
  failure: string | null;
  onLoadError: (message: string) => void;
  onRetry: () => void;
  onChangePlan: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const plan = plans[planType];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscription-success` },
    });
    // Success leaves the page for /subscription-success; only failures come back here.
    toast({
      title: "Payment Failed",
      description: error.message ?? "Your payment could not be completed.",
      variant: "destructive",
    });
    setProcessing(false);
  }

  return (
    <section
      aria-labelledby="payment-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2
          id="payment-title"
          className="text-2xl font-semibold text-royal-900 dark:text-royal-100"
        >
          Complete your subscription
        </h2>
        <p className="mt-1 text-muted-foreground">
          {plan.name}: {planLabel(plan)}. Renews automatically; cancel anytime from your
          Subscription page.
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {failure ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <p className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {failure}
            </p>
            <Button type="button" variant="outline" className="self-start" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !stripe || !elementReady ? (
          <Spinner label="Loading the secure card form..." className="py-8" />
        ) : null}
        {stripe && !failure ? (
          <div className="min-h-10">
            <PaymentElement
              options={{ layout: "tabs" }}
              onReady={() => setElementReady(true)}
              onLoadError={(event) =>
                onLoadError(event.error.message ?? "The secure card form could not load.")
              }
            />
          </div>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={!stripe || !elements || !elementReady || processing || failure !== null}
        >
          <Lock aria-hidden="true" />
          {processing ? "Processing..." : `Subscribe for ${planLabel(plan)}`}
        </Button>
        <Button type="button" variant="link" className="self-center" onClick={onChangePlan}>
          Choose a different plan
        </Button>
      </form>
    </section>
  );
}
