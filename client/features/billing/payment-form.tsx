import { useEffect, useRef, useState, type FormEvent } from "react";
import { AlertTriangle, Lock } from "lucide-react";
import { planLabel, plans, type PlanType } from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/use-toast";
import { loadStripe, type StripeElements, type StripeJs } from "./stripe-js";

type LoadState =
  | { kind: "loading" }
  | { kind: "ready"; stripe: StripeJs; elements: StripeElements }
  | { kind: "failed"; message: string };

/**
 * Stripe's Payment Element for one client secret. The page gives it a new `key` for each
 * secret, so a new subscription attempt always mounts a fresh form.
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
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const plan = plans[planType];

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState({ kind: "loading" });
    setElementReady(false);
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({
          clientSecret,
          appearance: { theme: "stripe", variables: { colorPrimary: "#2a2f7a" } },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => setElementReady(true));
        element.on("loaderror", (event) =>
          setState({
            kind: "failed",
            message: event.error?.message ?? "The secure card form could not load.",
          }),
        );
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setState({ kind: "ready", stripe, elements });
      })
      .catch(() => {
        if (!cancelled) {
          setState({
            kind: "failed",
            message:
              "The secure card form from Stripe could not load. Check your internet connection, allow js.stripe.com if a blocker is on, and try again.",
          });
        }
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== "ready" || processing) return;
    setProcessing(true);
    const { error } = await state.stripe.confirmPayment({
      elements: state.elements,
      confirmParams: { return_url: `${window.location.origin}/subscription-success` },
    });
    // Success leaves the page for /subscription-success; only failures come back here.
    if (error) {
      toast({
        title: "Payment Failed",
        description: error.message ?? "Your payment could not be completed.",
        variant: "destructive",
      });
    }
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
      <form onSubmit={submit} className="flex flex-col gap-5">
        {state.kind === "failed" ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <p className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {state.message}
            </p>
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => setAttempt((value) => value + 1)}
            >
              Try again
            </Button>
          </div>
        ) : state.kind === "loading" || !elementReady ? (
          <Spinner label="Loading the secure card form..." className="py-8" />
        ) : null}
        {/* Always in the page, so Stripe can mount into it on every attempt. */}
        <div ref={mountRef} className={state.kind === "failed" ? "hidden" : "min-h-10"} />
        <Button
          type="submit"
          size="lg"
          disabled={state.kind !== "ready" || !elementReady || processing}
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
