import { formatPrice, plans, type PlanType } from "@shared/prices";
import type { OutgoingMail } from "../email/mailer";
import { formatInstant } from "@shared/dates/format";

export interface PaymentFailedFacts {
  to: string;
  firstName: string | null;
  plan: PlanType | null;
  /** What the subscription is now: past_due keeps access for a while, anything else has none. */
  status: string;
  accessUntil: Date | null;
  publicUrl: string;
  supportEmail: string;
}

function longDate(date: Date): string {
  return formatInstant(date, "date", { utc: true });
}

/** The email sent when Stripe reports a failed invoice payment. */
export function paymentFailedEmail(facts: PaymentFailedFacts): OutgoingMail {
  const plan = facts.plan ? plans[facts.plan] : null;
  const planLine = plan
    ? `your ${plan.name} plan (${formatPrice(plan.amountCents)} per ${plan.interval})`
    : "your Kingdom Tools subscription";
  const outcome =
    facts.status === "past_due" && facts.accessUntil
      ? `Your access continues until ${longDate(facts.accessUntil)} while the payment is retried. To keep it, update your card from the Subscription page:\n${facts.publicUrl}/subscription`
      : facts.status === "incomplete"
        ? `Your subscription has not started and no money was taken. You can try again with another card:\n${facts.publicUrl}/subscribe`
        : `Update your card or start again from the Subscription page:\n${facts.publicUrl}/subscription`;
  const text = [
    `Hello${facts.firstName ? ` ${facts.firstName}` : ""},`,
    "",
    `We could not take the payment for ${planLine}. Your bank or card provider declined it.`,
    "",
    outcome,
    "",
    `If you need help, write to ${facts.supportEmail} and our support team will help you.`,
    "",
    "Grace and peace,",
    "Kingdom Tools",
  ].join("\n");
  return {
    to: facts.to,
    subject: "Your Kingdom Tools payment did not go through",
    text,
    replyTo: facts.supportEmail,
  };
}
