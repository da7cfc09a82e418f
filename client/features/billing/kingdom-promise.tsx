import { BookOpen, CalendarX, RefreshCcw, ShieldCheck } from "lucide-react";
import { refundDays, trialDays } from "@shared/prices";

const promises = [
  {
    icon: BookOpen,
    title: "Faithful to Scripture",
    text: "Every scripture reference in every draft is checked against the Bible text, so you can preach and share with confidence.",
  },
  {
    icon: RefreshCcw,
    title: `${refundDays}-day refund`,
    text: `If the tools are not right for your ministry, ask within ${refundDays} days of your first purchase for a full refund.`,
  },
  {
    icon: CalendarX,
    title: "Cancel anytime, yourself",
    text: "Stop renewal from your Subscription page in two clicks. You keep access until the end of the period you paid for.",
  },
  {
    icon: ShieldCheck,
    title: "Secure payment",
    text: `Your card is entered into Stripe's secure form and never touches our servers. Prefer to try first? The free trial lasts ${trialDays} days.`,
  },
];

/** The "Kingdom Promise" section on /subscribe: refund, security and trial promises. */
export function KingdomPromise() {
  return (
    <section
      aria-labelledby="promise-title"
      className="rounded-2xl border border-border bg-muted p-6 sm:p-8"
    >
      <h2
        id="promise-title"
        className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100"
      >
        The Kingdom Promise
      </h2>
      <p className="mt-2 text-muted-foreground">
        &ldquo;Whatever you do, work heartily, as for the Lord and not for men.&rdquo; (Colossians
        3:23)
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
