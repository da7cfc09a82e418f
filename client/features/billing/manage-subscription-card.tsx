import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "wouter";
import { AlertTriangle, ExternalLink, Receipt } from "lucide-react";
import type { ManagedSubscription } from "@shared/billing/billing";
import { planLabel, plans, refundDays } from "@shared/prices";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { serverMessage } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { manageSubscription, portalSession, refreshSubscriptionFacts } from "../../api/billing";
import { longDate } from "./billing-api";

const cancelConfirmation =
  "Are you sure you want to cancel your subscription? You will lose access to all tools at the end of your billing period.";

function RefundNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Refunds: ask within {refundDays} days of your first purchase and we refund it in full.{" "}
      <Link href="/support" className="underline">
        Contact support
      </Link>
      .
    </p>
  );
}

function PortalButton() {
  const portal = useMutation({
    mutationFn: portalSession,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: "Could not open billing",
        description: serverMessage(error, "Please try again in a moment."),
        variant: "destructive",
      }),
  });
  return (
    <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
      <Receipt aria-hidden="true" />
      {portal.isPending ? "Opening..." : "Invoices & payment method"}
      <ExternalLink aria-hidden="true" />
    </Button>
  );
}

/** Self-serve management of a paid subscription on /subscription. */
export function ManageSubscriptionCard({ subscription }: { subscription: ManagedSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const plan = subscription.plan ? plans[subscription.plan] : null;
  const endDate = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;

  const change = useMutation({
    mutationFn: (action: "cancel" | "resume") => manageSubscription(action, subscription.id),
    onSuccess: async (updated, action) => {
      const date = updated.currentPeriodEnd ? longDate(updated.currentPeriodEnd) : "the period end";
      setConfirming(false);
      toast(
        action === "cancel"
          ? {
              title: "Cancellation Confirmed",
              description: `Your subscription will not renew. You keep full access until ${date}.`,
            }
          : {
              title: "Subscription Resumed",
              description: `Your subscription continues and renews on ${date}.`,
            },
      );
      await refreshSubscriptionFacts();
    },
    onError: (error, action) =>
      toast({
        title: action === "cancel" ? "Cancellation Failed" : "Resume Failed",
        description: serverMessage(error, "Please try again in a moment."),
        variant: "destructive",
      }),
  });

  return (
    <section
      aria-labelledby="manage-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="manage-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
          Manage your subscription
        </h2>
        {plan ? (
          <p className="mt-1 text-muted-foreground">
            {plan.name}: {planLabel(plan)}
          </p>
        ) : null}
      </div>

      {subscription.status === "past_due" ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Your last payment did not go through. Update your payment method to keep access
          {endDate ? ` after ${endDate}` : ""}.
        </p>
      ) : null}

      {subscription.manageable ? (
        subscription.cancelAtPeriodEnd ? (
          <p>
            Your subscription is set to end{endDate ? ` on ${endDate}` : ""}. You keep full access
            until then, and nothing more will be charged.
          </p>
        ) : (
          <p>
            Renews automatically{endDate ? ` on ${endDate}` : ""}
            {plan ? ` for ${planLabel(plan)}` : ""}.
          </p>
        )
      ) : (
        <p>Your subscription ended{endDate ? ` on ${endDate}` : ""}.</p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {subscription.manageable && subscription.cancelAtPeriodEnd ? (
          <Button disabled={change.isPending} onClick={() => change.mutate("resume")}>
            {change.isPending ? "Resuming..." : "Resume Subscription"}
          </Button>
        ) : null}
        {subscription.manageable && !subscription.cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        ) : null}
        {!subscription.manageable ? (
          <Button asChild>
            <Link href="/subscribe">Subscribe again</Link>
          </Button>
        ) : null}
        <PortalButton />
      </div>
      <RefundNote />

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title="Cancel your subscription?" description={cancelConfirmation}>
          {endDate ? (
            <p className="text-sm">
              Your access continues until <strong>{endDate}</strong>. You can resume any time before
              then.
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep My Subscription</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={change.isPending}
              onClick={() => change.mutate("cancel")}
            >
              {change.isPending ? "Cancelling..." : "Yes, Cancel at Period End"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
